import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import type { Brand } from '@hcp/contracts/brand';
import { SESSION_HINT_COOKIE } from '@hcp/contracts/session-hint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSpaHandler, PORTAL_CSP, portalCsp } from './spa';

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'hcp-spa-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>HCP Portal</title>');
  writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1);');
  writeFileSync(path.join(root, 'assets', 'index-abc123.js.map'), '{"sources":["secret.ts"]}');
  writeFileSync(path.join(root, 'assets', 'index-abc123.js.br'), 'brotli bytes');
  writeFileSync(path.join(root, 'assets', 'index-abc123.js.gz'), 'gzip bytes');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg/>');
  writeFileSync(path.join(root, 'meta.json'), '{"version":"0.3.14"}');
  writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(path.dirname(root), 'secret.txt'), 'outside the web root');
  server = createServer(createSpaHandler(root));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the portal SPA handler', () => {
  it('answers the app for / and for any deep link, never stored', async () => {
    for (const route of ['/', '/education/a/b', '/stability/some-product?tab=matrix']) {
      const response = await fetch(`${baseUrl}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('<title>HCP Portal</title>');
    }
  });

  it('serves hashed assets for a year and other files revalidated', async () => {
    const asset = await fetch(`${baseUrl}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await fetch(`${baseUrl}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    for (const file of ['/meta.json', '/sw.js']) {
      const response = await fetch(`${baseUrl}${file}`);
      expect(response.headers.get('cache-control'), file).toBe('no-store');
    }
    expect((await fetch(`${baseUrl}/sw.js`)).headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('sends the precompressed copy the browser accepts, brotli first', async () => {
    const http = await import('node:http');
    const fetchRaw = (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; body: string }>((resolve, reject) => {
        http
          .get(`${baseUrl}/assets/index-abc123.js`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body }));
          })
          .on('error', reject);
      });
    expect(await fetchRaw('gzip, deflate, br')).toEqual({ encoding: 'br', body: 'brotli bytes' });
    expect(await fetchRaw('gzip')).toEqual({ encoding: 'gzip', body: 'gzip bytes' });
    expect(await fetchRaw('identity')).toEqual({ encoding: undefined, body: 'console.log(1);' });
  });

  it('answers a missing asset with 404, not the app', async () => {
    for (const route of ['/assets/nope.js', '/missing.css', '/assets/folder', '/assets/index-abc123.js.map']) {
      const response = await fetch(`${baseUrl}${route}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<title>');
    }
  });

  it('never serves a file outside its root', async () => {
    for (const route of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await fetch(`${baseUrl}${route}`);
      expect(await response.text()).not.toContain('outside the web root');
    }
  });

  it('sends the security headers and refuses other methods', async () => {
    const page = await fetch(`${baseUrl}/`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const post = await fetch(`${baseUrl}/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('lets only the same origin frame the editors’ preview screens, and nobody frame any other screen', async () => {
    const screen = await fetch(`${baseUrl}/stability/vanclorin-1-g`);
    expect(screen.headers.get('x-frame-options')).toBe('DENY');
    expect(screen.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const preview = await fetch(`${baseUrl}/preview/stability-products/12`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(preview.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(preview.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
  });

  it('connects only to its own origin unless error reporting or analytics name theirs', async () => {
    const page = await fetch(`${baseUrl}/`);
    expect(page.headers.get('content-security-policy')).toBe(PORTAL_CSP);
    expect(PORTAL_CSP).toContain("connect-src 'self';");
    const withReporting = portalCsp(['https://o1.ingest.example.io', 'https://ph.example.org']);
    expect(withReporting).toContain("connect-src 'self' https://o1.ingest.example.io https://ph.example.org;");
    // Only connect-src changes: no script, style or frame source is added for them.
    expect(withReporting.replace(' https://o1.ingest.example.io https://ph.example.org', '')).toBe(PORTAL_CSP);
  });
});

/** The markers the portal's build draws its pages with (apps/portal/scripts/prerender.mjs). */
const MARKERS = {
  name: 'HCPBRANDNAMEMARKER',
  logoUrl: 'HCPBRANDLOGOURLMARKER',
  logoWidth: 918273645,
  logoHeight: 546372819,
  head: '<!--hcp-sign-in-head-->',
};

/** The inline script a drawn page carries (apps/portal/src/lib/early-presses.ts), as the build writes it. */
const EARLY_SCRIPT = '(function(){document.documentElement.dataset.early="1"})();';
const EARLY_SCRIPT_ELEMENT = `<script>${EARLY_SCRIPT}</script>`;
const EARLY_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`;

/** A server for a build with a drawn page's templates (`file`) beside index.html, and the brand it reads. */
async function drawnPageServer(file: string, templates: unknown, index: string, readBrand: () => Promise<Brand>) {
  const root = mkdtempSync(path.join(tmpdir(), 'hcp-spa-drawn-'));
  writeFileSync(path.join(root, 'index.html'), index);
  writeFileSync(path.join(root, file), JSON.stringify(templates));
  const drawn = createServer(createSpaHandler(root, { readBrand }));
  await new Promise<void>((resolve) => drawn.listen(0, '127.0.0.1', resolve));
  return { server: drawn, url: `http://127.0.0.1:${String((drawn.address() as AddressInfo).port)}` };
}

describe('the sign-in page at /login', () => {
  const brand = { name: 'Meridian Portal', primaryColour: '#7a1f5c', logo: null };
  const templates = {
    markers: MARKERS,
    earlyScript: EARLY_SCRIPT,
    byName:
      `<!doctype html><title>Sign in · HCPBRANDNAMEMARKER</title>${EARLY_SCRIPT_ELEMENT}<!--hcp-sign-in-head-->` +
      '<div id="root"><a class="logo">HCPBRANDNAMEMARKER</a><h1>Sign in</h1></div>',
    withLogo: `<!doctype html><title>Sign in · HCPBRANDNAMEMARKER</title>${EARLY_SCRIPT_ELEMENT}<!--hcp-sign-in-head--><div id="root"></div>`,
  };
  let signInServer: Server;
  let signInUrl: string;
  let brandAnswer: () => Promise<typeof brand>;

  beforeAll(async () => {
    ({ server: signInServer, url: signInUrl } = await drawnPageServer(
      'sign-in-page.json',
      templates,
      '<!doctype html><title>HCP Portal</title><div id="root"></div>',
      () => brandAnswer(),
    ));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => signInServer.close(() => resolve()));
  });

  it('answers /login with the page drawn already, in the brand read for the request, never stored', async () => {
    brandAnswer = () => Promise.resolve(brand);
    const response = await fetch(`${signInUrl}/login`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const html = await response.text();
    expect(html).toContain('<title>Sign in · Meridian Portal</title>');
    expect(html).toContain('<a class="logo">Meridian Portal</a><h1>Sign in</h1>');
    // The policy allows the brand's one inline style and the page's one inline script by their hashes, nothing else.
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(style).digest('base64')}';`);
    expect(html).toContain(EARLY_SCRIPT_ELEMENT);
    expect(csp).toContain(`script-src 'self' ${EARLY_SCRIPT_SOURCE};`);

    brandAnswer = () => Promise.resolve({ ...brand, name: 'Renamed Portal' });
    expect(await (await fetch(`${signInUrl}/login`)).text()).toContain('<a class="logo">Renamed Portal</a>');
  });

  it('answers every other path with the plain index.html, and never serves the templates as a file', async () => {
    brandAnswer = () => Promise.resolve(brand);
    for (const route of ['/', '/register', '/login/extra']) {
      const html = await (await fetch(`${signInUrl}${route}`)).text();
      expect(html).toBe('<!doctype html><title>HCP Portal</title><div id="root"></div>');
    }
    expect((await fetch(`${signInUrl}/sign-in-page.json`)).status).toBe(404);
  });

  it('falls back to index.html when the brand cannot be read, so /login still opens', async () => {
    brandAnswer = () => Promise.reject(new Error('database down'));
    const response = await fetch(`${signInUrl}/login`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<!doctype html><title>HCP Portal</title><div id="root"></div>');
    expect(response.headers.get('content-security-policy')).toBe(PORTAL_CSP);
  });

  it('sends the page gzipped to a browser that accepts it, and only its headers to HEAD', async () => {
    brandAnswer = () => Promise.resolve(brand);
    const zipped = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      get(`${signInUrl}/login`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
    expect(zipped.encoding).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toContain('<a class="logo">Meridian Portal</a>');
    const head = await fetch(`${signInUrl}/login`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('sends a sign-in posted without a script back to the page, by a GET whose address holds nothing of the form', async () => {
    const posted = await fetch(`${signInUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=clinician%40example.com&password=secret-password',
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/login');
    expect(posted.headers.get('cache-control')).toBe('no-store');
    expect(await posted.text()).toBe('');
    // Any other path still refuses a POST.
    expect((await fetch(`${signInUrl}/login/extra`, { method: 'POST' })).status).toBe(405);
  });
});

describe('the signed-in home frame at /', () => {
  const brand = { name: 'Meridian Portal', primaryColour: '#7a1f5c', logo: null };
  const index = '<!doctype html><title>HCP Portal</title><div id="root"></div>';
  const homeTemplates = {
    markers: MARKERS,
    earlyScript: EARLY_SCRIPT,
    byName:
      `<!doctype html><title>HCPBRANDNAMEMARKER</title>${EARLY_SCRIPT_ELEMENT}<!--hcp-sign-in-head-->` +
      '<div id="root"><a class="logo">HCPBRANDNAMEMARKER</a><h1>Welcome</h1><h2>Your dashboard</h2></div>',
    withLogo: `<!doctype html><title>HCPBRANDNAMEMARKER</title>${EARLY_SCRIPT_ELEMENT}<!--hcp-sign-in-head--><div id="root"></div>`,
  };
  let homeServer: Server;
  let homeUrl: string;
  let brandAnswer: () => Promise<typeof brand>;

  beforeAll(async () => {
    ({ server: homeServer, url: homeUrl } = await drawnPageServer('home-page.json', homeTemplates, index, () =>
      brandAnswer(),
    ));
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => homeServer.close(() => resolve()));
  });

  const withHint = { cookie: `theme=dark; ${SESSION_HINT_COOKIE}=1` };

  it('answers / with the frame drawn in the brand only to a browser that says it holds a session', async () => {
    brandAnswer = () => Promise.resolve(brand);
    const framed = await fetch(`${homeUrl}/`, { headers: withHint });
    expect(framed.status).toBe(200);
    expect(framed.headers.get('cache-control')).toBe('no-store');
    expect(framed.headers.get('vary')).toContain('Cookie');
    const html = await framed.text();
    expect(html).toContain('<a class="logo">Meridian Portal</a><h1>Welcome</h1><h2>Your dashboard</h2>');
    expect(framed.headers.get('content-security-policy')).toContain(`script-src 'self' ${EARLY_SCRIPT_SOURCE};`);

    const plain = await fetch(`${homeUrl}/`);
    expect(await plain.text()).toBe(index);
    expect(plain.headers.get('vary')).toBe('Cookie');
    // An empty or other value of the cookie (the portal clears it on logout) is no session.
    const cleared = await fetch(`${homeUrl}/`, { headers: { cookie: `${SESSION_HINT_COOKIE}=` } });
    expect(await cleared.text()).toBe(index);
  });

  it('sends the frame for / alone, falls back to index.html without a brand, and never serves its templates', async () => {
    brandAnswer = () => Promise.resolve(brand);
    for (const route of ['/stability', '/index.html/', '/login']) {
      expect(await (await fetch(`${homeUrl}${route}`, { headers: withHint })).text()).toBe(index);
    }
    expect((await fetch(`${homeUrl}/home-page.json`, { headers: withHint })).status).toBe(404);
    brandAnswer = () => Promise.reject(new Error('database down'));
    const fallback = await fetch(`${homeUrl}/`, { headers: withHint });
    expect(fallback.status).toBe(200);
    expect(await fallback.text()).toBe(index);
  });
});

describe('the web app manifest', () => {
  const brand = { name: 'Meridian Portal', primaryColour: '#7A1F5C', logo: null };
  let manifestServer: Server;
  let manifestUrl: string;
  let brandAnswer: () => Promise<typeof brand> = () => Promise.resolve(brand);

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'hcp-spa-manifest-'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>HCP Portal</title><div id="root"></div>');
    manifestServer = createServer(createSpaHandler(root, { readBrand: () => brandAnswer() }));
    await new Promise<void>((resolve) => manifestServer.listen(0, '127.0.0.1', resolve));
    manifestUrl = `http://127.0.0.1:${String((manifestServer.address() as AddressInfo).port)}/manifest.webmanifest`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => manifestServer.close(() => resolve()));
  });

  it('names the brand read for the request, in its colour, as an installable standalone app', async () => {
    brandAnswer = () => Promise.resolve(brand);
    const response = await fetch(manifestUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("manifest-src 'self'");
    const manifest = (await response.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Meridian Portal',
      short_name: 'Meridian Portal',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#7a1f5c',
    });
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);

    brandAnswer = () => Promise.resolve({ ...brand, name: 'Renamed Portal' });
    expect(((await (await fetch(manifestUrl)).json()) as { name: string }).name).toBe('Renamed Portal');
  });

  it('names the portal itself when the brand cannot be read, and sends only headers to HEAD', async () => {
    brandAnswer = () => Promise.reject(new Error('database down'));
    const manifest = (await (await fetch(manifestUrl)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'HCP Portal', theme_color: '#005a8c', display: 'standalone' });
    const head = await fetch(manifestUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await head.text()).toBe('');
  });
});
