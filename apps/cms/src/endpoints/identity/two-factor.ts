import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { MessageSchema } from '@hcp/contracts/account';
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';
import {
  TwoFactorConfirmRequestSchema,
  TwoFactorConfirmResponseSchema,
  TwoFactorDisableRequestSchema,
  TwoFactorSetupRequestSchema,
  TwoFactorSetupSchema,
} from '@hcp/contracts/two-factor';
import type { Context } from 'hono';
import type { Payload } from 'payload';

import type { AuditAction } from '../../audit/actions';
import { recordAuditEvent } from '../../audit/record';
import { sendMail } from '../../email/context';
import type { Mail, MailContext } from '../../email/layout';
import { twoFactorDisabledMail, twoFactorEnabledMail } from '../../email/templates';
import { env } from '../../env';
import type { User } from '../../payload-types';
import { confirmSetup, removeTwoFactor, spendSecondFactor, startSetup } from '../../two-factor/store';
import type { CallerAccount, PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { clientAddress } from '../middleware/rate-limit';
import { requireCapability } from '../middleware/require-capability';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, guardedResponses, jsonResponse } from '../responses';
import { clearOtherSessions } from './sessions';
import { reserveGuess } from './guesses';
import { checkOwnPassword } from './own-password';
import { tooManySignIns } from './token';

const conflict = jsonResponse(ApiErrorSchema, 'Two-step sign-in is not in the state this call needs.');

