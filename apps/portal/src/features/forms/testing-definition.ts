import type { FormDefinition, FormField } from '@hcp/contracts/forms';

/** A field with the defaults an editor leaves alone. */
export function fieldOf(field: Partial<FormField> & Pick<FormField, 'name' | 'label' | 'type'>): FormField {
  return {
    required: false,
    helpText: null,
    options: [],
    maxLength: null,
    min: null,
    max: null,
    multiple: false,
    prefill: null,
    marksPatientHarm: false,
    ...field,
  };
}

/** A form with one field of every type, for the renderer's tests. */
export const everyFieldForm: FormDefinition = {
  id: 7,
  slug: 'every-field',
  title: 'Every field',
  description: 'A form with one field of each type.',
  kind: 'report-issue',
  category: null,
  capability: 'wb_read_report_issue',
  submitLabel: 'Send report',
  botCheck: false,
  confirmation: { type: 'message', message: 'We will reply within two working days.' },
  fields: [
    fieldOf({
      name: 'full_name',
      label: 'Full name',
      type: 'text',
      required: true,
      maxLength: 20,
      prefill: 'full-name',
    }),
    fieldOf({ name: 'details', label: 'Details', type: 'textarea', helpText: 'What happened, and when.' }),
    fieldOf({ name: 'email', label: 'Email', type: 'email', required: true, prefill: 'email' }),
    fieldOf({ name: 'phone', label: 'Phone', type: 'phone' }),
    fieldOf({ name: 'patients', label: 'Patients per month', type: 'number', min: 0, max: 500 }),
    fieldOf({ name: 'occurred_on', label: 'Date of the issue', type: 'date' }),
    fieldOf({
      name: 'product',
      label: 'Product',
      type: 'select',
      required: true,
      options: [
        { value: 'amoxicillin', label: 'Amoxicillin' },
        { value: 'vancomycin', label: 'Vancomycin' },
      ],
    }),
    fieldOf({
      name: 'harm',
      label: 'Was a patient harmed?',
      type: 'radio',
      required: true,
      marksPatientHarm: true,
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
    }),
    fieldOf({
      name: 'areas',
      label: 'Areas affected',
      type: 'checkbox',
      options: [
        { value: 'packaging', label: 'Packaging' },
        { value: 'labelling', label: 'Labelling' },
      ],
    }),
    fieldOf({ name: 'attachments', label: 'Attachments', type: 'file', multiple: true }),
    fieldOf({ name: 'consent', label: 'I agree to be contacted about this report', type: 'consent', required: true }),
  ],
};
