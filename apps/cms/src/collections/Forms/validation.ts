import type { FormFieldType, FormKind } from '@hcp/contracts/forms';
import { FieldNameSchema } from '@hcp/contracts/forms';

/** The field types whose choices the editor lists (catalogue products take theirs from the catalogue). */
export const TYPES_WITH_OPTIONS: readonly FormFieldType[] = ['select', 'radio', 'checkbox'];
/** The field types with a longest value. */
export const TYPES_WITH_LENGTH: readonly FormFieldType[] = ['text', 'textarea', 'email', 'phone'];
/** The field types with bounds: a number's value, a product line's quantity. */
export const TYPES_WITH_BOUNDS: readonly FormFieldType[] = ['number', 'catalogue-products'];
/** The field types the portal can prefill. */
export const TYPES_WITH_PREFILL: readonly FormFieldType[] = ['text', 'email'];
/** The field types whose answer can mark a request urgent: one choice among options. */
export const TYPES_MARKING_URGENCY: readonly FormFieldType[] = ['radio', 'select'];
/** The field types that can say a patient was harmed (their option `yes`). */
export const TYPES_MARKING_HARM: readonly FormFieldType[] = ['radio', 'checkbox'];

type StoredField = {
  name?: string | null;
  type?: string | null;
  options?: { value?: string | null }[] | null;
  min?: number | null;
  max?: number | null;
  marksPatientHarm?: boolean | null;
};

const typed = (type: string | null | undefined, among: readonly FormFieldType[]) =>
  (among as readonly (string | null | undefined)[]).includes(type);

/**
 * What is wrong with a form's fields as a whole, or true: names must be valid and unique, choice fields need
 * options with distinct values, bounds must be in order, and a patient-harm field needs a `yes` option.
 */
export function checkFormFields(
  fields: readonly StoredField[] | null | undefined,
  kind: FormKind | null,
): true | string {
  const seen = new Set<string>();
  for (const [index, field] of (fields ?? []).entries()) {
    const where = `Field ${String(index + 1)}${field.name ? ` (${field.name})` : ''}`;
    const name = FieldNameSchema.safeParse(field.name);
    if (!name.success) return `${where}: ${name.error.issues[0]?.message ?? 'the name is not valid.'}`;
    if (seen.has(name.data))
      return `${where}: another field already has the name "${name.data}". Names must be unique.`;
    seen.add(name.data);
    if (typed(field.type, TYPES_WITH_OPTIONS)) {
      const values = (field.options ?? []).map((option) => option.value ?? '');
      if (values.length === 0) return `${where}: add at least one option.`;
      if (new Set(values).size !== values.length) return `${where}: two options have the same value.`;
    }
    if (typeof field.min === 'number' && typeof field.max === 'number' && field.min > field.max)
      return `${where}: the minimum is above the maximum.`;
    if (field.marksPatientHarm) {
      if (kind !== 'report-issue') return `${where}: only a report-an-issue form can mark patient harm.`;
      if (!typed(field.type, TYPES_MARKING_HARM)) return `${where}: only a radio or checkbox field can mark harm.`;
      if (!(field.options ?? []).some((option) => option.value === 'yes'))
        return `${where}: a field that marks patient harm needs an option with the value "yes".`;
    }
  }
  return true;
}

/** A form's urgency rule as the editor wrote it: the question's name and the option that means urgent. */
export type StoredUrgencyRule = { field?: string | null; option?: string | null };

/**
 * What is wrong with a form's urgency rule, or true: empty is no rule; otherwise it names a radio or select question
 * of the form and one of that question's options, so that the rule can never silently match nothing.
 */
export function checkUrgencyRule(
  fields: readonly StoredField[] | null | undefined,
  rule: StoredUrgencyRule | null | undefined,
): true | { path: 'field' | 'option'; message: string } {
  const name = rule?.field?.trim() ?? '';
  const option = rule?.option?.trim() ?? '';
  if (name === '' && option === '') return true;
  if (name === '') return { path: 'field', message: 'Name the question whose answer marks a request urgent.' };
  const field = (fields ?? []).find((one) => one.name === name);
  if (!field) return { path: 'field', message: `The form has no question named "${name}".` };
  if (!typed(field.type, TYPES_MARKING_URGENCY))
    return { path: 'field', message: `"${name}" must be a radio or select question (one choice).` };
  if (option === '') return { path: 'option', message: 'Name the option that means urgent.' };
  const values = (field.options ?? []).map((one) => one.value ?? '');
  if (!values.includes(option))
    return { path: 'option', message: `"${name}" has no option "${option}". Its options: ${values.join(', ')}.` };
  return true;
}
