import type { CollectionAfterChangeHook, PayloadRequest } from 'payload';

import type { AuditAction } from '../../../audit/actions';
import { auditActorOf, auditOriginOf } from '../../../audit/origin';
import { type AuditDetails, recordAuditEvent } from '../../../audit/record';
import type { User } from '../../../payload-types';
import { credentialProofFor } from '../credentialProof';
import { credentialChangeOf } from './enforceCredentialRules';

type RoleRef = number | { id: number } | null | undefined;

function roleIds(roles: readonly RoleRef[] | null | undefined): number[] {
  return [
    ...new Set((roles ?? []).map((role) => (typeof role === 'object' && role ? role.id : role)).filter(isId)),
  ].sort((a, b) => a - b);
}

const isId = (value: unknown): value is number => typeof value === 'number';

/** The roles' names, in the order of their ids; a role deleted since is named by its id. */
async function roleNames(req: PayloadRequest, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { docs } = await req.payload.find({
    collection: 'roles',
    where: { id: { in: ids } },
    select: { name: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  });
  const names = new Map(docs.map((role) => [role.id, role.name]));
  return ids.map((id) => names.get(id) ?? `#${String(id)}`);
}

/**
 * Records, in the change's own transaction, what the audit trail asks of a portal account: a password changed (with
 * the current password) or reset (with a reset link), an email address changed (when the new one is confirmed), roles
 * given or taken, and status changes (an approval, a suspension). One save may record several: giving a pending
 * account its first roles changes its roles and approves it. If a record cannot be written, the change is not saved.
 */
export const auditAccountChanges: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  const events: { action: AuditAction; details?: AuditDetails }[] = [];
  if (operation === 'update') {
    const change = credentialChangeOf(req.context, doc.id);
    if (change?.password) {
      const reset = credentialProofFor(req.context, doc.id)?.kind === 'reset-token';
      events.push({ action: reset ? 'password.reset' : 'password.changed' });
    }
    if (change?.emailConfirmed) {
      events.push({
        action: 'email.changed',
        details: { emailBefore: change.emailConfirmed.oldEmail, emailAfter: doc.email },
      });
    }
    if (previousDoc.status !== doc.status) {
      const details = { statusBefore: previousDoc.status, statusAfter: doc.status };
      events.push({ action: doc.status === 'suspended' ? 'account.suspended' : 'approval.changed', details });
    }
  }
  const before = operation === 'update' ? roleIds(previousDoc.roles) : [];
  const after = roleIds(doc.roles);
  if (before.join(',') !== after.join(',')) {
    const rolesBefore = await roleNames(req, before);
    const rolesAfter = await roleNames(req, after);
    events.push({ action: 'roles.changed', details: { rolesBefore, rolesAfter } });
  }
  if (events.length === 0) return doc;

  const actor = auditActorOf(req);
  const target = { collection: 'users', id: doc.id, label: doc.email };
  for (const event of events) {
    await recordAuditEvent(req.payload, { ...event, actor, target, ...auditOriginOf(req) }, req);
  }
  return doc;
};
