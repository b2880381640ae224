import { describe, expect, it } from 'vitest';

import { isAtItsPath } from './route-match';

const resource = { kind: 'resource', slug: 'leaflet', path: '/clinical-resources/counselling/leaflet' } as const;
const module = {
  kind: 'learning-module',
  slug: 'sepsis',
  path: '/clinical-resources/learning-modules/sepsis',
} as const;

describe('isAtItsPath', () => {
  it('accepts the item’s own path, with or without a trailing slash', () => {
    expect(isAtItsPath(resource, '/clinical-resources/counselling/leaflet')).toBe(true);
    expect(isAtItsPath(resource, '/clinical-resources/counselling/leaflet/')).toBe(true);
    expect(isAtItsPath(module, '/clinical-resources/learning-modules/sepsis')).toBe(true);
  });

  it('refuses a parent in the URL that is not the item’s real parent', () => {
    expect(isAtItsPath(resource, '/clinical-resources/dosing/leaflet')).toBe(false);
    expect(isAtItsPath(resource, '/clinical-resources/learning-modules/counselling/leaflet')).toBe(false);
  });

  it('refuses an item opened as the wrong kind', () => {
    expect(isAtItsPath(module, '/clinical-resources/sepsis')).toBe(false);
    expect(isAtItsPath(module, '/clinical-resources/learning-modules/resource/sepsis', true)).toBe(false);
  });

  it('opens a resource on its own at the standalone address only', () => {
    expect(isAtItsPath(resource, '/clinical-resources/learning-modules/resource/leaflet', true)).toBe(true);
    expect(isAtItsPath(resource, '/clinical-resources/learning-modules/resource/other', true)).toBe(false);
  });
});
