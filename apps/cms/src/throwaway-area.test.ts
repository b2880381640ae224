import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

import type * as AreasModule from '@hcp/contracts/areas';
import { THROWAWAY } from '@hcp/contracts/testing/throwaway-area';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Every module below reads AREAS from a temporary copy of the contracts with one more entry (testing/throwaway-area.ts).
const copy = vi.hoisted(() => ({ areasFile: '' }));
vi.mock('@hcp/contracts/areas', async () => {
  const { contractsWithThrowawayArea } = await import('@hcp/contracts/testing/throwaway-area');
  copy.areasFile = contractsWithThrowawayArea();
  return import(/* @vite-ignore */ copy.areasFile) as Promise<typeof AreasModule>;
});

const { AREA_KEYS } = await import('@hcp/contracts/areas');
const { RecentlyViewedInputSchema, VIEWABLE_AREAS } = await import('@hcp/contracts/dashboard');
const { PREVIEW_COLLECTIONS, PreviewCollectionSchema } = await import('@hcp/contracts/preview');
const { SEARCH_AREAS } = await import('@hcp/contracts/search');
const { SUBMENU_AREAS } = await import('@hcp/contracts/content');
const { RecentlyViewedItems } = await import('./collections/RecentlyViewedItems');
const { AREA_CAPABILITIES } = await import('./endpoints/dashboard/recently-viewed');
const { itemRouteOf } = await import('./endpoints/preview/preview');
const { CONTENT_AREA_OPTIONS } = await import('./collections/Documents/areas');
const { JSON_API_ROOT } = await import('./endpoints/context');

afterAll(() => {
  rmSync(dirname(copy.areasFile), { recursive: true, force: true });
});

const area = THROWAWAY.area as never;

describe('a throw-away area made of one entry in AREAS', () => {
  it('is read from the temporary copy of the contracts', () => {
    expect(copy.areasFile).not.toBe('');
    expect(AREA_KEYS.at(-1)).toBe(THROWAWAY.area);
  });

  it('is remembered as recently viewed: the contract, the database enum and the capabilities that open it', () => {
    expect(VIEWABLE_AREAS).toContain(THROWAWAY.area);
    expect(RecentlyViewedInputSchema.safeParse({ area: THROWAWAY.area, item: 'one' }).success).toBe(true);
    const field = RecentlyViewedItems.fields.find((candidate) => 'name' in candidate && candidate.name === 'area');
    expect(field && 'options' in field ? field.options : []).toContain(THROWAWAY.area);
    expect(AREA_CAPABILITIES[area]).toEqual([THROWAWAY.capability]);
  });

  it('is previewed through its item route', () => {
    expect(PREVIEW_COLLECTIONS).toContain(THROWAWAY.collection);
    expect(PreviewCollectionSchema.safeParse(THROWAWAY.collection).success).toBe(true);
    expect(itemRouteOf(THROWAWAY.collection as never, '7')).toBe(THROWAWAY.itemRoute.replace('{id}', '7'));
  });

  it('is searched, has a submenu and files documents', () => {
    expect(SEARCH_AREAS).toContain(THROWAWAY.area);
    expect(SUBMENU_AREAS).toContain(THROWAWAY.area);
    expect(CONTENT_AREA_OPTIONS).toContainEqual({ label: 'Throwaway area', value: THROWAWAY.capability });
  });
});

describe('the item routes AREAS names for the preview', () => {
  it('are routes of the portal API (docs/api/openapi.json, from the routes themselves)', async () => {
    const { PREVIEW_ROUTES } = await import('@hcp/contracts/areas');
    const document = JSON.parse(readFileSync(join(import.meta.dirname, '../../../docs/api/openapi.json'), 'utf8')) as {
      paths: Record<string, unknown>;
    };
    const routes = Object.entries(PREVIEW_ROUTES)
      .filter(([collection]) => collection !== THROWAWAY.collection)
      .map(([, route]) => route)
      .filter((route) => route !== null);
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((route) => !(`${JSON_API_ROOT}${route}` in document.paths))).toEqual([]);
  });
});

describe('docs/architecture.md, "Adding an area"', () => {
  const root = join(import.meta.dirname, '../../..');
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const section = /### Adding an area\n([\s\S]*?)\n##/.exec(doc)?.[1] ?? '';

  it('names files that exist', () => {
    const files = [...section.matchAll(/`((?:apps|packages)\/[^`]+)`/g)].map((match) => match[1] ?? '');
    expect(files.length).toBeGreaterThan(5);
    // `<area>` stands for the new area's own folder.
    const missing = files.filter((file) => !file.includes('<') && !existsSync(join(root, file)));
    expect(missing).toEqual([]);
  });

  it('names every list this test and the portal’s find the area in, and the tables the type check completes', () => {
    for (const name of [
      'VIEWABLE_AREAS',
      'AREA_CAPABILITIES',
      'PREVIEW_COLLECTIONS',
      'PREVIEW_ROUTES',
      'SEARCH_AREAS',
      'SUBMENU_AREAS',
      'CONTENT_AREA_OPTIONS',
      'SIDE_MENU',
      'searchAreaPaths',
      'finders',
      'PREVIEW_ITEM_SCHEMAS',
      'PREVIEW_ARTICLES',
    ]) {
      expect(section, name).toContain(`\`${name}\``);
    }
  });
});
