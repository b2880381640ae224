import { SCREEN_FORMS } from '@hcp/contracts/forms';
import type { Payload, PayloadRequest } from 'payload';

import { slugify } from '../fields/slug';
import type { Form } from '../payload-types';

type SeedField = Omit<NonNullable<Form['fields']>[number], 'id'>;
type SeedForm = Omit<Form, 'id' | 'slug' | 'category' | 'createdAt' | 'updatedAt' | '_status' | 'fields'> & {
  slug?: string;
  fields: SeedField[];
  draftOnly?: boolean;
};

const options = (...pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label }));
const YES_NO = options(['yes', 'Yes'], ['no', 'No']);

const text = (name: string, label: string, extra: Partial<SeedField> = {}): SeedField => ({
  name,
  label,
  type: 'text',
  required: true,
  ...extra,
});

const CLINICAL_REQUEST = 'wb_read_clinical_requests' as const;
const MESSAGE = (message: string) => ({ type: 'message' as const, message });

/** The three request categories, each with its clinical request forms. */
const CATEGORIES: { title: string; description: string; forms: SeedForm[] }[] = [
  {
    title: 'Medicines information',
    description: 'Questions about using our medicines: dosing, administration, interactions and special populations.',
    forms: [
      {
        title: 'Medicines information enquiry',
        description:
          'Ask our medical information pharmacists about one of our products. We reply within two working days.',
        kind: 'clinical-request',
        capability: CLINICAL_REQUEST,
        submitLabel: 'Send enquiry',
        confirmation: MESSAGE(
          'Thank you. Our medical information team will reply within two working days. For anything that cannot wait, call Medical Information.',
        ),
        // "Today: a patient is waiting" is due the same working day and mailed at once to the duty pharmacist.
        urgency: {
          field: 'urgency',
          option: 'urgent',
          serviceLevelDays: 0,
          confirmationMessage:
            'Thank you. We have marked your enquiry as urgent: the duty medical information pharmacist answers it first.',
        },
        notifications: {
          teamAddress: 'medinfo@example.com',
          urgentAddress: 'medinfo.urgent@example.com',
          copyToSubmitter: true,
        },
        fields: [
          text('product', 'Product', {
            helpText: 'The product name and strength, for example Vancomycin Meridian 1 g.',
          }),
          {
            name: 'question',
            label: 'Your question',
            type: 'textarea',
            required: true,
            maxLength: 4000,
            helpText: 'Do not include patient names or other identifiers.',
          },
          {
            name: 'patient_groups',
            label: 'Patient groups concerned',
            type: 'checkbox',
            required: false,
            options: options(
              ['adult', 'Adults'],
              ['paediatric', 'Children'],
              ['neonatal', 'Neonates'],
              ['pregnancy', 'Pregnancy or breastfeeding'],
              ['renal', 'Renal impairment'],
              ['hepatic', 'Hepatic impairment'],
            ),
          },
          {
            name: 'urgency',
            label: 'How soon do you need an answer?',
            type: 'radio',
            required: true,
            options: options(['routine', 'Within two working days'], ['urgent', 'Today: a patient is waiting']),
          },
          { name: 'reply_email', label: 'Reply to', type: 'email', required: true, prefill: 'email' },
          { name: 'reply_phone', label: 'Phone (optional)', type: 'phone', required: false },
        ],
      },
      {
        title: 'Administration and compatibility enquiry',
        description:
          'How to give a product: reconstitution, dilution, infusion rates, Y-site compatibility, line flushing.',
        kind: 'clinical-request',
        capability: CLINICAL_REQUEST,
        submitLabel: 'Send enquiry',
        confirmation: MESSAGE('Thank you. A medical information pharmacist will reply within two working days.'),
        notifications: { teamAddress: 'medinfo@example.com', copyToSubmitter: true },
        fields: [
          text('product', 'Product'),
          {
            name: 'route',
            label: 'Route',
            type: 'select',
            required: true,
            options: options(
              ['iv-infusion', 'Intravenous infusion'],
              ['iv-bolus', 'Intravenous bolus'],
              ['subcutaneous', 'Subcutaneous'],
              ['intramuscular', 'Intramuscular'],
              ['oral', 'Oral or enteral tube'],
            ),
          },
          text('co_administered', 'Other medicines in the same line', { required: false, maxLength: 500 }),
          { name: 'details', label: 'What you need to know', type: 'textarea', required: true, maxLength: 4000 },
        ],
      },
    ],
  },
  {
    title: 'Aseptic and compounding services',
    description:
      'Requests to our aseptic units: compounded doses, dose-banded products and extemporaneous preparations.',
    forms: [
      {
        title: 'Aseptic compounding request',
        description: 'Ask for a patient-specific or batch compounded product from our MHRA-licensed aseptic units.',
        kind: 'clinical-request',
        capability: CLINICAL_REQUEST,
        submitLabel: 'Send request',
        confirmation: MESSAGE(
          'Thank you. The aseptic services team will confirm the slot and the expected delivery date within one working day.',
        ),
        notifications: { teamAddress: 'aseptic.services@example.com', copyToSubmitter: true },
        fields: [
          text('product', 'Product and strength'),
          {
            name: 'presentation',
            label: 'Presentation',
            type: 'select',
            required: true,
            options: options(
              ['syringe', 'Syringe'],
              ['infusion-bag', 'Infusion bag'],
              ['elastomeric', 'Elastomeric device'],
              ['cassette', 'Ambulatory pump cassette'],
            ),
          },
          {
            name: 'doses',
            label: 'Number of doses',
            type: 'number',
            required: true,
            min: 1,
            max: 500,
          },
          { name: 'required_by', label: 'Needed by', type: 'date', required: true },
          {
            name: 'prescription',
            label: 'Worksheet or prescription (optional)',
            type: 'file',
            required: false,
            multiple: false,
            helpText: 'A PDF or image of the signed worksheet. Remove patient identifiers first.',
          },
          { name: 'notes', label: 'Notes', type: 'textarea', required: false, maxLength: 2000 },
        ],
      },
      {
        title: 'Dose-banding review request',
        description: 'Ask us to review a dose-banding table against our standard products before you adopt it.',
        kind: 'clinical-request',
        capability: CLINICAL_REQUEST,
        submitLabel: 'Send request',
        confirmation: MESSAGE('Thank you. We will send our review within ten working days.'),
        notifications: { teamAddress: 'aseptic.services@example.com', copyToSubmitter: true },
        fields: [
          text('drug', 'Medicine'),
          text('table_reference', 'Table reference or version'),
          {
            name: 'table',
            label: 'The dose-banding table',
            type: 'file',
            required: true,
            multiple: true,
            helpText: 'Spreadsheets or PDFs, up to five files.',
          },
        ],
      },
      {
        title: 'Extemporaneous preparation request',
        description: 'Ask whether we can make an unlicensed special, and for its formulation and shelf life.',
        kind: 'clinical-request',
        capability: CLINICAL_REQUEST,
        submitLabel: 'Send request',
        confirmation: MESSAGE('Thank you. Our technical services team will reply within five working days.'),
        notifications: { teamAddress: 'aseptic.services@example.com', copyToSubmitter: true },
        fields: [
          text('medicine', 'Medicine and strength wanted'),
          {
            name: 'form',
            label: 'Dosage form',
            type: 'radio',
            required: true,
            options: options(['oral-liquid', 'Oral liquid'], ['capsule', 'Capsule'], ['topical', 'Topical']),
          },
          { name: 'monthly_volume', label: 'Expected use per month (units)', type: 'number', required: false, min: 0 },
          { name: 'clinical_need', label: 'Clinical need', type: 'textarea', required: true, maxLength: 3000 },
        ],
      },
    ],
  },
  {
    title: 'Stability and technical data',
    description: 'Data beyond what the stability matrix shows: extended stability, certificates and specifications.',
    forms: [
      {
        title: 'Stability data request',
        description:
          'Ask for stability data for a concentration, diluent, container or storage condition not in the matrix.',
        kind: 'clinical-request',
        capability: CLINICAL_REQUEST,
        submitLabel: 'Send request',
        confirmation: MESSAGE('Thank you. Our technical services team will reply within five working days.'),
        notifications: { teamAddress: 'technical.services@example.com', copyToSubmitter: true },
        fields: [
          text('product', 'Product'),
          text('concentration', 'Concentration', { helpText: 'For example 5 mg/mL.', maxLength: 80 }),
          {
            name: 'diluent',
            label: 'Diluent',
            type: 'select',
            required: true,
            options: options(
              ['sodium-chloride-0-9', 'Sodium chloride 0.9%'],
              ['glucose-5', 'Glucose 5%'],
              ['water', 'Water for injections'],
              ['other', 'Other (say in the notes)'],
            ),
          },
          {
            name: 'container',
            label: 'Container',
            type: 'radio',
            required: true,
            options: options(
              ['pvc-bag', 'PVC bag'],
              ['polyolefin-bag', 'Polyolefin bag'],
              ['syringe', 'Polypropylene syringe'],
            ),
          },
          {
            name: 'storage',
            label: 'Storage conditions',
            type: 'checkbox',
            required: true,
            options: options(['fridge', '2 to 8 °C'], ['room', 'Below 25 °C'], ['light', 'Protected from light']),
          },
          { name: 'notes', label: 'Notes', type: 'textarea', required: false, maxLength: 2000 },
        ],
      },
      {
        title: 'Certificate of analysis request',
        description: 'Ask for the certificate of analysis of a batch you hold.',
        kind: 'clinical-request',
        capability: CLINICAL_REQUEST,
        submitLabel: 'Send request',
        confirmation: MESSAGE('Thank you. We will email the certificate within two working days.'),
        notifications: { teamAddress: 'quality@example.com', copyToSubmitter: true },
        fields: [
          text('product', 'Product'),
          text('batch', 'Batch number', { maxLength: 40 }),
          { name: 'expiry', label: 'Expiry date on the pack', type: 'date', required: false },
        ],
      },
    ],
  },
];

