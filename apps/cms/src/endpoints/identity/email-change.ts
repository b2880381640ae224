import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { ConfirmEmailChangeRequestSchema, MessageSchema } from '@hcp/contracts/account';
import { ValidationError } from 'payload';

import { withAuditOrigin } from '../../audit/origin';
import { withCredentialProof } from '../../collections/Users/credentialProof';
import type { User } from '../../payload-types';
import { hashSecretToken, secretTokenMatches } from '../../utilities/secretToken';
import { isBarredByStaff } from '../../collections/Users/status';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { errorResponses, jsonResponse } from '../responses';
import { accountActor, auditOriginOfCall } from '../shared/audit';
import { spendUserToken } from '../../db/user-tokens';

export const CONFIRM_EMAIL_CHANGE_PATH = '/api/v1/account/confirm-email-change';

const confirmRoute = createRoute({
  method: 'post',
  path: CONFIRM_EMAIL_CHANGE_PATH,
  tags: ['Account'],
  summary: 'Confirm a new email address with the token from the link sent to it',
  description:
    'Public: the link reaches the new address, wherever its owner opens it. Single use, valid for 24 hours; only the token’s SHA-256 hash is stored. The account then signs in with the new address, every session ends, and the old address is told. Rate-limited per client address.',
  request: { body: { required: true, content: { 'application/json': { schema: ConfirmEmailChangeRequestSchema } } } },
  responses: {
    200: jsonResponse(MessageSchema, 'The new address is in use.'),
    400: errorResponses.badRequest,
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

const INVALID =
  'This confirmation link is not valid or has expired. Change your email address again on your account page.';
const TAKEN = 'This email address already belongs to another account, so it cannot be used for this one.';

export function registerConfirmEmailChange(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(confirmRoute, async (c) => {
    const payload = c.get('payload');
    const { token } = c.req.valid('json');
    const account = await payload.db.findOne<User>({
      collection: 'users',
      where: { 'pendingEmail.tokenHash': { equals: hashSecretToken(token) } },
    });
    const address = account?.pendingEmail?.address;
    if (!account || !address || isBarredByStaff(account.status) || !secretTokenMatches(token, account.pendingEmail)) {
      return errorResponse(c, 400, 'invalid_token', INVALID, { token: INVALID });
    }
    try {
      // The link is the proof the users collection asks for; the change spends it, once even if two requests bring it
      // together. An address taken meanwhile undoes the spending with the change.
      const spent = await spendUserToken(
        payload,
        { userId: account.id, group: 'pendingEmail', tokenHash: hashSecretToken(token) },
        (req) =>
          payload.update({
            collection: 'users',
            id: account.id,
            data: { email: address },
            // eslint-disable-next-line hcp/override-access -- nobody is signed in: the emailed link is the proof, checked above
            overrideAccess: true,
            context: {
              ...withCredentialProof({ kind: 'email-confirmation', userId: account.id }),
              // Nobody is signed in: the holder of the link acts, as the account.
              ...withAuditOrigin({ ...auditOriginOfCall(c), actor: accountActor(account) }),
            },
            req,
          }),
      );
      if (!spent) return errorResponse(c, 400, 'invalid_token', INVALID, { token: INVALID });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return errorResponse(c, 400, 'email_taken', TAKEN, { token: TAKEN });
    }
    return c.json({ message: 'Your new email address is confirmed. Log in with it from now on.' }, 200);
  });
}
