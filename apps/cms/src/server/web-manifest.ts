import { type Brand, DEFAULT_BRAND_COLOUR, DEFAULT_BRAND_NAME } from '@hcp/contracts/brand';

/** Where the portal's web app manifest is served; index.html and login.html link it. */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** The page behind the app's first paint (styles.css's `--colour-background`), shown while an installed app starts. */
const BACKGROUND_COLOUR = '#f4f6f8';

/** The brand used when the brand settings cannot be read: the portal's own name and colour. */
export const DEFAULT_MANIFEST_BRAND: Brand = {
  name: DEFAULT_BRAND_NAME,
  primaryColour: DEFAULT_BRAND_COLOUR,
  logo: null,
};

/**
 * The web app manifest that makes the portal installable (docs/offline.md): the brand's name and colour, the product's
 * mark as icons (apps/portal/scripts/generate-icons.mjs: 192 and 512 px, and a maskable 512 px), a standalone window
 * that starts on the signed-in home. The service worker answers the start URL offline with the cached app shell.
 */
export function webManifest(brand: Brand): Record<string, unknown> {
  return {
    id: '/',
    name: brand.name,
    short_name: brand.name,
    description: `${brand.name}: stability data, education and clinical resources for healthcare professionals.`,
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOUR,
    theme_color: brand.primaryColour.toLowerCase(),
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
