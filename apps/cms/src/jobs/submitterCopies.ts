import type { Payload } from 'payload';
import { RateLimiterRes } from 'rate-limiter-flexible';

import { type Limiter, type SharedLimits, sharedLimitsOf } from '../utilities/shared-limits';

/** Copies one address may receive per hour from submissions it did not sign in to send. */
export const COPIES_PER_ADDRESS_PER_HOUR = 3;

/** One mailbox however it is spelt: trimmed, lower case, without a `+tag` in the local part. */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, Math.max(at, 0)).trim().toLowerCase();
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return `${local.split('+')[0] ?? ''}@${domain}`;
}

/** Counted in the store every process shares (shared-limits.ts): any process may run the mail job. */
const counters = new WeakMap<SharedLimits, Limiter>();
async function copiesOf(payload: Payload): Promise<Limiter> {
  const limits = await sharedLimitsOf(payload);
  let copies = counters.get(limits);
  if (!copies) {
    copies = limits.limiter('submitter-copy', { points: COPIES_PER_ADDRESS_PER_HOUR, durationSeconds: 60 * 60 });
    counters.set(limits, copies);
  }
  return copies;
}

/** True, and counted, when another copy may go to `address` this hour; false once it has had its copies. */
export async function mayCopyTo(payload: Payload, address: string): Promise<boolean> {
  try {
    await (await copiesOf(payload)).consume(mailboxOf(address));
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false;
    throw refusal;
  }
}

/** Gives back the count of a copy that could not be sent (SMTP down), so the retry may send it. */
export async function copyNotSent(payload: Payload, address: string): Promise<void> {
  await (await copiesOf(payload)).reward(mailboxOf(address), 1);
}
