import type { CollectionAfterChangeHook } from 'payload';

import { approvalMail } from '../../../email/templates';
import { env } from '../../../env';
import type { User } from '../../../payload-types';

/** The professional hears by email as soon as their account is approved. */
export const notifyApproval: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status !== 'approved' || previousDoc.status === 'approved') return doc;
  try {
    await req.payload.sendEmail({
      to: doc.email,
      ...approvalMail({ firstName: doc.firstName, portalUrl: env.publicUrl }),
    });
  } catch (error) {
    // The approval stands even if the mail server is down; the failure is logged for staff to follow up.
    req.payload.logger.error({ err: error, msg: `approval mail to account ${String(doc.id)} failed` });
  }
  return doc;
};
