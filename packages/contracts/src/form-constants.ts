import { AREAS } from './areas';
import type { Capability } from './capabilities';

/*
 * The forms' words and limits, without zod: a portal screen that needs one of them (the form screen's limits, its
 * screen forms, whether a form's kind is a request) does not bring the schemas of forms.ts and requests.ts, which
 * export these too (issue 16).
 */

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

/** Upload limits, in bytes: a file's and a whole submission's. The server's configuration decides them. */
export const DEFAULT_MAX_FILE_BYTES = 20 * 1024 * 1024;
export const DEFAULT_MAX_SUBMISSION_BYTES = 50 * 1024 * 1024;
/** At most this many files on one file field. */
export const MAX_FILES_PER_FIELD = 5;

/** The header that makes a retried submission return its first answer instead of storing a second one. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A submission's reference: `HCP-` and the year, then a sequence, e.g. HCP-2026-000123. */
export const REFERENCE_PATTERN = /^HCP-\d{4}-\d{6}$/;

/** At most this many pinned requests per account. */
export const MAX_PINNED_REQUESTS = 50;

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

/** The kinds of form whose signed-in submissions are requests with a life cycle; public contact stays outside. */
export const REQUEST_FORM_KINDS = [
  'clinical-request',
  'pricing-request',
  'feasibility',
  'callback',
  'report-issue',
] as const satisfies readonly FormKind[];

export function isRequestKind(kind: string | null | undefined): boolean {
  return (REQUEST_FORM_KINDS as readonly string[]).includes(kind ?? '');
}
