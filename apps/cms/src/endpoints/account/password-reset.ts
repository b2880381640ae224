import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { MessageSchema, PasswordResetRequestSchema, ProcessPasswordResetSchema } from '@hcp/contracts/account';
import { ERROR_CODES } from '@hcp/contracts/errors';

import { passwordChangedMail, passwordResetMail } from '../../email/templates';
import { env } from '../../env';
import { passwordProblem } from '../../utilities/passwordPolicy';
import { clearSessions } from '../auth/sessions';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { errorResponses, jsonResponse } from '../responses';

export const RESET_REQUESTED_MESSAGE =
  'If an account uses that email address, we have sent it a link to choose a new password. The link works once, within one hour.';

const requestRoute = createRoute({
  method: 'post',
  path: '/api/v1/account/request-password-reset',
  tags: ['Password reset'],
  summary: 'Email a password reset link',
  description:
    'Always answers the same 200, whether or not the address has an account. The link goes to `/reset-password#token=…` (a fragment, so the token never reaches a server log), works once and expires after one hour. Rate-limited per client address.',
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
  path: '/api/v1/account/process-password-reset',
  tags: ['Password reset'],
  summary: 'Set a new password with the token from the reset email',
  description: 'Sets the password and revokes every session of the account. Rate-limited per client address.',
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
    const payload = c.get('payload');
    const { email } = c.req.valid('json');
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    });
    const account = docs[0];
    if (account && account.status !== 'suspended') {
      const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true });
      if (token) {
        // Not awaited: the answer takes as long whether or not a mail goes out, so timing reveals nothing.
        void payload
          .sendEmail({
            to: email,
            ...passwordResetMail({
              firstName: account.firstName,
              portalUrl: env.publicUrl,
              token,
            }),
          })
          .catch((error: unknown) => {
            payload.logger.error({ err: error, msg: 'password reset email could not be sent' });
          });
      }
    }
    return c.json({ message: RESET_REQUESTED_MESSAGE }, 200);
  });

  app.openapi(processRoute, async (c) => {
    const payload = c.get('payload');
    const { token, password } = c.req.valid('json');
    const problem = passwordProblem(password);
    if (problem) return errorResponse(c, 400, ERROR_CODES.invalidParams, problem, { password: problem });
    let result: Awaited<ReturnType<typeof payload.resetPassword<'users'>>>;
    try {
      result = await payload.resetPassword({ collection: 'users', data: { token, password }, overrideAccess: true });
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === undefined || status >= 500) throw error;
      const message = 'This reset link is not valid or has expired. Ask for a new one.';
      return errorResponse(c, 400, 'invalid_token', message, { token: message });
    }
    const user = result.user as { id: number; email: string; firstName: string } | undefined;
    if (user) {
      // Payload starts a session for the new password; the portal asks the user to log in instead.
      await clearSessions(payload, user.id);
      try {
        await payload.sendEmail({
          to: user.email,
          ...passwordChangedMail({ firstName: user.firstName, portalUrl: env.publicUrl }),
        });
      } catch (error) {
        payload.logger.error({ err: error, msg: 'password-changed notice could not be sent' });
      }
    }
    return c.json({ message: 'Your password has been changed. You can now log in with it.' }, 200);
  });
}
