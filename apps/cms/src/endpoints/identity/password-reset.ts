import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { MessageSchema, PasswordResetRequestSchema, ProcessPasswordResetSchema } from '@hcp/contracts/account';
import { ERROR_CODES } from '@hcp/contracts/errors';

import { withAuditOrigin } from '../../audit/origin';
import { withCredentialProof } from '../../collections/Users/credentialProof';
import { sendMail } from '../../email/context';
import { passwordResetMail } from '../../email/templates';
import { env } from '../../env';
import { passwordProblem } from '../../utilities/passwordPolicy';
import { hashSecretToken, newSecretToken, secretTokenMatches } from '../../utilities/secretToken';
import { clearSessions } from './sessions';
import type { User } from '../../payload-types';
import { isBarredByStaff } from '../../collections/Users/status';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { clientAddress } from '../middleware/rate-limit';
import { errorResponses, jsonResponse } from '../responses';
import { accountActor, auditOriginOfCall } from '../shared/audit';
import { spendUserToken } from '../../db/user-tokens';

const RESET_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Every reset request answers after this long, whatever it found: looking an address up, writing a token and handing
 * a mail over take a few milliseconds that would otherwise tell a known address from an unknown one.
 */
export const RESET_REQUEST_ANSWER_MS = 250;

const settle = (startedAt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, startedAt + RESET_REQUEST_ANSWER_MS - Date.now())));

const INVALID_RESET = 'This reset link is not valid or has expired. Ask for a new one.';

export const RESET_REQUESTED_MESSAGE =
  'If an account uses that email address, we have sent it a link to choose a new password. The link works once, within one hour.';

export const REQUEST_PASSWORD_RESET_PATH = '/api/v1/account/request-password-reset';
export const PROCESS_PASSWORD_RESET_PATH = '/api/v1/account/process-password-reset';

const requestRoute = createRoute({
  method: 'post',
  path: REQUEST_PASSWORD_RESET_PATH,
  tags: ['Password reset'],
  summary: 'Email a password reset link',
  description:
    'Always answers the same 200, after the same time, whether or not the address has an account. The link goes to `/reset-password#token=…` (a fragment, so the token never reaches a server log), works once and expires after one hour; only its SHA-256 hash is stored. Rate-limited per client address.',
  request: { body: { required: true, content: { 'application/json': { schema: PasswordResetRequestSchema } } } },
  responses: {
    200: jsonResponse(MessageSchema, 'Requested.'),
    400: errorResponses.badRequest,
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

const processRoute = createRoute({
  method: 'post',
  path: PROCESS_PASSWORD_RESET_PATH,
  tags: ['Password reset'],
  summary: 'Set a new password with the token from the reset email',
  description:
    'Sets the password, revokes every session of the account and emails a notice. The token works once. Rate-limited per client address.',
  request: { body: { required: true, content: { 'application/json': { schema: ProcessPasswordResetSchema } } } },
  responses: {
    200: jsonResponse(MessageSchema, 'The password is changed; log in with it.'),
    400: errorResponses.badRequest,
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

export function registerPasswordReset(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(requestRoute, async (c) => {
    const startedAt = Date.now();
    const payload = c.get('payload');
    const { email } = c.req.valid('json');
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      // eslint-disable-next-line hcp/override-access -- nobody is signed in: the account is looked up by the address asking for a reset
      overrideAccess: true,
    });
    const account = docs[0];
    if (account && !isBarredByStaff(account.status)) {
      const { token, stored } = newSecretToken(RESET_LIFETIME_MS);
      await payload.db.updateOne({
        collection: 'users',
        id: account.id,
        data: { passwordReset: stored },
        returning: false,
      });
      // Not awaited: the answer takes as long whether or not a mail goes out, so timing reveals nothing.
      void sendMail(payload, email, (context) =>
        passwordResetMail(context, { firstName: account.firstName, token }),
      ).catch((error: unknown) => {
        payload.logger.error({ err: error, msg: 'password reset email could not be sent' });
      });
    }
    await settle(startedAt);
    return c.json({ message: RESET_REQUESTED_MESSAGE }, 200);
  });

  app.openapi(processRoute, async (c) => {
    const payload = c.get('payload');
    const { token, password } = c.req.valid('json');
    const problem = passwordProblem(password);
    if (problem) return errorResponse(c, 400, ERROR_CODES.invalidParams, problem, { password: problem });
    const account = await payload.db.findOne<User>({
      collection: 'users',
      where: { 'passwordReset.tokenHash': { equals: hashSecretToken(token) } },
    });
    if (!account || isBarredByStaff(account.status) || !secretTokenMatches(token, account.passwordReset)) {
      return errorResponse(c, 400, 'invalid_token', INVALID_RESET, { token: INVALID_RESET });
    }
    // The valid link is the proof the users collection asks for; using it spends it, once even if two requests bring
    // it together, and the collection's hooks revoke every session and tell the owner by email.
    const spent = await spendUserToken(
      payload,
      { userId: account.id, group: 'passwordReset', tokenHash: hashSecretToken(token) },
      (req) =>
        payload.update({
          collection: 'users',
          id: account.id,
          data: { password },
          // eslint-disable-next-line hcp/override-access -- nobody is signed in: the emailed link is the proof, checked above
          overrideAccess: true,
          context: {
            ...withCredentialProof({ kind: 'reset-token', userId: account.id }),
            // Nobody is signed in: the holder of the link acts, as the account.
            ...withAuditOrigin({ ...auditOriginOfCall(c), actor: accountActor(account) }),
          },
          req,
        }),
    );
    if (!spent) return errorResponse(c, 400, 'invalid_token', INVALID_RESET, { token: INVALID_RESET });
    await clearSessions(payload, account.id);
    // The owner has proved the account is theirs: whatever strangers ran up against it no longer holds them back.
    const { guesses } = await c.get('sharedLimits')();
    await guesses.forgetAccount('users', account.email, clientAddress(c, env.trustProxyHops));
    return c.json({ message: 'Your password has been changed. You can now log in with it.' }, 200);
  });
}
