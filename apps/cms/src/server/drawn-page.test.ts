import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { type DrawnPageTemplates, fillDrawnPage } from './drawn-page';

/** Templates shaped as the portal's build writes them (apps/portal/scripts/prerender.mjs), cut down to the brand. */
const markers = {
  name: 'HCPBRANDNAMEMARKER',
  logoUrl: 'HCPBRANDLOGOURLMARKER',
  logoWidth: 918273645,
  logoHeight: 546372819,
  head: '<!--hcp-sign-in-head-->',
};
const earlyScript = '(function(){document.documentElement.dataset.early="1"})();';
const templates: DrawnPageTemplates = {
  markers,
  earlyScript,
  byName:
    `<html><head><title>Sign in · HCPBRANDNAMEMARKER</title><script>${earlyScript}</script><!--hcp-sign-in-head--></head><body><div id="root">` +
    '<a class="logo" aria-label="HCPBRANDNAMEMARKER home" href="/">HCPBRANDNAMEMARKER</a></div></body></html>',
  withLogo:
    `<html><head><title>Sign in · HCPBRANDNAMEMARKER</title><script>${earlyScript}</script><!--hcp-sign-in-head--></head><body><div id="root">` +
    '<a class="logo" aria-label="HCPBRANDNAMEMARKER home" href="/"><img src="HCPBRANDLOGOURLMARKER" alt="" ' +
    'width="918273645" height="546372819"/></a></div></body></html>',
};

const styleOf = (html: string) => /<style>([^<]*)<\/style>/.exec(html)?.[1];
const brandJsonOf = (html: string) =>
  /<script type="application\/json" id="portal-brand">([^<]*)<\/script>/.exec(html)?.[1];

describe('the sign-in page filled with a brand', () => {
  it('names the brand in the tab, the logo link and its label', () => {
    const html = fillDrawnPage(templates, {
      name: 'Meridian Portal',
      primaryColour: '#7a1f5c',
      logo: null,
    }).html.toString();
    expect(html).toContain('<title>Sign in · Meridian Portal</title>');
    expect(html).toContain('<a class="logo" aria-label="Meridian Portal home" href="/">Meridian Portal</a>');
    expect(html).not.toContain('HCPBRAND');
  });

  it('shows the brand’s logo at its size when it has one', () => {
    const html = fillDrawnPage(templates, {
      name: 'Meridian Portal',
      primaryColour: '#7a1f5c',
      logo: { url: '/api/media/file/meridian.png', alt: 'Meridian', width: 160, height: 40 },
    }).html.toString();
    expect(html).toContain('<img src="/api/media/file/meridian.png" alt="" width="160" height="40"/>');
    expect(html).not.toContain('HCPBRAND');
  });

  it('escapes a name an editor typed, in text and in attributes, and keeps it from closing the brand’s script', () => {
    const name = `A&B <script>alert("x")</script> O'Neil`;
    const html = fillDrawnPage(templates, { name, primaryColour: '#7a1f5c', logo: null }).html.toString();
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('aria-label="A&amp;B &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#x27;Neil home"');
    expect(JSON.parse(brandJsonOf(html) ?? '')).toEqual({ name, primaryColour: '#7a1f5c', logo: null });
  });

  it('paints the brand’s colour with a style the page’s policy allows by its hash, and nothing else inline', () => {
    const page = fillDrawnPage(templates, { name: 'Meridian Portal', primaryColour: '#7a1f5c', logo: null });
    const style = styleOf(page.html.toString()) ?? '';
    expect(style).toContain('--colour-brand:#7a1f5c');
    expect(page.styleSource).toBe(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it('keeps the build’s early-press script as it is, and allows it by its hash', () => {
    const page = fillDrawnPage(templates, { name: 'Meridian Portal', primaryColour: '#7a1f5c', logo: null });
    expect(page.html.toString()).toContain(`<script>${earlyScript}</script>`);
    expect(page.scriptSource).toBe(`'sha256-${createHash('sha256').update(earlyScript).digest('base64')}'`);
  });
});
