import type { Payload, PayloadRequest } from 'payload';

import type { ClinicalTrial } from '../payload-types';
import { slugify } from '../fields/slug';
import { seedPdfDocument } from './documents';
import { demoGovernance } from './governance';
import { bullets, document, heading, paragraph } from './lexical';

type Site = NonNullable<ClinicalTrial['sites']>[number];

// Invented hospitals in real cities.
const HOSPITALS = {
  northbridge: ['Northbridge General Hospital', 'Newcastle upon Tyne', 'United Kingdom'],
  stAldric: ['St Aldric University Hospital', 'London', 'United Kingdom'],
  ashcombe: ['Ashcombe Royal Infirmary', 'Bristol', 'United Kingdom'],
  kingsmere: ['Kingsmere University Hospital', 'Manchester', 'United Kingdom'],
  glenmoray: ['Glenmoray Royal Hospital', 'Glasgow', 'United Kingdom'],
  tallon: ['Tallon Memorial Hospital', 'Cardiff', 'United Kingdom'],
  carrickmore: ['Carrickmore Regional Hospital', 'Belfast', 'United Kingdom'],
  harrowgate: ['Harrowgate Royal Infirmary', 'Leeds', 'United Kingdom'],
  stRonan: ['St Ronan’s University Hospital', 'Dublin', 'Ireland'],
  ballinvale: ['Ballinvale University Hospital', 'Cork', 'Ireland'],
} as const;

const site = (hospital: keyof typeof HOSPITALS, siteStatus: Site['siteStatus'] = 'open'): Site => {
  const [name, city, country] = HOSPITALS[hospital];
  return { hospital: name, city, country, siteStatus };
};

const criteria = (...lines: string[]) => lines.map((criterion) => ({ criterion }));

type DemoTrial = Omit<
  ClinicalTrial,
  'id' | 'slug' | 'contactTeam' | 'documents' | 'description' | 'updatedAt' | 'createdAt' | 'statusOrder'
> & {
  /** The slug of the contact team. */
  team?: string;
  /** Keys of the demo PDFs to attach. */
  attachments?: (keyof typeof PDFS)[];
  background: string;
  design: string[];
  draftOnly?: boolean;
};

const PDFS = {
  velocitySynopsis: {
    title: 'VELOCITY protocol synopsis',
    filename: 'velocity-protocol-synopsis.pdf',
    paragraphs: [
      'VELOCITY is a multicentre, randomised, double-blind, placebo-controlled phase III trial of meraxostat (MHP-2147) in adults with septic shock who need noradrenaline despite adequate fluid resuscitation.',
      'Primary outcome: days alive and free of vasopressors to day 28. Secondary outcomes: 90-day mortality, days free of renal replacement therapy, ICU length of stay.',
      'Intervention: meraxostat 0.4 mg/kg/hour by continuous intravenous infusion for up to 72 hours, or matching placebo, in addition to usual care.',
      'Sample size: 1,100 participants at up to 40 intensive care units in the UK and Ireland.',
    ],
  },
  clearwayLeaflet: {
    title: 'CLEARWAY participant information leaflet',
    filename: 'clearway-participant-information.pdf',
    paragraphs: [
      'You are being invited to take part in a research study comparing a new antibiotic, quorinavir, with the antibiotics usually given for pneumonia that starts in hospital.',
      'If you agree, you will receive either quorinavir or standard antibiotics for 7 to 14 days. Your care team will take extra blood samples on days 1, 3 and 7.',
      'Taking part is voluntary. You may withdraw at any time without giving a reason and without affecting your care.',
    ],
  },
} as const;

