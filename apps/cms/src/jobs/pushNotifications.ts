import type { Payload, PayloadRequest, TaskConfig } from 'payload';
import { z } from 'zod';

import type { Env } from '../env';
import { TASK_DEADLINE_MS } from '../db/job-claims';
import { PUSH_COLLECTIONS, type PushCollection, pushMessageFor } from '../push/messages';
import { recipientsOf, sendAll } from '../push/send';

export const PUSH_QUEUE = 'push';
export const PUSH_TASK = 'sendPushNotifications';
/** A notification is tried this many times in all before the browsers still owed one are given up. */
export const PUSH_ATTEMPTS = 8;
/** The longest wait between tries, whatever a push service's Retry-After asks. */
const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

const collectionSlugs = Object.keys(PUSH_COLLECTIONS) as [PushCollection, ...PushCollection[]];
const TaskInputSchema = z.object({
  collection: z.enum(collectionSlugs),
  id: z.number().int(),
  attempt: z.number().int().min(1).default(1),
});
export type PushTaskInput = z.input<typeof TaskInputSchema>;

/** Queues the notifications about a published item; the queue sends them, so the editor's save never waits. */
export async function queuePushNotifications(
  payload: Payload,
  item: { collection: PushCollection; id: number },
  req?: PayloadRequest,
  options: { attempt?: number; waitUntil?: Date } = {},
): Promise<void> {
  await payload.jobs.queue({
    task: PUSH_TASK,
    queue: PUSH_QUEUE,
    input: { ...item, attempt: options.attempt ?? 1 },
    ...(options.waitUntil ? { waitUntil: options.waitUntil } : {}),
    req,
  });
}

/**
 * Sends an item's notification to every browser owed one. Browsers whose push service asked to retry (429, 5xx, no
 * answer) are tried again by a follow-up job, after the service's Retry-After or an exponential backoff, up to
 * PUSH_ATTEMPTS tries; delivery rows make sure nobody is notified twice. A run stops starting new sends at `signal`
 * (the task's deadline, far inside the claim's lease): a follow-up job with the same try number sends the rest.
 */
export async function sendPushNotifications(
  payload: Payload,
  config: Pick<Env, 'vapid' | 'pushServiceOrigins' | 'pushRetryDelayMs'>,
  input: PushTaskInput,
  signal?: AbortSignal,
): Promise<{ sent: number; retrying: number; unsent: number }> {
  const { collection, id, attempt } = TaskInputSchema.parse(input);
  if (!config.vapid) return { sent: 0, retrying: 0, unsent: 0 };
  const message = await pushMessageFor(payload, collection, id);
  if (!message) return { sent: 0, retrying: 0, unsent: 0 };
  const subscriptions = await recipientsOf(payload, PUSH_COLLECTIONS[collection]);
  const { outcomes, unsent } = await sendAll(
    payload,
    config,
    subscriptions,
    `${collection}:${String(id)}`,
    message,
    signal,
  );
  const retries = outcomes.flatMap((outcome) => (outcome.kind === 'retry' ? [outcome] : []));
  const givenUp = retries.length > 0 && attempt >= PUSH_ATTEMPTS;
  if (givenUp) {
    payload.logger.warn({
      msg: 'push notifications given up after the last try',
      collection,
      id,
      owed: retries.length,
    });
  }
  if (unsent > 0 || (retries.length > 0 && !givenUp)) {
    // Refusals count a try and wait; browsers only not reached yet are sent to at once, on the same try.
    const retrying = retries.length > 0 && !givenUp;
    const backoff = config.pushRetryDelayMs * 2 ** (attempt - 1);
    const asked = Math.max(0, ...retries.map((retry) => retry.retryAfterMs ?? 0));
    const delay = retrying ? Math.min(Math.max(backoff, asked), MAX_RETRY_DELAY_MS) : 0;
    await queuePushNotifications(payload, { collection, id }, undefined, {
      attempt: retrying ? attempt + 1 : attempt,
      waitUntil: new Date(Date.now() + delay),
    });
  }
  return {
    sent: outcomes.filter((outcome) => outcome.kind === 'sent').length,
    retrying: givenUp ? 0 : retries.length,
    unsent,
  };
}

/** The push task, for the jobs config. */
export function pushTask(config: Pick<Env, 'vapid' | 'pushServiceOrigins' | 'pushRetryDelayMs'>): TaskConfig {
  return {
    slug: PUSH_TASK,
    label: 'Send push notifications about a published item',
    inputSchema: [
      { name: 'collection', type: 'text', required: true },
      { name: 'id', type: 'number', required: true },
      { name: 'attempt', type: 'number' },
    ],
    // Failures of the server itself (the database down) retry the whole job; push services' own refusals are
    // handled above, per browser.
    retries: { attempts: 3, backoff: { type: 'exponential', delay: config.pushRetryDelayMs } },
    handler: async ({ input, req }) => {
      await sendPushNotifications(req.payload, config, input as PushTaskInput, AbortSignal.timeout(TASK_DEADLINE_MS));
      return { output: {} };
    },
  };
}
