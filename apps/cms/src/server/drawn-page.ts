import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type Brand, brandPalette } from '@hcp/contracts/brand';

/** The markers the portal's build drew its pages with (apps/portal/scripts/prerender.mjs). */
type Markers = {
  name: string;
  logoUrl: string;
  logoWidth: number;
  logoHeight: number;
  head: string;
};

/**
 * A page drawn at build time, once for a brand shown by its name and once for one with a logo, with the inline script
 * both carry (the one that keeps a press made before the page's code runs: apps/portal/src/lib/early-presses.ts).
 */
export type DrawnPageTemplates = { markers: Markers; earlyScript: string; byName: string; withLogo: string };

/**
 * The files the portal's build writes beside index.html, one per drawn page; the SPA handler never serves them as
 * files: the sign-in page (/login) and the signed-in home's frame (/ for a browser holding a session).
 */
export const DRAWN_PAGE_FILES = { signIn: 'sign-in-page.json', home: 'home-page.json' } as const;

/** A drawn page's templates in a portal build, or undefined for a build without them (the page is then index.html). */
export function readDrawnPageTemplates(root: string, file: string): DrawnPageTemplates | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
  const parsed = JSON.parse(text) as Partial<DrawnPageTemplates>;
  const { markers, earlyScript, byName, withLogo } = parsed;
  if (
    !markers ||
    typeof earlyScript !== 'string' ||
    typeof byName !== 'string' ||
    typeof withLogo !== 'string' ||
    !byName.includes(markers.head) ||
    ![byName, withLogo].every((html) => html.includes(`<script>${earlyScript}</script>`))
  ) {
    throw new Error(`The portal build's ${file} is not a drawn page's template.`);
  }
  return { markers, earlyScript, byName, withLogo };
}

/** Text safe in HTML text and in a quoted attribute alike. */
function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[character] ?? character,
  );
}

/** JSON inside a `<script>` element: no `<` that could close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export type DrawnPage = {
  html: Buffer;
  /** The CSP source that allows the page's one inline `<style>` (the brand's colour), and nothing else. */
  styleSource: string;
  /** The CSP source that allows the page's one inline script (the early-press script), and nothing else. */
  scriptSource: string;
};

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * A drawn page (the sign-in page, the home's frame) for a brand: its name in the tab, the header's logo link and its
 * label, its logo if it has one, its colour as the stylesheet's three brand tokens (an inline `<style>` the page's CSP
 * allows by its hash), and the brand itself as JSON for the page's script, which hydrates with it
 * (apps/portal/src/app/page-brand.ts). The page shows the brand it is sent with from its first paint: there is no
 * default brand to replace. Its early-press script comes from the build as it is, allowed by its hash too.
 */
export function fillDrawnPage(templates: DrawnPageTemplates, brand: Brand): DrawnPage {
  const { markers } = templates;
  const palette = brandPalette(brand.primaryColour);
  const style = `:root{--colour-brand:${palette.brand};--colour-brand-dark:${palette.brandDark};--colour-brand-surface:${palette.brandSurface}}`;
  const head = `<style>${style}</style>\n    <script type="application/json" id="portal-brand">${scriptJson(brand)}</script>`;
  let html = (brand.logo ? templates.withLogo : templates.byName).replace(markers.head, () => head);
  if (brand.logo) {
    html = html
      .replaceAll(markers.logoUrl, () => escapeHtml(brand.logo?.url ?? ''))
      .replaceAll(String(markers.logoWidth), String(brand.logo.width))
      .replaceAll(String(markers.logoHeight), String(brand.logo.height));
  }
  html = html.replaceAll(markers.name, () => escapeHtml(brand.name));
  return {
    html: Buffer.from(html),
    styleSource: hashSource(style),
    scriptSource: hashSource(templates.earlyScript),
  };
}
