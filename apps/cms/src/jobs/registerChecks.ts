import type { Payload, PayloadRequest, TaskConfig } from 'payload';
import { z } from 'zod';

import type { Env } from '../env';
import type { User } from '../payload-types';
import { askRegister, RegisterCheckUnavailable, resultOf } from '../registration/register-check';

export const REGISTER_CHECK_QUEUE = 'register-checks';
export const REGISTER_CHECK_TASK = 'checkRegistration';
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
