import { z } from 'zod';

import { AREAS } from './areas';
import type { Capability } from './capabilities';

/** The areas that send push notifications, each opened by one capability. */
export const PUSH_AREAS = ['important-updates', 'stability', 'education'] as const;
export type PushArea = (typeof PUSH_AREAS)[number];

export const PUSH_AREA_CAPABILITIES: Record<PushArea, Capability> = {
  'important-updates': AREAS['important-updates'].capability,
  stability: AREAS.stability.capability,
  education: AREAS.education.capability,
};

/**
 * The one rule for who may be notified about an area: the areas whose capability the account's roles grant. The server
 * sends by it (`recipientsOf`), answers the account page's switches by it, and the portal's offer names only what it
 * answers; a person is never notified about content they may not read.
 */
export function pushAreasOpenTo(capabilities: readonly Capability[]): PushArea[] {
  return PUSH_AREAS.filter((area) => capabilities.includes(PUSH_AREA_CAPABILITIES[area]));
}

export const PUSH_AREA_LABELS: Record<PushArea, string> = {
  'important-updates': 'New important updates',
  stability: 'Stability data published with a notice',
  education: 'Education published with a notice',
};

/** An account may keep this many subscriptions (browsers and devices); a new one beyond it replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** The longest endpoint URL accepted; push services use a few hundred characters. */
export const MAX_PUSH_ENDPOINT_LENGTH = 2048;

/** How many bytes a base64url string holds (padding allowed), or undefined if it is not base64url. */
export function base64urlBytes(value: string): number | undefined {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return undefined;
  const length = value.replace(/=+$/, '').length;
  if (length % 4 === 1) return undefined;
  return Math.floor((length * 3) / 4);
}

/** `GET wb-push-notifications/v1/push/public-key`: the server's VAPID public key, for `applicationServerKey`. */
export const PushPublicKeySchema = z
  .object({
    publicKey: z.string().meta({ description: 'The VAPID public key, base64url (65 bytes, uncompressed P-256).' }),
  })
  .meta({ id: 'PushPublicKey' });
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

const EndpointSchema = z
  .url({ error: 'Send the push service URL the browser gave.' })
  .max(MAX_PUSH_ENDPOINT_LENGTH)
  .meta({ description: 'The push service URL the browser gave.' });

/** The body of `POST wb-push-notifications/v1/push/subscribe`: the browser's `PushSubscription.toJSON()`. */
export const PushSubscriptionInputSchema = z
  .object({
    endpoint: EndpointSchema,
    expirationTime: z.number().int().nonnegative().nullable().optional(),
    keys: z.object({
      p256dh: z
        .string()
        .refine((value) => base64urlBytes(value) === 65, 'Send the browser’s p256dh key (65 bytes, base64url).'),
      auth: z
        .string()
        .refine((value) => base64urlBytes(value) === 16, 'Send the browser’s auth secret (16 bytes, base64url).'),
    }),
  })
  .meta({ id: 'PushSubscriptionInput' });
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** The body of `POST wb-push-notifications/v1/push/unsubscribe`. */
export const PushUnsubscribeSchema = z.object({ endpoint: EndpointSchema }).meta({ id: 'PushUnsubscribe' });
export type PushUnsubscribe = z.infer<typeof PushUnsubscribeSchema>;

/** What a notification carries to the service worker: at most 4 KB; `url` is a portal path. */
export const PushMessageSchema = z
  .object({
    title: z.string().max(120),
    body: z.string().max(400),
    url: z
      .string()
      .startsWith('/')
      .refine((value) => !value.startsWith('//'), 'A portal path, not another site.'),
    tag: z.string().max(100),
  })
  .meta({ id: 'PushMessage' });
export type PushMessage = z.infer<typeof PushMessageSchema>;

/** `GET api/v1/account/notifications`: which areas may notify the caller, and whether each is on. */
export const NotificationPreferencesSchema = z
  .object({
    areas: z.array(
      z.object({ area: z.enum(PUSH_AREAS), label: z.string(), enabled: z.boolean() }).meta({ id: 'NotificationArea' }),
    ),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** The body of `PUT api/v1/account/notifications`: the areas switched off (all others are on). */
export const NotificationPreferencesUpdateSchema = z
  .object({ off: z.array(z.enum(PUSH_AREAS)).max(PUSH_AREAS.length) })
  .meta({ id: 'NotificationPreferencesUpdate' });
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdateSchema>;
