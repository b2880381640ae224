import { CAPABILITIES } from '@hcp/contracts/capabilities';
import { describe, expect, it } from 'vitest';

import { DEFAULT_HEADER, resolveLayout, SEARCH_SHORTCUTS, SIDE_MENU, visibleTo } from './layout';
import { areaTitleOf, routeTable } from './paths';

const PHARMACIST = [
  'read',
  'wb_edit_current_user',
  'wb_read_stability_matrix',
  'wb_read_education',
  'wb_read_quick_links',
  'wb_read_key_contacts',
  'wb_read_report_issue',
] as const;

describe('header flags', () => {
  it('show everything by default except the register and login buttons', () => {
    expect(resolveLayout().header).toEqual({
      show: true,
      logo: true,
      search: true,
      reportItem: true,
      contactItem: true,
      registerButton: false,
      loginButton: false,
      logout: true,
    });
    expect(resolveLayout().sideMenu).toBe(true);
  });

  it('let a route change only the flags it names', () => {
    expect(resolveLayout({ header: { loginButton: true }, back: '/login' })).toMatchObject({
      back: '/login',
      header: { ...DEFAULT_HEADER, loginButton: true },
    });
  });

  it('give every route of the table a title', () => {
    const untitled = routeTable.filter((route) => route.access.kind !== 'capability' && !route.layout?.title);
    expect(untitled.map((route) => route.path)).toEqual([]);
  });
});

describe('areaTitleOf', () => {
  it('names the area of a path by its top-level route, for the refusal toast', () => {
    expect(areaTitleOf('/clinical-trials')).toBe('Clinical trials');
    expect(areaTitleOf('/clinical-trials/meet-the-team/oncology')).toBe('Clinical trials');
    expect(areaTitleOf('/important-updates/a-safety-notice')).toBe('Important updates');
    expect(areaTitleOf('/request-callback')).toBe('Request a callback');
    expect(areaTitleOf('/no-such-area/x')).toBeUndefined();
  });
});

describe('menu visibility by capability', () => {
  it('shows the clinician every side-menu entry, in the spec’s order', () => {
    expect(visibleTo(SIDE_MENU, CAPABILITIES).map((entry) => entry.label)).toEqual([
      'Home',
      'Stability',
      'Education',
      'Clinical Resources',
      'Clinical Requests',
      'Clinical Trials',
      'Pricing Requests',
      'Important updates',
      'Meet the team',
      'Product Catalogue',
      'CPD Log',
      'Quick Links',
      'Report an issue',
      'Request a callback',
      'My requests',
    ]);
  });

  it('shows the pharmacist only theirs, and Home to everyone', () => {
    expect(visibleTo(SIDE_MENU, PHARMACIST).map((entry) => entry.label)).toEqual([
      'Home',
      'Stability',
      'Education',
      'Meet the team',
      'CPD Log',
      'Quick Links',
      'Report an issue',
      'Request a callback',
      'My requests',
    ]);
    expect(visibleTo(SIDE_MENU, []).map((entry) => entry.label)).toEqual(['Home']);
  });

  it('offers search shortcuts by capability', () => {
    expect(visibleTo(SEARCH_SHORTCUTS, PHARMACIST).map((entry) => entry.path)).toEqual(['/education', '/stability']);
    expect(visibleTo(SEARCH_SHORTCUTS, CAPABILITIES)).toHaveLength(4);
  });
});
