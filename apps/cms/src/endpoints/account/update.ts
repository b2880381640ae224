import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { AccountUpdateResponseSchema, AccountUpdateSchema } from '@hcp/contracts/account';
import { ERROR_CODES } from '@hcp/contracts/errors';

import { passwordChangedMail } from '../../email/templates';
import { env } from '../../env';
import { passwordProblem } from '../../utilities/passwordPolicy';
import { clearSessions } from '../auth/sessions';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, guardedResponses, jsonResponse } from '../responses';
import { populatedRoles, presentAccount } from './present';

const updateRoute = createRoute({
  method: 'post',
  path: '/api/v1/account/update',
  tags: ['Account'],
  summary: 'Change your own profile or password',
  description:
    'Send only the fields to change. A new password needs the current one; after it, every earlier token is revoked and a fresh token comes back. The email address, roles and status are changed by staff only.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability('wb_edit_current_user')] as const,
  request: { body: { required: true, content: { 'application/json': { schema: AccountUpdateSchema } } } },
  responses: {
    200: jsonResponse(AccountUpdateResponseSchema, 'The account as it now is.'),
    ...guardedResponses,
    415: errorResponses.unsupportedMediaType,
  },
});

export function registerAccountUpdate(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(updateRoute, async (c) => {
    const payload = c.get('payload');
    const { user } = c.get('caller');
    const { currentPassword, newPassword, ...profile } = c.req.valid('json');

    if (newPassword !== undefined) {
      const problem = passwordProblem(newPassword);
      if (problem) return errorResponse(c, 400, ERROR_CODES.invalidParams, problem, { newPassword: problem });
      try {
        // Checking the current password counts towards the lockout like any sign-in.
        await payload.login({ collection: 'users', data: { email: user.email, password: currentPassword ?? '' } });
      } catch {
        const message = 'Your current password is not correct.';
        return errorResponse(c, 400, ERROR_CODES.invalidParams, message, { currentPassword: message });
      }
    }

    const updated = await payload.update({
      collection: 'users',
      id: user.id,
      data: newPassword === undefined ? profile : { ...profile, password: newPassword },
      depth: 1,
      user,
      overrideAccess: false,
    });
    const account = presentAccount({
      user: { ...updated, collection: 'users' },
      roles: populatedRoles(updated),
      capabilities: c.get('caller').capabilities,
    });
    if (newPassword === undefined) return c.json({ account }, 200);

    await clearSessions(payload, user.id);
    const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: newPassword } });
    try {
      await payload.sendEmail({
        to: user.email,
        ...passwordChangedMail({ firstName: updated.firstName, portalUrl: env.publicUrl }),
      });
    } catch (error) {
      payload.logger.error({ err: error, msg: `password-changed notice to account ${String(user.id)} failed` });
    }
    return c.json(token ? { account, token } : { account }, 200);
  });
}
