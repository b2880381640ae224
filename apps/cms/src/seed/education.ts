import type { CpdInfo } from '@hcp/contracts/cpd';
import { isoDay } from '@hcp/contracts/cpd-log';
import type { EducationFormat } from '@hcp/contracts/education';
import type { Payload, PayloadRequest } from 'payload';

import { slugify } from '../fields/slug';
import type { EducationCourse } from '../payload-types';
import { seedPdfDocument } from './documents';
import { demoGovernance } from './governance';
import { bullets, document, heading, paragraph } from './lexical';

const selfDirected = (minutes: number): CpdInfo => ({
  type: 'self-directed',
  display: 'time',
  category: null,
  points: 0,
  time: { value: minutes, unit: 'minutes' },
});
const accreditedPoints = (points: number, category: number | null): CpdInfo => ({
  type: 'accredited',
  display: 'points',
  category,
  points,
  time: { value: points * 60, unit: 'minutes' },
});
const accreditedTime = (value: number, unit: 'minutes' | 'hours', category: number | null): CpdInfo => ({
  type: 'accredited',
  display: 'time',
  category,
  points: 0,
  time: { value, unit },
});

type ParentSeed = {
  key: string;
  title: string;
  kind: EducationCourse['kind'];
  summary: string;
  intro: string;
  code: string;
};

const PARENTS: ParentSeed[] = [
  {
    key: 'aseptic',
    title: 'Aseptic preparation essentials',
    kind: 'course',
    summary:
      'A course in three modules on preparing injectable medicines safely, from clean-room behaviour to release checks.',
    intro: 'Work through the modules in order. Each one ends with a short self-assessment and counts towards your CPD.',
    code: 'EDU-UK-0101',
  },
  {
    key: 'stability',
    title: 'Intravenous stability and compatibility',
    kind: 'category',
    summary:
      'How diluent, container, temperature and light change the shelf life of an infusion, and how to read the data.',
    intro: 'Short items to dip into when you need them, built around the stability matrices in this portal.',
    code: 'EDU-UK-0102',
  },
  {
    key: 'stewardship',
    title: 'Antimicrobial stewardship',
    kind: 'course',
    summary: 'Dosing, monitoring and switching antimicrobials well: a course for prescribers and ward pharmacists.',
    intro: 'Developed with infection specialists. Accredited modules carry category 1 points.',
    code: 'EDU-UK-0103',
  },
  {
    key: 'oncology',
    title: 'Oncology supportive care',
    kind: 'category',
    summary: 'Managing the side effects of systemic anticancer therapy: nausea, extravasation and infusion reactions.',
    intro: 'Recorded webinars and articles from our oncology pharmacy advisers.',
    code: 'EDU-UK-0104',
  },
  {
    key: 'safety',
    title: 'Medication safety case studies',
    kind: 'category',
    summary: 'Real-world incidents, anonymised, and what changed afterwards. Ideal for reflective CPD.',
    intro: 'Each case ends with questions to discuss with a colleague for your revalidation peer discussion.',
    code: 'EDU-UK-0105',
  },
];

type ItemSeed = {
  parent: string;
  title: string;
  format: EducationFormat;
  summary: string;
  points: string[];
  cpd: CpdInfo;
  code: string;
  attachment?: { title: string; filename: string; paragraphs: string[] };
  status?: 'draft';
  expired?: boolean;
};

