import type { Payload, PayloadRequest } from 'payload';

import { slugify } from '../fields/slug';
import type { StabilityProduct } from '../payload-types';
import { demoGovernance } from './governance';
import { demoReconstitutionOf } from './reconstitution';
import { seedYSite } from './y-site';
import { seedPdfDocument } from './documents';
import { bullets, document, heading, paragraph } from './lexical';

/*
 * Demo stability products. Every name, figure and reference here is invented for the demo: none is a real brand,
 * and none is taken from a published stability database.
 */

type Row = StabilityProduct['matrix'][number];
type Evidence = Row['evidence'];
type Warning = NonNullable<StabilityProduct['warnings']>[number];

const DILUENT = {
  n9: 'sodium-chloride-0-9',
  n45: 'sodium-chloride-0-45',
  g5: 'glucose-5',
  g10: 'glucose-10',
  gs: 'glucose-4-sodium-chloride-0-18',
  csl: 'compound-sodium-lactate',
  wfi: 'water-for-injections',
  und: 'undiluted',
} as const satisfies Record<string, Row['diluent']>;

const CONTAINER = {
  pvc: 'pvc-bag',
  po: 'polyolefin-bag',
  eva: 'eva-bag',
  vial: 'glass-vial-reconstituted',
  bottle: 'glass-bottle',
  syr: 'polypropylene-syringe',
  elas: 'elastomeric-device',
} as const satisfies Record<string, Row['container']>;

const TEMPERATURE = {
  frz: 'frozen-minus-20',
  fr: 'refrigerated-2-8',
  rt: 'room-15-25',
  t25: 'at-25',
  t30: 'at-30',
} as const satisfies Record<string, Row['temperature']>;

/**
 * One preparation: [diluent, concentration ("10", "1-5"), container, temperature, shelf life ("24h", "7d"), evidence,
 * protect from light].
 */
type RowSpec = [
  keyof typeof DILUENT,
  string,
  keyof typeof CONTAINER,
  keyof typeof TEMPERATURE,
  `${number}${'h' | 'd'}`,
  Evidence,
  ('light' | undefined)?,
];

type ProductSpec = {
  name: string;
  strength: string;
  form: StabilityProduct['form'];
  summary: string;
  /** The data-on-file number its manufacturer-data rows cite. */
  code: string;
  /** The invented study its evidence-A rows cite. */
  study?: string;
  unit?: Row['concentration']['unit'];
  rows: RowSpec[];
  /** Handling warnings, drawn as warning callouts above the matrix: [kind, text]. */
  warnings?: [Warning['kind'], string][];
  notes?: StabilityProduct['notes'];
  attachment?: { title: string; filename: string; paragraphs: string[] };
  status?: 'published' | 'draft-only' | 'expired';
};

/**
 * The products the demo's editor features in the side menu (fields/featured.ts): the ones a hospital pharmacy reaches
 * for most often. The submenu lists these; the rest are a click away through "All stability products".
 */
export const FEATURED_STABILITY_PRODUCTS: ReadonlySet<string> = new Set([
  'Cefravex 1 g',
  'Vanclorin 500 mg',
  'Meropendra 1 g',
  'Tazolvane 4.5 g',
  'Paracetrel 10 mg/mL',
  'Noradrix 1 mg/mL',
  'Heparexin 1,000 units/mL',
  'Furovane 10 mg/mL',
  'Amiodrel 50 mg/mL',
  'Aciclorex 250 mg',
  'Infliquent 100 mg',
  'Daptolen 500 mg',
]);

const DEMO_METHODS: Record<Evidence, NonNullable<Row['methods']>> = {
  A: ['visual', 'particle-count', 'hplc', 'ph'],
  B: ['visual', 'hplc', 'ph'],
  C: [],
};

function matrixOf(product: ProductSpec): Row[] {
  return product.rows.map(([diluent, concentration, container, temperature, shelfLife, evidence, light]) => {
    const [value, upTo] = concentration.split('-').map(Number);
    const reference =
      evidence === 'A'
        ? (product.study ?? `Meridian stability report ${product.code}`)
        : evidence === 'B'
          ? `Meridian Hospital Pharmaceuticals data on file, ${product.code}`
          : `Extrapolated from ${product.code}; see the notes`;
    return {
      diluent: DILUENT[diluent],
      concentration: { value: value ?? 0, upTo: upTo ?? null, unit: product.unit ?? 'mg-per-ml' },
      container: CONTAINER[container],
      temperature: TEMPERATURE[temperature],
      protectFromLight: light === 'light',
      shelfLife: { value: Number(shelfLife.slice(0, -1)), unit: shelfLife.endsWith('d') ? 'days' : 'hours' },
      evidence,
      // Invented like the rest: a study tests by assay and inspection; an extrapolated row names no method.
      methods: DEMO_METHODS[evidence],
      reference,
    };
  });
}

/**
 * The real generic name (INN) and a few synonyms of each invented brand, by the drug its summary and strength
 * describe: clinicians search by these, not by the brand. Both strengths of a brand share one entry.
 */
