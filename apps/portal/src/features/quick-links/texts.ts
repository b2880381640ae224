/** Every text of the Quick links area, ready for translation. */
export const quickLinksTexts = {
  title: 'Quick links',
  intro: 'Websites and services our medical and pharmacy teams recommend. Each opens in a new tab.',
  loading: 'Loading quick links…',
  empty: 'There are no quick links at the moment.',
  opensInNewTab: '(opens in a new tab)',
  pager: 'Pages of quick links',
  widget: {
    empty: 'There are no quick links yet.',
    all: 'All quick links',
  },
} as const;