const ITEMS: ItemSeed[] = [
  {
    parent: 'aseptic',
    title: 'Clean-room behaviour and gowning',
    format: 'e-learning',
    summary:
      'Why people are the main source of contamination, and the gowning sequence that keeps a grade B room clean.',
    points: [
      'The order of gowning and why it matters',
      'Hand hygiene before and after entering the cleanroom',
      'Movements that shed the most particles',
    ],
    cpd: accreditedPoints(1, 1),
    code: 'EDU-UK-0111',
    attachment: {
      title: 'Gowning sequence checklist',
      filename: 'gowning-sequence-checklist.pdf',
      paragraphs: [
        '1. Remove jewellery and outdoor clothing. 2. Wash hands for thirty seconds. 3. Put on the hood, then the coverall without letting it touch the floor.',
        '4. Put on overshoes across the bench. 5. Put on sterile gloves and sanitise them. 6. Check the whole gown in the mirror before entering.',
      ],
    },
  },
  {
    parent: 'aseptic',
    title: 'Validating your aseptic technique',
    format: 'video',
    summary: 'A walk-through of the broth-fill test: what it proves, how to run it, and what to do when a unit grows.',
    points: ['Planning a broth-fill simulation', 'Reading and recording the results', 'Investigating a failure'],
    cpd: accreditedTime(45, 'minutes', 2),
    code: 'EDU-UK-0112',
  },
  {
    parent: 'aseptic',
    title: 'Release checks for reconstituted Vantorexa',
    format: 'e-learning',
    summary: 'The final checks before a reconstituted Vantorexa 500 mg infusion leaves the unit.',
    points: ['Visual inspection under light', 'Label and worksheet reconciliation', 'When to quarantine a product'],
    cpd: accreditedPoints(2, 1),
    code: 'EDU-UK-0113',
    attachment: {
      title: 'Vantorexa 500 mg release worksheet',
      filename: 'vantorexa-release-worksheet.pdf',
      paragraphs: [
        'Check the product name, strength, diluent and volume against the prescription and the worksheet.',
        'Inspect against a black and a white background for particles and colour change. Record the batch number and expiry of every component.',
      ],
    },
  },
  {
    parent: 'aseptic',
    title: 'Closed-system transfer devices: an update',
    format: 'article',
    summary: 'What the newest closed-system devices change for hazardous drug preparation.',
    points: ['Device types', 'Evidence for reduced surface contamination'],
    cpd: selfDirected(20),
    code: 'EDU-UK-0114',
    status: 'draft',
  },
  {
    parent: 'stability',
    title: 'Reading a stability matrix',
    format: 'article',
    summary:
      'What each column of a stability matrix tells you and how evidence levels affect the shelf life you assign.',
    points: ['Diluent and concentration', 'Container and temperature', 'Evidence level and reference'],
    cpd: selfDirected(30),
    code: 'EDU-UK-0121',
  },
  {
    parent: 'stability',
    title: 'Light protection: when it matters',
    format: 'video',
    summary: 'Which infusions degrade in light, and when an amber bag or a cover is really needed.',
    points: ['Photodegradation in practice', 'Covers, amber bags and lines'],
    cpd: accreditedTime(30, 'minutes', null),
    code: 'EDU-UK-0122',
  },
  {
    parent: 'stability',
    title: 'Extended stability and dose banding',
    format: 'webinar',
    summary: 'How extended stability data lets units prepare banded doses in advance without waste.',
    points: ['Principles of dose banding', 'Batch preparation and release', 'Auditing waste'],
    cpd: accreditedTime(1.5, 'hours', 2),
    code: 'EDU-UK-0123',
    attachment: {
      title: 'Dose banding webinar slides',
      filename: 'dose-banding-webinar-slides.pdf',
      paragraphs: [
        'Dose banding rounds each calculated dose to the nearest standard band within five per cent.',
        'Banded doses can be prepared in advance when extended stability data support the assigned shelf life.',
      ],
    },
  },
  {
    parent: 'stability',
    title: 'Legacy guidance: Corvalin 1 g in glucose 5%',
    format: 'article',
    summary: 'Superseded guidance kept for reference; replaced by the current stability matrix.',
    points: ['Historic storage conditions'],
    cpd: selfDirected(15),
    code: 'EDU-UK-0124',
    expired: true,
  },
  {
    parent: 'stewardship',
    title: 'Therapeutic drug monitoring of glycopeptides',
    format: 'e-learning',
    summary: 'Loading doses, trough and AUC targets, and adjusting for renal function.',
    points: ['Loading doses by weight', 'AUC-guided dosing', 'Renal replacement therapy'],
    cpd: accreditedPoints(2, 1),
    code: 'EDU-UK-0131',
  },
  {
    parent: 'stewardship',
    title: 'IV to oral switch',
    format: 'case-study',
    summary: 'Three patients, three decisions: applying switch criteria at 48 hours.',
    points: ['Switch criteria', 'Bioavailability of common oral options', 'Talking to the team'],
    cpd: accreditedPoints(1.5, null),
    code: 'EDU-UK-0132',
  },
  {
    parent: 'stewardship',
    title: 'Outpatient parenteral antimicrobial therapy',
    format: 'webinar',
    summary: 'Setting up OPAT: patient selection, elastomeric devices and stability at home.',
    points: ['Selecting patients', 'Elastomeric devices and temperature', 'Monitoring at home'],
    cpd: accreditedTime(1, 'hours', 1),
    code: 'EDU-UK-0133',
  },
  {
    parent: 'oncology',
    title: 'Extravasation: recognise and act',
    format: 'video',
    summary: 'Early signs of extravasation, the first ten minutes, and which antidotes apply.',
    points: ['Vesicants and irritants', 'Immediate management', 'Documentation and follow-up'],
    cpd: accreditedPoints(1, 2),
    code: 'EDU-UK-0141',
    attachment: {
      title: 'Extravasation first-response card',
      filename: 'extravasation-first-response.pdf',
      paragraphs: [
        'Stop the infusion, leave the cannula in place and aspirate what you can. Mark the area and photograph it.',
        'Apply the cold or warm compress the vesicant calls for and escalate to the oncology team at once.',
      ],
    },
  },
  {
    parent: 'oncology',
    title: 'Preventing chemotherapy-induced nausea',
    format: 'article',
    summary: 'Choosing antiemetic regimens by emetogenic risk, and what to do when they fail.',
    points: ['Emetogenic risk levels', 'First-line regimens', 'Breakthrough nausea'],
    cpd: selfDirected(25),
    code: 'EDU-UK-0142',
  },
  {
    parent: 'safety',
    title: 'The tenfold dosing error',
    format: 'case-study',
    summary: 'How a misplaced decimal point reached a child, and the double-check that now stops it.',
    points: ['What happened', 'Why the checks missed it', 'What changed'],
    cpd: selfDirected(40),
    code: 'EDU-UK-0151',
  },
  {
    parent: 'safety',
    title: 'Look-alike, sound-alike infusions',
    format: 'case-study',
    summary: 'Two infusions with similar names and packs, one near miss, and the storage changes that followed.',
    points: ['The near miss', 'Tall-man lettering and segregation', 'Reporting and learning'],
    cpd: accreditedTime(20, 'minutes', null),
    code: 'EDU-UK-0152',
  },
];

