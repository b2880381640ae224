import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { AccountUpdateResponseSchema, AccountUpdateSchema, registrationNumberProblem } from '@hcp/contracts/account';
import { ERROR_CODES } from '@hcp/contracts/errors';

import { withAuditOrigin } from '../../audit/origin';
import { withCredentialProof } from '../../collections/Users/credentialProof';
import { passwordProblem } from '../../utilities/passwordPolicy';
import { callerSession, clearSessions, startSession } from './sessions';
import { checkOwnPassword } from './own-password';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, guardedResponses, jsonResponse } from '../responses';
import { auditOriginOfCall } from '../shared/audit';
import { registerConfirmEmailChange } from './email-change';
import { populatedRoles, presentAccount } from './present';

const updateRoute = createRoute({
  method: 'post',
  path: '/api/v1/account/update',
  tags: ['Account'],
  summary: 'Change your own profile, password or email address',
  description:
    'Send only the fields to change. A new password or email address needs the current password, which counts towards the same progressive delay as sign-in (429 with Retry-After). After a password change every earlier token is revoked and a fresh token comes back. A new email address takes effect only once confirmed from the link sent to it (`pendingEmail` in the answer); other sessions end and the current address is told. Roles and status are changed by staff only.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability('wb_edit_current_user')] as const,
  request: { body: { required: true, content: { 'application/json': { schema: AccountUpdateSchema } } } },
  responses: {
    200: jsonResponse(AccountUpdateResponseSchema, 'The account as it now is.'),
    ...guardedResponses,
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

export function registerAccountUpdate(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(updateRoute, async (c) => {
    const payload = c.get('payload');
    const { user } = c.get('caller');
    const { currentPassword, newPassword, email, ...profile } = c.req.valid('json');
    const changesEmail = email !== undefined && email !== user.email.toLowerCase();

    // The body's schema checks the number when both fields come; one alone is checked with the other as stored.
    if ((profile.regulator === undefined) !== (profile.registrationNumber === undefined)) {
      const regulator = profile.regulator ?? user.regulator;
      const number = profile.registrationNumber ?? user.registrationNumber;
      const problem = regulator && number ? registrationNumberProblem(regulator, number) : undefined;
      if (problem) return errorResponse(c, 400, ERROR_CODES.invalidParams, problem, { registrationNumber: problem });
    }

    if (newPassword !== undefined) {
      const problem = passwordProblem(newPassword);
      if (problem) return errorResponse(c, 400, ERROR_CODES.invalidParams, problem, { newPassword: problem });
    }
    if (newPassword !== undefined || changesEmail) {
      const check = await checkOwnPassword(c, currentPassword ?? '', {
        field: 'currentPassword',
        message: 'Your current password is not correct.',
      });
      if (!check.ok) return check.refusal;
    }

    const updated = await payload.update({
      collection: 'users',
      id: user.id,
      data: {
        ...profile,
        ...(newPassword === undefined ? {} : { password: newPassword }),
        ...(changesEmail ? { email } : {}),
      },
      depth: 1,
      user,
      overrideAccess: false,
      // The current password was checked just above: the users collection lets the credentials change.
      context: {
        ...withCredentialProof({ kind: 'current-password', userId: user.id }),
        ...withAuditOrigin(auditOriginOfCall(c)),
      },
    });
    const account = presentAccount({
      user: { ...updated, twoFactorEnabled: user.twoFactorEnabled },
      roles: populatedRoles(updated),
      capabilities: c.get('caller').capabilities,
    });
    const pendingEmail = changesEmail ? { pendingEmail: email } : {};
    if (newPassword === undefined && !changesEmail) return c.json({ account }, 200);

    // Every earlier token ends, this device's too; a fresh session, with the same absolute deadline, keeps the
    // person who made the change signed in.
    await clearSessions(payload, user.id);
    const { token } = await startSession(payload, updated, callerSession(user)?.createdAt);
    return c.json({ account, token, ...pendingEmail }, 200);
  });

  registerConfirmEmailChange(app);
}
