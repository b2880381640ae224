/** Every text the stability area shows, in one place for translation. */
export const stabilityTexts = {
  /** A matrix row's link to the preparation calculator, and its words for a screen reader. */
  calculateLink: 'Calculate a dose',
  calculateLinkContext: (row: string) => ` for ${row}`,
  calculatorUnavailable:
    'The dose calculator is not available for this product until its reconstitution data is published.',
  listTitle: 'Stability',
  listIntro:
    'How long our injectable products keep once prepared: by diluent, concentration, container and storage temperature.',
  searchLabel: 'Search by product name or generic name',
  searchButton: 'Search products',
  searchFormLabel: 'Search the stability products',
  searchLandmark: 'Stability products',
  loadingList: 'Loading stability products…',
  loadingProduct: 'Loading the stability product…',
  listFailed: 'The list of stability products could not be loaded.',
  productFailed: 'The stability data for this product could not be loaded.',
  /** A product that was published and no longer is (410): said at its own address. */
  withdrawn: {
    heading: 'This product’s stability data has been withdrawn',
    text: 'It is no longer published in the portal, for example because it is under review. Printed or saved copies of it may be out of date.',
    link: 'Go to the stability products',
  },
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
    light: 'Protect from light',
    shelfLife: 'Shelf life',
    evidence: 'Evidence',
    methods: 'Method',
    /** The table's one column for both (the eight columns fit at 1280 px); the cards name each on its own. */
    evidenceAndMethod: 'Evidence and method',
    reference: 'Reference',
  },
  /** Before a row's test methods, under its evidence level in the table's "Evidence and method" column. */
  methodLabel: 'Method:',
  /** A row or a record whose source does not say how it was tested. */
  methodsNotStated: 'Not stated',
  sortBy: (column: string) => `Sort by ${column.toLowerCase()}`,
  /** The answer under "Protect from light": a word, never a bare mark. */
  lightProtection: (protect: boolean) => (protect ? 'Yes' : 'No'),
  warningsLabel: (count: number) => (count === 1 ? 'Handling warning' : 'Handling warnings'),
  extrapolated: { label: 'Extrapolated' },
  /** An evidence level's letter before its "Extrapolated" marker: "C:". */
  evidenceLetter: (level: string) => `${level}:`,
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
  offline: {
    save: 'Save for offline',
    saved: 'Saved for offline',
    keptWhileStarred: 'Saved for offline while it is starred.',
    saveFailed: 'This product could not be saved for offline reading',
    saveFailedText: 'This browser refused to store it (private browsing may do that).',
    bannerLabel: 'Offline copy',
    banner: (savedAt: string) => `Offline copy — saved ${savedAt}`,
    bannerText:
      'You are reading the copy kept on this device. It may be out of date: check the portal for the current version once you are back online.',
    bannerOnlineText:
      'The portal could not be reached, so this is the copy kept on this device. Reload the page to try again.',
    listTitle: 'Offline copies',
    listIntro:
      'Stability products kept on this device for reading without a connection: your starred products and those you saved. They are refreshed whenever you are online and deleted when you sign out.',
    listLead: 'Products you star or save for offline can be read on this device without a connection:',
    listLink: 'your offline copies',
    listEmpty:
      'No product is saved for offline reading yet. Open a stability product and choose “Save for offline”, or star it.',
    browse: 'Browse stability products',
    listLoading: 'Loading your offline copies…',
    savedOn: (savedAt: string) => `Saved ${savedAt}`,
    starred: 'Starred: kept while starred',
    remove: (product: string) => `Remove the offline copy of ${product}`,
    removeLabel: 'Remove',
    removed: (product: string) => `The offline copy of ${product} was removed.`,
    notSaved: 'This product is not saved on this device, and opening it needs a connection.',
    openCopies: 'Open your offline copies',
    unsupported: 'This browser cannot keep offline copies.',
  },
  reconstitution: {
    heading: 'Reconstitution',
    vialContent: 'Vial content',
    add: 'Add',
    addNothing: 'Nothing: the vial holds a solution ready to draw up',
    addVolume: (volume: string, diluent: string) => `${volume} mL of ${diluent}`,
    displacement: 'Displacement volume',
    displacementValue: (volume: string) => `${volume} mL`,
    concentration: 'Resulting concentration',
  },
  ySite: {
    heading: 'Y-site compatibility',
    intro:
      'Whether this product and another drug may meet in one line, from published studies. Conditions outside those tested are not covered.',
    loading: 'Loading the Y-site compatibility data…',
    failed: 'The Y-site compatibility data could not be loaded.',
    empty: 'No Y-site data is published for this product. This does not mean it is compatible with any drug.',
    notSaved:
      'The Y-site data was not saved with this copy. It is saved with the next refresh, once you are back online.',
    partnersLabel: (product: string) => `Drugs tested with ${product} at a Y-site`,
    checkLink: 'Check this product against other drugs',
    product: 'This product',
    otherDrug: 'Other drug',
    contact: 'Contact time',
    contactMinutes: (minutes: number) =>
      minutes % 60 === 0 && minutes >= 60
        ? `${String(minutes / 60)} ${minutes === 60 ? 'hour' : 'hours'}`
        : `${String(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}`,
    temperature: 'Temperature',
    light: 'Light',
    methods: 'Method',
    evidence: 'Evidence',
    reference: 'Reference',
    doi: (doi: string) => `DOI ${doi}`,
    pubmed: (id: string) => `PubMed ${id}`,
    concentrationIn: (concentration: string, diluent: string) => `${concentration} in ${diluent}`,
    previewIntro: (product: string) =>
      `This record as its line reads in the Y-site compatibility section of ${product}’s page.`,
    check: {
      title: 'Check Y-site compatibility',
      intro:
        'Choose one of our products and up to six other drugs that will run through the same line. Each pair gets its published result, with its conditions and evidence.',
      formLabel: 'Drugs to check',
      product: 'Our product',
      productPlaceholder: 'Choose a product',
      productsLoading: 'Loading the products…',
      productsFailed: 'The list of products could not be loaded.',
      drugsLegend: 'Other drugs (up to 6)',
      drugsHint: 'Type each drug’s generic name, e.g. furosemide.',
      drugLabel: (index: number) => `Other drug ${String(index)}`,
      addDrug: 'Add another drug',
      removeDrug: (index: number, name: string) =>
        name ? `Remove other drug ${String(index)}, ${name}` : `Remove other drug ${String(index)}`,
      removeLabel: 'Remove',
      maxDrugs: 'Six drugs is the most one check takes.',
      concentrationLegend: 'Our product’s concentration in the line (optional)',
      concentration: 'Concentration',
      unit: 'Unit',
      submit: 'Check compatibility',
      needProduct: 'Choose our product.',
      needDrug: 'Enter at least one other drug.',
      needConcentration: 'Enter a concentration above 0, or leave it empty.',
      errorsTitle: 'There is a problem',
      resultsHeading: 'Results',
      resultsFor: (product: string) => `Results for ${product}`,
      checked: (count: number, product: string) =>
        `${String(count)} ${count === 1 ? 'drug' : 'drugs'} checked against ${product}.`,
      askedAt: (concentration: string) => `at ${concentration}`,
      loading: 'Checking…',
      failed: 'The check could not be made.',
      pairHeading: (product: string, drug: string) => `${product} and ${drug}`,
      noData: 'No data',
      noDataText:
        'No Y-site study of these two drugs is published here. This does not mean they are compatible: do not give them through the same line without other evidence.',
      otherConcentrations: 'Tested only at other concentrations',
      otherConcentrationsText: (concentrations: string) =>
        `Tested only with this product at ${concentrations}, not at the concentration asked for. These results may not apply.`,
      unknownDrug: 'Unknown drug: check the spelling',
      unknownDrugText: 'This name is not in our list of drug names, so nothing can be said about it.',
      askedAs: (asked: string, drug: string) => `Asked as “${asked}”, found as ${drug}.`,
      offlineNote:
        'You are offline: this check is made from the copy of this product kept on this device. Synonyms are not recognised offline: enter each drug’s generic name (furosemide, not frusemide).',
      offlineNoCopy:
        'This product is not saved on this device, so it cannot be checked offline. Save it for offline while you are online.',
      offlineNoYSite:
        'The copy of this product on this device was saved without its Y-site data, so it cannot be checked offline.',
    },
  },
  starredWidget: {
    loading: 'Loading your starred products…',
    empty: 'No starred products yet. Open a stability product and star it to keep it here.',
    browse: 'Browse stability products',
  },
} as const;
