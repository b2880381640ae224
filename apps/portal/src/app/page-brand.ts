import { type Brand, brandPalette, DEFAULT_BRAND_COLOUR, DEFAULT_BRAND_NAME } from '@hcp/contracts/brand';

/** The portal's own brand, shown until (and unless) the brand call answers. */
export const DEFAULT_BRAND: Brand = { name: DEFAULT_BRAND_NAME, primaryColour: DEFAULT_BRAND_COLOUR, logo: null };

/**
 * The id of the element in which the server writes the brand into the sign-in page, as JSON
 * (`<script type="application/json">`, which never runs; apps/cms/src/server/drawn-page.ts).
 */
export const PAGE_BRAND_ID = 'portal-brand';

/** Sets the stylesheet's three brand tokens from the brand's colour (styles.css reads only these). */
export function applyBrandColour(root: HTMLElement, colour: string): void {
  const palette = brandPalette(colour);
  root.style.setProperty('--colour-brand', palette.brand);
  root.style.setProperty('--colour-brand-dark', palette.brandDark);
  root.style.setProperty('--colour-brand-surface', palette.brandSurface);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function brandOf(value: unknown): Brand | undefined {
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.primaryColour !== 'string') return undefined;
  const { logo } = value;
  if (logo === null) return { name: value.name, primaryColour: value.primaryColour, logo: null };
  if (
    !isRecord(logo) ||
    typeof logo.url !== 'string' ||
    typeof logo.alt !== 'string' ||
    typeof logo.width !== 'number' ||
    typeof logo.height !== 'number'
  ) {
    return undefined;
  }
  return {
    name: value.name,
    primaryColour: value.primaryColour,
    logo: { url: logo.url, alt: logo.alt, width: logo.width, height: logo.height },
  };
}

/**
 * The brand the server wrote into the page as it sent it: the one the page's HTML already shows, which the page's
 * first render must repeat. Read by hand, not with `BrandSchema`, so that zod stays out of the sign-in page's code.
 * Undefined in a page without it (index.html) or with one of another shape.
 */
export function pageBrand(document: Document): Brand | undefined {
  const text = document.getElementById(PAGE_BRAND_ID)?.textContent;
  if (!text) return undefined;
  try {
    return brandOf(JSON.parse(text));
  } catch {
    return undefined;
  }
}
