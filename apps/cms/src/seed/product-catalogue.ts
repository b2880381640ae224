import type { Payload, PayloadRequest } from 'payload';

import type { CatalogueProduct } from '../payload-types';
import { seedPdfDocument } from './documents';
import { slugify } from '../fields/slug';
import { demoGovernance } from './governance';
import { bullets, document, paragraph } from './lexical';
import { drawPackShot } from './pack-shots';

type SeedProduct = Pick<
  CatalogueProduct,
  'name' | 'strength' | 'inn' | 'therapeuticArea' | 'form' | 'presentation' | 'packSize' | 'legalCategory' | 'storage'
> & {
  /** Other spellings, USAN or BAN names and abbreviations clinicians search by. */
  synonyms: string[];
  approvalCode: string;
  description: string[];
  points?: string[];
  /** Gets a summary of product characteristics (and a leaflet when `leaflet` is set) as real PDFs. */
  spc?: string[];
  leaflet?: string[];
  draftOnly?: boolean;
  expired?: boolean;
};

const PRODUCTS: SeedProduct[] = [
  {
    name: 'Vancomycin Meridian 1 g powder for solution for infusion',
    strength: '1 g',
    inn: 'vancomycin',
    synonyms: ['vancomycin hydrochloride', 'vanc'],
    therapeuticArea: 'anti-infectives',
    form: 'powder-for-solution',
    presentation: '10 × 1 g vials',
    packSize: 10,
    legalCategory: 'POM',
    storage: 'Store below 25 °C. After dilution: 48 hours at 2 to 8 °C.',
    approvalCode: 'MHP-CAT-0101',
    description: [
      'A glycopeptide antibiotic for serious Gram-positive infections, including those caused by MRSA.',
      'Reconstitute each vial with 20 mL water for injections, then dilute to 5 mg/mL or less before infusion.',
    ],
    points: ['Infuse over at least 60 minutes.', 'Monitor trough levels in line with local guidance.'],
    spc: [
      '4.2 Posology: dose by body weight and renal function; see the local dosing tool.',
      '6.3 Shelf life: unopened 3 years; diluted solution 48 hours at 2 to 8 °C.',
    ],
    leaflet: ['What Vancomycin Meridian is and what it is used for.', 'How you will be given this medicine.'],
  },
  {
    name: 'Meropenem Meridian 500 mg powder for solution for injection or infusion',
    strength: '500 mg',
    inn: 'meropenem',
    synonyms: ['meropenem trihydrate'],
    therapeuticArea: 'anti-infectives',
    form: 'powder-for-solution',
    presentation: '10 × 500 mg vials',
    packSize: 10,
    legalCategory: 'POM',
    storage: 'Store below 30 °C. Use reconstituted solution immediately.',
    approvalCode: 'MHP-CAT-0102',
    description: [
      'A carbapenem for severe infections such as hospital-acquired pneumonia and complicated intra-abdominal infection.',
    ],
    spc: [
      '4.2 Posology: 500 mg to 2 g every 8 hours depending on the infection.',
      '6.6 Reconstitute with water for injections.',
    ],
  },
  {
    name: 'Piperacillin/Tazobactam Meridian 4 g/0.5 g powder for solution for infusion',
    strength: '4 g/0.5 g',
    inn: 'piperacillin / tazobactam',
    synonyms: ['piperacillin-tazobactam', 'pip-taz'],
    therapeuticArea: 'anti-infectives',
    form: 'powder-for-solution',
    presentation: '10 × 4.5 g vials',
    packSize: 10,
    legalCategory: 'POM',
    storage: 'Store below 25 °C.',
    approvalCode: 'MHP-CAT-0103',
    description: ['A broad-spectrum penicillin with a beta-lactamase inhibitor for moderate to severe infections.'],
  },
  {
    name: 'Noradrenaline Meridian 40 micrograms/mL solution for infusion in pre-filled syringe',
    strength: '40 micrograms/mL',
    inn: 'norepinephrine',
    synonyms: ['noradrenaline', 'noradrenaline acid tartrate'],
    therapeuticArea: 'anaesthesia-critical-care',
    form: 'prefilled-syringe',
    presentation: '10 × 50 mL pre-filled syringes',
    packSize: 10,
    legalCategory: 'POM',
    storage: 'Store below 25 °C. Keep in the outer carton to protect from light.',
    approvalCode: 'MHP-CAT-0104',
    description: [
      'Ready-to-administer noradrenaline for restoring blood pressure in acute hypotension, with no dilution step.',
    ],
    points: ['For central venous administration by syringe driver.', 'Do not use if the solution is discoloured.'],
    spc: [
      '4.2 Posology: start at 0.05 to 0.15 micrograms/kg/minute and titrate to effect.',
      '6.4 Storage: protect from light.',
    ],
  },
  {
    name: 'Midazolam Meridian 1 mg/mL solution for injection',
    strength: '1 mg/mL',
    inn: 'midazolam',
    synonyms: ['midazolam hydrochloride'],
    therapeuticArea: 'anaesthesia-critical-care',
    form: 'solution-for-injection',
    presentation: '10 × 5 mL ampoules',
    packSize: 10,
    legalCategory: 'CD3-POM',
    storage: 'Store below 25 °C. Store in a controlled drug cabinet.',
    approvalCode: 'MHP-CAT-0105',
    description: ['A short-acting benzodiazepine for conscious sedation and premedication.'],
    points: ['The lower strength recommended for conscious sedation.'],
  },
  {
    name: 'Tranexamic Acid Meridian 100 mg/mL solution for injection',
    strength: '100 mg/mL',
    inn: 'tranexamic acid',
    synonyms: ['TXA'],
    therapeuticArea: 'haematology',
    form: 'solution-for-injection',
    presentation: '10 × 5 mL ampoules',
    packSize: 10,
    legalCategory: 'POM',
    storage: 'Store below 25 °C. Do not freeze.',
    approvalCode: 'MHP-CAT-0106',
    description: ['An antifibrinolytic for the prevention and treatment of haemorrhage due to fibrinolysis.'],
  },
  {
    name: 'Enoxaparin Meridian 4,000 IU (40 mg)/0.4 mL solution for injection in pre-filled syringe',
    strength: '100 mg/mL',
    inn: 'enoxaparin sodium',
    synonyms: ['enoxaparin', 'low molecular weight heparin', 'LMWH'],
    therapeuticArea: 'haematology',
    form: 'prefilled-syringe',
    presentation: '10 × 0.4 mL pre-filled syringes',
    packSize: 10,
    legalCategory: 'POM',
    storage: 'Store below 25 °C. Do not freeze.',
    approvalCode: 'MHP-CAT-0107',
    description: ['A low molecular weight heparin for the prophylaxis and treatment of venous thromboembolism.'],
    spc: ['4.2 Posology: see the revised table for creatinine clearance 15 to 30 mL/min.'],
    leaflet: ['How to inject Enoxaparin Meridian yourself.', 'Possible side effects.'],
  },
  {
    name: 'Morphine Sulfate Meridian 10 mg/mL solution for injection',
    strength: '10 mg/mL',
    inn: 'morphine',
    synonyms: ['morphine sulfate', 'morphine sulphate'],
    therapeuticArea: 'pain-management',
    form: 'solution-for-injection',
    presentation: '10 × 1 mL ampoules',
    packSize: 10,
    legalCategory: 'CD2-POM',
    storage: 'Store below 25 °C. Keep in the outer carton. Store in a controlled drug cabinet.',
    approvalCode: 'MHP-CAT-0108',
    description: ['An opioid analgesic for severe pain.'],
  },
  {
    name: 'Paracetamol Meridian 10 mg/mL solution for infusion',
    strength: '10 mg/mL',
    inn: 'paracetamol',
    synonyms: ['acetaminophen', 'APAP'],
    therapeuticArea: 'pain-management',
    form: 'solution-for-infusion',
    presentation: '12 × 100 mL vials',
    packSize: 12,
    legalCategory: 'POM',
    storage: 'Store below 30 °C. Do not refrigerate or freeze.',
    approvalCode: 'MHP-CAT-0109',
    description: ['Intravenous paracetamol for moderate pain and fever when the oral route is not possible.'],
    points: ['Dose by weight in adults under 50 kg: 15 mg/kg, at most 60 mg/kg a day.'],
  },
  {
    name: 'Ibuprofen Meridian 400 mg film-coated tablets',
    strength: '400 mg',
    inn: 'ibuprofen',
    synonyms: ['NSAID'],
    therapeuticArea: 'pain-management',
    form: 'tablet',
    presentation: '24 tablets in blister strips',
    packSize: 24,
    legalCategory: 'P',
    storage: 'Store below 25 °C in the original package.',
    approvalCode: 'MHP-CAT-0110',
    description: ['A non-steroidal anti-inflammatory for mild to moderate pain.'],
  },
  {
    name: 'Oxaliplatin Meridian 5 mg/mL concentrate for solution for infusion',
    strength: '5 mg/mL',
    inn: 'oxaliplatin',
    synonyms: ['L-OHP'],
    therapeuticArea: 'oncology',
    form: 'concentrate-for-infusion',
    presentation: '1 × 20 mL vial',
    packSize: 1,
    legalCategory: 'POM',
    storage: 'Store below 25 °C. Do not freeze. Cytotoxic: handle according to local policy.',
    approvalCode: 'MHP-CAT-0111',
    description: ['A platinum compound for adjuvant and metastatic colorectal cancer, in combination regimens.'],
    spc: ['6.6 Dilute in glucose 5% only; never in chloride-containing solutions.'],
  },
  {
    name: 'Docetaxel Meridian 20 mg/mL concentrate for solution for infusion',
    strength: '20 mg/mL',
    inn: 'docetaxel',
    synonyms: ['docetaxel trihydrate'],
    therapeuticArea: 'oncology',
    form: 'concentrate-for-infusion',
    presentation: '1 × 8 mL vial',
    packSize: 1,
    legalCategory: 'POM',
    storage: 'Store below 25 °C. Keep in the outer carton to protect from light.',
    approvalCode: 'MHP-CAT-0112',
    description: ['A taxane for breast, lung and prostate cancer.'],
  },
  {
    name: 'Ondansetron Meridian 2 mg/mL solution for injection',
    strength: '2 mg/mL',
    inn: 'ondansetron',
    synonyms: ['ondansetron hydrochloride'],
    therapeuticArea: 'gastroenterology',
    form: 'solution-for-injection',
    presentation: '10 × 4 mL ampoules',
    packSize: 10,
    legalCategory: 'POM',
    storage: 'Store below 25 °C. Keep in the outer carton to protect from light.',
    approvalCode: 'MHP-CAT-0113',
    description: ['A 5-HT3 antagonist for chemotherapy-induced and postoperative nausea and vomiting.'],
  },
  {
    name: 'Omeprazole Meridian 20 mg gastro-resistant capsules',
    strength: '20 mg',
    inn: 'omeprazole',
    synonyms: ['PPI'],
    therapeuticArea: 'gastroenterology',
    form: 'capsule',
    presentation: '28 capsules in blister strips',
    packSize: 28,
    legalCategory: 'POM',
    storage: 'Store below 25 °C. Keep the blister in the outer carton to protect from moisture.',
    approvalCode: 'MHP-CAT-0114',
    description: ['A proton pump inhibitor for reflux oesophagitis and the prevention of NSAID-associated ulcers.'],
  },
  {
    name: 'Loperamide Meridian 2 mg capsules',
    strength: '2 mg',
    inn: 'loperamide',
    synonyms: ['loperamide hydrochloride'],
    therapeuticArea: 'gastroenterology',
    form: 'capsule',
    presentation: '6 capsules in blister strips',
    packSize: 6,
    legalCategory: 'GSL',
    storage: 'Store below 25 °C.',
    approvalCode: 'MHP-CAT-0115',
    description: ['For the short-term treatment of acute diarrhoea in adults and children over 12 years.'],
  },
  {
    name: 'Potassium Chloride 0.3% and Sodium Chloride 0.9% Meridian solution for infusion',
    strength: '20 mmol K⁺ in 1000 mL',
    inn: 'potassium chloride / sodium chloride',
    synonyms: ['KCl', 'potassium chloride with sodium chloride'],
    therapeuticArea: 'renal-fluids-electrolytes',
    form: 'solution-for-infusion',
    presentation: '10 × 1000 mL bags',
    packSize: 10,
    legalCategory: 'POM',
    storage: 'Store below 25 °C. Do not remove the overwrap until ready to use.',
    approvalCode: 'MHP-CAT-0116',
    description: ['A premixed bag for potassium replacement, removing the need to add concentrate on the ward.'],
  },
  {
    name: 'Furosemide Meridian 4 mg/mL oral solution',
    strength: '4 mg/mL',
    inn: 'furosemide',
    synonyms: ['frusemide'],
    therapeuticArea: 'renal-fluids-electrolytes',
    form: 'oral-solution',
    presentation: '1 × 150 mL bottle',
    packSize: 1,
    legalCategory: 'POM',
    storage: 'Store below 25 °C. Use within 3 months of opening.',
    approvalCode: 'MHP-CAT-0117',
    description: ['A loop diuretic for oedema, for patients who cannot swallow tablets.'],
  },
  {
    name: 'Bisoprolol Meridian 5 mg film-coated tablets',
    strength: '5 mg',
    inn: 'bisoprolol',
    synonyms: ['bisoprolol fumarate'],
    therapeuticArea: 'cardiovascular',
    form: 'tablet',
    presentation: '28 tablets in blister strips',
    packSize: 28,
    legalCategory: 'POM',
    storage: 'Store below 30 °C.',
    approvalCode: 'MHP-CAT-0118',
    description: ['A cardioselective beta-blocker for heart failure, hypertension and angina.'],
  },
  {
    name: 'Amiodarone Meridian 30 mg/mL solution for injection in pre-filled syringe',
    strength: '30 mg/mL',
    inn: 'amiodarone',
    synonyms: ['amiodarone hydrochloride'],
    therapeuticArea: 'cardiovascular',
    form: 'prefilled-syringe',
    presentation: '10 × 10 mL pre-filled syringes',
    packSize: 10,
    legalCategory: 'POM',
    storage: 'Store below 25 °C.',
    approvalCode: 'MHP-CAT-0119',
    description: ['An anti-arrhythmic for cardiac arrest with shockable rhythms, ready to give.'],
    draftOnly: true,
  },
  {
    name: 'Cefuroxime Meridian 750 mg powder for solution for injection',
    strength: '750 mg',
    inn: 'cefuroxime',
    synonyms: ['cefuroxime sodium'],
    therapeuticArea: 'anti-infectives',
    form: 'powder-for-solution',
    presentation: '10 × 750 mg vials',
    packSize: 10,
    legalCategory: 'POM',
    storage: 'Store below 25 °C.',
    approvalCode: 'MHP-CAT-0090',
    description: ['A second-generation cephalosporin. Discontinued: remaining stock only.'],
    expired: true,
  },
];

