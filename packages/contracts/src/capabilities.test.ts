import { describe, expect, it } from 'vitest';

import { CAPABILITIES, isCapability, unionOfCapabilities } from './capabilities';

describe('unionOfCapabilities', () => {
  it('joins the roles’ capabilities once each, in the spec’s order', () => {
    const roles = [
      { capabilities: ['wb_read_education', 'read'] },
      { capabilities: ['read', 'wb_read_stability_matrix'] },
    ];
    expect(unionOfCapabilities(roles)).toEqual(['read', 'wb_read_stability_matrix', 'wb_read_education']);
  });

  it('gives nothing for no roles, empty roles or unknown strings', () => {
    expect(unionOfCapabilities([])).toEqual([]);
    expect(unionOfCapabilities([{ capabilities: null }, { capabilities: ['manage_options'] }])).toEqual([]);
  });
});

describe('the capability list', () => {
  it('holds the thirteen capabilities of spec section 6', () => {
    expect(CAPABILITIES).toHaveLength(13);
    expect(isCapability('wb_read_clinical_resources')).toBe(true);
    expect(isCapability('administrator')).toBe(false);
  });
});
