import { sql } from 'drizzle-orm';
import type { Payload, PayloadRequest } from 'payload';

import { changedRows, returnedRows } from './statements';

/**
 * The conditional writes of two-step sign-in: each one UPDATE or DELETE with RETURNING, so a code, a recovery code or
 * a challenge counts once, whichever process gets there first. Each answers whether it changed its row.
 */

/** Takes one try of the challenge with `tokenHash` if it has fewer than `maxFailures`; its row when it did. */
export async function takeChallengeTryRow(
  payload: Payload,
  tokenHash: string,
  maxFailures: number,
): Promise<{ id: unknown; account: unknown; expires_at: unknown } | undefined> {
  const [taken] = await returnedRows<{ id: unknown; account: unknown; expires_at: unknown }>(
    payload,
    sql`UPDATE two_factor_challenges SET failed_attempts = failed_attempts + 1
        WHERE token_hash = ${tokenHash} AND failed_attempts < ${maxFailures}
        RETURNING id, account, expires_at`,
  );
  return taken;
}

/** Deletes the challenge: true for the one request that deleted it. */
export async function deleteChallengeRow(payload: Payload, id: number): Promise<boolean> {
  return (await changedRows(payload, sql`DELETE FROM two_factor_challenges WHERE id = ${id} RETURNING id`)) === 1;
}

/** Replaces a credential's secret while it is still unconfirmed. */
export async function replaceUnconfirmedSecret(payload: Payload, id: number, sealed: string): Promise<boolean> {
  const replaced = await changedRows(
    payload,
    sql`UPDATE two_factor_credentials SET secret = ${sealed}, last_used_step = NULL
      WHERE id = ${id} AND enabled_at IS NULL RETURNING id`,
  );
  return replaced === 1;
}

/** Confirms a credential, only if it is still unconfirmed and still holds `secret`. */
export async function confirmCredentialRow(
  payload: Payload,
  { id, secret, step }: { id: number; secret: string; step: number },
  req: Partial<Pick<PayloadRequest, 'transactionID'>>,
): Promise<boolean> {
  const confirmed = await changedRows(
    payload,
    sql`UPDATE two_factor_credentials SET enabled_at = ${new Date().toISOString()}, last_used_step = ${step}
      WHERE id = ${id} AND enabled_at IS NULL AND secret = ${secret} RETURNING id`,
    req,
  );
  return confirmed === 1;
}

/** Spends one recovery code of the credential. */
export async function spendRecoveryCodeRow(payload: Payload, credentialId: number, codeHash: string): Promise<boolean> {
  const spent = await changedRows(
    payload,
    sql`DELETE FROM two_factor_credentials_recovery_codes
      WHERE _parent_id = ${credentialId} AND code_hash = ${codeHash} RETURNING id`,
  );
  return spent === 1;
}

/** Records the code's time step as used, only if no later or equal step was used before (no replay). */
export async function claimTimeStep(payload: Payload, credentialId: number, step: number): Promise<boolean> {
  const claimed = await changedRows(
    payload,
    sql`UPDATE two_factor_credentials SET last_used_step = ${step}
      WHERE id = ${credentialId} AND enabled_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < ${step})
      RETURNING id`,
  );
  return claimed === 1;
}
