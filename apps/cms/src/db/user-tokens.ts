import { sql } from 'drizzle-orm';
import type { Payload, PayloadRequest } from 'payload';

import { rowsInTransaction } from './statements';

/**
 * The users' single-use token groups and their columns (the migrations name them so). A group that keeps its spent hash
 * clears only the expiry: the hash with no expiry marks a link that was used, so a second opening of a confirmation link
 * can be told apart from a token nobody issued.
 */
const TOKEN_GROUPS = {
  passwordReset: { hash: 'password_reset_token_hash', expires: 'password_reset_expires_at', keepsSpentHash: false },
  emailVerification: {
    hash: 'email_verification_token_hash',
    expires: 'email_verification_expires_at',
    keepsSpentHash: true,
  },
  pendingEmail: { hash: 'pending_email_token_hash', expires: 'pending_email_expires_at', keepsSpentHash: false },
} as const;

export type UserTokenGroup = keyof typeof TOKEN_GROUPS;

/**
 * Spends a user's single-use token (a reset, verification or email-change link) at most once, even when two requests
 * bring it at the same moment: one conditional UPDATE spends it only where it still holds `tokenHash` with an expiry,
 * and only the request that spent it goes on. What the token allows runs in `then`, inside the same transaction, so it happens
 * together with the spending or not at all. Answers `null` if the token was no longer there.
 */
export async function spendUserToken<T>(
  payload: Payload,
  { userId, group, tokenHash }: { userId: number; group: UserTokenGroup; tokenHash: string },
  then: (req: Partial<PayloadRequest>) => Promise<T>,
): Promise<{ result: T } | null> {
  const { hash, expires, keepsSpentHash } = TOKEN_GROUPS[group];
  const hashColumn = sql.identifier(hash);
  const expiresColumn = sql.identifier(expires);
  const spend = keepsSpentHash ? sql`${expiresColumn} = NULL` : sql`${hashColumn} = NULL, ${expiresColumn} = NULL`;
  const transactionID = await payload.db.beginTransaction();
  if (transactionID === null) throw new Error('Spending a token needs database transactions.');
  try {
    const claimed = await rowsInTransaction(
      payload,
      transactionID,
      sql`UPDATE users SET ${spend}
        WHERE id = ${userId} AND ${hashColumn} = ${tokenHash} AND ${expiresColumn} IS NOT NULL RETURNING id`,
    );
    if (claimed.length === 0) {
      await payload.db.rollbackTransaction(transactionID);
      return null;
    }
    const result = await then({ transactionID });
    await payload.db.commitTransaction(transactionID);
    return { result };
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID);
    throw error;
  }
}
