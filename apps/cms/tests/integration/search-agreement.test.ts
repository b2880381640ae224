// Search applies its access rule in SQL (docs/adr/0005-search-access-in-sql.md), apart from the content endpoints'
// Payload access rules. These tests hold the two to the same answer: whatever search shows a caller, that caller can
// open; whatever a caller can open in an area, search finds for them; and an area a caller cannot open shows nothing.
import { type SearchHit, SearchResultsSchema } from '@hcp/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemo } from '../../src/seed/demo';
import { type DemoCallers, signInDemoCallers, startTestServer, type TestServer } from './harness';

let server: TestServer;
let callers: DemoCallers;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload);
  callers = await signInDemoCallers(server);
});

afterAll(async () => {
  await server.close();
});

const api = (path: string, token: string) =>
  fetch(`${server.baseUrl}/json/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });

/**
 * Every hit search gives the caller for any one-letter prefix: all the searchable text of what it may read. An account
 * that may not search (no `wb_edit_current_user`) finds nothing.
 */
async function everythingFound(token: string): Promise<SearchHit[]> {
  const hits = new Map<string, SearchHit>();
  for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
    for (let page = 1; ; page += 1) {
      const response = await api(`search?q=${letter}&perPage=100&page=${String(page)}`, token);
      if (response.status === 403) return [];
      expect(response.status).toBe(200);
      const results = SearchResultsSchema.parse(await response.json());
      for (const hit of results.items) hits.set(`${hit.area} ${hit.path}`, hit);
      if (page >= results.totalPages) break;
    }
  }
  return [...hits.values()];
}

/** The portal API call that opens what a hit's portal path shows. */
function itemCallOf(hit: SearchHit): string {
  const url = new URL(hit.path, 'http://portal.invalid');
  const segments = url.pathname.split('/').filter(Boolean);
  const last = segments.at(-1) ?? '';
  switch (hit.area) {
    case 'stability':
      return `stability/${last}`;
    case 'education':
      return segments.length === 2 ? `education/${last}` : `education-item/${last}`;
    case 'clinical-resources':
      return `clinical-resource/${last}`;
    case 'clinical-trials':
      return `clinical-trial/${last}`;
    case 'important-updates':
      return `important-update/${last}`;
    case 'product-catalogue':
      return `product-catalogue/${url.searchParams.get('product') ?? ''}`;
    case 'teams':
      return `team/${last}`;
    case 'quick-links':
      return 'quick-links';
    case 'clinical-requests':
      return `forms/${last}`;
  }
}

/** The list call of each area whose list holds each item once, as search does. */
const LISTS = {
  stability: 'stability?perPage=1',
  'important-updates': 'important-updates?perPage=1',
  teams: 'teams?perPage=1',
  'clinical-trials': 'clinical-trials?perPage=1',
} as const;

describe('search and the content endpoints agree on what a caller may see', () => {
  for (const who of ['clinician', 'pharmacist', 'noroles'] as const) {
    it(`opens every hit search gives the ${who}, and finds nothing in areas the ${who} cannot open`, async () => {
      const token = callers[who];
      const hits = await everythingFound(token);
      if (who === 'clinician') expect(hits.length).toBeGreaterThan(50);
      for (const hit of hits) {
        const response = await api(itemCallOf(hit), token);
        expect({ hit: `${hit.area} ${hit.path}`, status: response.status }).toEqual({
          hit: `${hit.area} ${hit.path}`,
          status: 200,
        });
      }
      for (const [area, call] of Object.entries(LISTS)) {
        const response = await api(call, token);
        const found = hits.filter((hit) => hit.area === area).length;
        if (response.status === 403) {
          expect({ area, found }).toEqual({ area, found: 0 });
          continue;
        }
        expect(response.status).toBe(200);
        // As many hits as the caller's list holds items: with every hit opening, search finds exactly those.
        const { totalItems } = (await response.json()) as { totalItems: number };
        expect({ area, found }).toEqual({ area, found: totalItems });
      }
    });
  }
});