const documentName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** A drawn pack shot for the product, as the file Payload uploads (no image is downloaded). */
async function packShotFile(product: SeedProduct) {
  const data = await drawPackShot(product);
  return { data, mimetype: 'image/png', name: `pack-${documentName(product.name)}.png`, size: data.length };
}

/**
 * Eighteen products in eight therapeutic areas and every form, each with a drawn pack shot, some with an SPC and a
 * leaflet; a draft and an expired one.
 */
export async function seedProductCatalogue(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const product of PRODUCTS) {
    const { approvalCode, description, points, spc, leaflet, draftOnly, expired, ...fields } = product;
    const documents: number[] = [];
    if (spc) {
      documents.push(
        await seedPdfDocument(payload, req, {
          title: `Summary of product characteristics: ${product.name}`,
          area: 'wb_read_product_catalogue',
          filename: `spc-${documentName(product.name)}.pdf`,
          paragraphs: [`${product.name} (${product.strength}).`, ...spc],
        }),
      );
    }
    if (leaflet) {
      documents.push(
        await seedPdfDocument(payload, req, {
          title: `Patient information leaflet: ${product.name}`,
          area: 'wb_read_product_catalogue',
          filename: `pil-${documentName(product.name)}.pdf`,
          paragraphs: ['Package leaflet: information for the patient.', ...leaflet],
        }),
      );
    }
    const packShot = await payload.create({
      collection: 'pack-shots',
      data: { alt: `Carton and vial of ${product.name}` },
      file: await packShotFile(product),
      overrideAccess: true,
      req,
    });
    const data = {
      slug: slugify(product.name),
      ...fields,
      packShot: packShot.id,
      description: document(...description.map((text) => paragraph(text)), ...(points ? [bullets(...points)] : [])),
      documents,
      governance: expired
        ? demoGovernance(approvalCode, { preparedDaysAgo: 900, reviewInDays: -14 })
        : demoGovernance(approvalCode),
    };
    // A never-published draft is created as a draft; everything else goes straight out.
    if (draftOnly) {
      await payload.create({
        collection: 'catalogue-products',
        data: { ...data, _status: 'draft' },
        draft: true,
        overrideAccess: true,
        req,
      });
    } else {
      await payload.create({
        collection: 'catalogue-products',
        data: { ...data, _status: 'published' },
        overrideAccess: true,
        req,
      });
    }
  }
}
