import type { Payload, PayloadRequest } from 'payload';

import { slugify } from '../fields/slug';
import type { YSiteRecord } from '../payload-types';
import { demoGovernance } from './governance';

/*
 * Demo Y-site compatibility data. Every result, concentration and reference here is invented for the demo: none is
 * taken from a published compatibility study or database, and the DOIs use the 10.5555 prefix, kept for examples.
 */

type Result = YSiteRecord['result'];
type Unit = YSiteRecord['productConcentration']['unit'];
type Diluent = YSiteRecord['productDiluent'];
type Method = YSiteRecord['methods'][number];

/** The Y-site drug vocabulary: generic names (lower case, as stored) and the other names clinicians use. */
export const Y_SITE_DRUGS: Record<string, string[]> = {
  aciclovir: ['acyclovir'],
  adrenaline: ['epinephrine'],
  amiodarone: ['amiodarone hydrochloride'],
  dobutamine: ['dobutamine hydrochloride'],
  dopamine: ['dopamine hydrochloride'],
  fentanyl: ['fentanyl citrate'],
  furosemide: ['frusemide'],
  'heparin sodium': ['heparin', 'unfractionated heparin'],
  hydrocortisone: ['hydrocortisone sodium succinate'],
  insulin: ['soluble insulin', 'insulin soluble human'],
  'magnesium sulfate': ['magnesium sulphate'],
  midazolam: ['midazolam hydrochloride'],
  'morphine sulfate': ['morphine', 'morphine sulphate'],
  noradrenaline: ['norepinephrine'],
  ondansetron: ['ondansetron hydrochloride'],
  pantoprazole: ['pantoprazole sodium'],
  paracetamol: ['acetaminophen'],
  'potassium chloride': ['kcl'],
  propofol: ['propofol emulsion'],
  vancomycin: ['vancomycin hydrochloride'],
};

const DILUENT = {
  n9: 'sodium-chloride-0-9',
  g5: 'glucose-5',
  wfi: 'water-for-injections',
  und: 'undiluted',
} as const satisfies Record<string, Diluent>;

/** A concentration: "10" or "1-20" in the product's unit, or with its own ("100 units", "50 micrograms"). */
type ConcentrationSpec = `${number}` | `${number}-${number}` | `${number} ${'units' | 'micrograms'}`;

/**
 * One tested combination: [drug, our product's concentration, its diluent, the drug's concentration, its diluent,
 * result, contact minutes, methods, evidence].
 */
type RecordSpec = [
  string,
  ConcentrationSpec,
  keyof typeof DILUENT,
  ConcentrationSpec,
  keyof typeof DILUENT,
  Result,
  number,
  Method[],
  YSiteRecord['evidence'],
];

const VISUAL: Method[] = ['visual', 'turbidity'];
const FULL: Method[] = ['visual', 'turbidity', 'particle-count', 'hplc', 'ph'];

