import type { SubmenuArea } from '@hcp/contracts/content';

/** The side menu's own words (its entries' labels live with the route table in config/layout.ts). */
export const navigationTexts = {
  landmark: 'Main',
  myAccount: 'My account',
  overview: 'Overview',
  loading: 'Loading...',
  error: 'Error',
  /** Offline, in place of entries that have not loaded: no error, only what they need. */
  offline: 'Offline: this list needs a connection',
  submenuOf: (label: string) => `${label} pages`,
  /** The last link of a submenu: the area's whole list, since the server sends at most 25 entries. */
  allOf: {
    stability: 'All stability products',
    education: 'All courses and categories',
    'clinical-resources': 'All clinical resources',
    'clinical-trials': 'All clinical trials',
  } satisfies Record<SubmenuArea, string>,
} as const;
