import type { Payload, PayloadRequest } from 'payload';

import type { ImportantUpdate } from '../payload-types';
import { seedPdfDocument } from './documents';
import { slugify } from '../fields/slug';
import { demoGovernance } from './governance';
import { bold, bullets, document, heading, paragraph } from './lexical';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) =>
  new Date(new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`).getTime() - days * DAY).toISOString();

type SeedUpdate = {
  title: string;
  publishedDaysAgo: number;
  category: ImportantUpdate['category'];
  summary: string;
  body: ReturnType<typeof document>;
  approvalCode: string;
  attachment?: { title: string; filename: string; paragraphs: string[] };
  /** Never published: an editor is still working on it. */
  draftOnly?: boolean;
  /** Past its review-by date: kept in the CMS, no longer served. */
  expired?: boolean;
};

const UPDATES: SeedUpdate[] = [
  {
    title: 'Look-alike ampoules: Midazolam Meridian 1 mg/mL and 5 mg/mL',
    publishedDaysAgo: 6,
    category: 'safety-notice',
    summary:
      'Two strengths of Midazolam Meridian share a similar ampoule label. Check the strength at every step and store the strengths apart.',
    approvalCode: 'MHP-UK-1187',
    body: document(
      paragraph(
        'We have received two reports of selection errors between ',
        bold('Midazolam Meridian 1 mg/mL'),
        ' and ',
        bold('Midazolam Meridian 5 mg/mL'),
        ' solution for injection. Neither led to harm, but the ampoules look alike under theatre lighting.',
      ),
      heading('What to do now'),
      bullets(
        'Store the two strengths in separate, clearly labelled locations in controlled drug cabinets.',
        'Read the strength aloud during the second check before drawing up.',
        'Prefer the 1 mg/mL strength for conscious sedation, in line with national guidance.',
      ),
      paragraph('From the next batch the 5 mg/mL ampoule carries a red band. Both designs will circulate for a while.'),
    ),
    attachment: {
      title: 'Letter to healthcare professionals: midazolam ampoule labels',
      filename: 'midazolam-ampoule-label-letter.pdf',
      paragraphs: [
        'Dear healthcare professional,',
        'This letter describes a change to the labels of Midazolam Meridian 5 mg/mL ampoules and the interim precautions we ask you to take.',
        'Please share it with colleagues in theatres, endoscopy, critical care and pharmacy.',
      ],
    },
  },
  {
    title: 'Meropenem Meridian 500 mg: supply restored',
    publishedDaysAgo: 14,
    category: 'supply-update',
    summary: 'Normal supply of Meropenem Meridian 500 mg vials has resumed; the ordering cap is lifted from Monday.',
    approvalCode: 'MHP-UK-1179',
    body: document(
      paragraph(
        'Following the manufacturing delay we reported in the summer, stock of Meropenem Meridian 500 mg powder for solution for injection is back to normal levels at all wholesalers.',
      ),
      paragraph('The temporary cap of two packs per order per week ends on Monday. No action is needed.'),
    ),
  },
  {
    title: 'Temporary supply constraint: Docetaxel Meridian 20 mg/mL',
    publishedDaysAgo: 31,
    category: 'supply-update',
    summary:
      'Orders for Docetaxel Meridian 20 mg/mL are being allocated for about six weeks. Hospitals keep their usual weekly quantity.',
    approvalCode: 'MHP-UK-1164',
    body: document(
      paragraph(
        'A quality review at our fill-finish site has reduced output of Docetaxel Meridian 20 mg/mL concentrate for solution for infusion.',
      ),
      heading('How allocation works'),
      bullets(
        'Each hospital can order its average weekly quantity of the last three months.',
        'Urgent extra orders go through the customer service team, who will answer the same working day.',
        'We expect normal supply within six weeks and will post an update here.',
      ),
    ),
  },
  {
    title: 'New: Noradrenaline Meridian ready-to-administer pre-filled syringes',
    publishedDaysAgo: 46,
    category: 'product-news',
    summary:
      'Noradrenaline Meridian 40 micrograms/mL now comes as a 50 mL pre-filled syringe for syringe drivers, with no dilution step.',
    approvalCode: 'MHP-UK-1152',
    body: document(
      paragraph(
        'The ready-to-administer syringe removes the dilution step in critical care and reduces the risk of concentration errors.',
      ),
      bullets(
        'Strength: 40 micrograms/mL (2 mg in 50 mL).',
        'Compatible with common syringe drivers; see the SPC for the list of tested devices.',
        'Shelf life 18 months unopened, stored below 25 °C and protected from light.',
      ),
    ),
  },
  {
    title: 'Updated SPC: in-use stability of Vancomycin Meridian infusions',
    publishedDaysAgo: 62,
    category: 'guidance-change',
    summary:
      'Section 6.3 of the SPC now allows 48 hours at 2 to 8 °C for reconstituted and diluted Vancomycin Meridian 1 g.',
    approvalCode: 'MHP-UK-1140',
    body: document(
      paragraph(
        'New stability data support keeping the diluted infusion in sodium chloride 0.9% or glucose 5% for up to 48 hours at 2 to 8 °C, up from 24 hours.',
      ),
      paragraph('Local aseptic unit procedures may set shorter limits; follow them where they apply.'),
    ),
    attachment: {
      title: 'Summary of changes: Vancomycin Meridian SPC, section 6.3',
      filename: 'vancomycin-spc-changes.pdf',
      paragraphs: [
        'Section 6.3 Shelf life: in-use stability after dilution extended from 24 to 48 hours at 2 to 8 °C.',
        'No other sections changed.',
      ],
    },
  },
  {
    title: 'Medical information line: longer opening hours',
    publishedDaysAgo: 77,
    category: 'service-announcement',
    summary: 'Our medical information pharmacists now answer from 8:00 to 18:00, Monday to Friday.',
    approvalCode: 'MHP-UK-1131',
    body: document(
      paragraph(
        'Following feedback from hospital pharmacy teams, the medical information line opens an hour earlier and closes an hour later.',
      ),
      paragraph('Out of hours, urgent enquiries about product quality are still answered by the on-call pharmacist.'),
    ),
  },
  {
    title: 'Reminder: storing potassium chloride concentrate',
    publishedDaysAgo: 93,
    category: 'safety-notice',
    summary:
      'Concentrated potassium chloride must be kept apart from other injections. Please check ward stock against your local policy.',
    approvalCode: 'MHP-UK-1120',
    body: document(
      paragraph(
        'Inadvertent injection of concentrated potassium chloride remains a never event. Ready-to-use premixed bags should be used wherever possible.',
      ),
      bullets(
        'Keep concentrates in pharmacy or in a locked, separate cupboard in critical areas only.',
        'Use Potassium Chloride 0.3% in Sodium Chloride 0.9% Meridian premixed bags for routine replacement.',
      ),
    ),
  },
  {
    title: 'Revised dose table: Enoxaparin Meridian in renal impairment',
    publishedDaysAgo: 108,
    category: 'guidance-change',
    summary:
      'The dose table for creatinine clearance 15 to 30 mL/min has been redrawn for clarity; the doses themselves have not changed.',
    approvalCode: 'MHP-UK-1108',
    body: document(
      paragraph(
        'Prescribers told us the previous table was easy to misread. The new layout lists prophylaxis and treatment doses in separate rows.',
      ),
      paragraph('Please replace any printed copies of the old table in clinical areas.'),
    ),
  },
  {
    title: 'Tranexamic Acid Meridian now in 10 × 5 mL ampoules',
    publishedDaysAgo: 124,
    category: 'product-news',
    summary:
      'A 10-ampoule pack of Tranexamic Acid Meridian 100 mg/mL joins the catalogue for theatres and emergency departments.',
    approvalCode: 'MHP-UK-1097',
    body: document(
      paragraph(
        'The larger pack suits departments with high use and reduces the number of part-used packs returned to pharmacy.',
      ),
    ),
  },
  {
    title: 'Planned maintenance of our ordering service',
    publishedDaysAgo: 141,
    category: 'service-announcement',
    summary: 'The online ordering service will be unavailable on Saturday night from 22:00 to 02:00.',
    approvalCode: 'MHP-UK-1088',
    body: document(
      paragraph('Orders placed before 21:30 on Saturday will be processed as usual.'),
      paragraph('Customer services can take urgent orders by telephone during the maintenance window.'),
    ),
  },
  {
    title: 'Oxaliplatin Meridian: change of distributor in Scotland',
    publishedDaysAgo: 163,
    category: 'supply-update',
    summary: 'From the first of next month, Oxaliplatin Meridian reaches Scottish hospitals through a new distributor.',
    approvalCode: 'MHP-UK-1075',
    body: document(
      paragraph(
        'Account numbers stay the same. Your pharmacy procurement team will receive the new ordering details by email.',
      ),
    ),
  },
  {
    title: 'Intravenous paracetamol in adults under 50 kg: dose reminder',
    publishedDaysAgo: 182,
    category: 'guidance-change',
    summary:
      'Doses of Paracetamol Meridian 10 mg/mL infusion must be calculated by weight in adults under 50 kg. The SPC wording has been strengthened.',
    approvalCode: 'MHP-UK-1063',
    body: document(
      paragraph('Give 15 mg/kg per dose, no more than 60 mg/kg in 24 hours, in adults weighing less than 50 kg.'),
      paragraph('Consider hepatotoxicity risk factors, such as malnutrition or chronic alcohol use, before each dose.'),
    ),
  },
  {
    title: 'Winter supply planning for 2027',
    publishedDaysAgo: 2,
    category: 'supply-update',
    summary: 'How we will allocate critical care products over the winter months.',
    approvalCode: 'MHP-UK-1190',
    body: document(paragraph('Draft: figures to be confirmed with the supply chain team.')),
    draftOnly: true,
  },
  {
    title: 'Bisoprolol Meridian tablets: new blister design',
    publishedDaysAgo: 420,
    category: 'product-news',
    summary: 'The blister strips of Bisoprolol Meridian 5 mg tablets now show the day of the week.',
    approvalCode: 'MHP-UK-0931',
    body: document(paragraph('The calendar blister helps patients keep track of their daily dose.')),
    expired: true,
  },
];

/** Twelve published updates over the last six months, one draft and one expired update. */
export async function seedImportantUpdates(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const update of UPDATES) {
    const { draftOnly } = update;
    const documents = update.attachment
      ? [await seedPdfDocument(payload, req, { ...update.attachment, area: 'wb_read_blog' })]
      : [];
    const data = {
      slug: slugify(update.title),
      title: update.title,
      publishDate: daysAgo(update.publishedDaysAgo),
      category: update.category,
      summary: update.summary,
      body: update.body,
      documents,
      governance: update.expired
        ? demoGovernance(update.approvalCode, { preparedDaysAgo: update.publishedDaysAgo + 5, reviewInDays: -30 })
        : demoGovernance(update.approvalCode, { preparedDaysAgo: update.publishedDaysAgo + 5 }),
    };
    // A never-published draft is created as a draft; everything else goes straight out.
    if (draftOnly) {
      await payload.create({
        collection: 'important-updates',
        data: { ...data, _status: 'draft' },
        draft: true,
        overrideAccess: true,
        req,
      });
    } else {
      await payload.create({
        collection: 'important-updates',
        data: { ...data, _status: 'published' },
        overrideAccess: true,
        req,
      });
    }
  }
}
