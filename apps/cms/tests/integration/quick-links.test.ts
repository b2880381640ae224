import { QuickLinkGroupPageSchema } from '@hcp/contracts/quick-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemo } from '../../src/seed/demo';
import { demoGovernance } from '../../src/seed/governance';
import { signInDemoCallers, startTestServer, type TestServer } from './harness';

let server: TestServer;
let clinician: string;
let pharmacist: string;
let noroles: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['quick-links'] });
  ({ clinician, pharmacist, noroles } = await signInDemoCallers(server));
});

afterAll(async () => {
  await server.close();
});

const get = (query: string, token?: string) =>
  fetch(`${server.baseUrl}/json/api/v1/quick-links${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /json/api/v1/quick-links', () => {
  it('gives the pharmacist and the clinician the links in their groups, in display order', async () => {
    for (const token of [pharmacist, clinician]) {
      const response = await get('', token);
      expect(response.status).toBe(200);
      const page = QuickLinkGroupPageSchema.parse(await response.json());
      expect(page).toMatchObject({ page: 1, totalItems: 4, totalPages: 1 });
      expect(page.items.map((group) => group.group)).toEqual([
        'Our services',
        'Guidance and formularies',
        'Medicines safety',
        'Professional regulators',
      ]);
      expect(page.items[0]?.links.map((link) => link.title)).toEqual([
        'Order online',
        'Returns and credit requests',
        'Medical information enquiry form',
      ]);
      const titles = page.items.flatMap((group) => group.links.map((link) => link.title));
      expect(titles).toHaveLength(12);
      // The seed's draft and expired links are not served.
      expect(titles).not.toContain('Winter stock planner');
      expect(titles).not.toContain('Legacy formulary tool');
      expect(page.items.flatMap((group) => group.links).every((link) => /^https?:\/\//.test(link.url))).toBe(true);
    }
  });

  it('pages by group', async () => {
    const first = QuickLinkGroupPageSchema.parse(await (await get('?perPage=3', clinician)).json());
    const second = QuickLinkGroupPageSchema.parse(await (await get('?perPage=3&page=2', clinician)).json());
    expect(first).toMatchObject({ page: 1, perPage: 3, totalItems: 4, totalPages: 2 });
    expect(first.items).toHaveLength(3);
    expect(second.items.map((group) => group.group)).toEqual(['Professional regulators']);
    expect((await get('?perPage=0', clinician)).status).toBe(400);
    expect((await get('?page=abc', clinician)).status).toBe(400);
  });

  it('refuses a link that is not a web address', async () => {
    const urls = ['javascript:alert(1)', 'ftp://files.example.com', 'www.example.com', 'https://exa mple.com'];
    for (const [index, url] of urls.entries()) {
      await expect(
        server.payload.create({
          collection: 'quick-links',
          data: {
            title: `Bad ${url}`,
            slug: `bad-link-${String(index + 1)}`,
            url,
            group: 'Tests',
            displayOrder: 1,
            governance: demoGovernance('TEST-1'),
            _status: 'published',
          },
          overrideAccess: true,
        }),
        url,
      ).rejects.toThrow(/url/i);
    }
  });

  it('is for accounts with the Quick links area only', async () => {
    expect((await get('')).status).toBe(401);
    expect((await get('', noroles)).status).toBe(403);
  });
});
