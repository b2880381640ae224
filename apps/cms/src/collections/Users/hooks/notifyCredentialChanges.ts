import type { CollectionAfterChangeHook, PayloadRequest } from 'payload';

import {
  emailChangedMail,
  emailChangeLinkMail,
  emailChangeRequestedMail,
  passwordChangedMail,
} from '../../../email/templates';
import { sendMail } from '../../../email/context';
import type { Mail, MailContext } from '../../../email/layout';
import type { User } from '../../../payload-types';
import { credentialChangeOf } from './enforceCredentialRules';

async function send(req: PayloadRequest, to: string, mail: (context: MailContext) => Mail) {
  try {
    await sendMail(req.payload, to, mail, { req });
  } catch (error) {
    // The change stands even if the mail server is down; the failure is logged for staff to follow up.
    req.payload.logger.error({ err: error, msg: 'a credential change mail could not be sent' });
  }
}

/** Keeps only the session of the owner making the change (if they are signed in on this request), or none. */
async function revokeOtherSessions(req: PayloadRequest, doc: User): Promise<void> {
  const caller = req.user as { collection?: string; id?: unknown; _sid?: unknown } | null;
  const own = caller?.collection === 'users' && caller.id === doc.id ? caller._sid : undefined;
  const stored = await req.payload.db.findOne<User>({ collection: 'users', where: { id: { equals: doc.id } }, req });
  const kept = (stored?.sessions ?? []).filter((session) => own !== undefined && session.id === own);
  await req.payload.db.updateOne({ collection: 'users', id: doc.id, data: { sessions: kept }, req, returning: false });
}

/**
 * After a credential change: every other session ends, and the old address hears of it (the new one gets the
 * confirmation link). A password change revokes sessions in Payload itself; email changes do it here.
 */
export const notifyCredentialChanges: CollectionAfterChangeHook<User> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update') return doc;
  const change = credentialChangeOf(req.context, doc.id);
  if (!change) return doc;
  const recipient = { firstName: doc.firstName };
  if (change.emailRequested || change.emailConfirmed) await revokeOtherSessions(req, doc);
  if (change.password) await send(req, previousDoc.email, (context) => passwordChangedMail(context, recipient));
  if (change.emailRequested) {
    const { newEmail, token } = change.emailRequested;
    await send(req, newEmail, (context) => emailChangeLinkMail(context, { ...recipient, token }));
    await send(req, previousDoc.email, (context) => emailChangeRequestedMail(context, { ...recipient, newEmail }));
  }
  if (change.emailConfirmed) {
    await send(req, change.emailConfirmed.oldEmail, (context) =>
      emailChangedMail(context, { ...recipient, newEmail: doc.email }),
    );
  }
  return doc;
};