/** The records of each demo product, by "Name strength"; the product's concentration unit when not mg/mL. */
export const Y_SITE_RECORDS: { product: string; unit?: Unit; records: RecordSpec[] }[] = [
  {
    // The e2e's product: furosemide tested twice, dopamine only at 50 mg/mL, and no paracetamol record ("No data").
    product: 'Meropendra 1 g',
    records: [
      ['furosemide', '1-20', 'n9', '10', 'und', 'compatible', 240, FULL, 'A'],
      ['furosemide', '50', 'wfi', '10', 'und', 'conflicting', 240, VISUAL, 'B'],
      ['heparin sodium', '1-20', 'n9', '100 units', 'n9', 'compatible', 240, FULL, 'A'],
      ['ondansetron', '1-20', 'n9', '1', 'n9', 'incompatible', 60, VISUAL, 'B'],
      ['morphine sulfate', '1-20', 'n9', '1', 'n9', 'compatible', 240, FULL, 'A'],
      ['dopamine', '50', 'wfi', '3.2', 'g5', 'compatible', 120, ['visual', 'hplc'], 'B'],
    ],
  },
  {
    product: 'Cefravex 1 g',
    records: [
      ['heparin sodium', '40', 'n9', '100 units', 'n9', 'compatible', 240, FULL, 'A'],
      ['vancomycin', '40', 'n9', '5', 'g5', 'incompatible', 60, VISUAL, 'B'],
      ['potassium chloride', '40', 'n9', '0.3', 'n9', 'compatible', 240, ['visual', 'ph'], 'B'],
    ],
  },
  {
    product: 'Vanclorin 1 g',
    records: [
      ['heparin sodium', '5', 'g5', '100 units', 'g5', 'conflicting', 240, VISUAL, 'C'],
      ['morphine sulfate', '5', 'n9', '1', 'n9', 'compatible', 240, FULL, 'A'],
      ['midazolam', '5', 'n9', '1', 'n9', 'compatible', 240, ['visual', 'hplc'], 'B'],
    ],
  },
  {
    product: 'Tazolvane 4.5 g',
    records: [
      ['vancomycin', '45', 'n9', '5', 'n9', 'conflicting', 240, VISUAL, 'B'],
      ['amiodarone', '45', 'n9', '1.8', 'g5', 'incompatible', 60, VISUAL, 'B'],
      ['potassium chloride', '45', 'n9', '0.3', 'n9', 'compatible', 240, ['visual', 'ph'], 'B'],
    ],
  },
  {
    product: 'Amphelix 50 mg',
    records: [
      ['potassium chloride', '2', 'g5', '0.3', 'n9', 'incompatible', 15, VISUAL, 'B'],
      ['ondansetron', '2', 'g5', '1', 'g5', 'incompatible', 15, VISUAL, 'B'],
    ],
  },
  {
    product: 'Ondavira 2 mg/mL',
    records: [
      ['morphine sulfate', '1', 'n9', '1', 'n9', 'compatible', 240, FULL, 'A'],
      ['furosemide', '1', 'n9', '10', 'und', 'incompatible', 30, VISUAL, 'B'],
      ['hydrocortisone', '1', 'n9', '1', 'n9', 'compatible', 240, ['visual', 'hplc'], 'B'],
    ],
  },
  {
    product: 'Pantoquel 40 mg',
    records: [
      ['midazolam', '0.4', 'n9', '1', 'n9', 'incompatible', 30, VISUAL, 'B'],
      ['dopamine', '0.4', 'n9', '3.2', 'g5', 'compatible', 120, ['visual', 'ph'], 'C'],
    ],
  },
  {
    product: 'Paracetrel 10 mg/mL',
    records: [
      ['morphine sulfate', '10', 'und', '1', 'n9', 'compatible', 240, FULL, 'A'],
      ['ondansetron', '10', 'und', '1', 'n9', 'compatible', 240, ['visual', 'hplc'], 'B'],
    ],
  },
  {
    product: 'Noradrix 1 mg/mL',
    records: [
      ['dobutamine', '0.08', 'g5', '5', 'g5', 'compatible', 240, FULL, 'A'],
      ['insulin', '0.08', 'g5', '1 units', 'n9', 'compatible', 240, ['visual', 'hplc'], 'B'],
      ['furosemide', '0.08', 'g5', '10', 'und', 'incompatible', 60, VISUAL, 'B'],
    ],
  },
  {
    product: 'Heparexin 1,000 units/mL',
    unit: 'units-per-ml',
    records: [
      ['amiodarone', '100', 'n9', '1.8', 'g5', 'incompatible', 30, VISUAL, 'B'],
      ['dobutamine', '100', 'n9', '5', 'g5', 'conflicting', 240, VISUAL, 'C'],
      ['morphine sulfate', '100', 'n9', '1', 'n9', 'compatible', 240, FULL, 'A'],
    ],
  },
  {
    product: 'Furovane 10 mg/mL',
    records: [
      ['midazolam', '10', 'und', '1', 'n9', 'incompatible', 15, VISUAL, 'B'],
      ['dobutamine', '10', 'und', '5', 'g5', 'incompatible', 15, VISUAL, 'B'],
      ['potassium chloride', '1', 'n9', '0.3', 'n9', 'compatible', 240, ['visual', 'ph'], 'B'],
    ],
  },
  {
    product: 'Amiodrel 50 mg/mL',
    records: [
      ['heparin sodium', '1.8', 'g5', '100 units', 'g5', 'incompatible', 30, VISUAL, 'B'],
      ['noradrenaline', '1.8', 'g5', '0.08', 'g5', 'compatible', 240, FULL, 'A'],
      ['insulin', '1.8', 'g5', '1 units', 'n9', 'compatible', 240, ['visual', 'hplc'], 'B'],
    ],
  },
  {
    product: 'Aciclorex 250 mg',
    records: [
      ['ondansetron', '5', 'n9', '1', 'n9', 'incompatible', 60, VISUAL, 'B'],
      ['fentanyl', '5', 'n9', '10 micrograms', 'n9', 'compatible', 240, ['visual', 'hplc'], 'B'],
    ],
  },
  {
    product: 'Dexmivalin 100 micrograms/mL',
    unit: 'microgram-per-ml',
    records: [
      ['fentanyl', '4', 'n9', '10 micrograms', 'n9', 'compatible', 240, FULL, 'A'],
      ['propofol', '4', 'n9', '10', 'und', 'compatible', 240, ['visual', 'particle-count'], 'B'],
      ['midazolam', '4', 'n9', '1', 'n9', 'compatible', 240, ['visual', 'hplc'], 'B'],
    ],
  },
];

