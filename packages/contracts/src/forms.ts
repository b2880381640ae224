import { z } from 'zod';

import { CapabilitySchema } from './capabilities';
import {
  FORM_FIELD_TYPES,
  FORM_KINDS,
  FORM_PREFILLS,
  MAX_FILES_PER_FIELD,
  MAX_PINNED_REQUESTS,
  REFERENCE_PATTERN,
} from './form-constants';

// The forms' words and limits live in form-constants.ts, without zod, so that a screen importing one of them does not
// bring the schemas below; they are exported from here too, as before.
export {
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_MAX_SUBMISSION_BYTES,
  FORM_FIELD_TYPES,
  FORM_KINDS,
  FORM_PREFILLS,
  type FormFieldType,
  type FormKind,
  type FormPrefill,
  IDEMPOTENCY_HEADER,
  MAX_FILES_PER_FIELD,
  MAX_PINNED_REQUESTS,
  REFERENCE_PATTERN,
  SCREEN_FORMS,
} from './form-constants';

/** A field name: a lower-case identifier, unique within its form, used as the key of its value. */
export const FieldNameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/, 'Use lower-case letters, digits and underscores, starting with a letter.');

export const FormOptionSchema = z.object({ value: z.string(), label: z.string() }).meta({ id: 'FormOption' });
export type FormOption = z.infer<typeof FormOptionSchema>;

export const FormFieldSchema = z
  .object({
    name: FieldNameSchema,
    label: z.string(),
    type: z.enum(FORM_FIELD_TYPES),
    required: z.boolean(),
    helpText: z.string().nullable(),
    /** select, radio, checkbox and catalogue-products choose among these (catalogue products: value is the id). */
    options: z.array(FormOptionSchema),
    /** text, textarea, email, phone: the longest value; number: unused. */
    maxLength: z.number().int().min(1).nullable(),
    /** number: the bounds; catalogue-products: the quantity's bounds. */
    min: z.number().nullable(),
    max: z.number().nullable(),
    /** file: whether several files may be sent (up to MAX_FILES_PER_FIELD). */
    multiple: z.boolean(),
    prefill: z.enum(FORM_PREFILLS).nullable(),
    /** report-issue: a radio or checkbox whose answer `yes` means a patient was harmed (routes to pharmacovigilance). */
    marksPatientHarm: z.boolean(),
  })
  .meta({ id: 'FormField' });
export type FormField = z.infer<typeof FormFieldSchema>;

export const FormConfirmationSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('message'), message: z.string() }),
    /** A portal path (starting with `/`) the portal opens after a successful submission. */
    z.object({ type: z.literal('redirect'), path: z.string().regex(/^\/[^/]/) }),
  ])
  .meta({ id: 'FormConfirmation' });
export type FormConfirmation = z.infer<typeof FormConfirmationSchema>;

export const RequestCategorySummarySchema = z
  .object({ slug: z.string(), title: z.string(), description: z.string().nullable() })
  .meta({ id: 'RequestCategorySummary' });
export type RequestCategorySummary = z.infer<typeof RequestCategorySummarySchema>;

/** A form as a list shows it. */
export const FormSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    kind: z.enum(FORM_KINDS),
    category: RequestCategorySummarySchema.nullable(),
  })
  .meta({ id: 'FormSummary' });
export type FormSummary = z.infer<typeof FormSummarySchema>;

/** `GET api/v1/forms/{slug}`: everything the portal needs to render a form. `capability` null means public. */
export const FormDefinitionSchema = FormSummarySchema.extend({
  capability: CapabilitySchema.nullable(),
  fields: z.array(FormFieldSchema),
  submitLabel: z.string(),
  botCheck: z.boolean(),
  confirmation: FormConfirmationSchema,
}).meta({ id: 'FormDefinition' });
export type FormDefinition = z.infer<typeof FormDefinitionSchema>;

/** A catalogue-products line: the product's id (as the option's value) and how many. */
export const ProductQuantitySchema = z.object({ product: z.string(), quantity: z.number().int() });
export type ProductQuantity = z.infer<typeof ProductQuantitySchema>;

/**
 * A field's value as sent: text-like fields, date (yyyy-mm-dd), select and radio send a string; number a number;
 * checkbox the chosen option values; consent a boolean; catalogue-products a list of lines. File fields are not in
 * `values`: their files are the multipart parts named after the field.
 */
export const FieldValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
  z.array(ProductQuantitySchema),
]);
export type FieldValue = z.infer<typeof FieldValueSchema>;

/**
 * The submission's JSON: as the body (application/json) or as the multipart part named `submission`.
 * `botCheck` is the ALTCHA payload (base64) the widget produced; forms without the bot check ignore it.
 */
