// After `vite build`: draws the sign-in page (/login) to HTML, so that it paints before any script has run (issue 16).
// The server fills in the brand as it sends the page (apps/cms/src/server/sign-in-page.ts); this writes the two
// templates it fills, one for a brand shown by its name and one for a brand with a logo, into
// dist/sign-in-page.json, and removes dist/login.html (the page is never sent without its brand).
//
// The page is drawn by a server-side build of src/sign-in-prerender.tsx (the same components sign-in.tsx hydrates),
// with markers where the brand goes; the server puts the brand's name, logo and colour in their place.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { build } from 'vite';

const portal = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(portal, 'dist');
const outDir = path.join(portal, 'node_modules/.cache/sign-in-prerender');

/** The markers: letters and digits only, so React writes them as they are in text and attributes alike. */
export const MARKERS = {
  name: 'HCPBRANDNAMEMARKER',
  logoUrl: 'HCPBRANDLOGOURLMARKER',
  logoAlt: 'HCPBRANDLOGOALTMARKER',
  logoWidth: 918273645,
  logoHeight: 546372819,
  head: '<!--hcp-sign-in-head-->',
};

await build({
  root: portal,
  configFile: path.join(portal, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/sign-in-prerender.tsx', outDir, emptyOutDir: true, sourcemap: false },
});
const { renderSignInPage } = await import(pathToFileURL(path.join(outDir, 'sign-in-prerender.js')).href);

const colour = '#005a8c';
const byName = renderSignInPage({ name: MARKERS.name, primaryColour: colour, logo: null });
const withLogo = renderSignInPage({
  name: MARKERS.name,
  primaryColour: colour,
  logo: { url: MARKERS.logoUrl, alt: MARKERS.logoAlt, width: MARKERS.logoWidth, height: MARKERS.logoHeight },
});

const loginHtml = path.join(dist, 'login.html');
const shell = readFileSync(loginHtml, 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('login.html has no empty #root to draw into.');
if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error('login.html has no title.');
const page = (root) =>
  shell
    // The tab's title as the layout sets it (appTexts.layout.documentTitle), with the brand's name.
    .replace(/<title>[^<]*<\/title>/, `<title>Sign in · ${MARKERS.name}</title>`)
    // The brand's colour and its data for the page's script go at the end of <head>.
    .replace('</head>', `${MARKERS.head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${root}</div>`);

for (const [variant, markup] of Object.entries({ byName, withLogo })) {
  if (!markup.includes(MARKERS.name)) throw new Error(`The ${variant} sign-in page does not show the brand's name.`);
}
writeFileSync(
  path.join(dist, 'sign-in-page.json'),
  `${JSON.stringify({ markers: MARKERS, byName: page(byName), withLogo: page(withLogo) })}\n`,
);
rmSync(loginHtml);
console.log(`Drew the sign-in page: ${String(Buffer.byteLength(page(byName)))} bytes of HTML before the brand.`);
