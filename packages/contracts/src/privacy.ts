import { z } from 'zod';

import { PUSH_AREA_LABELS, PUSH_AREAS, type PushArea } from './push';

/**
 * Personal data self-service (GDPR articles 15, 17 and 20): a copy of one's data, erasure, and the consents one gave.
 * docs/privacy.md says what each holds and why.
 */

/** How long a finished export can be downloaded, from the moment it is ready. */
export const DATA_EXPORT_LIFETIME_HOURS = 24;

/** queued: waiting for the job queue; building: being written; ready: downloadable; failed; expired: file deleted. */
export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed', 'expired'] as const;
export const DataExportStatusNameSchema = z.enum(DATA_EXPORT_STATUSES).meta({ id: 'DataExportStatusName' });
export type DataExportStatusName = z.infer<typeof DataExportStatusNameSchema>;

/** The files of an export, one JSON file per kind of data, and the uploaded files below `form-uploads/`. */
export const DATA_EXPORT_FILES = [
  'profile.json',
  'roles.json',
  'cpd-entries.json',
  'dashboard.json',
  'pinned-clinical-requests.json',
  'starred-stability-products.json',
  'recently-viewed.json',
  'form-submissions.json',
  'form-drafts.json',
  'push-subscriptions.json',
  'consent-records.json',
  'single-sign-on-links.json',
] as const;
export type DataExportFile = (typeof DATA_EXPORT_FILES)[number];

/** The folder of an export that holds the files sent with form submissions. */
export const DATA_EXPORT_UPLOADS_FOLDER = 'form-uploads/';

/** `{id}` of the export routes: an export's numeric id. */
export const DataExportIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, 'Use the export’s id.')
    .meta({ param: { name: 'id', in: 'path' }, example: '12' }),
});

/** Answer of `POST api/v1/account/export` (202): the export just queued. */
export const DataExportStartedSchema = z
  .object({ id: z.number().int().positive().meta({ description: 'The export’s id, for its status.' }) })
  .meta({ id: 'DataExportStarted' });
export type DataExportStarted = z.infer<typeof DataExportStartedSchema>;

/** Answer of `GET api/v1/account/export/{id}`. */
export const DataExportStatusSchema = z
  .object({
    id: z.number().int().positive(),
    status: DataExportStatusNameSchema,
    progress: z.number().int().min(0).max(100).meta({ description: 'How far the build is, in percent.' }),
    requestedAt: z.iso.datetime(),
    download: z
      .object({
        path: z.string().meta({
          description:
            'The download, below the JSON API root. Fetch it with the Authorization header: it answers only to the export’s owner.',
        }),
        fileName: z.string(),
        bytes: z.number().int().nonnegative(),
        expiresAt: z.iso.datetime().meta({ description: 'The file is deleted then.' }),
      })
      .optional()
      .meta({ description: 'Only while the export is ready.' }),
  })
  .meta({ id: 'DataExportStatus' });
export type DataExportStatus = z.infer<typeof DataExportStatusSchema>;

/** Answer of `GET api/v1/account/export`: the latest export of the account, if any, so the page can pick it up. */
export const LatestDataExportSchema = z
  .object({ export: DataExportStatusSchema.nullable() })
  .meta({ id: 'LatestDataExport' });
export type LatestDataExport = z.infer<typeof LatestDataExportSchema>;

/** Body of `POST api/v1/account/delete`. */
export const AccountDeletionSchema = z
  .object({
    password: z
      .string({ error: 'Enter your password.' })
      .min(1, 'Enter your password.')
      .max(256, 'Use at most 256 characters.'),
    code: z
      .string()
      .trim()
      .max(64, 'Enter the code your authenticator app shows, or a recovery code.')
      .optional()
      .meta({ description: 'With two-step sign-in on: a code from the app, or a recovery code.' }),
  })
  .strict()
  .meta({ id: 'AccountDeletion' });
export type AccountDeletion = z.infer<typeof AccountDeletionSchema>;

/** The purposes an account can consent to: session analytics, and push notifications per area. */
export const CONSENT_PURPOSES = ['analytics', ...PUSH_AREAS.map((area) => `push-${area}` as const)] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export const ConsentPurposeSchema = z.enum(CONSENT_PURPOSES).meta({ id: 'ConsentPurpose' });

export const pushConsentPurpose = (area: PushArea): ConsentPurpose => `push-${area}`;

export const CONSENT_PURPOSE_LABELS: Record<ConsentPurpose, string> = {
  analytics: 'Session analytics: page views and masked session recordings',
  ...(Object.fromEntries(
    PUSH_AREAS.map((area) => [`push-${area}`, `Push notifications: ${PUSH_AREA_LABELS[area]}`]),
  ) as Record<`push-${PushArea}`, string>),
};

export const CONSENT_STATES = ['given', 'withdrawn'] as const;
export const ConsentStateSchema = z.enum(CONSENT_STATES).meta({ id: 'ConsentState' });
export type ConsentState = z.infer<typeof ConsentStateSchema>;

/** One purpose on the account page: what it is, whether consent stands now, since when, and every change. */
export const ConsentSchema = z
  .object({
    purpose: ConsentPurposeSchema,
    label: z.string(),
    state: z
      .enum(['given', 'withdrawn', 'not-asked'])
      .meta({ description: '`not-asked`: the account has never answered for this purpose.' }),
    since: z.iso.datetime().nullable().meta({ description: 'When the current state began; null when not asked.' }),
    history: z
      .array(z.object({ state: ConsentStateSchema, at: z.iso.datetime() }))
      .meta({ description: 'Every recorded change, newest first.' }),
  })
  .meta({ id: 'Consent' });
export type Consent = z.infer<typeof ConsentSchema>;

/** Answer of `GET api/v1/account/consents` and of a withdrawal. */
export const ConsentListSchema = z.object({ consents: z.array(ConsentSchema) }).meta({ id: 'ConsentList' });
export type ConsentList = z.infer<typeof ConsentListSchema>;

/** Body of `POST api/v1/account/consents/withdraw`. */
export const ConsentWithdrawalSchema = z
  .object({ purpose: ConsentPurposeSchema })
  .strict()
  .meta({ id: 'ConsentWithdrawal' });
export type ConsentWithdrawal = z.infer<typeof ConsentWithdrawalSchema>;