/** The forms the portal opens on their own screens (SCREEN_FORMS). */
const SCREEN: SeedForm[] = [
  {
    title: 'Clinical trial feasibility questionnaire',
    slug: SCREEN_FORMS.feasibility.slug,
    description: 'Tell the trial team whether your site can take part. It takes about ten minutes.',
    kind: SCREEN_FORMS.feasibility.kind,
    capability: SCREEN_FORMS.feasibility.capability,
    submitLabel: 'Send questionnaire',
    confirmation: { type: 'redirect', redirectPath: '/clinical-trials/feasibility-form/confirmation' },
    notifications: { teamAddress: 'clinical.trials@example.com', copyToSubmitter: true },
    fields: [
      text('trial', 'Trial', { prefill: 'trial' }),
      text('contact_name', 'Your name', { prefill: 'full-name' }),
      { name: 'contact_email', label: 'Your email', type: 'email', required: true, prefill: 'email' },
      text('site', 'Site', { helpText: 'Hospital and department.' }),
      text('principal_investigator', 'Principal investigator'),
      {
        name: 'gcp_training',
        label: 'Is the site team’s GCP training current?',
        type: 'radio',
        required: true,
        options: options(
          ['current', 'Yes, everyone is within two years'],
          ['partly', 'Some need refresher training'],
          ['no', 'No'],
        ),
      },
      {
        name: 'eligible_patients_per_month',
        label: 'Expected eligible patients per month',
        type: 'number',
        required: true,
        min: 0,
        max: 1000,
      },
      {
        name: 'competing_studies',
        label: 'Competing studies',
        type: 'textarea',
        required: false,
        maxLength: 2000,
        helpText: 'Studies at your site recruiting the same patients.',
      },
      { name: 'staff', label: 'Research staff available', type: 'textarea', required: true, maxLength: 2000 },
      {
        name: 'pharmacy_capacity',
        label: 'Clinical trials pharmacy capacity',
        type: 'select',
        required: true,
        options: options(
          ['available', 'Capacity available now'],
          ['limited', 'Limited: within three months'],
          ['none', 'No capacity this year'],
        ),
      },
      {
        name: 'ethics_timelines',
        label: 'Expected local approval (R&D and ethics) by',
        type: 'date',
        required: true,
      },
    ],
  },
  {
    title: 'Pricing request',
    slug: SCREEN_FORMS.pricingRequest.slug,
    description: 'Ask for prices of catalogue products for your organisation.',
    kind: SCREEN_FORMS.pricingRequest.kind,
    capability: SCREEN_FORMS.pricingRequest.capability,
    serviceLevelDays: 3,
    submitLabel: 'Request prices',
    confirmation: MESSAGE('Thank you. Our contracts team will send a quotation within three working days.'),
    notifications: { teamAddress: 'pricing@example.com', copyToSubmitter: true },
    fields: [
      text('organisation', 'Organisation', { helpText: 'The trust, health board or hospital the prices are for.' }),
      {
        name: 'products',
        label: 'Products and quantities',
        type: 'catalogue-products',
        required: true,
        min: 1,
        max: 5000,
        helpText: 'Quantities in packs per year.',
      },
      { name: 'notes', label: 'Notes', type: 'textarea', required: false, maxLength: 2000 },
    ],
  },
  {
    title: 'Report an issue',
    slug: SCREEN_FORMS.reportIssue.slug,
    description: 'Report a product quality issue or a problem with the portal.',
    kind: SCREEN_FORMS.reportIssue.kind,
    capability: SCREEN_FORMS.reportIssue.capability,
    submitLabel: 'Send report',
    confirmation: MESSAGE('Thank you for your report. We will investigate it and reply within two working days.'),
    notifications: {
      teamAddress: 'quality@example.com',
      copyToSubmitter: true,
      pharmacovigilanceAddress: 'pharmacovigilance@example.com',
    },
    fields: [
      {
        name: 'issue_type',
        label: 'What is the issue about?',
        type: 'radio',
        required: true,
        options: options(['product-quality', 'Product quality issue'], ['portal-problem', 'Portal problem']),
      },
      text('product', 'Product and batch number', {
        required: false,
        helpText: 'For a product quality issue: the name, strength and batch number on the pack.',
      }),
      { name: 'description', label: 'What happened', type: 'textarea', required: true, maxLength: 5000 },
      {
        name: 'patient_harmed',
        label: 'Was a patient harmed?',
        type: 'radio',
        required: true,
        options: YES_NO,
        marksPatientHarm: true,
        helpText: 'If yes, we also tell our pharmacovigilance team.',
      },
      {
        name: 'attachments',
        label: 'Photos or documents',
        type: 'file',
        required: false,
        multiple: true,
        helpText: 'For example a photo of the pack and batch label.',
      },
    ],
  },
  {
    title: 'Request a callback',
    slug: SCREEN_FORMS.callback.slug,
    description: 'Ask one of our team to phone you.',
    kind: SCREEN_FORMS.callback.kind,
    capability: SCREEN_FORMS.callback.capability,
    // A callback is promised for the next working day at the latest.
    serviceLevelDays: 1,
    submitLabel: 'Request callback',
    confirmation: MESSAGE('Thank you. We will call you at the time you chose, on the next working day at the latest.'),
    notifications: { teamAddress: 'customer.services@example.com', copyToSubmitter: true },
    fields: [
      {
        name: 'topic',
        label: 'Topic',
        type: 'select',
        required: true,
        options: options(
          ['product', 'A product question'],
          ['supply', 'Orders and supply'],
          ['clinical-trials', 'Clinical trials'],
          ['portal', 'Help with the portal'],
          ['other', 'Something else'],
        ),
      },
      { name: 'phone', label: 'Phone number', type: 'phone', required: true, maxLength: 30 },
      {
        name: 'preferred_time',
        label: 'Preferred time',
        type: 'select',
        required: true,
        options: options(
          ['morning', 'Morning (9:00 to 12:00)'],
          ['afternoon', 'Afternoon (12:00 to 17:00)'],
          ['any', 'Any time'],
        ),
      },
    ],
  },
  {
    title: 'Contact us',
    slug: SCREEN_FORMS.contact.slug,
    description: 'Write to us. For medical questions, sign in and use Clinical requests.',
    kind: SCREEN_FORMS.contact.kind,
    capability: SCREEN_FORMS.contact.capability,
    submitLabel: 'Send message',
    confirmation: MESSAGE('Thank you for your message. We reply within two working days.'),
    notifications: { teamAddress: 'hello@example.com', copyToSubmitter: true },
    fields: [
      text('name', 'Your name', { prefill: 'full-name', maxLength: 120 }),
      { name: 'email', label: 'Your email', type: 'email', required: true, prefill: 'email' },
      { name: 'message', label: 'Message', type: 'textarea', required: true, maxLength: 5000 },
      {
        name: 'consent',
        label: 'I agree that the HCP Portal team stores my name, email and message to answer me.',
        type: 'consent',
        required: true,
        helpText: 'We keep your message for 12 months. See our privacy notice.',
      },
    ],
  },
];

