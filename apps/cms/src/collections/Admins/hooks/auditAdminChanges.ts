import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload';

import type { AuditAction } from '../../../audit/actions';
import { auditActorOf, auditOriginOf } from '../../../audit/origin';
import { type AuditDetails, recordAuditEvent } from '../../../audit/record';
import type { Admin } from '../../../payload-types';
import { certificationRolesOf } from '../certificationRoles';

const PASSWORD_SET_KEY = 'auditAdminPasswordSet';

function passwordsSet(context: Record<string, unknown>): Set<number | string> {
  const existing = context[PASSWORD_SET_KEY] as Set<number | string> | undefined;
  if (existing) return existing;
  const created = new Set<number | string>();
  context[PASSWORD_SET_KEY] = created;
  return created;
}

/** Payload takes the new password out of the data before `afterChange`: note here that one was set. */
export const noteAdminPasswordChange: CollectionBeforeChangeHook<Admin> = ({ data, operation, originalDoc, req }) => {
  const password: unknown = (data as { password?: unknown }).password;
  if (operation === 'update' && originalDoc && typeof password === 'string' && password !== '') {
    passwordsSet(req.context).add(originalDoc.id);
  }
  return data;
};

/**
 * Records, in the change's own transaction, a CMS account's password, email address, role or certification roles
 * (reviewer, signatory with profession and registration number) being changed in /admin
 * (by its owner or by an administrator). If a record cannot be written, the change is not saved. A reset through
 * "Forgot password?" is recorded at its sign-in (auditAdminSignIn.ts), as Payload saves it without these hooks.
 */
export const auditAdminChanges: CollectionAfterChangeHook<Admin> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc;
  const events: { action: AuditAction; details?: AuditDetails }[] = [];
  if (passwordsSet(req.context).has(doc.id)) events.push({ action: 'password.changed' });
  if (previousDoc.email !== doc.email) {
    events.push({ action: 'email.changed', details: { emailBefore: previousDoc.email, emailAfter: doc.email } });
  }
  if (previousDoc.role !== doc.role) {
    events.push({ action: 'roles.changed', details: { rolesBefore: [previousDoc.role], rolesAfter: [doc.role] } });
  }
  const before = certificationRolesOf(previousDoc);
  const after = certificationRolesOf(doc);
  if (before.join() !== after.join()) {
    events.push({ action: 'certification-roles.changed', details: { rolesBefore: before, rolesAfter: after } });
  }
  const actor = auditActorOf(req);
  const target = { collection: 'admins', id: doc.id, label: doc.email };
  for (const event of events) {
    await recordAuditEvent(req.payload, { ...event, actor, target, ...auditOriginOf(req) }, req);
  }
  return doc;
};
