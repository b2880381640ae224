import { z } from 'zod';

import { AREAS } from './areas';
import { type Capability, CapabilitySchema } from './capabilities';

/** The field types an editor can put on a form. `catalogue-products` is the pricing request's product-and-quantity list. */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'phone',
  'number',
  'date',
  'select',
  'radio',
  'checkbox',
  'consent',
  'file',
  'catalogue-products',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** What a form is for: it decides the portal screen that shows it and, for clinical requests, that it can be pinned. */
export const FORM_KINDS = [
  'clinical-request',
  'feasibility',
  'pricing-request',
  'report-issue',
  'callback',
  'contact',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** What the portal fills a field with before the user types: the account's details or the trial it was opened for. */
export const FORM_PREFILLS = ['first-name', 'last-name', 'full-name', 'email', 'trial'] as const;
export type FormPrefill = (typeof FORM_PREFILLS)[number];

/** A field name: a lower-case identifier, unique within its form, used as the key of its value. */
export const FieldNameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/, 'Use lower-case letters, digits and underscores, starting with a letter.');

export const FormOptionSchema = z.object({ value: z.string(), label: z.string() }).meta({ id: 'FormOption' });
export type FormOption = z.infer<typeof FormOptionSchema>;

/** Upload limits, in bytes: a file's and a whole submission's. The server's configuration decides them. */
export const DEFAULT_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const DEFAULT_MAX_SUBMISSION_BYTES = 50 * 1024 * 1024;
/** At most this many files on one file field. */
export const MAX_FILES_PER_FIELD = 5;

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

/** The header that makes a retried submission return its first answer instead of storing a second one. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IdempotencyKeySchema = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use 16 to 128 letters, digits, hyphens or underscores.');

/** A submission's reference: `HCP-` and the year, then a sequence, e.g. HCP-2026-000123. */
export const REFERENCE_PATTERN = /^HCP-\d{4}-\d{6}$/;

/** `POST api/v1/forms/{slug}/submissions` answers 201 with this (and a retry with the same key answers it again). */
export const FormSubmissionResultSchema = z
  .object({
    reference: z.string().regex(REFERENCE_PATTERN),
    submittedAt: z.iso.datetime(),
    confirmation: FormConfirmationSchema,
    /** report-issue: set when the reporter said a patient was harmed; the portal shows how adverse events are handled. */
    adverseEventNotice: z.string().nullable(),
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

/** At most this many pinned requests per account. */
export const MAX_PINNED_REQUESTS = 50;

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

/** The forms the portal opens on their own screens (not from a request category), by their slugs. */
export const SCREEN_FORMS = {
  feasibility: {
    slug: 'clinical-trial-feasibility',
    kind: 'feasibility',
    capability: AREAS['clinical-trials'].capability,
  },
  pricingRequest: { slug: 'pricing-request', kind: 'pricing-request', capability: 'wb_read_pricing_requests' },
  reportIssue: { slug: 'report-an-issue', kind: 'report-issue', capability: 'wb_read_report_issue' },
  callback: { slug: 'request-callback', kind: 'callback', capability: 'wb_read_report_issue' },
  contact: { slug: 'contact', kind: 'contact', capability: null },
} as const satisfies Record<string, { slug: string; kind: FormKind; capability: Capability | null }>;
