import { APIError, type CollectionBeforeOperationHook } from 'payload';

/**
 * Payload's forgotPassword mails inside its transaction, and on SQLite its request-interval write waits for the lock
 * that transaction holds. CMS reset mails go through requestAdminPasswordReset (jobs/adminPasswordReset.ts); the
 * operation itself may run only without its mail, as the tests and scripts that want its token do.
 */
export const refuseMailInTransaction: CollectionBeforeOperationHook = (hook) => {
  // Read as a plain name: Payload's union still lists operations it has deprecated.
  const operation = (hook as { operation: string }).operation;
  if (operation === 'forgotPassword' && (hook.args as { disableEmail?: boolean }).disableEmail !== true) {
    throw new APIError('Ask for a CMS reset link with requestAdminPasswordReset, or pass disableEmail.', 500);
  }
  return hook.args;
};