export const STABILITY_GENERIC_NAMES: Record<string, { inn: string; synonyms: string[] }> = {
  Cefravex: { inn: 'ceftazidime', synonyms: ['ceftazidime pentahydrate', 'CAZ'] },
  Vanclorin: { inn: 'vancomycin', synonyms: ['vancomycin hydrochloride', 'vanc', 'vanco'] },
  Meropendra: { inn: 'meropenem', synonyms: ['meropenem trihydrate', 'mero'] },
  Tazolvane: {
    inn: 'piperacillin / tazobactam',
    synonyms: ['piperacillin-tazobactam', 'pip-taz', 'piperacillin with tazobactam'],
  },
  Amphelix: { inn: 'amphotericin B', synonyms: ['liposomal amphotericin B', 'L-AmB', 'amphotericin'] },
  Ondavira: { inn: 'ondansetron', synonyms: ['ondansetron hydrochloride'] },
  Pantoquel: { inn: 'pantoprazole', synonyms: ['pantoprazole sodium', 'PPI'] },
  Esomivane: { inn: 'esomeprazole', synonyms: ['esomeprazole sodium', 'PPI'] },
  Paracetrel: { inn: 'paracetamol', synonyms: ['acetaminophen', 'APAP'] },
  Noradrix: {
    inn: 'norepinephrine',
    synonyms: ['noradrenaline', 'noradrenaline acid tartrate', 'norepinephrine bitartrate'],
  },
  Dexmivalin: { inn: 'dexmedetomidine', synonyms: ['dexmedetomidine hydrochloride', 'dexmed'] },
  Remifalor: { inn: 'remifentanil', synonyms: ['remifentanil hydrochloride', 'remi'] },
  Heparexin: { inn: 'heparin sodium', synonyms: ['heparin', 'unfractionated heparin', 'UFH'] },
  Furovane: { inn: 'furosemide', synonyms: ['frusemide'] },
  Amiodrel: { inn: 'amiodarone', synonyms: ['amiodarone hydrochloride'] },
  Levetrazine: { inn: 'levetiracetam', synonyms: ['LEV'] },
  Fluconivar: { inn: 'fluconazole', synonyms: [] },
  Caspafungol: { inn: 'caspofungin', synonyms: ['caspofungin acetate'] },
  Micafenor: { inn: 'micafungin', synonyms: ['micafungin sodium'] },
  Aciclorex: { inn: 'aciclovir', synonyms: ['acyclovir'] },
  Gancivane: { inn: 'ganciclovir', synonyms: ['ganciclovir sodium'] },
  Infliquent: { inn: 'infliximab', synonyms: ['IFX'] },
  Trastivane: { inn: 'trastuzumab', synonyms: [] },
  Rituvexa: { inn: 'rituximab', synonyms: [] },
  Bortavel: { inn: 'bortezomib', synonyms: [] },
  Oxalivane: { inn: 'oxaliplatin', synonyms: ['L-OHP'] },
  Gemcitrel: { inn: 'gemcitabine', synonyms: ['gemcitabine hydrochloride'] },
  Docetivane: { inn: 'docetaxel', synonyms: ['docetaxel trihydrate'] },
  Zoledrane: { inn: 'zoledronic acid', synonyms: ['zoledronate'] },
  Lipidra: { inn: 'soya-bean oil', synonyms: ['lipid emulsion', 'intravenous fat emulsion', 'soybean oil'] },
  Ertavane: { inn: 'ertapenem', synonyms: ['ertapenem sodium'] },
  Daptolen: { inn: 'daptomycin', synonyms: [] },
  Flucloxane: { inn: 'flucloxacillin', synonyms: ['floxacillin'] },
  Teicovane: { inn: 'teicoplanin', synonyms: ['teic'] },
  Tigecivane: { inn: 'tigecycline', synonyms: [] },
  Colistavane: { inn: 'colistimethate sodium', synonyms: ['colistin', 'colistimethate', 'polymyxin E'] },
};

/** A brand's generic names; a brand without an entry is a seed mistake, caught before anything is written. */
export function genericNamesOf(brand: string): { inn: string; synonyms: string[] } {
  const names = STABILITY_GENERIC_NAMES[brand];
  if (!names) throw new Error(`The demo stability product ${brand} has no generic name.`);
  return names;
}

const reconstitution = (volume: string, shake: string, extra: string) =>
  document(
    heading('Reconstitution'),
    paragraph(`Add ${volume} of water for injections to the vial and ${shake}.`),
    bullets(
      'Inspect the solution: it should be clear and free of particles before further dilution.',
      'Use aseptic technique throughout; the shelf lives below assume preparation in a controlled environment.',
      extra,
    ),
  );

const dilutionNote = (text: string) => document(paragraph(text));

/** The microbiological caveat of products diluted on the ward: a handling warning, not a line of the notes. */
const USE_IMMEDIATELY: [Warning['kind'], string] = [
  'use-immediately',
  'Shelf lives are chemical and physical stability. Microbiologically, use immediately unless prepared under validated aseptic conditions.',
];