const TRIALS: DemoTrial[] = [
  {
    title: 'Meraxostat for vasopressor-dependent septic shock',
    shortTitle: 'VELOCITY',
    registryId: 'MHTR40218876',
    phase: 'phase-3',
    recruitmentStatus: 'recruiting',
    therapeuticArea: 'critical-care',
    sponsor: 'Meridian Hospital Pharmaceuticals',
    intervention: 'Meraxostat (MHP-2147) 0.4 mg/kg/hour continuous IV infusion for up to 72 hours, or placebo',
    startDate: '2025-03-03T00:00:00.000Z',
    estimatedCompletion: '2027-09-30T00:00:00.000Z',
    targetEnrolment: 1100,
    team: 'clinical-trials-unit',
    attachments: ['velocitySynopsis'],
    eligibility: {
      summary: 'Adults in intensive care with septic shock needing noradrenaline despite fluid resuscitation.',
      inclusion: criteria(
        'Aged 18 years or over',
        'Suspected or confirmed infection with septic shock (Sepsis-3 definition)',
        'Noradrenaline at 0.1 micrograms/kg/minute or more for at least 2 hours',
        'Randomisation possible within 12 hours of starting vasopressors',
      ),
      exclusion: criteria(
        'Expected death within 24 hours, or a decision to withdraw active treatment',
        'Known hypersensitivity to meraxostat or its excipients',
        'Pregnancy or breastfeeding',
        'Child-Pugh class C liver disease',
      ),
    },
    sites: [
      site('northbridge'),
      site('stAldric'),
      site('kingsmere'),
      site('glenmoray'),
      site('stRonan', 'opening-soon'),
    ],
    background:
      'Persistent vasodilatory shock drives much of the mortality of sepsis. Meraxostat, a selective inhibitor of inducible nitric oxide production, restored vascular tone in the phase II MERIDIAN-SHOCK study without reducing cardiac output.',
    design: [
      'Randomised 1:1, double-blind, placebo-controlled',
      'Study drug prepared by the site pharmacy in 50 mL syringes of sodium chloride 0.9%',
      'Follow-up by telephone at day 90 and day 180',
    ],
    governance: demoGovernance('MHP-CT-VEL-0201'),
  },
  {
    title: 'Quorinavir versus standard care in hospital-acquired pneumonia',
    shortTitle: 'CLEARWAY',
    registryId: 'MHTR40218877',
    phase: 'phase-2-3',
    recruitmentStatus: 'recruiting',
    therapeuticArea: 'infectious-diseases',
    sponsor: 'Meridian Hospital Pharmaceuticals',
    intervention: 'Quorinavir 1 g IV every 8 hours for 7 to 14 days, or the site’s standard antibiotic regimen',
    startDate: '2025-09-15T00:00:00.000Z',
    estimatedCompletion: '2028-03-31T00:00:00.000Z',
    targetEnrolment: 640,
    team: 'clinical-trials-unit',
    attachments: ['clearwayLeaflet'],
    eligibility: {
      summary: 'Adults with pneumonia that began at least 48 hours after admission to hospital.',
      inclusion: criteria(
        'Aged 18 years or over',
        'New infiltrate on chest imaging with at least two clinical signs of pneumonia',
        'Onset 48 hours or more after hospital admission',
      ),
      exclusion: criteria(
        'Ventilator-associated pneumonia',
        'More than 24 hours of active antibiotic treatment for the current episode',
        'Creatinine clearance below 15 mL/minute or renal replacement therapy',
      ),
    },
    sites: [site('ashcombe'), site('harrowgate'), site('tallon'), site('ballinvale')],
    background:
      'Resistance to first-line agents is rising in hospital-acquired pneumonia. Quorinavir is a new beta-lactamase-stable agent with activity against most Enterobacterales isolated in UK hospitals.',
    design: [
      'Open-label, randomised, seamless phase II/III design',
      'Interim analysis after 200 participants decides the phase III sample size',
      'Clinical cure assessed by a blinded adjudication committee',
    ],
    governance: demoGovernance('MHP-CT-CLR-0202'),
  },
  {
    title: 'Ravontuzumab subcutaneous versus intravenous in advanced gastric cancer',
    shortTitle: 'ORBIT',
    registryId: 'MHTR40218878',
    phase: 'phase-3',
    recruitmentStatus: 'recruiting',
    therapeuticArea: 'oncology',
    sponsor: 'Meridian Hospital Pharmaceuticals with the Celtic Upper GI Trials Group',
    intervention: 'Ravontuzumab 600 mg subcutaneous every 3 weeks, or 8 mg/kg IV every 3 weeks, with chemotherapy',
    startDate: '2025-06-02T00:00:00.000Z',
    estimatedCompletion: '2028-12-31T00:00:00.000Z',
    targetEnrolment: 420,
    team: 'clinical-trials-unit',
    eligibility: {
      summary: 'Adults starting first-line treatment for advanced gastric or gastro-oesophageal junction cancer.',
      inclusion: criteria(
        'Histologically confirmed, unresectable or metastatic adenocarcinoma',
        'ECOG performance status 0 or 1',
        'Left ventricular ejection fraction of 50% or more',
      ),
      exclusion: criteria(
        'Previous anti-tumour antibody therapy',
        'Symptomatic brain metastases',
        'Uncontrolled cardiac arrhythmia',
      ),
    },
    sites: [site('stAldric'), site('kingsmere'), site('carrickmore'), site('stRonan')],
    background:
      'A subcutaneous injection takes minutes rather than the hour of an infusion, freeing chair time in day units. ORBIT tests whether drug exposure and outcomes are equivalent.',
    design: [
      'Randomised 1:1, open-label, non-inferiority',
      'Primary outcome: trough serum concentration at cycle 8',
      'Patient preference questionnaire after cycle 4',
    ],
    governance: demoGovernance('MHP-CT-ORB-0203'),
  },
  {
    title: 'Velpirastat in refractory status epilepticus',
    shortTitle: 'SENTINEL-2',
    registryId: 'MHTR40218879',
    phase: 'phase-1-2',
    recruitmentStatus: 'recruiting',
    therapeuticArea: 'neurology',
    sponsor: 'Meridian Hospital Pharmaceuticals',
    intervention: 'Velpirastat IV loading dose then infusion, three escalating dose cohorts',
    startDate: '2026-01-12T00:00:00.000Z',
    estimatedCompletion: '2027-12-31T00:00:00.000Z',
    targetEnrolment: 60,
    team: 'clinical-trials-unit',
    eligibility: {
      summary: 'Adults whose seizures continue despite a benzodiazepine and one second-line antiseizure medicine.',
      inclusion: criteria(
        'Aged 18 to 80 years',
        'Convulsive status epilepticus continuing after benzodiazepine and one second-line medicine',
        'Consent from a personal or professional consultee',
      ),
      exclusion: criteria('Seizures due to hypoglycaemia or another reversible metabolic cause', 'QTc above 500 ms'),
    },
    sites: [site('glenmoray'), site('northbridge'), site('ashcombe', 'opening-soon')],
    background:
      'Around a third of patients with status epilepticus do not respond to second-line treatment. Velpirastat acts on extrasynaptic GABA-A receptors, which remain available when synaptic receptors have internalised.',
    design: ['Dose escalation in three cohorts of 20', 'Continuous EEG monitoring for 48 hours'],
    governance: demoGovernance('MHP-CT-SEN-0204'),
  },
  {
    title: 'Tirabelin infusion to prevent delirium after cardiac surgery',
    shortTitle: 'NORTHLIGHT',
    registryId: 'MHTR40218880',
    phase: 'phase-2',
    recruitmentStatus: 'recruiting',
    therapeuticArea: 'cardiology',
    sponsor: 'Northbridge Cardiac Research Network',
    intervention: 'Low-dose tirabelin infusion from induction of anaesthesia to 24 hours after surgery, or placebo',
    startDate: '2025-11-03T00:00:00.000Z',
    estimatedCompletion: '2027-06-30T00:00:00.000Z',
    targetEnrolment: 300,
    team: 'clinical-trials-unit',
    eligibility: {
      summary: 'Adults aged 65 or over having planned cardiac surgery with cardiopulmonary bypass.',
      inclusion: criteria('Aged 65 years or over', 'Elective or urgent surgery with cardiopulmonary bypass'),
      exclusion: criteria(
        'Pre-existing dementia or delirium',
        'Emergency surgery',
        'Second- or third-degree heart block without a pacemaker',
      ),
    },
    sites: [site('northbridge'), site('harrowgate'), site('tallon')],
    background:
      'Delirium affects up to half of older adults after cardiac surgery and is linked to longer stays and later cognitive decline.',
    design: ['Randomised 1:1, double-blind', 'Delirium assessed twice daily with the 4AT for five days'],
    governance: demoGovernance('MHP-CT-NTL-0205'),
  },
  {
    title: 'Extended-infusion fosmetrazole in febrile neutropenia',
    shortTitle: 'KESTREL',
    registryId: 'MHTR40218881',
    phase: 'phase-2',
    recruitmentStatus: 'not-yet-recruiting',
    therapeuticArea: 'infectious-diseases',
    sponsor: 'Meridian Hospital Pharmaceuticals',
    intervention: 'Fosmetrazole 2 g over 4 hours every 8 hours, or the same dose over 30 minutes',
    startDate: '2027-02-01T00:00:00.000Z',
    estimatedCompletion: '2028-08-31T00:00:00.000Z',
    targetEnrolment: 180,
    team: 'clinical-trials-unit',
    eligibility: {
      summary: 'Adults with a haematological cancer and febrile neutropenia after chemotherapy.',
      inclusion: criteria('Neutrophil count below 0.5 × 10⁹/L', 'Temperature of 38.0 °C or above'),
      exclusion: criteria('Allergy to beta-lactam antibiotics', 'Septic shock at presentation'),
    },
    sites: [site('stAldric', 'opening-soon'), site('kingsmere', 'opening-soon')],
    background:
      'Prolonged infusions keep concentrations above the MIC for longer. KESTREL tests whether that shortens fever in neutropenic patients.',
    design: ['Randomised 1:1, open-label', 'Ready-to-administer bags stable for 8 hours at room temperature'],
    governance: demoGovernance('MHP-CT-KES-0206'),
  },
  {
    title: 'Dalvexamab maintenance after autologous stem-cell transplant in myeloma',
    shortTitle: 'HALCYON',
    registryId: 'MHTR40218882',
    phase: 'phase-3',
    recruitmentStatus: 'active-not-recruiting',
    therapeuticArea: 'haematology',
    sponsor: 'Celtic Haematology Trials Group',
    intervention: 'Dalvexamab 16 mg/kg IV every 8 weeks for two years, or observation',
    startDate: '2023-04-17T00:00:00.000Z',
    estimatedCompletion: '2027-04-30T00:00:00.000Z',
    targetEnrolment: 510,
    team: 'clinical-trials-unit',
    eligibility: {
      summary: 'Recruitment closed in 2025; participants continue follow-up.',
      inclusion: criteria('Newly diagnosed multiple myeloma', 'Very good partial response or better after transplant'),
      exclusion: criteria('Progressive disease after transplant', 'Previous anti-CD38 therapy'),
    },
    sites: [
      site('glenmoray', 'closed'),
      site('carrickmore', 'closed'),
      site('stRonan', 'closed'),
      site('ballinvale', 'closed'),
    ],
    background:
      'Maintenance therapy after transplant lengthens remission, but current options cause fatigue and infections. HALCYON tests a less frequent antibody schedule.',
    design: ['Randomised 1:1, open-label', 'Primary outcome: progression-free survival'],
    governance: demoGovernance('MHP-CT-HAL-0207'),
  },
  {
    title: 'Pelucastat for acute kidney injury after major surgery',
    shortTitle: 'EMBER',
    registryId: 'MHTR40218883',
    phase: 'phase-2',
    recruitmentStatus: 'suspended',
    therapeuticArea: 'renal',
    sponsor: 'Meridian Hospital Pharmaceuticals',
    intervention: 'Pelucastat 5 mg/kg IV once daily for 3 days, or placebo',
    startDate: '2025-01-20T00:00:00.000Z',
    estimatedCompletion: '2027-01-31T00:00:00.000Z',
    targetEnrolment: 240,
    team: 'clinical-trials-unit',
    eligibility: {
      summary: 'Recruitment is paused while the data monitoring committee reviews a safety signal.',
      inclusion: criteria('KDIGO stage 1 or 2 acute kidney injury within 48 hours of major abdominal surgery'),
      exclusion: criteria('Chronic kidney disease stage 4 or 5', 'Kidney transplant'),
    },
    sites: [site('ashcombe', 'closed'), site('harrowgate', 'closed')],
    background:
      'No medicine yet prevents acute kidney injury from progressing. Pelucastat reduced tubular injury markers in the phase I study.',
    design: ['Randomised 2:1, double-blind, placebo-controlled'],
    governance: demoGovernance('MHP-CT-EMB-0208'),
  },
  {
    title: 'Ready-to-use norbucaine bags for post-operative epidural analgesia',
    shortTitle: 'TIDEMARK',
    registryId: 'MHTR40218884',
    phase: 'phase-4',
    recruitmentStatus: 'completed',
    therapeuticArea: 'anaesthesia',
    sponsor: 'Meridian Hospital Pharmaceuticals',
    intervention: 'Norbucaine 0.1% with fentanyl 2 micrograms/mL ready-to-use 250 mL bags',
    startDate: '2023-09-04T00:00:00.000Z',
    estimatedCompletion: '2025-06-30T00:00:00.000Z',
    targetEnrolment: 900,
    team: 'medical-information',
    eligibility: {
      summary: 'Completed. Adults with an epidural for pain relief after abdominal or thoracic surgery took part.',
      inclusion: criteria('Planned post-operative epidural analgesia'),
      exclusion: criteria('Contraindication to epidural analgesia'),
    },
    sites: [site('kingsmere', 'completed'), site('tallon', 'completed'), site('northbridge', 'completed')],
    background:
      'Compounding epidural infusions on the ward risks dose errors. TIDEMARK followed how ready-to-use bags performed in everyday practice.',
    design: ['Observational, post-authorisation safety study', 'Results were presented at the 2025 national meeting'],
    governance: demoGovernance('MHP-CT-TID-0209'),
  },
  {
    title: 'Once-weekly bremacoagin prophylaxis in critically ill adults',
    shortTitle: 'ANCHOR',
    registryId: 'MHTR40218885',
    phase: 'phase-3',
    recruitmentStatus: 'terminated',
    therapeuticArea: 'haematology',
    sponsor: 'Meridian Hospital Pharmaceuticals',
    intervention: 'Bremacoagin 40 mg subcutaneous once weekly, or daily low-molecular-weight heparin',
    startDate: '2024-02-05T00:00:00.000Z',
    estimatedCompletion: '2025-10-31T00:00:00.000Z',
    targetEnrolment: 1500,
    team: 'clinical-trials-unit',
    eligibility: {
      summary: 'Stopped early for futility after the second interim analysis. No safety concerns were found.',
      inclusion: criteria('Expected ICU stay of 72 hours or more'),
      exclusion: criteria('Active bleeding', 'Platelet count below 50 × 10⁹/L'),
    },
    sites: [site('stAldric', 'completed'), site('glenmoray', 'completed'), site('ballinvale', 'completed')],
    background:
      'A weekly injection would spare patients and nurses daily injections, provided it prevents clots as well.',
    design: ['Randomised 1:1, open-label, non-inferiority', 'Blinded ultrasound screening on days 7 and 14'],
    governance: demoGovernance('MHP-CT-ANC-0210'),
  },
  {
    title: 'Dose-banded ceftorivam in outpatient parenteral antibiotic therapy',
    shortTitle: 'LANTERN',
    registryId: 'MHTR40218886',
    phase: 'phase-4',
    recruitmentStatus: 'active-not-recruiting',
    therapeuticArea: 'infectious-diseases',
    sponsor: 'Meridian Hospital Pharmaceuticals',
    intervention: 'Ceftorivam in three dose bands by weight, once daily by elastomeric pump',
    startDate: '2024-10-01T00:00:00.000Z',
    estimatedCompletion: '2026-12-31T00:00:00.000Z',
    targetEnrolment: 350,
    // Its contact team has passed its review-by date, so the trial shows no contact team until it is renewed.
    team: 'market-access-team',
    eligibility: {
      summary: 'Recruitment complete; participants are in follow-up.',
      inclusion: criteria('Adults starting outpatient IV antibiotics for bone, joint or skin infection'),
      exclusion: criteria('Weight below 40 kg'),
    },
    sites: [site('harrowgate'), site('carrickmore')],
    background: 'Dose banding lets aseptic units prepare pumps in advance. LANTERN checks that levels stay in range.',
    design: ['Single-arm, open-label', 'Trough levels on days 3 and 10'],
    governance: demoGovernance('MHP-CT-LAN-0211'),
  },
  {
    title: 'First-in-human study of MHP-3310 in healthy volunteers',
    shortTitle: 'RIVERSTONE',
    registryId: 'MHTR40218887',
    phase: 'phase-1',
    recruitmentStatus: 'completed',
    therapeuticArea: 'cardiology',
    sponsor: 'Meridian Hospital Pharmaceuticals',
    intervention: 'Single and multiple ascending oral doses of MHP-3310, or placebo',
    startDate: '2024-05-13T00:00:00.000Z',
    estimatedCompletion: '2025-02-28T00:00:00.000Z',
    targetEnrolment: 72,
    team: 'clinical-trials-unit',
    eligibility: {
      summary: 'Completed. Healthy adult volunteers took part at one clinical research facility.',
      inclusion: criteria('Healthy adults aged 18 to 55 years'),
      exclusion: criteria('Any regular medicine other than contraception'),
    },
    sites: [site('stAldric', 'completed')],
    background: 'MHP-3310 is an oral inhibitor studied for heart failure with preserved ejection fraction.',
    design: ['Randomised, double-blind, placebo-controlled dose escalation'],
    governance: demoGovernance('MHP-CT-RIV-0212'),
  },
  {
    title: 'Zelmitide for post-operative ileus after bowel resection',
    shortTitle: 'AURORA',
    registryId: 'MHTR40218888',
    phase: 'phase-2',
    recruitmentStatus: 'not-yet-recruiting',
    therapeuticArea: 'anaesthesia',
    sponsor: 'Meridian Hospital Pharmaceuticals',
    intervention: 'Zelmitide 2 mg IV twice daily for up to 5 days, or placebo',
    startDate: '2027-05-04T00:00:00.000Z',
    estimatedCompletion: '2028-11-30T00:00:00.000Z',
    targetEnrolment: 200,
    team: 'homecare-services',
    eligibility: {
      summary: 'Adults having elective bowel resection.',
      inclusion: criteria('Elective open or laparoscopic bowel resection'),
      exclusion: criteria('Stoma reversal only'),
    },
    sites: [site('ashcombe', 'opening-soon')],
    background: 'Awaiting ethics approval; the listing is being prepared.',
    design: ['Randomised 1:1, double-blind'],
    governance: demoGovernance('MHP-CT-AUR-0213'),
    // Still being written: only editors see it.
    draftOnly: true,
  },
  {
    title: 'Loxatrapine versus placebo for agitation in intensive care',
    shortTitle: 'PINNACLE',
    registryId: 'MHTR40218889',
    phase: 'phase-3',
    recruitmentStatus: 'completed',
    therapeuticArea: 'critical-care',
    sponsor: 'Meridian Hospital Pharmaceuticals',
    intervention: 'Loxatrapine 5 mg IV up to four times daily, or placebo',
    startDate: '2021-03-01T00:00:00.000Z',
    estimatedCompletion: '2023-06-30T00:00:00.000Z',
    targetEnrolment: 700,
    team: 'clinical-trials-unit',
    eligibility: {
      summary: 'Completed.',
      inclusion: criteria('Agitation (RASS +2 or above) in a ventilated adult'),
      exclusion: criteria('Known QT prolongation'),
    },
    sites: [site('northbridge', 'completed'), site('kingsmere', 'completed')],
    background: 'Results were published in 2024.',
    design: ['Randomised 1:1, double-blind, placebo-controlled'],
    // Past its review-by date: flagged in the admin list and no longer served.
    governance: demoGovernance('MHP-CT-PIN-0214', { preparedDaysAgo: 900, reviewInDays: -45 }),
  },
];

