import type { ClientConfig } from '@hcp/contracts/observability';

import { env } from '../config/env';
import { errorReporting } from '../lib/error-reporting';

let backgroundChecksStarted = false;

/**
 * The version check and the service worker, as the browser starts the portal. Their code comes after the first screen
 * (background-checks.ts): nothing on that screen waits for them. Once a page: the portal that takes over from the
 * sign-in page (app/sign-in-page.tsx) does not start them again.
 */
export function startBackgroundChecks(): void {
  if (!env.production || backgroundChecksStarted) return;
  backgroundChecksStarted = true;
  void import('./background-checks').then((checks) => {
    checks.startBackgroundChecks();
  });
}

/**
 * Starts error reporting with the server's run-time settings when they name a DSN; Sentry's SDK is its own chunk,
 * loaded only then. Without the settings (no DSN, or the call failed) nothing is loaded or sent. A second start on the
 * same page changes nothing (lib/error-reporting.ts).
 */
export async function startErrorReportingWith(config: ClientConfig | undefined): Promise<void> {
  await errorReporting
    .start(config?.sentry ?? undefined, async (settings) =>
      (await import('../lib/error-reporting-sdk')).startSentry(settings),
    )
    .catch((error: unknown) => console.info('Error reporting could not start.', error));
}