/** Demo CPD log entries of the clinician; the pharmacist's log starts empty. */
const CLINICIAN_ENTRIES = [
  {
    title: 'Regional critical care pharmacy study day',
    daysAgo: 40,
    cpd: accreditedTime(6, 'hours', 1),
    planning: 'planned' as const,
    learned: 'Updated sedation protocols and the evidence for daily sedation holds.',
    practice: 'I now review sedation targets with the team on every ward round.',
    peerDiscussion: 'Discussed the new protocol with our critical care consultant.',
  },
  {
    title: 'Reading: fluid stewardship in the ICU',
    daysAgo: 18,
    cpd: selfDirected(45),
    planning: 'unplanned' as const,
    learned: 'Maintenance fluids contribute more to fluid overload than resuscitation fluids.',
    practice: 'I check cumulative fluid balance before suggesting maintenance fluids.',
    peerDiscussion: '',
  },
  {
    title: 'Journal club: vancomycin AUC dosing',
    daysAgo: 5,
    cpd: accreditedPoints(1, 2),
    planning: 'planned' as const,
    learned: 'AUC-guided dosing reduces nephrotoxicity compared with trough-only monitoring.',
    practice: 'I will use the AUC calculator for patients on vancomycin for more than 72 hours.',
    peerDiscussion: 'Agreed a trial of AUC dosing with the microbiology pharmacist.',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date some days back, kept inside the current year so the log's default period shows it. */
function daysAgoThisYear(days: number): string {
  const today = new Date();
  const target = new Date(today.getTime() - days * DAY_MS);
  const firstOfYear = `${String(today.getUTCFullYear())}-01-01`;
  const day = isoDay(target) < firstOfYear ? firstOfYear : isoDay(target);
  return `${day}T00:00:00.000Z`;
}

/** The education area: courses and categories, their learning items, and the clinician's CPD log. */
export async function seedEducation(payload: Payload, req: PayloadRequest): Promise<void> {
  const parentIds = new Map<string, number>();
  for (const [index, parent] of PARENTS.entries()) {
    const created = await payload.create({
      collection: 'education-courses',
      data: {
        title: parent.title,
        slug: slugify(parent.title),
        kind: parent.kind,
        summary: parent.summary,
        body: document(paragraph(parent.intro)),
        displayOrder: (index + 1) * 10,
        governance: demoGovernance(parent.code),
        _status: 'published',
      },
      overrideAccess: true,
      req,
    });
    parentIds.set(parent.key, created.id);
  }

  const itemIds = new Map<string, number>();
  for (const item of ITEMS) {
    const documents = item.attachment
      ? [await seedPdfDocument(payload, req, { ...item.attachment, area: 'wb_read_education' })]
      : [];
    const parent = parentIds.get(item.parent);
    if (parent === undefined) throw new Error(`The education seed names an unknown parent: ${item.parent}`);
    const data = {
      title: item.title,
      slug: slugify(item.title),
      parent,
      format: item.format,
      summary: item.summary,
      body: document(
        paragraph(item.summary),
        heading('What you will learn'),
        bullets(...item.points),
        paragraph('When you have finished, mark the item as complete to add it to your CPD log.'),
      ),
      cpd: item.cpd,
      documents,
      governance: item.expired
        ? demoGovernance(item.code, { preparedDaysAgo: 900, reviewInDays: -30 })
        : demoGovernance(item.code),
    };
    // A draft-only item shows editors the workflow; the portal never serves it.
    const created =
      item.status === 'draft'
        ? await payload.create({
            collection: 'education-items',
            data: { ...data, _status: 'draft' },
            draft: true,
            overrideAccess: true,
            req,
          })
        : await payload.create({
            collection: 'education-items',
            data: { ...data, _status: 'published' },
            overrideAccess: true,
            req,
          });
    itemIds.set(item.title, created.id);
  }

  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: 'clinician@example.com' } },
    limit: 1,
    overrideAccess: true,
    req,
  });
  const clinician = docs[0];
  if (!clinician) return;
  for (const entry of CLINICIAN_ENTRIES) {
    await payload.create({
      collection: 'cpd-entries',
      data: {
        owner: clinician.id,
        title: entry.title,
        date: daysAgoThisYear(entry.daysAgo),
        cpd: entry.cpd,
        planning: entry.planning,
        reflection: { learned: entry.learned, practice: entry.practice },
        peerDiscussion: entry.peerDiscussion,
      },
      overrideAccess: true,
      req,
    });
  }
  const completed = ITEMS.find((item) => item.title === 'Reading a stability matrix');
  const completedId = completed ? itemIds.get(completed.title) : undefined;
  if (completed && completedId !== undefined) {
    await payload.create({
      collection: 'cpd-entries',
      data: {
        owner: clinician.id,
        title: completed.title,
        date: daysAgoThisYear(10),
        cpd: completed.cpd,
        planning: 'planned',
        reflection: {
          learned: 'How evidence levels change the shelf life we can assign.',
          practice: '',
        },
        educationItem: completedId,
      },
      overrideAccess: true,
      req,
    });
  }
}
