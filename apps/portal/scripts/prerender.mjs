// After `vite build`: draws the sign-in page (/login) and the signed-in home's frame (/ for a browser holding a
// session) to HTML, so that they paint before any script has run (issue 16). The server fills in the brand as it
// sends a page (apps/cms/src/server/drawn-page.ts); this writes the two templates of each page it fills, one for a
// brand shown by its name and one for a brand with a logo, into dist/sign-in-page.json and dist/home-page.json, and
// removes dist/login.html and dist/home.html (a page is never sent without its brand).
//
// The pages are drawn by a server-side build of src/sign-in-prerender.tsx (the same components sign-in.tsx hydrates)
// and src/home-prerender.tsx (the frame the portal draws over, main.tsx), with markers where the brand goes; the
// server puts the brand's name, logo and colour in their place.
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
  build: {
    ssr: true,
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { input: ['src/sign-in-prerender.tsx', 'src/home-prerender.tsx'] },
  },
});
const { earlyPressScript, renderSignInPage } = await import(
  pathToFileURL(path.join(outDir, 'sign-in-prerender.js')).href
);
// The script that keeps a press made before the page's code runs (src/lib/early-presses.ts), inline so that it needs
// no download: the server allows it by its hash (apps/cms/src/server/drawn-page.ts).
const earlyScript = earlyPressScript();
if (/<\/script/i.test(earlyScript)) throw new Error('The early-press script would close its own element.');
const { renderHomeFrame } = await import(pathToFileURL(path.join(outDir, 'home-prerender.js')).href);

const colour = '#005a8c';
const byNameBrand = { name: MARKERS.name, primaryColour: colour, logo: null };
const logoBrand = {
  name: MARKERS.name,
  primaryColour: colour,
  logo: { url: MARKERS.logoUrl, alt: MARKERS.logoAlt, width: MARKERS.logoWidth, height: MARKERS.logoHeight },
};

/** Writes a page's two templates (`shellFile`, drawn by `render`) into `templatesFile`, and removes the shell. */
function writeTemplates({ shellFile, templatesFile, title, render }) {
  const shellPath = path.join(dist, shellFile);
  const shell = readFileSync(shellPath, 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error(`${shellFile} has no empty #root to draw into.`);
  if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error(`${shellFile} has no title.`);
  const page = (root) =>
    shell
      // The tab's title as the layout sets it (appTexts.layout.documentTitle), with the brand's name.
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      // The early-press script first, listening before anything can be pressed; the brand's colour and its data for
      // the page's script at the end of <head>.
      .replace('</head>', `<script>${earlyScript}</script>\n    ${MARKERS.head}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${root}</div>`);
  const byName = page(render(byNameBrand));
  const withLogo = page(render(logoBrand));
  for (const [variant, markup] of Object.entries({ byName, withLogo })) {
    if (!markup.includes(MARKERS.name)) throw new Error(`The ${variant} ${shellFile} does not show the brand's name.`);
  }
  writeFileSync(
    path.join(dist, templatesFile),
    `${JSON.stringify({ markers: MARKERS, earlyScript, byName, withLogo })}\n`,
  );
  rmSync(shellPath);
  console.log(`Drew ${shellFile}: ${String(Buffer.byteLength(byName))} bytes of HTML before the brand.`);
}

writeTemplates({
  shellFile: 'login.html',
  templatesFile: 'sign-in-page.json',
  title: `Sign in · ${MARKERS.name}`,
  render: renderSignInPage,
});
// Home's title is the brand's name alone, as the layout sets it for / (app/layout-frame.tsx).
writeTemplates({
  shellFile: 'home.html',
  templatesFile: 'home-page.json',
  title: MARKERS.name,
  render: renderHomeFrame,
});
