import type { Payload, PayloadRequest } from 'payload';

import { slugify } from '../fields/slug';
import type { ClinicalResource } from '../payload-types';
import { seedPdfDocument } from './documents';
import { demoGovernance } from './governance';
import { bullets, document, heading, paragraph } from './lexical';

type Pdf = { title: string; filename: string; paragraphs: string[] };

type SeedItem = {
  title: string;
  slug?: string;
  kind: ClinicalResource['kind'];
  summary: string;
  body: ReturnType<typeof document>;
  approvalCode: string;
  estimatedMinutes?: number;
  externalLink?: { url: string; label: string };
  pdfs?: Pdf[];
  /** `draft`: never published; `expired`: published but past its review-by date. */
  state?: 'draft' | 'expired';
  children?: SeedItem[];
};

/** The demo tree: three categories and two learning modules, invented products, written for this project. */
const TREE: SeedItem[] = [
  {
    title: 'Dosing and administration guides',
    kind: 'category',
    summary: 'Dose bands, renal and hepatic adjustments and administration steps for our injectable medicines.',
    approvalCode: 'HCP-CR-0101',
    body: document(
      paragraph(
        'Practical guides for prescribers and the nurses who give our medicines: what dose, over how long, and what to check before and after.',
      ),
      paragraph('Always read these guides with the current Summary of Product Characteristics.'),
    ),
    children: [
      {
        title: 'Veltrazine 500 mg infusion: dosing in renal impairment',
        slug: 'veltrazine-renal-dosing',
        kind: 'resource',
        summary: 'Dose and interval by creatinine clearance, including intermittent haemodialysis and CVVHDF.',
        approvalCode: 'HCP-CR-0102',
        body: document(
          heading('Before the first dose'),
          bullets(
            'Estimate creatinine clearance with the Cockcroft–Gault equation using actual body weight, capped at 120 kg.',
            'Give the full loading dose of 25 mg/kg whatever the renal function.',
          ),
          heading('Maintenance dosing'),
          bullets(
            'CrCl above 50 mL/min: 500 mg every 8 hours.',
            'CrCl 20 to 50 mL/min: 500 mg every 12 hours.',
            'CrCl below 20 mL/min: 500 mg every 24 hours.',
            'Intermittent haemodialysis: 500 mg after each session.',
          ),
          paragraph(
            'Take a trough level before the fourth dose and adjust with the therapeutic drug monitoring module.',
          ),
        ),
        pdfs: [
          {
            title: 'Veltrazine renal dosing table',
            filename: 'veltrazine-renal-dosing-table.pdf',
            paragraphs: [
              'Loading dose: 25 mg/kg (maximum 2 g) for every patient.',
              'CrCl above 50 mL/min: 500 mg every 8 hours. CrCl 20 to 50 mL/min: 500 mg every 12 hours.',
              'CrCl below 20 mL/min: 500 mg every 24 hours. Haemodialysis: 500 mg after each session.',
              'Trough target 10 to 15 mg/L; take the first level before the fourth dose.',
            ],
          },
        ],
      },
      {
        title: 'Extended infusion of Meroprazil 1 g',
        slug: 'meroprazil-extended-infusion',
        kind: 'resource',
        summary: 'Giving Meroprazil over three hours: when to use it, how to set up the pump and what to monitor.',
        approvalCode: 'HCP-CR-0103',
        body: document(
          paragraph(
            'Extending the infusion to three hours keeps concentrations above the MIC for longer, which helps against less susceptible organisms.',
          ),
          heading('Setting up'),
          bullets(
            'Reconstitute 1 g with 20 mL water for injections, then dilute in 100 mL sodium chloride 0.9%.',
            'Use a volumetric pump at 40 mL/hour; label the line with the start time.',
            'Use the reconstituted solution within 3 hours at room temperature.',
          ),
        ),
      },
      {
        title: 'Oxacoril in neonates: dosing card',
        slug: 'oxacoril-neonatal-dosing',
        kind: 'resource',
        summary: 'A bedside card of Oxacoril doses by postmenstrual and postnatal age for neonatal units.',
        approvalCode: 'HCP-CR-0104',
        body: document(
          paragraph('Doses are in mg/kg per dose. Round to the nearest 0.1 mL of the 10 mg/mL dilution.'),
          bullets(
            'Under 30 weeks postmenstrual age: 15 mg/kg every 24 hours.',
            '30 to 36 weeks: 15 mg/kg every 12 hours.',
            'Over 36 weeks: 15 mg/kg every 8 hours.',
          ),
        ),
        pdfs: [
          {
            title: 'Oxacoril neonatal dosing card',
            filename: 'oxacoril-neonatal-dosing-card.pdf',
            paragraphs: [
              'Dilute 100 mg to 10 mL with sodium chloride 0.9% to give 10 mg/mL.',
              'Under 30 weeks: 15 mg/kg every 24 hours. 30 to 36 weeks: every 12 hours. Over 36 weeks: every 8 hours.',
              'Give over 30 minutes by syringe pump.',
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'Compatibility and preparation',
    kind: 'category',
    summary: 'Y-site compatibility, diluents and device preparation for our infusions.',
    approvalCode: 'HCP-CR-0201',
    body: document(paragraph('How to prepare our products safely on the ward and in aseptic units.')),
    children: [
      {
        title: 'Y-site compatibility: Cardiolex with common critical care infusions',
        slug: 'cardiolex-y-site-compatibility',
        kind: 'resource',
        summary: 'Which critical care infusions can share a line with Cardiolex, from published and in-house data.',
        approvalCode: 'HCP-CR-0202',
        body: document(
          paragraph('Compatible at Y-site for up to 4 hours: noradrenaline, propofol, fentanyl, insulin (actrapid).'),
          paragraph('Incompatible: furosemide, sodium bicarbonate 8.4%, phenytoin. Use a separate lumen.'),
          paragraph('Where data are missing, flush the line with 10 mL sodium chloride 0.9% before and after.'),
        ),
        externalLink: { url: 'https://www.nice.org.uk/guidance', label: 'NICE guidance' },
        pdfs: [
          {
            title: 'Cardiolex Y-site compatibility chart',
            filename: 'cardiolex-y-site-chart.pdf',
            paragraphs: [
              'Compatible for 4 hours at Y-site: noradrenaline 80 micrograms/mL, propofol 1%, fentanyl 10 micrograms/mL, insulin 1 unit/mL.',
              'Incompatible: furosemide 10 mg/mL, sodium bicarbonate 8.4%, phenytoin 50 mg/mL.',
              'Not tested: amiodarone, magnesium sulfate. Flush before and after.',
            ],
          },
        ],
      },
      {
        title: 'Preparing Veltrazine in elastomeric devices',
        slug: 'veltrazine-elastomeric-preparation',
        kind: 'resource',
        summary:
          'Filling, labelling and storing 24-hour Veltrazine elastomeric devices for outpatient antibiotic therapy.',
        approvalCode: 'HCP-CR-0203',
        body: document(
          bullets(
            'Use sodium chloride 0.9% as the diluent; glucose 5% shortens the shelf life to 12 hours.',
            'Fill to the nominal volume of 240 mL for a 10 mL/hour device.',
            'Store refrigerated at 2 to 8 °C for up to 7 days; allow 1 hour at room temperature before connecting.',
          ),
        ),
      },
      {
        title: 'Cardiolex syringe driver preparation',
        slug: 'cardiolex-syringe-driver',
        kind: 'resource',
        summary: 'Draft under medical review: preparing Cardiolex in a 50 mL syringe.',
        approvalCode: 'HCP-CR-0204',
        state: 'draft',
        body: document(paragraph('Being reviewed by the medical information team.')),
      },
    ],
  },
  {
    title: 'Patient counselling',
    kind: 'category',
    summary: 'What to tell patients and carers at discharge, with leaflets you can print.',
    approvalCode: 'HCP-CR-0301',
    body: document(paragraph('Counselling points written with patient groups and checked for plain English.')),
    children: [
      {
        title: 'Oxacoril oral suspension at discharge',
        slug: 'oxacoril-discharge-counselling',
        kind: 'resource',
        summary: 'Counselling points for parents giving Oxacoril suspension at home.',
        approvalCode: 'HCP-CR-0302',
        body: document(
          bullets(
            'Shake the bottle well and measure each dose with the oral syringe provided, never a kitchen spoon.',
            'Keep the bottle in the fridge and throw away anything left after 7 days.',
            'Finish the course even if your child seems better.',
            'Call your GP or NHS 111 if a rash, diarrhoea or swelling of the face appears.',
          ),
        ),
        pdfs: [
          {
            title: 'Oxacoril suspension: a leaflet for parents',
            filename: 'oxacoril-parent-leaflet.pdf',
            paragraphs: [
              'Your child has been prescribed Oxacoril suspension, an antibiotic.',
              'Shake the bottle and use the oral syringe. Keep it in the fridge for up to 7 days.',
              'Finish the whole course. Call your GP or NHS 111 if you are worried.',
            ],
          },
        ],
      },
      {
        title: 'Home IV therapy: what patients need to know',
        slug: 'home-iv-therapy-counselling',
        kind: 'resource',
        summary: 'Preparing patients for outpatient antibiotic therapy with an elastomeric device.',
        approvalCode: 'HCP-CR-0303',
        body: document(
          bullets(
            'Keep the device under clothing, close to the body, and never in direct sunlight.',
            'Check the line for kinks at least twice a day.',
            'The balloon gets smaller as the medicine goes in; this is normal.',
            'Call the OPAT team if the line site becomes red, painful or wet.',
          ),
        ),
      },
      {
        title: 'Meroprazil counselling leaflet (2023 edition)',
        slug: 'meroprazil-counselling-2023',
        kind: 'resource',
        summary: 'The 2023 leaflet, past its review date and withdrawn from the portal.',
        approvalCode: 'HCP-CR-0304',
        state: 'expired',
        body: document(paragraph('Superseded by the current Meroprazil counselling points.')),
      },
    ],
  },
  {
    title: 'Antimicrobial stewardship in critical care',
    kind: 'learning-module',
    summary: 'A three-part module on dosing beta-lactams and glycopeptides well in critically ill patients.',
    approvalCode: 'HCP-CR-0401',
    estimatedMinutes: 45,
    body: document(
      paragraph('Work through the three parts in order. Each takes about fifteen minutes.'),
      heading('By the end you will be able to'),
      bullets(
        'Explain why time above the MIC matters for beta-lactams.',
        'Interpret a Veltrazine trough level and adjust the dose.',
        'Decide when a patient can switch from intravenous to oral therapy.',
      ),
    ),
    children: [
      {
        title: 'Part 1: Time-dependent killing',
        slug: 'ams-time-dependent-killing',
        kind: 'resource',
        summary: 'Why beta-lactams work best when concentrations stay above the MIC for most of the interval.',
        approvalCode: 'HCP-CR-0402',
        body: document(
          paragraph(
            'Beta-lactams kill bacteria in proportion to the time the free drug concentration stays above the MIC, not to the peak.',
          ),
          paragraph('Extended and continuous infusions raise that time without raising the daily dose.'),
        ),
      },
      {
        title: 'Part 2: Therapeutic drug monitoring of Veltrazine',
        slug: 'ams-veltrazine-tdm',
        kind: 'resource',
        summary: 'Taking and reading Veltrazine trough levels, with worked examples.',
        approvalCode: 'HCP-CR-0403',
        body: document(
          bullets(
            'Take the trough within 30 minutes before the fourth dose.',
            'Target 10 to 15 mg/L; 15 to 20 mg/L for deep-seated infection.',
            'Above 20 mg/L: omit the next dose and repeat the level in 12 hours.',
          ),
        ),
        pdfs: [
          {
            title: 'Veltrazine TDM worked examples',
            filename: 'veltrazine-tdm-worked-examples.pdf',
            paragraphs: [
              'Example 1: trough 8 mg/L on 500 mg every 12 hours. Shorten the interval to every 8 hours.',
              'Example 2: trough 24 mg/L. Omit the next dose, repeat the level in 12 hours, then restart every 24 hours.',
            ],
          },
        ],
      },
      {
        title: 'Part 3: Intravenous to oral switch',
        slug: 'ams-iv-to-oral-switch',
        kind: 'resource',
        summary: 'The criteria for switching to oral therapy after 48 hours, and when not to.',
        approvalCode: 'HCP-CR-0404',
        body: document(
          bullets(
            'Temperature between 36 and 38 °C for 24 hours, and falling inflammatory markers.',
            'The patient can swallow and absorb oral medicines.',
            'Not for endocarditis, meningitis, or undrained abscesses.',
          ),
        ),
      },
    ],
  },
  {
    title: 'Safe preparation of injectable medicines',
    kind: 'learning-module',
    summary: 'Refresh aseptic non-touch technique and infusion-rate calculations for ward preparation.',
    approvalCode: 'HCP-CR-0501',
    estimatedMinutes: 30,
    body: document(paragraph('A refresher for nurses and pharmacy technicians who prepare injectables at ward level.')),
    children: [
      {
        title: 'Aseptic non-touch technique refresher',
        slug: 'antt-refresher',
        kind: 'resource',
        summary: 'Key parts and key sites: the steps that keep a preparation sterile.',
        approvalCode: 'HCP-CR-0502',
        body: document(
          bullets(
            'Clean hands and the tray; gather everything before you start.',
            'Protect key parts (needle hubs, vial septa) and never touch them.',
            'Clean each vial septum with 2% chlorhexidine in 70% alcohol and let it dry for 30 seconds.',
          ),
        ),
      },
      {
        title: 'Calculating infusion rates',
        slug: 'calculating-infusion-rates',
        kind: 'resource',
        summary: 'From mg/kg/hour to mL/hour in three steps, with practice questions.',
        approvalCode: 'HCP-CR-0503',
        body: document(
          paragraph('Rate (mL/hour) = dose (mg/kg/hour) × weight (kg) ÷ concentration (mg/mL).'),
          paragraph('Always ask a second person to check the calculation independently.'),
        ),
        externalLink: { url: 'https://www.bnf.org/', label: 'British National Formulary' },
      },
    ],
  },
];

async function createItem(
  payload: Payload,
  req: PayloadRequest,
  item: SeedItem,
  displayOrder: number,
  parent: number | null,
): Promise<number> {
  const documents: number[] = [];
  for (const pdf of item.pdfs ?? []) {
    documents.push(await seedPdfDocument(payload, req, { ...pdf, area: 'wb_read_clinical_resources' }));
  }
  const created = await payload.create({
    collection: 'clinical-resources',
    data: {
      title: item.title,
      slug: item.slug ?? slugify(item.title),
      kind: item.kind,
      parent,
      summary: item.summary,
      body: item.body,
      displayOrder,
      estimatedMinutes: item.estimatedMinutes,
      documents,
      externalLink: item.externalLink,
      governance:
        item.state === 'expired'
          ? demoGovernance(item.approvalCode, { preparedDaysAgo: 1000, reviewInDays: -30 })
          : demoGovernance(item.approvalCode),
      _status: item.state === 'draft' ? 'draft' : 'published',
    },
    overrideAccess: true,
    req,
  });
  return created.id;
}

/** Seeds the clinical resources tree with its PDFs, including one draft-only and one expired resource. */
export async function seedClinicalResources(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const [index, top] of TREE.entries()) {
    const parent = await createItem(payload, req, top, (index + 1) * 10, null);
    for (const [childIndex, child] of (top.children ?? []).entries()) {
      await createItem(payload, req, child, (childIndex + 1) * 10, parent);
    }
  }
}