const setupRoute = createRoute({
  method: 'post',
  path: '/api/v1/account/2fa/setup',
  tags: ['Account'],
  summary: 'Start turning on two-step sign-in',
  description:
    'Needs the password, so a stolen token cannot enrol another authenticator; a wrong one counts towards the sign-in delay (429 with Retry-After) and answers 400 naming its field. Answers a new TOTP secret and its otpauth:// URI for an authenticator app (SHA-1, 6 digits, 30 s). Nothing changes at sign-in until a code from it is confirmed; a new setup replaces one that was never confirmed. 409 while two-step sign-in is on.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability('wb_edit_current_user')] as const,
  request: { body: { required: true, content: { 'application/json': { schema: TwoFactorSetupRequestSchema } } } },
  responses: {
    200: jsonResponse(TwoFactorSetupSchema, 'The secret, shown to its owner now and never again once confirmed.'),
    ...guardedResponses,
    409: conflict,
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/api/v1/account/2fa/confirm',
  tags: ['Account'],
  summary: 'Confirm two-step sign-in with a first code',
  description:
    'Checks a code from the app against the secret of the setup; two-step sign-in is then on, every other session of the account ends, and the answer holds 10 one-time recovery codes, which are stored only as hashes and never shown again. A wrong code counts towards the same progressive delay as a wrong password (429 with Retry-After). 409 without a setup, or when already on.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability('wb_edit_current_user')] as const,
  request: { body: { required: true, content: { 'application/json': { schema: TwoFactorConfirmRequestSchema } } } },
  responses: {
    200: jsonResponse(TwoFactorConfirmResponseSchema, 'Two-step sign-in is on.'),
    ...guardedResponses,
    409: conflict,
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

const disableRoute = createRoute({
  method: 'post',
  path: '/api/v1/account/2fa/disable',
  tags: ['Account'],
  summary: 'Turn two-step sign-in off',
  description:
    'Needs the password and a code (from the app, or a recovery code); a wrong one counts towards the sign-in delay (429 with Retry-After). The secret and the recovery codes are deleted, every other session of the account ends, and the account is emailed. 409 when two-step sign-in is off.',
  security: bearerSecurity,
  middleware: [requirePortalUser, requireCapability('wb_edit_current_user')] as const,
  request: { body: { required: true, content: { 'application/json': { schema: TwoFactorDisableRequestSchema } } } },
  responses: {
    200: jsonResponse(MessageSchema, 'Two-step sign-in is off.'),
    ...guardedResponses,
    409: conflict,
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

const WRONG_CODE = 'That code is not correct. Enter the code your authenticator app shows now.';
const WRONG_CODE_OR_RECOVERY = 'That code is not correct, or it was already used. Enter the code your app shows now.';
const WRONG_PASSWORD = 'Your password is not correct.';

/** Records a two-step sign-in change by the account's owner in the audit trail. */
export function recordTwoFactorEvent(
  c: Context<PortalApiEnv>,
  action: AuditAction,
  user: Pick<User, 'id' | 'email'>,
): Promise<void> {
  return recordAuditEvent(c.get('payload'), {
    action,
    actor: { kind: 'portal-account', id: user.id, email: user.email },
    target: { collection: 'users', id: user.id, label: user.email },
    clientAddress: clientAddress(c, env.trustProxyHops),
    requestId: c.get('requestId'),
  });
}

/** Tells the owner by email; a mail failure is logged and does not undo the change. */
async function notify(
  c: Context<PortalApiEnv>,
  payload: Payload,
  user: CallerAccount,
  mail: (context: MailContext, recipient: { firstName: string }) => Mail,
): Promise<void> {
  try {
    await sendMail(payload, user.email, (context) => mail(context, { firstName: user.firstName }));
  } catch (error) {
    c.get('log').error({ err: error, msg: 'two-step sign-in mail could not be sent' });
  }
}

export function registerTwoFactor(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(setupRoute, async (c) => {
    const { user } = c.get('caller');
    const { password } = c.req.valid('json');
    const passwordCheck = await checkOwnPassword(c, password, { field: 'password', message: WRONG_PASSWORD });
    // A right password clears no count here: the wrong codes counted on the same key must keep their delay.
    if (!passwordCheck.ok) return passwordCheck.refusal;
    const result = await startSetup(c.get('payload'), { collection: 'users', id: user.id }, user.email);
    if (result === 'already-enabled') {
      return errorResponse(c, 409, 'two_factor_enabled', 'Two-step sign-in is already on. Turn it off first.');
    }
    return c.json(result, 200);
  });

  app.openapi(confirmRoute, async (c) => {
    const payload = c.get('payload');
    const { user } = c.get('caller');
    const { code } = c.req.valid('json');
    const attempt = await reserveGuess(c, 'code', user.email);
    if (!attempt.ok) return tooManySignIns(c, attempt.retryAfterSeconds);
    const result = await confirmSetup(payload, { collection: 'users', id: user.id }, code);
    if (result === 'not-set-up') {
      return errorResponse(c, 409, 'two_factor_not_set_up', 'Start the setup again: there is no secret to confirm.');
    }
    if (result === 'already-enabled') {
      return errorResponse(c, 409, 'two_factor_enabled', 'Two-step sign-in is already on.');
    }
    if (result === 'wrong-code') {
      await attempt.failed();
      return errorResponse(c, 400, ERROR_CODES.invalidParams, WRONG_CODE, { code: WRONG_CODE });
    }
    await attempt.succeeded();
    // A session someone else holds must not stay signed in past the owner's new second step.
    await clearOtherSessions(payload, user.id, user._sid);
    await recordTwoFactorEvent(c, 'mfa.enrolled', user);
    await notify(c, payload, user, twoFactorEnabledMail);
    return c.json(result, 200);
  });

  app.openapi(disableRoute, async (c) => {
    const payload = c.get('payload');
    const { user } = c.get('caller');
    const { password, code } = c.req.valid('json');
    const passwordCheck = await checkOwnPassword(c, password, { field: 'password', message: WRONG_PASSWORD });
    if (!passwordCheck.ok) return passwordCheck.refusal;
    const account = { collection: 'users', id: user.id } as const;
    const attempt = await reserveGuess(c, 'code', user.email);
    if (!attempt.ok) return tooManySignIns(c, attempt.retryAfterSeconds);
    const check = await spendSecondFactor(payload, account, code);
    if (!check.ok && !check.enrolled) {
      return errorResponse(c, 409, 'two_factor_not_enabled', 'Two-step sign-in is not on.');
    }
    if (!check.ok) {
      await attempt.failed();
      return errorResponse(c, 400, ERROR_CODES.invalidParams, WRONG_CODE_OR_RECOVERY, { code: WRONG_CODE_OR_RECOVERY });
    }
    await attempt.succeeded();
    await removeTwoFactor(payload, account);
    await clearOtherSessions(payload, user.id, user._sid);
    if (check.via === 'recovery-code') await recordTwoFactorEvent(c, 'mfa.recovery-code-used', user);
    await recordTwoFactorEvent(c, 'mfa.disabled', user);
    await notify(c, payload, user, twoFactorDisabledMail);
    return c.json({ message: 'Two-step sign-in is off. Other devices have been signed out.' }, 200);
  });
}
