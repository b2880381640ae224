/** Every text the stability area shows, in one place for translation. */
export const stabilityTexts = {
  listTitle: 'Stability',
  listIntro:
    'How long our injectable products keep once prepared: by diluent, concentration, container and storage temperature.',
  searchLabel: 'Search by product name or generic name',
  searchButton: 'Search products',
  searchFormLabel: 'Search the stability products',
  searchLandmark: 'Stability products',
  loadingList: 'Loading stability products…',
  loadingProduct: 'Loading the stability product…',
  emptyList: 'No stability data has been published yet. Please check again later.',
  noResults: (query: string) =>
    `No product name, generic name or synonym contains “${query}”. Check the spelling, or search for part of the name.`,
  clearSearch: 'Show all products',
  resultCount: (count: number, query: string) =>
    query
      ? `${String(count)} ${count === 1 ? 'product matches' : 'products match'} “${query}”`
      : `${String(count)} ${count === 1 ? 'product' : 'products'}`,
  pagerLabel: 'Stability products pages',
  studiedWith: 'Studied with',
  diluentsTerm: 'Diluents',
  containersTerm: 'Containers',
  preparations: (count: number) => `${String(count)} ${count === 1 ? 'preparation' : 'preparations'}`,
  form: 'Form',
  matrixHeading: 'Stability matrix',
  matrixCaption: (product: string) => `Stability of ${product} preparations`,
  filtersLabel: 'Filter the preparations',
  filterButton: 'Filter',
  activeFilters: (count: number) => (count === 1 ? 'filter active' : 'filters active'),
  cardsLabel: (product: string) => `Preparations of ${product}`,
  all: 'All',
  clearFilters: 'Clear filters',
  sortLabel: 'Sort by',
  sortAsListed: 'As listed',
  sortOptions: {
    'shelfLife:descending': 'Shelf life, longest first',
    'shelfLife:ascending': 'Shelf life, shortest first',
    'diluent:ascending': 'Diluent, A to Z',
    'concentration:ascending': 'Concentration, lowest first',
    'container:ascending': 'Container, A to Z',
    'temperature:ascending': 'Temperature, coldest first',
  },
  showing: (shown: number, total: number) =>
    `Showing ${String(shown)} of ${String(total)} ${total === 1 ? 'preparation' : 'preparations'}`,
  noMatchingRows: 'No preparation matches these filters.',
  print: 'Print',
  printedFrom: 'Printed from the HCP Portal. Check the portal for the current version before use.',
  columns: {
    diluent: 'Diluent',
    concentration: 'Concentration',
    container: 'Container',
    temperature: 'Storage temperature',
    light: 'Light',
    shelfLife: 'Shelf life',
    evidence: 'Evidence',
    reference: 'Reference',
  },
  sortBy: (column: string) => `Sort by ${column.toLowerCase()}`,
  protectFromLight: 'Protect from light',
  noLightProtection: 'No',
  shelfLife: (value: number, unit: 'hours' | 'days') =>
    `${String(value)} ${value === 1 ? unit.replace(/s$/, '') : unit}`,
  evidenceHeading: 'Evidence levels',
  documentsHeading: 'Documents',
  notesHeading: 'Notes',
  star: {
    /** The toggle's name stays the same; aria-pressed says whether the product is starred. */
    label: 'Star for my dashboard',
    failed: 'The star could not be changed',
    failedText: 'Check your connection and try again.',
  },
  starredWidget: {
    loading: 'Loading your starred products…',
    empty: 'No starred products yet. Open a stability product and star it to keep it here.',
    browse: 'Browse stability products',
  },
} as const;
