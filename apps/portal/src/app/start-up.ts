import { env } from '../config/env';
import { clientConfigApi } from '../lib/client-config';
import { errorReporting } from '../lib/error-reporting';
import type { AppStore } from './store';

/**
 * The version check and the service worker, as the browser starts the portal. Their code comes after the first screen
 * (background-checks.ts): nothing on that screen waits for them.
 */
export function startBackgroundChecks(): void {
  if (!env.production) return;
  void import('./background-checks').then((checks) => {
    checks.startBackgroundChecks();
  });
}

/**
 * Reads the server's run-time settings and starts error reporting when they name a DSN; Sentry's SDK is its own chunk,
 * loaded only then. Without the settings (no DSN, or the call failed) nothing is loaded or sent.
 */
export async function startErrorReporting(store: AppStore): Promise<void> {
  const config = await store
    .dispatch(clientConfigApi.endpoints.getClientConfig.initiate(undefined))
    .unwrap()
    .catch(() => undefined);
  await errorReporting
    .start(config?.sentry ?? undefined, async (settings) =>
      (await import('../lib/error-reporting-sdk')).startSentry(settings),
    )
    .catch((error: unknown) => console.info('Error reporting could not start.', error));
}
