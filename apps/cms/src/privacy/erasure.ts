import type { FormKind } from '@hcp/contracts/forms';
import type { Payload, PayloadRequest, Where } from 'payload';

import { recordAuditEvent } from '../audit/record';
import { claimAccountRow } from '../db/accounts';
import type { AuditDetails } from '../audit/record';
import type { Form, FormSubmission, FormUpload, User } from '../payload-types';
import { inTransaction } from '../utilities/inTransaction';
import { ERASED, type Identifiers, pseudonymOf, pseudonymousAddress, scrubText, scrubValue } from './pseudonym';
import { queueErasureMail } from './queue';

/**
 * The forms whose submissions erasure keeps, pseudonymised: reports of an issue, which carry adverse events and
 * product complaints that pharmacovigilance law requires the provider to keep (docs/privacy.md). Every other
 * submission is erased with its files.
 */
export const KEPT_FORM_KINDS: readonly FormKind[] = ['report-issue'];

/** The answers that are contact details by their type or by what the portal filled them with. */
const CONTACT_FIELD_TYPES = new Set(['email', 'phone']);
const IDENTITY_PREFILLS = new Set(['first-name', 'last-name', 'full-name', 'email']);

export type ErasureSummary = { keptReports: number; erasedSubmissions: number };

export type ErasureContext = { clientAddress?: string; requestId?: string };

/** A kept report's answers without the submitter: contact and name fields blanked, identifiers cut from free text. */
function pseudonymisedValues(form: Form | null, values: unknown, who: Identifiers): unknown {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return scrubValue(values, who);
  const blanked = Object.fromEntries(
    Object.entries(values as Record<string, unknown>).map(([name, value]) => {
      const field = (form?.fields ?? []).find((candidate) => candidate.name === name);
      const identifying =
        field && (CONTACT_FIELD_TYPES.has(field.type) || (field.prefill && IDENTITY_PREFILLS.has(field.prefill)));
      return [name, identifying && value !== undefined && value !== null && value !== '' ? ERASED : value];
    }),
  );
  return scrubValue(blanked, who);
}

/** The phone numbers and addresses the person typed into their submissions, to cut from every free text too. */
function typedContactDetails(submissions: readonly FormSubmission[]): string[] {
  const found: string[] = [];
  for (const submission of submissions) {
    const form = typeof submission.form === 'object' ? submission.form : null;
    const values = submission.values as Record<string, unknown> | null;
    if (!form || !values || typeof values !== 'object') continue;
    for (const field of form.fields ?? []) {
      const value = values[field.name];
      if (CONTACT_FIELD_TYPES.has(field.type) && typeof value === 'string') found.push(value);
    }
  }
  return found;
}

/** Any address in a text: an event about the person may name addresses they had before (an email change). */
const ANY_ADDRESS = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;

function withoutAddresses(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(ANY_ADDRESS, ERASED);
  if (Array.isArray(value)) return value.map(withoutAddresses);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutAddresses(item)]));
  return value;
}

async function scrubAuditTrail(
  payload: Payload,
  user: Pick<User, 'id' | 'email'>,
  who: Identifiers,
  req: PayloadRequest,
): Promise<void> {
  const id = String(user.id);
  const where: Where = {
    or: [
      { actorId: { equals: id } },
      { actorEmail: { like: user.email } },
      { and: [{ targetCollection: { equals: 'users' } }, { targetId: { equals: id } }] },
    ],
  };
  const { docs } = await payload.find({
    collection: 'audit-events',
    where,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  });
  const pseudonym = pseudonymousAddress(user.email);
  for (const event of docs) {
    const actorIsThem =
      (event.actorKind === 'portal-account' && event.actorId === id) ||
      event.actorEmail?.trim().toLowerCase() === user.email.toLowerCase();
    // The trail is append-only through Payload; erasure is the one change the server makes to it (docs/privacy.md).
    await payload.db.updateOne({
      collection: 'audit-events',
      id: event.id,
      data: {
        actorEmail: actorIsThem ? pseudonym : event.actorEmail ? scrubText(event.actorEmail, who) : event.actorEmail,
        // The event's subject is the person: no address at all stays in its label or details (the old one of an
        // email change, say).
        targetLabel: event.targetLabel ? withoutAddresses(scrubText(event.targetLabel, who)) : event.targetLabel,
        details: event.details ? withoutAddresses(scrubValue(event.details, who)) : event.details,
      },
      req,
      returning: false,
    });
  }
}

