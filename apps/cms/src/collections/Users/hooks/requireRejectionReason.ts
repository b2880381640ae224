import { ValidationError, type CollectionBeforeChangeHook } from 'payload';

import type { User } from '../../../payload-types';

/**
 * A registration is rejected only with a reason, which the professional is sent (notifyApproval.ts). Leaving the
 * rejected status clears the reason, so an old one is never sent again or shown with a later decision.
 */
export const requireRejectionReason: CollectionBeforeChangeHook<User> = ({ data, originalDoc, operation, req }) => {
  const status = data.status ?? originalDoc?.status;
  if (status !== 'rejected') return data.rejectionReason ? { ...data, rejectionReason: null } : data;
  const reason = (data.rejectionReason ?? originalDoc?.rejectionReason ?? '').trim();
  if (operation === 'update' && originalDoc?.status !== 'rejected' && reason === '') {
    throw new ValidationError({
      collection: 'users',
      errors: [
        { path: 'rejectionReason', message: 'Say why the registration is rejected: the professional is sent it.' },
      ],
      req,
    });
  }
  return data.rejectionReason === undefined ? data : { ...data, rejectionReason: reason };
};
