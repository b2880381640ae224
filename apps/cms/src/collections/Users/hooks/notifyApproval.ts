import type { CollectionAfterChangeHook } from 'payload';

import { sendMail } from '../../../email/context';
import type { Mail, MailContext } from '../../../email/layout';
import { approvalMail, rejectionMail } from '../../../email/templates';
import type { User } from '../../../payload-types';

/** The professional hears by email as soon as staff decide on their registration: approved, or rejected with why. */
export const notifyApproval: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === previousDoc.status) return doc;
  const { firstName, rejectionReason: reason } = doc;
  const message: ((context: MailContext) => Mail) | undefined =
    doc.status === 'approved'
      ? (context) => approvalMail(context, { firstName })
      : doc.status === 'rejected' && reason
        ? (context) => rejectionMail(context, { firstName, reason })
        : undefined;
  if (!message) return doc;
  try {
    await sendMail(req.payload, doc.email, message, { req });
  } catch (error) {
    // The decision stands even if the mail server is down; the failure is logged for staff to follow up.
    req.payload.logger.error({ err: error, msg: `registration decision mail to account ${String(doc.id)} failed` });
  }
  return doc;
};
