import { z } from 'zod';

/** What the portal needs at run time to report errors and, with consent, to send analytics; null when it is off. */
export const ClientConfigSchema = z
  .object({
    sentry: z
      .object({
        dsn: z.string().meta({ description: 'The public DSN the browser SDK sends its envelopes to.' }),
        environment: z.string().meta({ description: 'Where this server runs, e.g. production or staging.' }),
        release: z.string().meta({ description: 'The app version.' }),
      })
      .nullable()
      .meta({ description: 'Error reporting (Sentry), or null when SENTRY_DSN is not set.' }),
    analytics: z
      .object({
        key: z.string().meta({ description: 'The PostHog project key.' }),
        host: z.string().meta({ description: 'The PostHog origin events go to.' }),
      })
      .nullable()
      .meta({ description: 'Session analytics (PostHog), or null when POSTHOG_KEY and POSTHOG_HOST are not set.' }),
  })
  .meta({ id: 'ClientConfig' });
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

export const ANALYTICS_CONSENT_CHOICES = ['granted', 'denied'] as const;
export const AnalyticsConsentChoiceSchema = z.enum(ANALYTICS_CONSENT_CHOICES);
export type AnalyticsConsentChoice = z.infer<typeof AnalyticsConsentChoiceSchema>;

/** Answer of `GET` and `PUT api/v1/account/analytics-consent`: the account's choice and when it was made. */
export const AnalyticsConsentSchema = z
  .object({
    choice: AnalyticsConsentChoiceSchema.nullable().meta({ description: 'null: the account has not decided yet.' }),
    decidedAt: z.iso.datetime().nullable().meta({ description: 'When the choice was made (ISO 8601).' }),
  })
  .meta({ id: 'AnalyticsConsent' });
export type AnalyticsConsent = z.infer<typeof AnalyticsConsentSchema>;

/** Body of `PUT api/v1/account/analytics-consent`. */
export const AnalyticsConsentUpdateSchema = z
  .object({ choice: AnalyticsConsentChoiceSchema })
  .strict()
  .meta({ id: 'AnalyticsConsentUpdate' });
export type AnalyticsConsentUpdate = z.infer<typeof AnalyticsConsentUpdateSchema>;
