import type { PushPermission } from '../../lib/push-device';

/**
 * What this browser and the server allow (docs/notifications.md, "Push states"): `checking` while the server's key is
 * asked for; `unsupported` without the Push API or the service worker (only production builds register it);
 * `not-configured` when the server has no VAPID keys (its public key answers 503); then the browser's permission.
 */
export type PushAvailability = 'checking' | 'unsupported' | 'not-configured' | 'denied' | 'default' | 'granted';

export type ServerKey = 'checking' | 'present' | 'absent';

export function pushAvailabilityOf(
  browser: { supported: boolean; permission: PushPermission },
  serverKey: ServerKey,
): PushAvailability {
  if (!browser.supported) return 'unsupported';
  if (serverKey === 'checking') return 'checking';
  if (serverKey === 'absent') return 'not-configured';
  return browser.permission;
}

/** Whether the switches can do anything on this browser: it may notify, or may still be asked. */
export function switchesUsable(availability: PushAvailability): boolean {
  return availability === 'granted' || availability === 'default';
}
