import type { ClientConfig } from '@hcp/contracts/observability';

import type * as AnalyticsSdk from './analytics-sdk';

type AnalyticsSettings = NonNullable<ClientConfig['analytics']>;
type Sdk = typeof AnalyticsSdk;

/** The SDK module once loaded: only after an account has consented. */
let sdk: Promise<Sdk> | undefined;

/** Starts (or resumes) PostHog for an account that consented; the SDK is its own chunk, loaded only now. */
export function startAnalytics(settings: AnalyticsSettings): void {
  sdk ??= import('./analytics-sdk');
  void sdk
    .then((module) => module.startPostHog(settings))
    .catch((error: unknown) => console.info('Analytics could not start.', error));
}

/** Stops capturing and recording (declined, signed out). Nothing to do when the SDK was never loaded. */
export function stopAnalytics(): void {
  void sdk?.then((module) => module.stopPostHog()).catch(() => undefined);
}
