import { PUSH_AREA_CAPABILITIES, type PushArea, pushAreasOpenTo, type PushMessage } from '@hcp/contracts/push';
import { type Payload, type PayloadRequest, ValidationError } from 'payload';
import webpush from 'web-push';

import { capabilitiesOf } from '../access/capabilitiesOf';
import type { Env } from '../env';
import type { PushSubscription as StoredSubscription } from '../payload-types';
import { isAllowedPushEndpoint } from './endpointPolicy';

/** How long a push service keeps an undelivered notification (a day: news of a publication goes stale). */
const TTL_SECONDS = 24 * 60 * 60;
/** Sends at once to this many browsers; the rest wait their turn. */
const PARALLEL_SENDS = 10;
const SEND_TIMEOUT_MS = 10_000;

export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'already-sent' }
  | { kind: 'gone' }
  | { kind: 'retry'; retryAfterMs: number | undefined }
  | { kind: 'failed'; status: number | undefined };

/**
 * The subscriptions of approved accounts whose roles open `area` and who did not switch its notifications off. The
 * query narrows by the area's capability; each account is then held to `pushAreasOpenTo`, the rule its account page
 * and the portal's offer answer by, so nobody is notified about an area they may not read.
 */
export async function recipientsOf(payload: Payload, area: PushArea, req?: Partial<PayloadRequest>) {
  const roles = await payload.find({
    collection: 'roles',
    where: { capabilities: { contains: PUSH_AREA_CAPABILITIES[area] } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  if (roles.docs.length === 0) return [];
  const accounts = await payload.find({
    collection: 'users',
    where: { and: [{ roles: { in: roles.docs.map((role) => role.id) } }, { status: { equals: 'approved' } }] },
    pagination: false,
    depth: 1,
    select: { notificationsOff: true, roles: true },
    overrideAccess: true,
    req,
  });
  const willing = accounts.docs
    .filter((account) => pushAreasOpenTo(capabilitiesOf(account)).includes(area))
    .filter((account) => !(account.notificationsOff ?? []).includes(area))
    .map((account) => account.id);
  if (willing.length === 0) return [];
  const subscriptions = await payload.find({
    collection: 'push-subscriptions',
    where: { account: { in: willing } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  return subscriptions.docs;
}

function retryAfterMs(header: string | undefined): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * Sends one notification to one browser, once: the delivery row is claimed first (a unique key), and given back if
 * the push service asks to retry. A subscription the service no longer knows (404, 410) is deleted.
 */
export async function sendOne(
  payload: Payload,
  config: Pick<Env, 'vapid' | 'pushServiceOrigins'>,
  subscription: Pick<StoredSubscription, 'id' | 'endpoint' | 'p256dh' | 'auth'>,
  itemKey: string,
  message: PushMessage,
): Promise<PushOutcome> {
  const { vapid } = config;
  if (!vapid) return { kind: 'failed', status: undefined };
  if (!isAllowedPushEndpoint(subscription.endpoint, config.pushServiceOrigins)) {
    // The allowed services changed since it subscribed: it is never sent to again.
    await payload.delete({ collection: 'push-subscriptions', id: subscription.id, overrideAccess: true });
    return { kind: 'gone' };
  }
  const key = `${String(subscription.id)}:${itemKey}`;
  let claim: { id: number };
  try {
    claim = await payload.create({ collection: 'push-deliveries', data: { key }, overrideAccess: true });
  } catch (error) {
    if (error instanceof ValidationError) return { kind: 'already-sent' };
    throw error;
  }
  const answer = await deliver(subscription, message, vapid);
  if (answer.ok) return { kind: 'sent' };
  const { status } = answer;
  if (status === 404 || status === 410) {
    await payload.delete({ collection: 'push-subscriptions', id: subscription.id, overrideAccess: true });
    return { kind: 'gone' };
  }
  if (status !== undefined && status !== 429 && status < 500) {
    payload.logger.warn({ msg: 'a push service refused a notification', status });
    return { kind: 'failed', status };
  }
  // 429, 5xx or no answer at all: give the claim back so the retry sends it.
  await payload.delete({ collection: 'push-deliveries', id: claim.id, overrideAccess: true });
  return { kind: 'retry', retryAfterMs: retryAfterMs(answer.retryAfter) };
}

type Delivery = { ok: true } | { ok: false; status: number | undefined; retryAfter?: string | undefined };

/**
 * One POST to the push service. web-push encrypts the message for the browser (RFC 8291, aes128gcm) and signs the
 * VAPID header; the request itself goes out through fetch, which follows no redirect here (a 3xx counts as a
 * refusal) and gives up after SEND_TIMEOUT_MS.
 */
async function deliver(
  subscription: Pick<StoredSubscription, 'endpoint' | 'p256dh' | 'auth'>,
  message: PushMessage,
  vapid: NonNullable<Env['vapid']>,
): Promise<Delivery> {
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      urgency: 'normal',
      topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
    },
  );
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status >= 200 && response.status < 300) return { ok: true };
    return { ok: false, status: response.status, retryAfter: response.headers.get('retry-after') ?? undefined };
  } catch {
    return { ok: false, status: undefined };
  }
}

/**
 * Sends the message to every subscription, a few at a time; answers each outcome in order. Once `signal` is aborted
 * (the task's deadline) no new batch starts: `unsent` counts the subscriptions not tried, for a follow-up job.
 */
export async function sendAll(
  payload: Payload,
  config: Pick<Env, 'vapid' | 'pushServiceOrigins'>,
  subscriptions: readonly Pick<StoredSubscription, 'id' | 'endpoint' | 'p256dh' | 'auth'>[],
  itemKey: string,
  message: PushMessage,
  signal?: AbortSignal,
): Promise<{ outcomes: PushOutcome[]; unsent: number }> {
  const outcomes: PushOutcome[] = [];
  for (let start = 0; start < subscriptions.length; start += PARALLEL_SENDS) {
    if (signal?.aborted) return { outcomes, unsent: subscriptions.length - start };
    const batch = subscriptions.slice(start, start + PARALLEL_SENDS);
    outcomes.push(...(await Promise.all(batch.map((one) => sendOne(payload, config, one, itemKey, message)))));
  }
  return { outcomes, unsent: 0 };
}
