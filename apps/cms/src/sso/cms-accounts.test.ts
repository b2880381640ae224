import { describe, expect, it } from 'vitest';

import { isProviderManaged, roleForGroups } from './cms-accounts';

const mapping = [
  { group: 'cms-editors', role: 'editor' as const },
  { group: 'cms-admins', role: 'admin' as const },
];

describe('the role a provider’s groups give', () => {
  it('gives the administrator’s role over the editor’s when both groups are held', () => {
    expect(roleForGroups(mapping, ['cms-editors', 'cms-admins'])).toBe('admin');
    expect(roleForGroups(mapping, ['cms-admins'])).toBe('admin');
  });

  it('gives the editor’s role to an editor only', () => {
    expect(roleForGroups(mapping, ['all-staff', 'cms-editors'])).toBe('editor');
  });

  it('gives nothing to a person in no mapped group, or when nothing is mapped', () => {
    expect(roleForGroups(mapping, ['all-staff'])).toBeUndefined();
    expect(roleForGroups(mapping, [])).toBeUndefined();
    expect(roleForGroups([], ['cms-admins'])).toBeUndefined();
  });

  it('compares group names exactly, as the provider sends them', () => {
    expect(roleForGroups(mapping, ['CMS-Admins', ' cms-editors'])).toBeUndefined();
  });
});

describe('which CMS accounts a provider manages', () => {
  it('is an account with a provider’s link, unless it is a break-glass account', () => {
    expect(isProviderManaged({ sso: { provider: 'staff' }, breakGlass: false })).toBe(true);
    expect(isProviderManaged({ sso: { provider: 'staff' }, breakGlass: true })).toBe(false);
    expect(isProviderManaged({ sso: { provider: null } })).toBe(false);
    expect(isProviderManaged({})).toBe(false);
  });
});
