import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { MessageSchema } from '@hcp/contracts/account';
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';
import { AccountDeletionSchema } from '@hcp/contracts/privacy';
import type { Context } from 'hono';
import type { Payload } from 'payload';

import { env } from '../../env';
import { eraseAccount } from '../../privacy/erasure';
import { spendSecondFactor, twoFactorEnabled } from '../../two-factor/store';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { reserveGuess } from '../identity/guesses';
import { checkOwnPassword } from '../identity/own-password';
import { tooManySignIns } from '../identity/token';
import { clientAddress } from '../middleware/rate-limit';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, guardedResponses, jsonResponse } from '../responses';

export const ACCOUNT_DELETION_PATH = '/api/v1/account/delete';

const CODE_NEEDED = 'Enter the code your authenticator app shows now, or a recovery code.';
const WRONG_CODE = 'That code is not correct, or it was already used. Enter the code your app shows now.';

const deleteRoute = createRoute({
  method: 'post',
  path: ACCOUNT_DELETION_PATH,
  tags: ['Your data'],
  summary: 'Delete your account and erase your data',
  description:
    'Needs the account’s password and, with two-step sign-in on, a `code` (from the app, or a recovery code); both count towards the same progressive delay as sign-in (429 with Retry-After), and a wrong one answers 400 naming its field. Erases the profile and personal records, keeps reports of an issue with the submitter pseudonymised, ends every session and mails a confirmation to the address the account had (docs/privacy.md). Afterwards the account’s tokens and password no longer work. Of erasures sent at the same moment one answers 200 and the others 404.',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  request: { body: { required: true, content: { 'application/json': { schema: AccountDeletionSchema } } } },
  responses: {
    200: jsonResponse(MessageSchema, 'The account is erased.'),
    ...guardedResponses,
    404: jsonResponse(ApiErrorSchema, 'The account was already deleted, by a request sent at the same moment.'),
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

const ALREADY_DELETED = 'This account has already been deleted.';

/** Another erasure of the account, sent at the same moment, took it first: that one answered 200. */
const alreadyDeleted = (c: Context<PortalApiEnv>) => errorResponse(c, 404, ERROR_CODES.notFound, ALREADY_DELETED);

async function accountGone(payload: Payload, id: number): Promise<boolean> {
  return !(await payload.db.findOne({ collection: 'users', where: { id: { equals: id } } }));
}

/** `POST api/v1/account/delete`: erasure on request (GDPR article 17). */
export function registerAccountDeletion(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(deleteRoute, async (c) => {
    const payload = c.get('payload');
    const { user } = c.get('caller');
    const { password, code } = c.req.valid('json');
    const address = clientAddress(c, env.trustProxyHops);

    const check = await checkOwnPassword(c, password, { field: 'password', message: 'Your password is not correct.' });
    // An erasure sent at the same moment may have taken the account while this one checked its password.
    if (!check.ok) return (await accountGone(payload, user.id)) ? alreadyDeleted(c) : check.refusal;
    // With two-step sign-in on, erasure asks for every factor, as signing in does; a code counts like a sign-in's.
    const account = { collection: 'users', id: user.id } as const;
    if (await twoFactorEnabled(payload, account)) {
      if (!code) return errorResponse(c, 400, ERROR_CODES.invalidParams, CODE_NEEDED, { code: CODE_NEEDED });
      const attempt = await reserveGuess(c, 'code', user.email);
      if (!attempt.ok) return tooManySignIns(c, attempt.retryAfterSeconds);
      if (!(await spendSecondFactor(payload, account, code)).ok) {
        await attempt.failed();
        return errorResponse(c, 400, ERROR_CODES.invalidParams, WRONG_CODE, { code: WRONG_CODE });
      }
      await attempt.succeeded();
    }

    const erased = await eraseAccount(payload, user.id, { clientAddress: address, requestId: c.get('requestId') });
    if (!erased) return alreadyDeleted(c);
    return c.json(
      { message: 'Your account has been deleted. We have sent a confirmation to the address it had.' },
      200,
    );
  });
}
