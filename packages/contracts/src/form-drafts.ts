import { z } from 'zod';

import { maxLengthOf } from './form-answers';
import {
  FieldNameSchema,
  FieldValueSchema,
  FORM_KINDS,
  type FormField,
  MAX_FILES_PER_FIELD,
  ProductQuantitySchema,
} from './forms';

/** A saved draft is kept this many days after its last save, then deleted with its files. */
export const DRAFT_LIFETIME_DAYS = 30;

/** When a draft saved at `savedAt` is deleted. */
export function draftExpiresAt(savedAt: Date | string): string {
  return new Date(new Date(savedAt).getTime() + DRAFT_LIFETIME_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

/** The files a draft keeps, by file field: the ids of uploads already in the caller's draft of this form. */
export const DraftFileRefsSchema = z
  .record(FieldNameSchema, z.array(z.number().int().min(1)).max(MAX_FILES_PER_FIELD))
  .meta({ id: 'DraftFileRefs' });
export type DraftFileRefs = z.infer<typeof DraftFileRefsSchema>;

/**
 * `PUT api/v1/forms/{slug}/draft`: the answers so far (as the submission's `values`, none required) and the files the
 * draft keeps by reference. New files come as multipart parts named after their field, beside the part `draft`.
 */
export const FormDraftBodySchema = z
  .object({
    values: z.record(z.string(), FieldValueSchema),
    files: DraftFileRefsSchema.optional(),
  })
  .meta({ id: 'FormDraftBody' });
export type FormDraftBody = z.infer<typeof FormDraftBodySchema>;

/** A file kept with a draft: its upload id (to keep it, or to send it with the form), field, name, type and size. */
export const DraftFileSchema = z
  .object({
    id: z.number().int().min(1),
    field: z.string(),
    name: z.string(),
    type: z.string(),
    bytes: z.number().int().min(0),
  })
  .meta({ id: 'DraftFile' });
export type DraftFile = z.infer<typeof DraftFileSchema>;

/** `GET` and `PUT api/v1/forms/{slug}/draft`: the caller's draft of that form. */
export const FormDraftSchema = z
  .object({
    form: z.object({ slug: z.string(), title: z.string() }),
    values: z.record(z.string(), FieldValueSchema),
    files: z.array(DraftFileSchema),
    savedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'FormDraft' });
export type FormDraft = z.infer<typeof FormDraftSchema>;

/** `GET api/v1/forms/{slug}/draft`: the draft, or null when the account has none of this form. */
export const FormDraftAnswerSchema = z.object({ draft: FormDraftSchema.nullable() }).meta({ id: 'FormDraftAnswer' });
export type FormDraftAnswer = z.infer<typeof FormDraftAnswerSchema>;

/** One line of `GET api/v1/account/drafts`. `kind` tells the portal which screen opens the form. */
export const FormDraftSummarySchema = z
  .object({
    formSlug: z.string(),
    formTitle: z.string(),
    formKind: z.enum(FORM_KINDS),
    savedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'FormDraftSummary' });
export type FormDraftSummary = z.infer<typeof FormDraftSummarySchema>;

export const FormDraftListSchema = z.object({ drafts: z.array(FormDraftSummarySchema) }).meta({ id: 'FormDraftList' });
export type FormDraftList = z.infer<typeof FormDraftListSchema>;

/** The longest choice value or product id a draft keeps. */
const MAX_CHOICE_LENGTH = 200;

const tooLong = (field: FormField, max: number) => `${field.label} must be ${String(max)} characters or fewer.`;

/**
 * Checks one answer of a half-filled form for its shape only: the type the field takes and its size. Nothing is
 * required, and what a person may still be typing (an address, a date, a number's bounds) is checked when the form is
 * sent, not when it is saved. Answers the problem, or null.
 */
export function draftAnswerProblem(field: FormField, value: unknown): string | null {
  switch (field.type) {
    case 'file':
      return 'Send files as multipart parts named after the field, or keep them by reference in `files`.';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'Enter a number.';
    case 'consent':
      return typeof value === 'boolean' ? null : 'Send true or false.';
    case 'checkbox': {
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return 'Send a list of options.';
      const items = value;
      if (items.length > field.options.length)
        return `${field.label} has only ${String(field.options.length)} options.`;
      return items.some((item) => item.length > MAX_CHOICE_LENGTH) ? tooLong(field, MAX_CHOICE_LENGTH) : null;
    }
    case 'catalogue-products': {
      const lines = z.array(ProductQuantitySchema).safeParse(value);
      if (!lines.success) return 'Send a list of products and quantities.';
      if (lines.data.length > field.options.length) return `${field.label} lists more products than there are.`;
      return lines.data.some((line) => line.product.length > MAX_CHOICE_LENGTH)
        ? tooLong(field, MAX_CHOICE_LENGTH)
        : null;
    }
    case 'select':
    case 'radio':
      if (typeof value !== 'string') return 'Send the option’s value.';
      return value.length > MAX_CHOICE_LENGTH ? tooLong(field, MAX_CHOICE_LENGTH) : null;
    default: {
      if (typeof value !== 'string') return 'Enter text.';
      const max = field.type === 'date' ? 10 : maxLengthOf(field);
      return value.trim().length > max ? tooLong(field, max) : null;
    }
  }
}

/**
 * Checks a draft's answers and file counts against the form: known fields only, each answer's shape, files only on
 * file fields and no more than the field takes. Answers a message per bad field, or null when the draft may be saved.
 */
export function draftProblems(
  fields: readonly FormField[],
  values: Record<string, unknown>,
  fileCounts: ReadonlyMap<string, number>,
): Record<string, string> | null {
  const params: Record<string, string> = {};
  const byName = new Map(fields.map((field) => [field.name, field]));
  for (const [name, value] of Object.entries(values)) {
    const field = byName.get(name);
    if (!field) params[name] = 'This field is not in the form.';
    else {
      const problem = draftAnswerProblem(field, value);
      if (problem) params[name] = problem;
    }
  }
  for (const [name, count] of fileCounts) {
    const field = byName.get(name);
    if (!field) params[name] = 'This field is not in the form.';
    else if (field.type !== 'file') params[name] = 'This field takes no file.';
    else if (count > (field.multiple ? MAX_FILES_PER_FIELD : 1))
      params[name] = field.multiple
        ? `Attach at most ${String(MAX_FILES_PER_FIELD)} files to ${field.label}.`
        : `Attach one file to ${field.label}.`;
  }
  return Object.keys(params).length > 0 ? params : null;
}
