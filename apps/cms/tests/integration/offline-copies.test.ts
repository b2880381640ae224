import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { StabilityProductSchema } from '@hcp/contracts/stability';
import type { TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readBrand } from '../../src/globals/Brand';
import { seedDemo } from '../../src/seed/demo';
import { createSpaHandler } from '../../src/server/spa';
import { signInDemoCallers, startTestServer, type TestServer } from './harness';

// What the portal's offline copies rely on (docs/offline.md): a product read answers with an ETag and 304 to a copy
// that is still current, and 410, 404 or 403 once the copy must go; the installable app's manifest names the brand.
let server: TestServer;
let clinician: string;
let noroles: string;
let spa: Server;
let spaUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['stability'] });
  ({ clinician, noroles } = await signInDemoCallers(server));
  const root = mkdtempSync(path.join(tmpdir(), 'hcp-offline-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>HCP Portal</title><div id="root"></div>');
  spa = createServer(createSpaHandler(root, { readBrand: () => readBrand(server.payload) }));
  await new Promise<void>((resolve) => spa.listen(0, '127.0.0.1', resolve));
  spaUrl = `http://127.0.0.1:${String((spa.address() as AddressInfo).port)}`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => spa.close(() => resolve()));
  await server.close();
});

const read = (slug: string, token: string, etag?: string) =>
  fetch(`${server.baseUrl}/json/api/v1/stability/${slug}`, {
    headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
  });

async function aPublishedProduct() {
  const { docs } = await server.payload.find({
    collection: 'stability-products',
    where: { _status: { equals: 'published' } },
    sort: 'slug',
    limit: 1,
    overrideAccess: true,
  });
  if (!docs[0]) throw new Error('The demo has no published stability product.');
  return docs[0];
}

describe('refreshing an offline copy of a stability product', () => {
  it('answers the copy’s ETag with 304 and no body while the product is unchanged', async () => {
    const doc = await aPublishedProduct();
    const first = await read(doc.slug, clinician);
    expect(first.status).toBe(200);
    expect(StabilityProductSchema.parse(await first.json()).slug).toBe(doc.slug);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await read(doc.slug, clinician, etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers 410 to the same copy once the product is unpublished, so the copy is deleted, and 200 once back', async () => {
    const doc = await aPublishedProduct();
    const etag = (await read(doc.slug, clinician)).headers.get('etag') ?? '';
    await server.payload.update({
      collection: 'stability-products',
      id: doc.id,
      data: { _status: 'draft' },
      overrideAccess: true,
    });
    try {
      expect((await read(doc.slug, clinician, etag)).status).toBe(410);
    } finally {
      await server.payload.update({
        collection: 'stability-products',
        id: doc.id,
        data: { _status: 'published' },
        overrideAccess: true,
      });
    }
    // Published again, it answers in full: the refresh saves it afresh.
    expect((await read(doc.slug, clinician, etag)).status).toBe(200);
  });

  it('answers 403 to an account without the stability capability, even with a tag it once held', async () => {
    const doc = await aPublishedProduct();
    const etag = (await read(doc.slug, clinician)).headers.get('etag') ?? '';
    expect((await read(doc.slug, noroles, etag)).status).toBe(403);
  });
});

describe('the installable portal’s manifest', () => {
  it('names the brand an administrator saved, in its colour', async () => {
    const manifest = async () =>
      (await (await fetch(`${spaUrl}/manifest.webmanifest`)).json()) as { name: string; theme_color: string };
    expect(await manifest()).toMatchObject({ name: 'HCP Portal', theme_color: '#005a8c' });
    const { docs } = await server.payload.find({
      collection: 'admins',
      where: { email: { equals: 'admin@example.com' } },
    });
    const administrator = { ...docs[0], collection: 'admins' } as TypedUser;
    await server.payload.updateGlobal({
      slug: 'brand',
      data: { name: 'Meridian Medical Portal', primaryColour: '#7A1F5C' },
      user: administrator,
      overrideAccess: false,
    });
    expect(await manifest()).toMatchObject({ name: 'Meridian Medical Portal', theme_color: '#7a1f5c' });
  });
});
