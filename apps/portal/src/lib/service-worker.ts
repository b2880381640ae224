/** What to do about the service worker, from how its script request went (spec section 4). */
export type ServiceWorkerDecision = 'register' | 'unregister-and-reload' | 'offline';

export function decideServiceWorker(
  probe: { status: number; contentType: string | null } | 'network-error',
): ServiceWorkerDecision {
  if (probe === 'network-error') return 'offline';
  if (probe.status === 404 || !/javascript/i.test(probe.contentType ?? '')) return 'unregister-and-reload';
  return 'register';
}

const RELOADED_KEY = 'hcp-portal.reloaded-for-service-worker';

export type ServiceWorkerDeps = {
  probe: () => Promise<{ status: number; contentType: string | null }>;
  register: () => Promise<unknown>;
  unregisterAll: () => Promise<void>;
  reload: () => void;
  log: (message: string) => void;
  session: Pick<Storage, 'getItem' | 'setItem'>;
};

/** Registers the worker, or removes a broken one and reloads (once per tab session), or notes that the app is offline. */
export async function setUpServiceWorker(deps: ServiceWorkerDeps): Promise<ServiceWorkerDecision> {
  let decision: ServiceWorkerDecision;
  try {
    decision = decideServiceWorker(await deps.probe());
  } catch {
    decision = 'offline';
  }
  if (decision === 'offline') {
    deps.log('The service worker script could not be fetched: the HCP Portal is running offline.');
  } else if (decision === 'register') {
    await deps.register();
  } else {
    await deps.unregisterAll();
    if (deps.session.getItem(RELOADED_KEY) !== 'yes') {
      deps.session.setItem(RELOADED_KEY, 'yes');
      deps.reload();
    }
  }
  return decision;
}

/** Whether the server has a service worker to register: its `/sw.js` answer's status and type, past every cache. */
export async function probeServiceWorker(): Promise<{ status: number; contentType: string | null }> {
  const response = await fetch('/sw.js', { cache: 'no-store' });
  return { status: response.status, contentType: response.headers.get('content-type') };
}
