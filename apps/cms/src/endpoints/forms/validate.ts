import { checkAnswer } from '@hcp/contracts/form-answers';
import type { FieldValue, FormDefinition, FormField, ProductQuantity } from '@hcp/contracts/forms';

/** A product line as stored: the product's label at the time, since names in the catalogue may change. */
export type StoredProductLine = { product: string; quantity: number; label: string };
export type StoredValue = string | number | boolean | string[] | StoredProductLine[];

export type CheckedSubmission = {
  values: Record<string, StoredValue>;
  /** A report-issue field marking patient harm was answered `yes`. */
  patientHarm: boolean;
  /** The first email field's answer: where a public form's copy goes. */
  firstEmail: string | null;
};

/** A checked answer as stored: product lines keep their product's label. */
function storedValueOf(field: FormField, value: FieldValue): StoredValue {
  // checkAnswer keeps product lines for catalogue-products fields only.
  if (field.type !== 'catalogue-products') return value as Exclude<FieldValue, ProductQuantity[]>;
  const labels = new Map(field.options.map((option) => [option.value, option.label]));
  return (value as ProductQuantity[]).map((line) => ({ ...line, label: labels.get(line.product) ?? line.product }));
}

/**
 * Checks a submission's values against the form: every answer by the rules the portal runs too (`checkAnswer` in the
 * contracts; files counted from the parts sent), and no field the form does not have. Answers a message per bad field.
 */
export function checkSubmission(
  form: Pick<FormDefinition, 'fields' | 'kind'>,
  values: Record<string, unknown>,
  fileCounts: ReadonlyMap<string, number>,
): { ok: true; submission: CheckedSubmission } | { ok: false; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const stored: Record<string, StoredValue> = {};
  const names = new Set(form.fields.map((field) => field.name));
  for (const name of Object.keys(values)) if (!names.has(name)) params[name] = 'This field is not in the form.';
  for (const name of fileCounts.keys()) if (!names.has(name)) params[name] = 'This field is not in the form.';

  let patientHarm = false;
  let firstEmail: string | null = null;
  for (const field of form.fields) {
    if (field.type === 'file') {
      // Files come as multipart parts; the answer checks count them.
      if (Object.hasOwn(values, field.name))
        params[field.name] = 'Send files as multipart parts named after the field, not in values.';
      else {
        const check = checkAnswer(field, fileCounts.get(field.name) ?? 0);
        if (!check.ok) params[field.name] = check.problem;
      }
      continue;
    }
    if (fileCounts.has(field.name)) {
      params[field.name] = 'This field takes no file.';
      continue;
    }
    const check = checkAnswer(field, values[field.name]);
    if (!check.ok) {
      params[field.name] = check.problem;
      continue;
    }
    if (check.value === undefined) continue;
    stored[field.name] = storedValueOf(field, check.value);
    if (field.marksPatientHarm && form.kind === 'report-issue') {
      const answer = check.value;
      if (answer === 'yes' || (Array.isArray(answer) && (answer as unknown[]).includes('yes'))) patientHarm = true;
    }
    if (field.type === 'email' && firstEmail === null && typeof check.value === 'string') firstEmail = check.value;
  }
  if (Object.keys(params).length > 0) return { ok: false, params };
  return { ok: true, submission: { values: stored, patientHarm, firstEmail } };
}
