import type { Payload, PayloadRequest } from 'payload';

import type { AuditAction, AuditActorKind } from './actions';

export type AuditActor = { kind: AuditActorKind; id?: string | number; email?: string };

export type AuditTarget = { collection: string; id?: string | number; label?: string; version?: string | number };

/** A detail is a short fact about the change (the roles before and after, a status), never a secret. */
export type AuditDetails = Record<string, string | number | boolean | null | string[]>;

export type AuditEvent = {
  action: AuditAction;
  actor: AuditActor;
  target?: AuditTarget;
  /** The client's address as the server trusts it (utilities/clientAddress.ts). */
  clientAddress?: string;
  /** The request's id, as in the logs and the answer's X-Request-Id. */
  requestId?: string;
  details?: AuditDetails;
};

/** Keys that must never reach the trail, whatever a caller passes in `details`. */
const SECRET_KEY = /pass|secret|token|code|hash|salt|otp|key/i;

/** Drops any detail whose name looks like a secret's, so a careless caller cannot write one into the trail. */
export function withoutSecrets(details: AuditDetails | undefined): AuditDetails | undefined {
  if (!details) return undefined;
  return Object.fromEntries(Object.entries(details).filter(([name]) => !SECRET_KEY.test(name)));
}

/** A value as text within its field's length, so an odd input never stops a record from being written. */
function clip(value: string | number | undefined, maxLength: number): string | undefined {
  return value === undefined ? undefined : String(value).slice(0, maxLength);
}

/**
 * Appends one event to the audit trail. With `req`, the event is written in the request's transaction: it is kept only
 * if the change it records is. It throws when the write fails; the caller decides whether the action may go on without
 * its record.
 */
export async function recordAuditEvent(payload: Payload, event: AuditEvent, req?: PayloadRequest): Promise<void> {
  await payload.create({
    collection: 'audit-events',
    overrideAccess: true,
    depth: 0,
    ...(req ? { req } : {}),
    data: {
      at: new Date().toISOString(),
      action: event.action,
      actorKind: event.actor.kind,
      actorId: clip(event.actor.id, 64),
      actorEmail: clip(event.actor.email, 320),
      targetCollection: clip(event.target?.collection, 100),
      targetId: clip(event.target?.id, 64),
      targetLabel: clip(event.target?.label, 300),
      targetVersion: clip(event.target?.version, 64),
      clientAddress: clip(event.clientAddress, 64),
      requestId: clip(event.requestId, 128),
      details: withoutSecrets(event.details),
    },
  });
}
