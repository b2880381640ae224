import { APP_VERSION } from '@hcp/contracts/version';

import { checkForNewVersion, fetchPublishedVersion } from '../lib/app-version';
import { probeServiceWorker, setUpServiceWorker } from '../lib/service-worker';

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

/** The version check and the service worker, as the browser starts the portal (loaded by start-up.ts). */
export function startBackgroundChecks(): void {
  void checkForNewVersion({
    running: APP_VERSION,
    fetchPublished: fetchPublishedVersion,
    clearCaches: clearPortalCaches,
    reload: () => window.location.reload(),
    session: window.sessionStorage,
  });

  if (!('serviceWorker' in navigator)) return;
  const setUp = () => {
    void setUpServiceWorker({
      probe: probeServiceWorker,
      register: () => navigator.serviceWorker.register('/sw.js', { scope: '/' }),
      unregisterAll: unregisterServiceWorkers,
      reload: () => window.location.reload(),
      log: (message) => console.info(message),
      session: window.sessionStorage,
    });
  };
  // After the page's load, as before; this code may itself arrive after it.
  if (document.readyState === 'complete') setUp();
  else window.addEventListener('load', setUp);
}
