import type { RequestContext } from 'payload';

/**
 * What the server's own code proved before changing a portal account's password or email address. Only proofs made
 * here count (a module-private set remembers them), and a request's context cannot be set from outside the server,
 * so Payload's REST API, GraphQL and the admin UI can never present one.
 */
export type CredentialProof =
  /** The signed-in owner typed the current password (api/v1/account/update). */
  | { kind: 'current-password'; userId: number }
  /** The owner followed an unexpired reset link (api/v1/account/process-password-reset). */
  | { kind: 'reset-token'; userId: number }
  /** The owner of the new address followed the link sent to it (api/v1/account/confirm-email-change). */
  | { kind: 'email-confirmation'; userId: number };

const CONTEXT_KEY = 'credentialProof';
const issued = new WeakSet<CredentialProof>();

/** The request context for a local-API update that carries `proof`. */
export function withCredentialProof(proof: CredentialProof): RequestContext {
  issued.add(proof);
  return { [CONTEXT_KEY]: proof };
}

/** The proof this request carries for account `userId`, if the server made one. */
export function credentialProofFor(context: RequestContext, userId: number): CredentialProof | undefined {
  const proof = context[CONTEXT_KEY] as CredentialProof | undefined;
  if (!proof || typeof proof !== 'object' || !issued.has(proof) || proof.userId !== userId) return undefined;
  return proof;
}
