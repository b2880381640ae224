import type { Payload, PayloadRequest, TaskConfig } from 'payload';
import { z } from 'zod';

import type { Env } from '../env';
import type { User } from '../payload-types';
import { askRegister, RegisterCheckUnavailable, resultOf } from '../registration/register-check';
import { keepRecurringJobQueued, nextUtcHour } from './recurring';

export const REGISTER_CHECK_QUEUE = 'register-checks';
export const REGISTER_CHECK_TASK = 'checkRegistration';
export const REGISTER_RECHECK_QUEUE = 'register-rechecks';
export const REGISTER_RECHECK_TASK = 'recheckRegistrations';
/** Each registration is checked again once its last check is this old: monthly. */
export const RECHECK_AFTER_DAYS = 30;
/** The most checks one nightly sweep queues; the rest are the oldest of the next night's. */
export const RECHECK_BATCH = 500;
/** The sweep runs at 02:00 UTC, out of clinical hours, and after the audit retention at midnight. */
const RECHECK_HOUR_UTC = 2;
/** Tries in all while the service is unavailable; after the last the account shows `unavailable` until the next check. */
export const REGISTER_CHECK_ATTEMPTS = 6;

const TaskInputSchema = z.object({ userId: z.number().int(), attempt: z.number().int().min(1).default(1) });
export type RegisterCheckTaskInput = z.input<typeof TaskInputSchema>;

type CheckEnv = Pick<Env, 'registerCheck'>;

/** Queues a check of one account's registration; does nothing when no REGISTER_CHECK_URL is set. */
export async function queueRegisterCheck(
  payload: Payload,
  env: CheckEnv,
  userId: number,
  options: { req?: PayloadRequest; attempt?: number; waitUntil?: Date } = {},
): Promise<void> {
  if (!env.registerCheck) return;
  await payload.jobs.queue({
    task: REGISTER_CHECK_TASK,
    queue: REGISTER_CHECK_QUEUE,
    input: { userId, attempt: options.attempt ?? 1 },
    ...(options.waitUntil ? { waitUntil: options.waitUntil } : {}),
    ...(options.req ? { req: options.req } : {}),
  });
}

/**
 * Checks one account's registration with the provider's service and keeps the result on the account, for the approval
 * queue. Written without the collection's hooks: a result is not a change the professional or staff made. While the
 * service is unavailable, a follow-up job tries again with a doubling wait, up to REGISTER_CHECK_ATTEMPTS tries.
 */
export async function checkRegistration(
  payload: Payload,
  env: CheckEnv,
  input: RegisterCheckTaskInput,
): Promise<{ result: string } | { retrying: true } | { skipped: true }> {
  const { userId, attempt } = TaskInputSchema.parse(input);
  const config = env.registerCheck;
  if (!config) return { skipped: true };
  const user = await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: userId } } });
  // Only the accounts staff decide on, or have approved: not unconfirmed addresses nor closed accounts.
  if (!user?.regulator || !user.registrationNumber || (user.status !== 'pending' && user.status !== 'approved'))
    return { skipped: true };
  const previous = user.registerCheck?.result;
  const store = (registerCheck: NonNullable<User['registerCheck']>) =>
    payload.db.updateOne({ collection: 'users', id: userId, data: { registerCheck }, returning: false });
  try {
    const answer = await askRegister(config, {
      regulator: user.regulator,
      registrationNumber: user.registrationNumber,
      firstName: user.firstName,
      lastName: user.lastName,
    });
    const result = resultOf(answer, previous);
    await store({
      result,
      registeredName: answer.registeredName ?? null,
      checkedNumber: `${user.regulator} ${user.registrationNumber}`,
      checkedAt: new Date().toISOString(),
    });
    if (result === 'lapsed' && previous !== 'lapsed')
      payload.logger.warn({ msg: 'a registration has lapsed', user: userId, regulator: user.regulator });
    return { result };
  } catch (error) {
    if (!(error instanceof RegisterCheckUnavailable)) throw error;
    if (attempt < REGISTER_CHECK_ATTEMPTS) {
      payload.logger.warn({ msg: 'the register-check service is unavailable; trying again later', attempt });
      await queueRegisterCheck(payload, env, userId, {
        attempt: attempt + 1,
        waitUntil: new Date(Date.now() + config.retryDelayMs * 2 ** (attempt - 1)),
      });
      return { retrying: true };
    }
    payload.logger.error({ err: error, msg: 'the register-check service stayed unavailable', user: userId });
    await store({
      result: 'unavailable',
      registeredName: user.registerCheck?.registeredName ?? null,
      checkedNumber: `${user.regulator} ${user.registrationNumber}`,
      checkedAt: new Date().toISOString(),
    });
    return { result: 'unavailable' };
  }
}

/** The register-check task, for the jobs config. */
export function registerCheckTask(env: CheckEnv): TaskConfig {
  return {
    slug: REGISTER_CHECK_TASK,
    label: 'Check a professional’s registration with the register-check service',
    inputSchema: [
      { name: 'userId', type: 'number', required: true },
      { name: 'attempt', type: 'number' },
    ],
    // The service's own outages are retried above; this covers the server's (the database down).
    retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
    handler: async ({ input, req }) => {
      await checkRegistration(req.payload, env, input as RegisterCheckTaskInput);
      return { output: {} };
    },
  };
}

/**
 * The monthly re-check: queues a check of every approved or pending registration whose last check is older than
 * RECHECK_AFTER_DAYS days, or that was never checked (accounts from before the service was set), at most
 * RECHECK_BATCH a night. A registration whose number has lapsed then shows `lapsed` to staff (resultOf).
 */
export async function recheckRegistrations(
  payload: Payload,
  env: CheckEnv,
  { now = new Date(), req }: { now?: Date; req?: PayloadRequest } = {},
): Promise<{ queued: number }> {
  if (!env.registerCheck) return { queued: 0 };
  const cutoff = new Date(now.getTime() - RECHECK_AFTER_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      and: [
        { status: { in: ['approved', 'pending'] } },
        { regulator: { exists: true } },
        { registrationNumber: { exists: true } },
        {
          or: [{ 'registerCheck.checkedAt': { exists: false } }, { 'registerCheck.checkedAt': { less_than: cutoff } }],
        },
      ],
    },
    sort: 'registerCheck.checkedAt',
    limit: RECHECK_BATCH,
    pagination: false,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
    ...(req ? { req } : {}),
  });
  for (const { id } of docs) await queueRegisterCheck(payload, env, id, req ? { req } : {});
  return { queued: docs.length };
}

/** Keeps the next night's re-check sweep queued (worker.ts, `prepare`); a second sweep the same night queues duplicates of no harm. */
export async function scheduleRegisterRechecks(payload: Payload, now = new Date()): Promise<void> {
  await keepRecurringJobQueued(payload, {
    task: REGISTER_RECHECK_TASK,
    queue: REGISTER_RECHECK_QUEUE,
    at: nextUtcHour(now, RECHECK_HOUR_UTC),
  });
}

/** The nightly sweep that queues the monthly re-checks, for the jobs config. */
export function registerRecheckTask(env: CheckEnv): TaskConfig {
  return {
    slug: REGISTER_RECHECK_TASK,
    label: 'Queue the monthly re-check of registrations',
    outputSchema: [{ name: 'queued', type: 'number', required: true }],
    retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
    handler: async ({ req }) => {
      const { queued } = await recheckRegistrations(req.payload, env, { req });
      req.payload.logger.info({ msg: `register re-check: ${String(queued)} registration(s) queued for a check` });
      return { output: { queued } };
    },
  };
}
