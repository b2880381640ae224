import { PublicPageSchema } from '@hcp/contracts/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { document, paragraph } from '../../src/seed/lexical';
import { seedDemo } from '../../src/seed/demo';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: false });
});

afterAll(async () => {
  await server.close();
});

const get = (slug: string) => fetch(`${server.baseUrl}/json/api/v1/pages/${slug}`);

describe('GET /json/api/v1/pages/{slug}', () => {
  it('serves each public page to anyone, as safe rich text', async () => {
    for (const slug of ['about', 'privacy-policy', 'disclaimer', 'contact']) {
      const response = await get(slug);
      expect(response.status, slug).toBe(200);
      const page = PublicPageSchema.parse(await response.json());
      expect(page.slug).toBe(slug);
      expect(page.content.length).toBeGreaterThan(0);
    }
  });

  it('gives the contact page the provider’s contact details, and no other page', async () => {
    const contact = PublicPageSchema.parse(await (await get('contact')).json());
    expect(contact.contact).toMatchObject({ email: 'medinfo@meridian-pharma.example', phone: '+44 1223 000 140' });
    const about = PublicPageSchema.parse(await (await get('about')).json());
    expect(about.contact).toBeNull();
  });

  it('keeps serving the published version while an editor works on a draft', async () => {
    const [about] = (
      await server.payload.find({ collection: 'pages', where: { slug: { equals: 'about' } }, overrideAccess: true })
    ).docs;
    await server.payload.update({
      collection: 'pages',
      id: about?.id ?? 0,
      data: { title: 'Draft title', content: document(paragraph('Not ready yet.')) },
      draft: true,
      overrideAccess: true,
    });
    const page = PublicPageSchema.parse(await (await get('about')).json());
    expect(page.title).toBe('About the HCP Portal');
    expect(JSON.stringify(page.content)).not.toContain('Not ready yet.');
  });

  it('answers 404 for a page that is not published or does not exist', async () => {
    const [disclaimer] = (
      await server.payload.find({
        collection: 'pages',
        where: { slug: { equals: 'disclaimer' } },
        overrideAccess: true,
      })
    ).docs;
    await server.payload.update({
      collection: 'pages',
      id: disclaimer?.id ?? 0,
      data: { _status: 'draft' },
      overrideAccess: true,
    });
    for (const slug of ['disclaimer', 'terms', '..%2Fadmin']) {
      const response = await get(slug);
      expect(response.status, slug).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
    }
  });
});