/** The demo clinical trials: twelve published across phases and statuses, one draft-only and one expired. */
export async function seedClinicalTrials(payload: Payload, req: PayloadRequest): Promise<void> {
  const { docs: teams } = await payload.find({
    collection: 'teams',
    draft: true,
    pagination: false,
    depth: 0,
    select: { slug: true },
    overrideAccess: true,
    req,
  });
  const teamIds = new Map(teams.map((team) => [team.slug, team.id]));
  const pdfIds = new Map<keyof typeof PDFS, number>();
  for (const [key, pdf] of Object.entries(PDFS) as [keyof typeof PDFS, (typeof PDFS)[keyof typeof PDFS]][]) {
    pdfIds.set(
      key,
      await seedPdfDocument(payload, req, { ...pdf, paragraphs: [...pdf.paragraphs], area: 'wb_read_clinical_trials' }),
    );
  }
  for (const { team, attachments = [], background, design, draftOnly, ...trial } of TRIALS) {
    const contactTeam = team === undefined ? undefined : teamIds.get(team);
    if (team !== undefined && contactTeam === undefined) {
      throw new Error(`The demo trial ${trial.shortTitle} names the team "${team}"; seed the teams first.`);
    }
    await payload.create({
      collection: 'clinical-trials',
      data: {
        ...trial,
        // Trials are known by their acronym, which makes short addresses: /clinical-trials/velocity.
        slug: slugify(trial.shortTitle),
        contactTeam,
        documents: attachments.map((key) => pdfIds.get(key)).filter((id) => id !== undefined),
        description: document(
          paragraph(background),
          heading('Trial design'),
          bullets(...design),
          heading('Referring a patient'),
          paragraph(
            'Contact the trial team named on this page, or the principal investigator at your nearest open site. Do not send patient-identifiable information by email.',
          ),
        ),
        _status: draftOnly ? 'draft' : 'published',
      },
      overrideAccess: true,
      req,
    });
  }
}
