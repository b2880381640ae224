/// <reference types="node" />
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

import type * as AreasModule from '@hcp/contracts/areas';
import { THROWAWAY } from '@hcp/contracts/testing/throwaway-area';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The portal's lists read AREAS from a temporary copy of the contracts with one more entry (the CMS's test does too).
const copy = vi.hoisted(() => ({ areasFile: '' }));
vi.mock('@hcp/contracts/areas', async () => {
  const { contractsWithThrowawayArea } = await import('@hcp/contracts/testing/throwaway-area');
  copy.areasFile = contractsWithThrowawayArea();
  return import(/* @vite-ignore */ copy.areasFile) as Promise<typeof AreasModule>;
});

const { SIDE_MENU } = await import('./layout');
const { searchAreaPaths } = await import('./paths');

afterAll(() => {
  rmSync(dirname(copy.areasFile), { recursive: true, force: true });
});

describe('a throw-away area made of one entry in AREAS', () => {
  it('has its entry in the side menu, last of the areas, with its submenu and capability', () => {
    expect(SIDE_MENU).toContainEqual({
      label: THROWAWAY.label,
      path: THROWAWAY.path,
      capability: THROWAWAY.capability,
      submenu: THROWAWAY.area,
    });
    expect(SIDE_MENU.at(-1)?.label).toBe(THROWAWAY.label);
  });

  it('is listed among the areas search covers, with its start screen', () => {
    expect(searchAreaPaths).toHaveProperty([THROWAWAY.area], THROWAWAY.path);
  });
});
