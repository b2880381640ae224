/// <reference types="node" />
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The one entry the throw-away area is made of (docs/architecture.md, "Adding an area", step 1). */
export const THROWAWAY = {
  area: 'throwaway-area',
  capability: 'wb_read_throwaway_area',
  label: 'Throwaway area',
  path: '/throwaway-area',
  collection: 'throwaway-items',
  itemRoute: '/api/v1/throwaway-item/{id}',
} as const;

const ENTRY = `
  '${THROWAWAY.area}': {
    capability: '${THROWAWAY.capability}',
    label: '${THROWAWAY.label}',
    name: 'Throwaway area',
    path: '${THROWAWAY.path}',
    itemPath: (slug: string) => \`${THROWAWAY.path}/\${segment(slug)}\`,
    submenu: true,
    search: true,
    documents: true,
    recentlyViewed: true,
    preview: { '${THROWAWAY.collection}': '${THROWAWAY.itemRoute}' },
  },
`;

/**
 * A temporary copy of the contracts whose `AREAS` has one more entry, the throw-away area, and nothing else changed.
 * Returns the copy's `areas.ts`: a test mocks `@hcp/contracts/areas` with it, so every list that derives from `AREAS`
 * (in the contracts, the CMS and the portal) is built again with the new area in it. The copy is the test's to remove.
 */
export function contractsWithThrowawayArea(): string {
  // Inside the repository, in an ignored folder: the portal's Vite module runner finds no module under /tmp.
  const parent = join(import.meta.dirname, '../../test-results');
  mkdirSync(parent, { recursive: true });
  const copy = mkdtempSync(join(parent, 'contracts-throwaway-'));
  cpSync(join(import.meta.dirname, '..'), copy, { recursive: true });
  const areasFile = join(copy, 'areas.ts');
  const source = readFileSync(areasFile, 'utf8');
  const end = '} as const satisfies Record<';
  if (!source.includes(end)) throw new Error(`areas.ts no longer ends AREAS with "${end}": update this helper.`);
  writeFileSync(areasFile, source.replace(end, `${ENTRY}${end}`));
  return areasFile;
}
