import { APIError, type CollectionBeforeOperationHook } from 'payload';

/**
 * Portal accounts reset their password through the portal API, whose token is stored hashed; Payload's own
 * forgot/reset-password operations (which store it in plain text) are refused on every path, the local API included.
 */
// eslint-disable-next-line @typescript-eslint/no-deprecated -- only the union's 'read' member is deprecated, not `operation`
export const refusePayloadPasswordReset: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'forgotPassword' || operation === 'resetPassword') {
    throw new APIError('Portal accounts reset their password through the portal.', 403);
  }
  return args;
};
