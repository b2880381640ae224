import type { CollectionAfterChangeHook } from 'payload';

import { approvalMail, rejectionMail } from '../../../email/templates';
import { env } from '../../../env';
import type { User } from '../../../payload-types';

/** The professional hears by email as soon as staff decide on their registration: approved, or rejected with why. */
export const notifyApproval: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === previousDoc.status) return doc;
  const message =
    doc.status === 'approved'
      ? approvalMail({ firstName: doc.firstName, portalUrl: env.publicUrl })
      : doc.status === 'rejected' && doc.rejectionReason
        ? rejectionMail({ firstName: doc.firstName, reason: doc.rejectionReason })
        : undefined;
  if (!message) return doc;
  try {
    await req.payload.sendEmail({ to: doc.email, ...message });
  } catch (error) {
    // The decision stands even if the mail server is down; the failure is logged for staff to follow up.
    req.payload.logger.error({ err: error, msg: `registration decision mail to account ${String(doc.id)} failed` });
  }
  return doc;
};
