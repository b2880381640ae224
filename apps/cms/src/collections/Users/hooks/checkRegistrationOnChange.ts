import type { CollectionAfterChangeHook } from 'payload';

import { env } from '../../../env';
import { queueRegisterCheck } from '../../../jobs/registerChecks';
import type { User } from '../../../payload-types';

/**
 * With a register-check service (REGISTER_CHECK_URL), a registration is checked as it reaches the approval queue (its
 * address confirmed), and again whenever the professional changes their regulator or number. The check runs in the job
 * queue, so neither the confirmation nor the change waits for the service.
 */
export const checkRegistrationOnChange: CollectionAfterChangeHook<User> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !env.registerCheck) return doc;
  if (doc.status !== 'pending' && doc.status !== 'approved') return doc;
  const reachedQueue = doc.status === 'pending' && previousDoc.status !== 'pending';
  const renumbered =
    doc.regulator !== previousDoc.regulator || doc.registrationNumber !== previousDoc.registrationNumber;
  if (reachedQueue || renumbered) await queueRegisterCheck(req.payload, env, doc.id, { req });
  return doc;
};
