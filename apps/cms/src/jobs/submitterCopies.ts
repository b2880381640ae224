import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

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

// The mail queue runs in the server's one process, so the count lives there.
const copies = new RateLimiterMemory({
  keyPrefix: 'submitter-copy',
  points: COPIES_PER_ADDRESS_PER_HOUR,
  duration: 60 * 60,
});

/** True, and counted, when another copy may go to `address` this hour; false once it has had its copies. */
export async function mayCopyTo(address: string): Promise<boolean> {
  try {
    await copies.consume(mailboxOf(address));
    return true;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false;
    throw refusal;
  }
}

/** Gives back the count of a copy that could not be sent (SMTP down), so the retry may send it. */
export async function copyNotSent(address: string): Promise<void> {
  await copies.reward(mailboxOf(address), 1);
}