async function createForm(payload: Payload, req: PayloadRequest, form: SeedForm, category?: number): Promise<void> {
  const { draftOnly, ...data } = form;
  await payload.create({
    collection: 'forms',
    data: { ...data, slug: form.slug ?? slugify(form.title), category, _status: draftOnly ? 'draft' : 'published' },
    draft: draftOnly,
    overrideAccess: true,
    req,
  });
}

/**
 * Three request categories with their clinical request forms, the forms with their own screens, and one draft; and
 * the Medical Information line every confirmation shows (the demo contact page's number).
 */
export async function seedForms(payload: Payload, req: PayloadRequest): Promise<void> {
  await payload.updateGlobal({
    slug: 'medical-information',
    data: { phone: '+44 1223 000 140', hours: 'Monday to Friday, 8:00 to 18:00' },
    overrideAccess: true,
    req,
  });
  const categoryIds: number[] = [];
  for (const [index, { forms, ...category }] of CATEGORIES.entries()) {
    const created = await payload.create({
      collection: 'request-categories',
      data: { ...category, slug: slugify(category.title), displayOrder: (index + 1) * 10 },
      overrideAccess: true,
      req,
    });
    categoryIds.push(created.id);
    for (const form of forms) await createForm(payload, req, form, created.id);
  }
  // A draft in the first category, which the portal must never serve.
  const enquiry = CATEGORIES[0]?.forms[0];
  if (enquiry) {
    const draft = { ...enquiry, title: 'Off-label use enquiry', draftOnly: true };
    await createForm(payload, req, draft, categoryIds[0]);
  }
  for (const form of SCREEN) await createForm(payload, req, form);
}