export const STABILITY_PRODUCTS: ProductSpec[] = [
  {
    name: 'Cefravex',
    strength: '1 g',
    form: 'powder-solution-injection-infusion',
    summary: 'Cephalosporin powder for intravenous injection or infusion; reconstituted vials and diluted bags.',
    code: 'STB-0101',
    study: 'Halden R, Marsh T. Demo Hosp Pharm Stab Rep. 2021;12:44–51',
    notes: reconstitution(
      '10 mL',
      'shake until dissolved (about 1 minute)',
      'A pale yellow colour does not affect potency.',
    ),
    rows: [
      ['wfi', '100', 'vial', 'fr', '24h', 'B'],
      ['wfi', '100', 'vial', 'rt', '6h', 'B'],
      ['n9', '10-40', 'pvc', 'fr', '7d', 'A'],
      ['n9', '10-40', 'pvc', 'rt', '24h', 'A'],
      ['n9', '10-40', 'po', 'fr', '7d', 'A'],
      ['n9', '10-40', 'po', 'rt', '24h', 'B'],
      ['g5', '10-40', 'pvc', 'fr', '5d', 'B'],
      ['g5', '10-40', 'pvc', 'rt', '12h', 'B'],
      ['n9', '100', 'syr', 'fr', '48h', 'C'],
    ],
    attachment: {
      title: 'Cefravex 1 g: preparation and stability summary',
      filename: 'cefravex-1g-stability-summary.pdf',
      paragraphs: [
        'Reconstitute each 1 g vial with 10 mL water for injections to give 100 mg/mL.',
        'Diluted in sodium chloride 0.9% to 10–40 mg/mL, the solution is stable for 7 days at 2–8 °C and 24 hours at 25 °C in PVC and polyolefin bags.',
        'Store reconstituted vials at 2–8 °C and use within 24 hours.',
      ],
    },
  },
  {
    name: 'Cefravex',
    strength: '2 g',
    form: 'powder-solution-injection-infusion',
    summary: 'The 2 g vial of Cefravex for intermittent and extended infusions, including elastomeric devices.',
    code: 'STB-0102',
    study: 'Halden R, Marsh T. Demo Hosp Pharm Stab Rep. 2021;12:44–51',
    rows: [
      ['wfi', '100', 'vial', 'fr', '24h', 'B'],
      ['n9', '20-40', 'pvc', 'fr', '7d', 'A'],
      ['n9', '20-40', 'pvc', 'rt', '24h', 'A'],
      ['n9', '20-40', 'elas', 'fr', '5d', 'B'],
      ['n9', '20-40', 'elas', 't30', '12h', 'B'],
      ['g5', '20-40', 'po', 'fr', '5d', 'C'],
    ],
  },
  {
    name: 'Vanclorin',
    strength: '500 mg',
    form: 'powder-concentrate-infusion',
    summary:
      'Glycopeptide powder for concentrate; dilute before infusion. Data for bags, syringes and elastomeric devices.',
    code: 'STB-0115',
    study: 'Okafor N et al. Demo J Aseptic Prep. 2020;8:101–9',
    notes: reconstitution(
      '10 mL',
      'swirl gently until dissolved',
      'Dilute the 50 mg/mL concentrate to 5 mg/mL or less before infusion.',
    ),
    rows: [
      ['wfi', '50', 'vial', 'fr', '24h', 'B'],
      ['n9', '5', 'pvc', 'fr', '14d', 'A'],
      ['n9', '5', 'pvc', 'rt', '48h', 'A'],
      ['n9', '5', 'po', 'fr', '14d', 'A'],
      ['g5', '5', 'pvc', 'fr', '14d', 'A'],
      ['g5', '5', 'po', 'rt', '48h', 'B'],
      ['n9', '10', 'syr', 'fr', '7d', 'B'],
      ['n9', '5', 'elas', 'fr', '7d', 'B'],
      ['n9', '5', 'elas', 't30', '24h', 'C'],
      ['csl', '5', 'pvc', 'fr', '72h', 'C'],
    ],
  },
  {
    name: 'Vanclorin',
    strength: '1 g',
    form: 'powder-concentrate-infusion',
    summary: 'The 1 g vial of Vanclorin, for higher doses and continuous infusion by syringe driver.',
    code: 'STB-0116',
    study: 'Okafor N et al. Demo J Aseptic Prep. 2020;8:101–9',
    rows: [
      ['wfi', '50', 'vial', 'fr', '24h', 'B'],
      ['n9', '5', 'pvc', 'fr', '14d', 'A'],
      ['g5', '5', 'pvc', 'fr', '14d', 'A'],
      ['n9', '10', 'syr', 'fr', '7d', 'B'],
      ['n9', '10', 'syr', 'rt', '24h', 'B'],
      ['g5', '10', 'syr', 'fr', '7d', 'C'],
    ],
  },
  {
    name: 'Meropendra',
    strength: '1 g',
    form: 'powder-solution-injection-infusion',
    summary: 'Carbapenem powder. Short stability at room temperature: prepare close to administration.',
    code: 'STB-0131',
    rows: [
      ['wfi', '50', 'vial', 'fr', '8h', 'B'],
      ['wfi', '50', 'vial', 'rt', '2h', 'B'],
      ['n9', '1-20', 'pvc', 'fr', '24h', 'B'],
      ['n9', '1-20', 'pvc', 'rt', '6h', 'B'],
      ['n9', '1-20', 'po', 'fr', '24h', 'B'],
      ['g5', '1-20', 'pvc', 'rt', '1h', 'B'],
      ['n9', '20', 'elas', 'fr', '24h', 'C'],
    ],
  },
  {
    name: 'Tazolvane',
    strength: '4.5 g',
    form: 'powder-solution-injection-infusion',
    summary: 'Penicillin and beta-lactamase inhibitor combination for intermittent or extended infusion.',
    code: 'STB-0140',
    study: 'Brennan C, Iqbal S. Demo Eur J Infus Ther. 2022;5:12–20',
    rows: [
      ['wfi', '225', 'vial', 'fr', '48h', 'B'],
      ['n9', '22.5-90', 'pvc', 'fr', '48h', 'A'],
      ['n9', '22.5-90', 'pvc', 'rt', '24h', 'A'],
      ['g5', '22.5-90', 'pvc', 'fr', '48h', 'B'],
      ['n9', '45', 'elas', 'fr', '72h', 'A'],
      ['n9', '45', 'elas', 't30', '24h', 'B'],
      ['n9', '45', 'eva', 'rt', '24h', 'C'],
    ],
  },
  {
    name: 'Amphelix',
    strength: '50 mg',
    form: 'powder-concentrate-infusion',
    summary: 'Liposomal antifungal powder for concentrate; reconstitute, then dilute in glucose 5% for infusion.',
    code: 'STB-0152',
    warnings: [
      ['incompatibility', 'Glucose 5% only: sodium chloride causes precipitation. Do not flush lines with it.'],
      ['light-protection', 'Protect the vials and the diluted infusion from light until use.'],
      USE_IMMEDIATELY,
    ],
    notes: dilutionNote(
      'Reconstitute with 12 mL water for injections (4 mg/mL), then dilute in glucose 5% to 0.2–2 mg/mL. Do not use sodium chloride solutions or flush lines with them.',
    ),
    rows: [
      ['wfi', '4', 'vial', 'fr', '24h', 'B', 'light'],
      ['g5', '0.2-2', 'pvc', 'fr', '48h', 'B', 'light'],
      ['g5', '0.2-2', 'pvc', 'rt', '6h', 'B', 'light'],
      ['g5', '0.2-2', 'po', 'fr', '48h', 'B', 'light'],
      ['g10', '0.2-2', 'po', 'fr', '24h', 'C', 'light'],
    ],
  },
  {
    name: 'Ondavira',
    strength: '2 mg/mL',
    form: 'solution-injection-infusion',
    summary: 'Antiemetic solution in ampoules; compatible with most common infusion fluids.',
    code: 'STB-0167',
    study: 'Lindqvist E et al. Demo Clin Infus Pharm. 2019;3:77–83',
    rows: [
      ['n9', '0.16', 'pvc', 'fr', '7d', 'A'],
      ['n9', '0.16', 'pvc', 'rt', '48h', 'A'],
      ['g5', '0.16', 'pvc', 'fr', '7d', 'A'],
      ['csl', '0.16', 'po', 'rt', '48h', 'B'],
      ['gs', '0.16', 'po', 'rt', '48h', 'C'],
      ['und', '2', 'syr', 'fr', '14d', 'A'],
      ['und', '2', 'syr', 'rt', '72h', 'B'],
    ],
  },
  {
    name: 'Pantoquel',
    strength: '40 mg',
    form: 'powder-solution-injection-infusion',
    summary: 'Proton pump inhibitor powder for bolus injection or short infusion.',
    code: 'STB-0178',
    rows: [
      ['n9', '4', 'vial', 'rt', '12h', 'B'],
      ['n9', '0.4', 'pvc', 'rt', '12h', 'B'],
      ['g5', '0.4', 'pvc', 'rt', '6h', 'B'],
      ['n9', '4', 'syr', 'fr', '24h', 'C'],
    ],
  },
  {
    name: 'Esomivane',
    strength: '40 mg',
    form: 'powder-solution-injection-infusion',
    summary: 'Proton pump inhibitor for injection or continuous infusion in upper gastrointestinal bleeding.',
    code: 'STB-0179',
    rows: [
      ['n9', '8', 'vial', 'rt', '12h', 'B'],
      ['n9', '0.8', 'pvc', 'rt', '12h', 'B'],
      ['n9', '0.8', 'po', 'fr', '24h', 'B'],
      ['g5', '0.8', 'pvc', 'rt', '6h', 'B'],
      ['csl', '0.8', 'po', 'rt', '12h', 'C'],
    ],
  },
  {
    name: 'Paracetrel',
    strength: '10 mg/mL',
    form: 'solution-infusion',
    summary: 'Ready-to-use analgesic infusion in glass bottles; may be diluted or drawn into syringes.',
    code: 'STB-0190',
    rows: [
      ['und', '10', 'bottle', 'rt', '6h', 'B'],
      ['n9', '1-5', 'pvc', 'rt', '24h', 'B'],
      ['g5', '1-5', 'pvc', 'rt', '24h', 'B'],
      ['und', '10', 'syr', 'fr', '72h', 'C'],
      ['und', '10', 'syr', 'rt', '24h', 'C'],
    ],
  },
  {
    name: 'Noradrix',
    strength: '1 mg/mL',
    form: 'concentrate-infusion',
    summary: 'Vasopressor concentrate for infusion by syringe driver or bag in critical care.',
    code: 'STB-0203',
    warnings: [
      [
        'light-protection',
        'Protect syringes and bags from light: every shelf life below was measured protected from light.',
      ],
      USE_IMMEDIATELY,
    ],
    study: 'Whitcombe A et al. Demo Crit Care Pharm. 2023;7:201–8',
    unit: 'microgram-per-ml',
    notes: dilutionNote(
      'Dilute in glucose 5% or sodium chloride 0.9%. Standard critical care strengths are 40, 80 and 160 micrograms/mL.',
    ),
    rows: [
      ['g5', '40', 'syr', 'fr', '7d', 'A', 'light'],
      ['g5', '40', 'syr', 'rt', '48h', 'A', 'light'],
      ['g5', '80', 'syr', 'fr', '7d', 'A', 'light'],
      ['g5', '160', 'syr', 'fr', '7d', 'A', 'light'],
      ['n9', '40', 'syr', 'fr', '7d', 'A', 'light'],
      ['n9', '80', 'syr', 'rt', '48h', 'B', 'light'],
      ['n9', '16', 'pvc', 'fr', '7d', 'B', 'light'],
      ['g5', '16', 'po', 'rt', '24h', 'B', 'light'],
      ['n9', '160', 'syr', 'rt', '24h', 'C', 'light'],
      ['g5', '320', 'syr', 'fr', '7d', 'B', 'light'],
      ['g5', '320', 'syr', 'rt', '24h', 'C', 'light'],
      ['g5', '40', 'po', 'fr', '5d', 'B', 'light'],
    ],
    attachment: {
      title: 'Noradrix 1 mg/mL: syringe stability study report',
      filename: 'noradrix-syringe-stability-report.pdf',
      paragraphs: [
        'Polypropylene syringes of 40, 80 and 160 micrograms/mL in glucose 5% and sodium chloride 0.9% were stored protected from light.',
        'Concentrations stayed within 95–105% of the initial value for 7 days at 2–8 °C and 48 hours at 25 °C.',
        'No colour change or particles were observed; pH stayed between 3.4 and 3.9.',
      ],
    },
  },
  {
    name: 'Dexmivalin',
    strength: '100 micrograms/mL',
    form: 'concentrate-infusion',
    summary: 'Sedative concentrate for continuous infusion in intensive care.',
    code: 'STB-0211',
    unit: 'microgram-per-ml',
    rows: [
      ['n9', '4', 'pvc', 'rt', '24h', 'B'],
      ['n9', '4', 'po', 'fr', '7d', 'B'],
      ['n9', '4', 'syr', 'fr', '7d', 'B'],
      ['g5', '4', 'syr', 'rt', '24h', 'B'],
      ['n9', '8', 'syr', 'fr', '7d', 'C'],
    ],
  },
  {
    name: 'Remifalor',
    strength: '2 mg',
    form: 'powder-concentrate-infusion',
    summary: 'Short-acting opioid for anaesthesia; reconstituted and diluted for syringe drivers.',
    code: 'STB-0224',
    unit: 'microgram-per-ml',
    rows: [
      ['wfi', '1000', 'vial', 'rt', '24h', 'B'],
      ['n9', '20-250', 'syr', 'rt', '24h', 'B'],
      ['g5', '20-250', 'syr', 'rt', '24h', 'B'],
      ['n9', '50', 'syr', 'fr', '7d', 'C'],
      ['csl', '20-250', 'syr', 'rt', '4h', 'B'],
    ],
  },
  {
    name: 'Heparexin',
    strength: '1,000 units/mL',
    form: 'solution-injection-infusion',
    summary: 'Anticoagulant solution for continuous infusion by syringe driver or bag.',
    code: 'STB-0236',
    study: 'Marchetti L et al. Demo J Hosp Infus. 2018;22:310–16',
    unit: 'units-per-ml',
    rows: [
      ['n9', '1000', 'syr', 'fr', '30d', 'A'],
      ['n9', '1000', 'syr', 'rt', '7d', 'A'],
      ['n9', '40-100', 'pvc', 'rt', '24h', 'A'],
      ['n9', '40-100', 'po', 'fr', '7d', 'B'],
      ['g5', '40-100', 'pvc', 'rt', '24h', 'B'],
      ['und', '1000', 'syr', 'fr', '30d', 'B'],
    ],
  },
  {
    name: 'Furovane',
    strength: '10 mg/mL',
    form: 'solution-injection',
    summary: 'Loop diuretic for injection and continuous infusion. Protect diluted solutions from light.',
    code: 'STB-0245',
    rows: [
      ['und', '10', 'syr', 'fr', '7d', 'B', 'light'],
      ['und', '10', 'syr', 'rt', '24h', 'B', 'light'],
      ['n9', '1-2', 'pvc', 'rt', '24h', 'B', 'light'],
      ['n9', '1-2', 'po', 'fr', '72h', 'C', 'light'],
    ],
  },
  {
    name: 'Amiodrel',
    strength: '50 mg/mL',
    form: 'concentrate-infusion',
    summary: 'Antiarrhythmic concentrate. Glucose 5% only; avoid PVC for long infusions (plasticiser leaching).',
    code: 'STB-0258',
    study: 'Fenwick D, Osei K. Demo Cardiac Pharm Bull. 2020;14:55–61',
    rows: [
      ['g5', '1.2-1.8', 'po', 'rt', '24h', 'A', 'light'],
      ['g5', '1.2-1.8', 'po', 'fr', '5d', 'A', 'light'],
      ['g5', '1.2-1.8', 'pvc', 'rt', '2h', 'A', 'light'],
      ['g5', '1.2-1.8', 'eva', 'rt', '24h', 'B', 'light'],
      ['g5', '1.2-1.8', 'bottle', 'rt', '24h', 'B', 'light'],
      ['g5', '15', 'syr', 'rt', '12h', 'B', 'light'],
      ['g5', '15', 'syr', 'fr', '24h', 'C', 'light'],
    ],
  },
  {
    name: 'Levetrazine',
    strength: '100 mg/mL',
    form: 'concentrate-infusion',
    summary: 'Antiepileptic concentrate for 15-minute infusions; wide diluent compatibility.',
    code: 'STB-0262',
    rows: [
      ['n9', '5-15', 'pvc', 'rt', '24h', 'B'],
      ['g5', '5-15', 'pvc', 'rt', '24h', 'B'],
      ['csl', '5-15', 'pvc', 'rt', '24h', 'B'],
      ['n9', '5-15', 'po', 'fr', '7d', 'C'],
      ['n9', '5-15', 'po', 'rt', '48h', 'C'],
    ],
  },
  {
    name: 'Fluconivar',
    strength: '2 mg/mL',
    form: 'solution-infusion',
    summary: 'Ready-to-use antifungal infusion. Given undiluted; data for repackaged syringes.',
    code: 'STB-0277',
    rows: [
      ['und', '2', 'bottle', 'rt', '24h', 'B'],
      ['und', '2', 'po', 'rt', '24h', 'B'],
      ['und', '2', 'syr', 'fr', '14d', 'B'],
      ['und', '2', 'syr', 'rt', '72h', 'C'],
    ],
  },
  {
    name: 'Caspafungol',
    strength: '50 mg',
    form: 'powder-concentrate-infusion',
    summary: 'Echinocandin antifungal; do not use glucose-containing diluents.',
    code: 'STB-0281',
    notes: reconstitution(
      '10.5 mL',
      'mix gently until clear',
      'Do not dilute in glucose solutions: the product is unstable in them.',
    ),
    rows: [
      ['wfi', '5', 'vial', 'rt', '24h', 'B'],
      ['n9', '0.2-0.5', 'pvc', 'fr', '48h', 'B'],
      ['n9', '0.2-0.5', 'pvc', 'rt', '24h', 'B'],
      ['n45', '0.2-0.5', 'pvc', 'rt', '24h', 'B'],
      ['csl', '0.2-0.5', 'po', 'rt', '24h', 'B'],
      ['n9', '0.2-0.5', 'po', 'fr', '48h', 'C'],
    ],
  },
  {
    name: 'Micafenor',
    strength: '100 mg',
    form: 'powder-solution-injection-infusion',
    summary: 'Echinocandin antifungal powder; protect diluted infusions from light.',
    code: 'STB-0284',
    rows: [
      ['n9', '20', 'vial', 'rt', '48h', 'B'],
      ['n9', '0.5-1.5', 'pvc', 'rt', '96h', 'B', 'light'],
      ['g5', '0.5-1.5', 'pvc', 'rt', '96h', 'B', 'light'],
      ['n9', '0.5-1.5', 'po', 'fr', '7d', 'C', 'light'],
    ],
  },
  {
    name: 'Aciclorex',
    strength: '250 mg',
    form: 'powder-solution-injection-infusion',
    summary: 'Antiviral powder for infusion, reconstituted and diluted to 5 mg/mL or less.',
    code: 'STB-0293',
    warnings: [['other', 'Do not refrigerate diluted solutions: crystals may form.'], USE_IMMEDIATELY],
    study: 'Petrakis M et al. Demo Antivir Prep Notes. 2017;9:14–18',
    notes: dilutionNote(
      'Reconstitute to 25 mg/mL with water for injections or sodium chloride 0.9%, then dilute to 5 mg/mL or less. Refrigeration may cause precipitation.',
    ),
    rows: [
      ['wfi', '25', 'vial', 'rt', '12h', 'B'],
      ['n9', '5', 'pvc', 'rt', '5d', 'A'],
      ['n9', '5', 'po', 'rt', '5d', 'A'],
      ['csl', '5', 'pvc', 'rt', '24h', 'B'],
      ['g5', '5', 'pvc', 'rt', '24h', 'C'],
    ],
  },
  {
    name: 'Gancivane',
    strength: '500 mg',
    form: 'powder-concentrate-infusion',
    summary: 'Cytotoxic antiviral; prepare in a cytotoxic cabinet. Bags and syringes.',
    code: 'STB-0299',
    rows: [
      ['wfi', '50', 'vial', 'rt', '12h', 'B'],
      ['n9', '1-10', 'pvc', 'fr', '5d', 'B'],
      ['n9', '1-10', 'po', 'fr', '5d', 'B'],
      ['g5', '1-10', 'pvc', 'fr', '5d', 'B'],
      ['n9', '1-10', 'pvc', 'rt', '24h', 'C'],
    ],
  },
  {
    name: 'Infliquent',
    strength: '100 mg',
    form: 'powder-concentrate-infusion',
    summary: 'Monoclonal antibody for infusion over 2 hours through a low-protein-binding 1.2 micron filter.',
    code: 'STB-0312',
    study: 'Aldous P et al. Demo Biol Stab Rev. 2022;2:88–97',
    notes: document(
      paragraph('Reconstitute each vial with 10 mL water for injections, swirling gently; do not shake.'),
      paragraph('Dilute the dose in sodium chloride 0.9% to a total of 250 mL. Do not mix with other medicines.'),
    ),
    rows: [
      ['wfi', '10', 'vial', 'fr', '24h', 'B'],
      ['n9', '0.4-4', 'pvc', 'fr', '60d', 'A'],
      ['n9', '0.4-4', 'po', 'fr', '60d', 'A'],
      ['n9', '0.4-4', 'pvc', 'rt', '24h', 'A'],
      ['n9', '0.4-4', 'po', 't30', '12h', 'C'],
    ],
    attachment: {
      title: 'Infliquent 100 mg: extended in-use stability',
      filename: 'infliquent-extended-stability.pdf',
      paragraphs: [
        'Infusions of 0.4–4 mg/mL in sodium chloride 0.9% in PVC and polyolefin bags were stored at 2–8 °C for 60 days, then 24 hours at 25 °C.',
        'Monomer content, sub-visible particles and binding activity met specification at every time point.',
        'These data support dose banding and advance preparation in licensed aseptic units.',
      ],
    },
  },
  {
    name: 'Trastivane',
    strength: '150 mg',
    form: 'powder-concentrate-infusion',
    summary: 'Monoclonal antibody for infusion, diluted in sodium chloride 0.9%.',
    warnings: [['incompatibility', 'Sodium chloride 0.9% only. Do not use glucose 5%: the protein aggregates.']],
    code: 'STB-0318',
    rows: [
      ['wfi', '21', 'vial', 'fr', '48h', 'B'],
      ['n9', '0.5-4', 'pvc', 'fr', '30d', 'B'],
      ['n9', '0.5-4', 'po', 'fr', '30d', 'B'],
      ['n9', '0.5-4', 'po', 'rt', '24h', 'B'],
    ],
  },
  {
    name: 'Rituvexa',
    strength: '10 mg/mL',
    form: 'concentrate-infusion',
    summary: 'Monoclonal antibody concentrate for dose-banded infusions in oncology and rheumatology.',
    code: 'STB-0325',
    study: 'Aldous P et al. Demo Biol Stab Rev. 2022;2:88–97',
    rows: [
      ['n9', '1-4', 'pvc', 'fr', '30d', 'A'],
      ['n9', '1-4', 'po', 'fr', '30d', 'A'],
      ['n9', '1-4', 'po', 'rt', '24h', 'A'],
      ['g5', '1-4', 'po', 'fr', '24h', 'B'],
      ['g5', '1-4', 'pvc', 'rt', '12h', 'B'],
      ['n9', '1-4', 'eva', 'fr', '14d', 'C'],
    ],
  },
  {
    name: 'Bortavel',
    strength: '3.5 mg',
    form: 'powder-solution-injection-infusion',
    summary: 'Proteasome inhibitor for intravenous or subcutaneous injection.',
    code: 'STB-0334',
    warnings: [['light-protection', 'Protect the reconstituted solution from light.'], USE_IMMEDIATELY],
    notes: dilutionNote(
      'For subcutaneous use reconstitute with 1.4 mL sodium chloride 0.9% (2.5 mg/mL); for intravenous use with 3.5 mL (1 mg/mL).',
    ),
    rows: [
      ['n9', '2.5', 'vial', 'rt', '8h', 'B', 'light'],
      ['n9', '2.5', 'syr', 'fr', '7d', 'B', 'light'],
      ['n9', '2.5', 'syr', 'rt', '24h', 'B', 'light'],
      ['n9', '1', 'syr', 'fr', '7d', 'B', 'light'],
      ['n9', '1', 'vial', 'fr', '5d', 'C', 'light'],
    ],
  },
  {
    name: 'Oxalivane',
    strength: '5 mg/mL',
    form: 'concentrate-infusion',
    summary: 'Platinum cytotoxic concentrate for infusion, diluted in glucose 5%.',
    warnings: [
      ['incompatibility', 'Glucose 5% only: never dilute or flush with sodium chloride (chloride degrades it).'],
    ],
    code: 'STB-0341',
    study: 'Renaud F et al. Demo Oncol Pharm Pract. 2019;25:140–7',
    rows: [
      ['g5', '0.2-0.7', 'pvc', 'fr', '14d', 'A', 'light'],
      ['g5', '0.2-0.7', 'po', 'fr', '14d', 'A', 'light'],
      ['g5', '0.2-0.7', 'po', 'rt', '48h', 'A', 'light'],
      ['g5', '0.2-0.7', 'eva', 'fr', '7d', 'B', 'light'],
      ['g5', '0.2-0.7', 'pvc', 'rt', '24h', 'B', 'light'],
    ],
  },
  {
    name: 'Gemcitrel',
    strength: '38 mg/mL',
    form: 'concentrate-infusion',
    summary: 'Nucleoside cytotoxic concentrate. Do not refrigerate: crystallisation risk.',
    code: 'STB-0347',
    rows: [
      ['n9', '0.1-26', 'pvc', 'rt', '35d', 'B'],
      ['n9', '0.1-26', 'po', 'rt', '35d', 'B'],
      ['n9', '0.1-26', 'po', 't30', '7d', 'C'],
      ['g5', '0.1-26', 'po', 'rt', '24h', 'C'],
    ],
  },
  {
    name: 'Docetivane',
    strength: '20 mg/mL',
    form: 'concentrate-infusion',
    summary: 'Taxane cytotoxic concentrate; use non-PVC bags and administration sets.',
    code: 'STB-0356',
    study: 'Renaud F et al. Demo Oncol Pharm Pract. 2019;25:140–7',
    rows: [
      ['n9', '0.3-0.74', 'po', 'rt', '48h', 'A'],
      ['n9', '0.3-0.74', 'po', 'fr', '4d', 'A'],
      ['g5', '0.3-0.74', 'po', 'rt', '48h', 'A'],
      ['n9', '0.3-0.74', 'bottle', 'rt', '24h', 'B'],
      ['n9', '0.3-0.74', 'eva', 'rt', '24h', 'B'],
      ['g5', '0.3-0.74', 'eva', 'fr', '4d', 'C'],
    ],
  },
  {
    name: 'Zoledrane',
    strength: '4 mg/5 mL',
    form: 'concentrate-infusion',
    summary: 'Bisphosphonate concentrate for a 15-minute infusion; calcium-free diluents only.',
    code: 'STB-0363',
    rows: [
      ['n9', '0.04', 'pvc', 'fr', '24h', 'B'],
      ['n9', '0.04', 'po', 'fr', '24h', 'B'],
      ['g5', '0.04', 'pvc', 'fr', '24h', 'B'],
      ['g5', '0.04', 'po', 'rt', '24h', 'C'],
    ],
  },
  {
    name: 'Lipidra',
    strength: '20%',
    form: 'emulsion-infusion',
    summary: 'Lipid emulsion for parenteral nutrition; data for repackaging into syringes for neonatal use.',
    code: 'STB-0371',
    rows: [
      ['und', '200', 'bottle', 'rt', '24h', 'B'],
      ['und', '200', 'syr', 'rt', '24h', 'B', 'light'],
      ['und', '200', 'syr', 'fr', '72h', 'C', 'light'],
      ['und', '200', 'eva', 'rt', '24h', 'B', 'light'],
    ],
  },
  {
    name: 'Ertavane',
    strength: '1 g',
    form: 'powder-concentrate-infusion',
    summary: 'Once-daily carbapenem. Glucose-containing diluents must not be used.',
    code: 'STB-0385',
    rows: [
      ['wfi', '100', 'vial', 'rt', '6h', 'B'],
      ['n9', '20', 'pvc', 'rt', '6h', 'B'],
      ['n9', '20', 'pvc', 'fr', '24h', 'B'],
      ['n9', '20', 'po', 'fr', '24h', 'B'],
      ['n9', '20', 'elas', 'fr', '24h', 'C'],
    ],
  },
  {
    name: 'Daptolen',
    strength: '500 mg',
    form: 'powder-solution-injection-infusion',
    summary:
      'Lipopeptide antibiotic for 2-minute injection or 30-minute infusion; used in outpatient parenteral therapy.',
    code: 'STB-0392',
    study: 'Kowalczyk J et al. Demo OPAT Pharm J. 2021;6:33–40',
    rows: [
      ['n9', '50', 'vial', 'fr', '48h', 'B'],
      ['n9', '50', 'vial', 'rt', '12h', 'B'],
      ['n9', '50', 'syr', 'fr', '48h', 'B'],
      ['n9', '2-20', 'pvc', 'fr', '48h', 'A'],
      ['n9', '2-20', 'pvc', 'rt', '12h', 'A'],
      ['n9', '5-20', 'elas', 'fr', '7d', 'A'],
      ['n9', '5-20', 'elas', 't30', '24h', 'A'],
      ['csl', '2-20', 'po', 'fr', '48h', 'C'],
    ],
  },
  {
    name: 'Flucloxane',
    strength: '1 g',
    form: 'powder-solution-injection-infusion',
    summary: 'Anti-staphylococcal penicillin; buffered solutions for continuous infusion in elastomeric devices.',
    code: 'STB-0398',
    study: 'Kowalczyk J et al. Demo OPAT Pharm J. 2021;6:33–40',
    rows: [
      ['wfi', '50', 'vial', 'fr', '24h', 'B'],
      ['n9', '10-40', 'pvc', 'fr', '72h', 'B'],
      ['n9', '10-40', 'pvc', 'rt', '24h', 'B'],
      ['g5', '10-40', 'pvc', 'rt', '12h', 'B'],
      ['n9', '25', 'elas', 'fr', '6d', 'A'],
      ['n9', '25', 'elas', 't30', '24h', 'A'],
      ['n9', '50', 'syr', 'fr', '72h', 'C'],
    ],
  },
  {
    name: 'Teicovane',
    strength: '400 mg',
    form: 'powder-solution-injection-infusion',
    summary: 'Glycopeptide for once-daily injection; suitable for outpatient and home use.',
    code: 'STB-0405',
    rows: [
      ['wfi', '133', 'vial', 'fr', '24h', 'B'],
      ['n9', '0.8-2', 'pvc', 'fr', '24h', 'B'],
      ['g5', '0.8-2', 'pvc', 'fr', '24h', 'B'],
      ['csl', '0.8-2', 'po', 'fr', '24h', 'B'],
      ['wfi', '133', 'syr', 'fr', '7d', 'C'],
    ],
  },
  // Never published: editors see it in the admin, the portal never does.
  {
    name: 'Tigecivane',
    strength: '50 mg',
    form: 'powder-solution-injection-infusion',
    summary: 'Glycylcycline antibiotic. Data under review; not yet released to the portal.',
    code: 'STB-0412',
    status: 'draft-only',
    rows: [
      ['n9', '10', 'vial', 'rt', '6h', 'B'],
      ['n9', '1', 'pvc', 'fr', '48h', 'B'],
      ['g5', '1', 'pvc', 'rt', '24h', 'B'],
      ['n9', '1', 'po', 'fr', '48h', 'C'],
    ],
  },
  // Past its review-by date: flagged in the admin and no longer served.
  {
    name: 'Colistavane',
    strength: '1 million units',
    form: 'powder-solution-injection-infusion',
    summary: 'Polymyxin antibiotic for injection, infusion and nebulisation. Review overdue.',
    code: 'STB-0087',
    unit: 'units-per-ml',
    status: 'expired',
    rows: [
      ['wfi', '100000', 'vial', 'fr', '24h', 'B'],
      ['n9', '20000', 'pvc', 'fr', '24h', 'B'],
      ['n9', '20000', 'pvc', 'rt', '8h', 'B'],
      ['n9', '100000', 'syr', 'fr', '24h', 'C'],
    ],
  },
];