export const FormSubmissionBodySchema = z
  .object({
    values: z.record(z.string(), FieldValueSchema),
    botCheck: z.string().max(4096).optional(),
    /**
     * Files kept in the caller's saved draft of this form, by file field (upload ids, as the draft lists them): sent
     * with the form by reference instead of again as parts. Signed-in accounts only.
     */
    draftFiles: z.record(FieldNameSchema, z.array(z.number().int().min(1)).max(MAX_FILES_PER_FIELD)).optional(),
  })
  .meta({ id: 'FormSubmissionBody' });
export type FormSubmissionBody = z.infer<typeof FormSubmissionBodySchema>;

export const IdempotencyKeySchema = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use 16 to 128 letters, digits, hyphens or underscores.');

/** The Medical Information line editors keep (Settings → Medical Information), for what cannot wait. */
export const MedicalInformationContactSchema = z
  .object({
    phone: z.string().meta({ description: 'As written for people; make a `tel:` link with `telHref`.' }),
    hours: z.string().nullable().meta({ description: 'When the line answers, e.g. Monday to Friday, 8:00 to 18:00.' }),
  })
  .meta({ id: 'MedicalInformationContact' });
export type MedicalInformationContact = z.infer<typeof MedicalInformationContactSchema>;

/**
 * `GET api/v1/medical-information`: the Medical Information line, public like the brand: the landing page and an
 * account waiting for approval name it as the people to ask. `line` is null when editors set no number.
 */
export const MedicalInformationLineSchema = z
  .object({ line: MedicalInformationContactSchema.nullable() })
  .meta({ id: 'MedicalInformationLine' });
export type MedicalInformationLine = z.infer<typeof MedicalInformationLineSchema>;

/** `POST api/v1/forms/{slug}/submissions` answers 201 with this (and a retry with the same key answers it again). */
export const FormSubmissionResultSchema = z
  .object({
    reference: z.string().regex(REFERENCE_PATTERN),
    submittedAt: z.iso.datetime(),
    confirmation: FormConfirmationSchema,
    /** report-issue: set when the reporter said a patient was harmed; the portal shows how adverse events are handled. */
    adverseEventNotice: z.string().nullable(),
    urgent: z
      .boolean()
      .meta({ description: 'The answers marked the request urgent (the form’s urgency rule, decided by the server).' }),
    deadline: z.iso.date().nullable().meta({
      description: 'A signed-in request’s response deadline (yyyy-mm-dd, London); null for other submissions.',
    }),
    medicalInformation: MedicalInformationContactSchema.nullable().meta({
      description: 'The Medical Information line to call for what cannot wait; null when none is set.',
    }),
  })
  .meta({ id: 'FormSubmissionResult' });
export type FormSubmissionResult = z.infer<typeof FormSubmissionResultSchema>;

/** `GET api/v1/bot-check/challenge`: an ALTCHA proof-of-work challenge, as the widget reads it. */
export const BotCheckChallengeSchema = z
  .object({
    algorithm: z.string(),
    challenge: z.string(),
    maxnumber: z.number().int().optional(),
    salt: z.string(),
    signature: z.string(),
  })
  .meta({ id: 'BotCheckChallenge' });
export type BotCheckChallenge = z.infer<typeof BotCheckChallengeSchema>;

/** `GET api/v1/clinical-requests`: the request categories, each with its forms. */
export const RequestCategorySchema = RequestCategorySummarySchema.extend({
  forms: z.array(FormSummarySchema),
}).meta({ id: 'RequestCategory' });
export type RequestCategory = z.infer<typeof RequestCategorySchema>;

export const RequestCategoryListSchema = z
  .object({ categories: z.array(RequestCategorySchema) })
  .meta({ id: 'RequestCategoryList' });
export type RequestCategoryList = z.infer<typeof RequestCategoryListSchema>;

/** `GET api/v1/account/pinned-clinical-requests` and the answer of its update: the pinned forms, in pin order. */
export const PinnedClinicalRequestsSchema = z
  .object({ pinned: z.array(FormSummarySchema) })
  .meta({ id: 'PinnedClinicalRequests' });
export type PinnedClinicalRequests = z.infer<typeof PinnedClinicalRequestsSchema>;

/** `PATCH api/v1/account/pinned-clinical-requests/update`: the whole new list of pinned form ids, in order. */
export const PinnedClinicalRequestsUpdateSchema = z
  .object({
    pinned: z
      .array(z.number().int().min(1))
      .max(MAX_PINNED_REQUESTS, `Pin at most ${String(MAX_PINNED_REQUESTS)} requests.`)
      .refine((ids) => new Set(ids).size === ids.length, 'A request can be pinned only once.'),
  })
  .meta({ id: 'PinnedClinicalRequestsUpdate' });
export type PinnedClinicalRequestsUpdate = z.infer<typeof PinnedClinicalRequestsUpdateSchema>;
