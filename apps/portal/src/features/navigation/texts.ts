/** The side menu's own words (its entries' labels live with the route table in config/layout.ts). */
export const navigationTexts = {
  landmark: 'Main',
  myAccount: 'My account',
  overview: 'Overview',
  loading: 'Loading...',
  error: 'Error',
  submenuOf: (label: string) => `${label} pages`,
} as const;
