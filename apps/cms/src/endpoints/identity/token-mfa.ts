import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { TokenMfaRequestSchema, TokenResponseSchema } from '@hcp/contracts/auth';
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';

import { recordAuditEvent } from '../../audit/record';
import { env } from '../../env';
import type { User } from '../../payload-types';
import { spendChallenge, takeChallengeTry } from '../../two-factor/challenges';
import { spendSecondFactor } from '../../two-factor/store';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { clientAddress } from '../middleware/rate-limit';
import { errorResponses, jsonResponse } from '../responses';
import { rememberDevice, reserveGuess } from './guesses';
import { startSession } from './sessions';
import { statusRefusal, tooManySignIns } from './token';
import { tokenAnswer } from './token-answer';
import { accountActor, auditOriginOfCall, recordSignInFailure } from '../shared/audit';

export const TOKEN_MFA_PATH = '/jwt-auth/v1/token/mfa';

const tokenMfaRoute = createRoute({
  method: 'post',
  path: TOKEN_MFA_PATH,
  tags: ['Authentication'],
  summary: 'Finish a two-step sign-in with a code',
  description:
    'Takes the challenge `jwt-auth/v1/token` answered with `mfa_required` and a code: the 6 digits the authenticator app shows, or one of the recovery codes. Answers the usual token. A code works once (an app code not again within its 30-second window, a recovery code never again); the challenge works once and for 5 minutes, and after 5 wrong codes the password must be given again. Each code is counted before it is checked, so codes sent at once count one by one: a challenge takes 5 tries in all, and the account’s wrong codes, from anywhere, go through 5 at once and then wait 30 s (a new code), doubling up to 15 minutes (429 with Retry-After). A right password never clears that count. Rate-limited per client address.',
  request: {
    body: { required: true, content: { 'application/json': { schema: TokenMfaRequestSchema } } },
  },
  responses: {
    200: jsonResponse(TokenResponseSchema, 'Signed in.'),
    400: errorResponses.badRequest,
    401: jsonResponse(
      ApiErrorSchema,
      'The code is wrong or already used (`invalid_mfa_code`, with `data.params.code`), or the challenge is unknown, used, expired or out of tries (`mfa_challenge_invalid`: sign in again), or the account may no longer sign in.',
    ),
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

const CHALLENGE_INVALID =
  'This sign-in has expired or was already used. Please enter your email address and password again.';
const WRONG_CODE = 'That code is not correct, or it was already used. Enter the code your app shows now.';

export function registerTokenMfa(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(tokenMfaRoute, async (c) => {
    const { challenge: token, code } = c.req.valid('json');
    const payload = c.get('payload');
    // The try is taken before the code is checked: a sixth try gets nothing, however many arrive at once.
    const challenge = await takeChallengeTry(payload, token);
    const user = challenge
      ? await payload.db.findOne<User>({ collection: 'users', where: { id: { equals: challenge.userId } } })
      : null;
    if (!challenge || !user) return errorResponse(c, 401, ERROR_CODES.mfaChallengeInvalid, CHALLENGE_INVALID);

    const attempt = await reserveGuess(c, 'code', user.email);
    if (!attempt.ok) {
      await recordSignInFailure(c, 'throttled', user);
      return tooManySignIns(c, attempt.retryAfterSeconds);
    }

    const check = await spendSecondFactor(payload, { collection: 'users', id: user.id }, code);
    if (!check.ok) {
      await attempt.failed();
      await recordSignInFailure(c, 'wrong-code', user);
      // Two-step sign-in turned off since the password step: that sign-in starts again.
      if (!check.enrolled) return errorResponse(c, 401, ERROR_CODES.mfaChallengeInvalid, CHALLENGE_INVALID);
      return errorResponse(c, 401, ERROR_CODES.invalidMfaCode, WRONG_CODE, { code: WRONG_CODE });
    }
    // Two requests with one challenge and two good codes: only the one that spends the challenge signs in.
    if (!(await spendChallenge(payload, challenge.id))) {
      return errorResponse(c, 401, ERROR_CODES.mfaChallengeInvalid, CHALLENGE_INVALID);
    }
    await attempt.succeeded();
    if (check.via === 'recovery-code') {
      await recordAuditEvent(payload, {
        action: 'mfa.recovery-code-used',
        actor: { kind: 'portal-account', id: user.id, email: user.email },
        target: { collection: 'users', id: user.id, label: user.email },
        clientAddress: clientAddress(c, env.trustProxyHops),
        requestId: c.get('requestId'),
      });
    }
    // Suspended in the minutes between the password and the code: no session.
    const refusal = statusRefusal(user.status);
    if (refusal) {
      await recordSignInFailure(c, refusal.failure, user);
      return errorResponse(c, 401, refusal.code, refusal.message);
    }
    const { token: bearer } = await startSession(payload, user);
    // The sign-in is recorded as the password step records one (recordPortalSignIn), with the kind of code.
    await recordAuditEvent(payload, {
      action: 'sign-in.succeeded',
      actor: accountActor(user),
      target: { collection: 'users', id: user.id, label: user.email },
      ...auditOriginOfCall(c),
      details: { secondFactor: check.via },
    });
    rememberDevice(c, user.email);
    return c.json(tokenAnswer(bearer, user), 200);
  });
}
