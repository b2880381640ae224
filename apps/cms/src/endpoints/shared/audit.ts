import type { Context } from 'hono';

import type { AuditOrigin } from '../../audit/origin';
import { type AuditActor, recordAuditEvent } from '../../audit/record';
import { env } from '../../env';
import type { PortalApiEnv } from '../context';
import { clientAddress } from '../middleware/rate-limit';

/** The call's client address (TRUST_PROXY_HOPS applied) and request id, as the audit trail records them. */
export function auditOriginOfCall(c: Context<PortalApiEnv>): Required<Omit<AuditOrigin, 'actor'>> {
  return { clientAddress: clientAddress(c, env.trustProxyHops), requestId: c.get('requestId') };
}

/** A portal account acting without being signed in: the holder of a link the server emailed to it. */
export function accountActor(account: { id: number; email: string }): AuditActor {
  return { kind: 'portal-account', id: account.id, email: account.email };
}

/** Why a sign-in failed, as the trail says it: never what was typed. */
export type SignInFailure =
  'wrong-password' | 'wrong-code' | 'unknown-account' | 'throttled' | 'unverified' | 'suspended' | 'rejected';

/**
 * Records a failed portal sign-in. A failure leaves nothing behind to undo, so a trail that cannot be written does not
 * change the answer: the failure is logged and the caller still gets its 401 or 429. Nothing typed is kept: for an
 * unknown account the attempt names no account at all (the typed text could be a password typed in the wrong field).
 */
export async function recordSignInFailure(
  c: Context<PortalApiEnv>,
  reason: SignInFailure,
  account: { id: number; email: string } | null,
): Promise<void> {
  try {
    await recordAuditEvent(c.get('payload'), {
      action: 'sign-in.failed',
      actor: { kind: 'anonymous' },
      target: account ? { collection: 'users', id: account.id, label: account.email } : { collection: 'users' },
      ...auditOriginOfCall(c),
      details: { reason },
    });
  } catch (error) {
    c.get('log').error({ err: error, msg: 'a failed sign-in could not be written to the audit trail' });
  }
}
