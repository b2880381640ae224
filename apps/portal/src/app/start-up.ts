import { APP_VERSION } from '@hcp/contracts/version';

import { env } from '../config/env';
import { checkForNewVersion, fetchPublishedVersion } from '../lib/app-version';
import { clientConfigApi } from '../lib/client-config';
import { errorReporting } from '../lib/error-reporting';
import { probeServiceWorker, setUpServiceWorker } from '../lib/service-worker';
import type { AppStore } from './store';

async function clearPortalCaches(): Promise<void> {
  if ('caches' in window) {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  }
  await unregisterServiceWorkers();
}

async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
}

/** The version check and the service worker, as the browser starts the portal. */
export function startBackgroundChecks(): void {
  if (!env.production) return;
  void checkForNewVersion({
    running: APP_VERSION,
    fetchPublished: fetchPublishedVersion,
    clearCaches: clearPortalCaches,
    reload: () => window.location.reload(),
    session: window.sessionStorage,
  });

  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    void setUpServiceWorker({
      probe: probeServiceWorker,
      register: () => navigator.serviceWorker.register('/sw.js', { scope: '/' }),
      unregisterAll: unregisterServiceWorkers,
      reload: () => window.location.reload(),
      log: (message) => console.info(message),
      session: window.sessionStorage,
    });
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