/**
 * Erases a portal account (GDPR article 17), in one transaction: nothing is half-erased. Answers null when the
 * account was already gone (an erasure sent at the same moment took it), having changed nothing.
 *
 * - Reports of an issue (KEPT_FORM_KINDS) it sent are kept, pseudonymised: no link to the account, no address, no
 *   name, phone or registration number in the answers or file names; their `callerKey` holds the pseudonym.
 * - Every other submission is deleted with its files; so are its saved form drafts, files it uploaded that belong to
 *   no kept report, and its single sign-on links.
 * - The audit trail's events about it keep the account's id, with the pseudonym in place of the address; no address
 *   (the old one of an email change, say), name or number of the person stays in their labels and details.
 * - One `personal-data.erased` event is recorded, and the confirmation mail queued to the address it had.
 * - The account row is deleted, which ends every session; its hooks delete the CPD log, push subscriptions,
 *   dashboard, pins, stars, recently viewed items, consent records and data exports (with their files).
 */
export async function eraseAccount(
  payload: Payload,
  accountId: number,
  context: ErasureContext = {},
): Promise<ErasureSummary | null> {
  return inTransaction(payload, async (req) => {
    if (!(await claimAccountRow(payload, accountId, req))) return null;
    const user = await payload.findByID({ collection: 'users', id: accountId, depth: 0, overrideAccess: true, req });
    const email = user.email;
    const { docs: submissions } = await payload.find({
      collection: 'form-submissions',
      where: { or: [{ account: { equals: accountId } }, { submitterEmail: { equals: email.toLowerCase() } }] },
      depth: 1,
      pagination: false,
      overrideAccess: true,
      req,
    });
    const who: Identifiers = {
      email,
      firstName: user.firstName,
      lastName: user.lastName,
      registrationNumber: user.registrationNumber,
      otherValues: [user.pendingEmail?.address ?? '', ...typedContactDetails(submissions)],
    };
    const pseudonym = pseudonymOf(email);

    let keptReports = 0;
    let erasedSubmissions = 0;
    for (const submission of submissions) {
      const form = typeof submission.form === 'object' ? submission.form : null;
      const uploads = (submission.files ?? []).filter((file): file is FormUpload => typeof file === 'object');
      if (form && KEPT_FORM_KINDS.includes(form.kind)) {
        await payload.update({
          collection: 'form-submissions',
          id: submission.id,
          data: {
            account: null,
            submitterEmail: null,
            values: pseudonymisedValues(form, submission.values, who) as FormSubmission['values'],
            callerKey: `erased:${pseudonym}`,
            idempotencyKey: null,
            requestHash: null,
          },
          depth: 0,
          overrideAccess: true,
          req,
        });
        for (const upload of uploads) {
          await payload.update({
            collection: 'form-uploads',
            id: upload.id,
            data: { uploadedBy: null, originalName: scrubText(upload.originalName, who) },
            depth: 0,
            overrideAccess: true,
            req,
          });
        }
        keptReports += 1;
        continue;
      }
      await payload.delete({ collection: 'form-submissions', id: submission.id, overrideAccess: true, req });
      if (uploads.length > 0)
        await payload.delete({
          collection: 'form-uploads',
          where: { id: { in: uploads.map((upload) => upload.id) } },
          overrideAccess: true,
          req,
        });
      erasedSubmissions += 1;
    }
    // Its saved drafts, with their files (the drafts' own hook), before the files left below.
    await payload.delete({
      collection: 'form-drafts',
      where: { owner: { equals: accountId } },
      overrideAccess: true,
      req,
    });
    // Files it uploaded that are in no kept report (a submission that failed after storing them, say).
    await payload.delete({
      collection: 'form-uploads',
      where: { uploadedBy: { equals: accountId } },
      overrideAccess: true,
      req,
    });

    // Its single sign-on links, before the trail is scrubbed: deleting one records an `sso.unlinked` event naming the
    // address the link held, which the scrub must reach.
    await payload.delete({
      collection: 'sso-identities',
      where: { user: { equals: accountId } },
      overrideAccess: true,
      req,
    });

    await scrubAuditTrail(payload, user, who, req);
    const details: AuditDetails = { keptReports, erasedSubmissions };
    await recordAuditEvent(
      payload,
      {
        action: 'personal-data.erased',
        actor: { kind: 'portal-account', id: accountId, email: pseudonymousAddress(email) },
        target: { collection: 'users', id: accountId, label: 'Erased portal account' },
        ...(context.clientAddress ? { clientAddress: context.clientAddress } : {}),
        ...(context.requestId ? { requestId: context.requestId } : {}),
        details,
      },
      req,
    );
    await queueErasureMail(payload, email, req);
    await payload.delete({ collection: 'users', id: accountId, overrideAccess: true, req });
    return { keptReports, erasedSubmissions };
  });
}
