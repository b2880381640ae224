import { sql } from 'drizzle-orm';
import type { Payload, PayloadRequest } from 'payload';

/** The users' single-use token groups, and their columns (the migrations name them so). */
const TOKEN_COLUMNS = {
  passwordReset: ['password_reset_token_hash', 'password_reset_expires_at'],
  emailVerification: ['email_verification_token_hash', 'email_verification_expires_at'],
  pendingEmail: ['pending_email_token_hash', 'pending_email_expires_at'],
} as const;

export type UserTokenGroup = keyof typeof TOKEN_COLUMNS;

/** The part of Payload's drizzle adapters (SQLite and PostgreSQL alike) this uses. */
type ExecutingAdapter = {
  execute: (args: { db: unknown; sql: ReturnType<typeof sql> }) => Promise<{ rows?: unknown[] }>;
  sessions?: Record<string | number, { db: unknown } | undefined>;
};

/**
 * Spends a user's single-use token (a reset, verification or email-change link) at most once, even when two requests
 * bring it at the same moment: one conditional UPDATE clears it only where it still holds `tokenHash`, and only the
 * request that cleared it goes on. What the token allows runs in `then`, inside the same transaction, so it happens
 * together with the spending or not at all. Answers `null` if the token was no longer there.
 */
export async function spendUserToken<T>(
  payload: Payload,
  { userId, group, tokenHash }: { userId: number; group: UserTokenGroup; tokenHash: string },
  then: (req: Partial<PayloadRequest>) => Promise<T>,
): Promise<{ result: T } | null> {
  const adapter = payload.db as unknown as ExecutingAdapter;
  const [hashColumn, expiresColumn] = TOKEN_COLUMNS[group];
  const transactionID = await payload.db.beginTransaction();
  if (transactionID === null) throw new Error('Spending a token needs database transactions.');
  try {
    const claimed = await adapter.execute({
      db: adapter.sessions?.[transactionID]?.db,
      sql: sql`UPDATE users SET ${sql.identifier(hashColumn)} = NULL, ${sql.identifier(expiresColumn)} = NULL
        WHERE id = ${userId} AND ${sql.identifier(hashColumn)} = ${tokenHash} RETURNING id`,
    });
    if ((claimed.rows ?? []).length === 0) {
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
