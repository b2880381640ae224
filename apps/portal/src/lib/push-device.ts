/**
 * This browser's side of Web Push: whether it can, its current subscription, subscribing with the server's key and
 * unsubscribing. Only the service worker the portal registers (production builds) can receive pushes.
 */
export type PushPermission = 'granted' | 'denied' | 'default';

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export function pushPermission(): PushPermission {
  return pushSupported() ? Notification.permission : 'denied';
}

/** The browser's own permission prompt; call it inside a click, or browsers ignore it. */
export function askPushPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration('/');
}

/** The browser's subscription, as the server's subscribe call takes it; undefined when there is none. */
export async function currentPushSubscription(): Promise<PushSubscription | undefined> {
  return (await (await registration())?.pushManager.getSubscription()) ?? undefined;
}

/** Subscribes this browser with the server's VAPID public key (base64url); answers the subscription's JSON. */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  if (!pushSupported()) throw new Error('This browser cannot receive push notifications.');
  // The worker registers after the page loads; a sign-in right after waits for it, a little.
  const worker = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('No service worker: push needs the production build.')), 10_000),
    ),
  ]);
  const key = Uint8Array.from(atob(publicKey.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
  const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON();
}

/**
 * Ends this browser's subscription: first tells the server (`tellServer`, with the token still present), then the
 * browser. Failures are only logged (spec section 8): signing out never waits on them.
 */
export async function unsubscribeThisBrowser(tellServer: (endpoint: string) => Promise<unknown>): Promise<void> {
  try {
    const subscription = await currentPushSubscription();
    if (!subscription) return;
    await tellServer(subscription.endpoint).catch((error: unknown) => {
      console.info('push: the server was not told of the unsubscription', error);
    });
    await subscription.unsubscribe();
  } catch (error) {
    console.info('push: could not unsubscribe this browser', error);
  }
}
