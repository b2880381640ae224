import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