/** The demo stability products: published and current, plus one never-published draft and one expired product. */
export async function seedStability(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const [index, product] of STABILITY_PRODUCTS.entries()) {
    const documents = product.attachment
      ? [await seedPdfDocument(payload, req, { ...product.attachment, area: 'wb_read_stability_matrix' })]
      : [];
    const approvalCode = `MHP-STB-${String(index + 101).padStart(4, '0')}`;
    const governance =
      product.status === 'expired'
        ? demoGovernance(approvalCode, { preparedDaysAgo: 800, reviewInDays: -30 })
        : demoGovernance(approvalCode, { preparedDaysAgo: 60 + index * 7 });
    const data = {
      name: product.name,
      strength: product.strength,
      ...genericNamesOf(product.name),
      slug: slugify(`${product.name} ${product.strength}`),
      form: product.form,
      summary: product.summary,
      warnings: (product.warnings ?? []).map(([kind, text]) => ({ kind, text })),
      notes: product.notes ?? null,
      matrix: matrixOf(product),
      reconstitution: demoReconstitutionOf(`${product.name} ${product.strength}`),
      documents,
      governance,
      featured: FEATURED_STABILITY_PRODUCTS.has(`${product.name} ${product.strength}`),
    };
    if (product.status === 'draft-only') {
      await payload.create({
        collection: 'stability-products',
        data: { ...data, _status: 'draft' },
        draft: true,
        overrideAccess: true,
        req,
      });
    } else {
      await payload.create({
        collection: 'stability-products',
        data: { ...data, _status: 'published' },
        overrideAccess: true,
        req,
      });
    }
  }
  await seedYSite(payload, req);
}
