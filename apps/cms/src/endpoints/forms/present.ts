import type {
  FormConfirmation,
  FormDefinition,
  FormField,
  FormOption,
  FormSummary,
  RequestCategorySummary,
} from '@hcp/contracts/forms';

import type { Form, RequestCategory } from '../../payload-types';

export function categorySummaryOf(category: RequestCategory): RequestCategorySummary {
  return { slug: category.slug, title: category.title, description: category.description ?? null };
}

/** A form as lists show it; its category when it was read populated (depth 1). */
export function formSummaryOf(form: Form): FormSummary {
  return {
    id: form.id,
    slug: form.slug,
    title: form.title,
    description: form.description ?? null,
    kind: form.kind,
    category: typeof form.category === 'object' && form.category ? categorySummaryOf(form.category) : null,
  };
}

export function confirmationOf(form: Form, urgent = false): FormConfirmation {
  const { type, message, redirectPath } = form.confirmation;
  if (type === 'redirect' && redirectPath) return { type: 'redirect', path: redirectPath };
  // An urgent request is not told the routine wait ("within two working days"): the form's urgent message instead.
  const urgentMessage = urgent ? form.urgency?.confirmationMessage?.trim() : undefined;
  if (urgentMessage) return { type: 'message', message: urgentMessage };
  return { type: 'message', message: message ?? 'Thank you. We have received your submission.' };
}

type StoredField = NonNullable<Form['fields']>[number];

function fieldOf(field: StoredField, productOptions: FormOption[]): FormField {
  return {
    name: field.name,
    label: field.label,
    type: field.type,
    required: field.required ?? false,
    helpText: field.helpText ?? null,
    options:
      field.type === 'catalogue-products'
        ? productOptions
        : ['select', 'radio', 'checkbox'].includes(field.type)
          ? (field.options ?? []).map(({ value, label }) => ({ value, label }))
          : [],
    maxLength: ['text', 'textarea', 'email', 'phone'].includes(field.type) ? (field.maxLength ?? null) : null,
    min: ['number', 'catalogue-products'].includes(field.type) ? (field.min ?? null) : null,
    max: ['number', 'catalogue-products'].includes(field.type) ? (field.max ?? null) : null,
    multiple: field.type === 'file' && (field.multiple ?? false),
    prefill: field.prefill ?? null,
    marksPatientHarm: (field.marksPatientHarm ?? false) && ['radio', 'checkbox'].includes(field.type),
  };
}

/** Everything the portal needs to render the form; catalogue-products fields list `productOptions`. */
export function formDefinitionOf(form: Form, productOptions: FormOption[]): FormDefinition {
  return {
    ...formSummaryOf(form),
    capability: form.capability ?? null,
    fields: (form.fields ?? []).map((field) => fieldOf(field, productOptions)),
    submitLabel: form.submitLabel,
    botCheck: form.botCheck ?? true,
    confirmation: confirmationOf(form),
  };
}