function concentrationOf(spec: ConcentrationSpec, unit: Unit) {
  const [amount = '', own] = spec.split(' ');
  const [value, upTo] = amount.split('-').map(Number);
  const ownUnit: Unit | undefined =
    own === 'units' ? 'units-per-ml' : own === 'micrograms' ? 'microgram-per-ml' : undefined;
  return { value: value ?? 0, upTo: upTo ?? null, unit: ownUnit ?? unit };
}

/** The demo Y-site vocabulary and records; the products are the demo stability products, seeded just before. */
export async function seedYSite(payload: Payload, req: PayloadRequest): Promise<void> {
  const drugIds = new Map<string, number>();
  for (const [name, synonyms] of Object.entries(Y_SITE_DRUGS)) {
    const drug = await payload.create({
      collection: 'y-site-drugs',
      data: { name, synonyms },
      overrideAccess: true,
      req,
    });
    drugIds.set(name, drug.id);
  }
  let count = 0;
  for (const { product: title, unit = 'mg-per-ml', records } of Y_SITE_RECORDS) {
    const { docs } = await payload.find({
      collection: 'stability-products',
      where: { title: { equals: title } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      req,
    });
    const product = docs[0];
    if (!product) throw new Error(`The demo Y-site records name ${title}, which is not a demo stability product.`);
    for (const [
      drug,
      productConcentration,
      productDiluent,
      drugConcentration,
      drugDiluent,
      result,
      minutes,
      methods,
      evidence,
    ] of records) {
      const drugId = drugIds.get(drug);
      if (drugId === undefined) throw new Error(`The demo Y-site records name ${drug}, which the vocabulary lacks.`);
      count += 1;
      const number = String(count).padStart(3, '0');
      await payload.create({
        collection: 'y-site-records',
        data: {
          product: product.id,
          drug: drugId,
          slug: slugify(`${product.slug} ${drug} ${number}`),
          productConcentration: concentrationOf(productConcentration, unit),
          productDiluent: DILUENT[productDiluent],
          drugConcentration: concentrationOf(drugConcentration, 'mg-per-ml'),
          drugDiluent: DILUENT[drugDiluent],
          result,
          contactMinutes: minutes,
          temperature: 'room-15-25',
          light: 'ambient',
          methods,
          evidence,
          reference: {
            citation: `Demo data: Ashworth P, Okafor N. Simulated Y-site compatibility of ${product.inn ?? product.name} and ${drug}. Demo J Hosp Pharm. 2023;${String(10 + (count % 7))}:${String(count * 3)}–${String(count * 3 + 5)}.`,
            doi: `10.5555/demo-ysite.${number}`,
            pubmedId: null,
          },
          governance: demoGovernance(`MHP-YS-${number}`, { preparedDaysAgo: 30 + count }),
          _status: 'published',
        },
        overrideAccess: true,
        req,
      });
    }
  }
}
