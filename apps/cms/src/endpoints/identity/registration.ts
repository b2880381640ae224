import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  MessageSchema,
  RegisterRequestSchema,
  VerifyEmailRequestSchema,
  VerifyEmailResponseSchema,
  type VerifyEmailResponse,
} from '@hcp/contracts/account';
import { ERROR_CODES } from '@hcp/contracts/errors';

import { withAuditOrigin } from '../../audit/origin';
import { sendMail } from '../../email/context';
import type { Mail, MailContext } from '../../email/layout';
import { alreadyRegisteredMail, verificationMail } from '../../email/templates';
import { hashDummyPassword } from '../../utilities/passwordHash';
import { passwordProblem } from '../../utilities/passwordPolicy';
import { hashSecretToken, newSecretToken, secretTokenMatches } from '../../utilities/secretToken';
import type { User } from '../../payload-types';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { errorResponses, jsonResponse } from '../responses';
import { accountActor, auditOriginOfCall } from '../shared/audit';
import { spendUserToken } from '../../db/user-tokens';

const VERIFICATION_LIFETIME_MS = 48 * 60 * 60 * 1000;

export const REGISTERED_MESSAGE =
  'Thank you for registering. We have sent you an email: follow its link to confirm your address. Then our team checks your registration and emails you when your account is approved.';

export const REGISTER_PATH = '/api/v1/account/register';
export const VERIFY_EMAIL_PATH = '/api/v1/account/verify-email';

const registerRoute = createRoute({
  method: 'post',
  path: REGISTER_PATH,
  tags: ['Registration'],
  summary: 'Register as a healthcare professional',
  description:
    'Creates an unverified account and emails a confirmation link to the public token route. The answer is the same whether or not the email is already registered; an existing account is told by email instead. Rate-limited per client address.',
  request: { body: { required: true, content: { 'application/json': { schema: RegisterRequestSchema } } } },
  responses: {
    202: jsonResponse(MessageSchema, 'Registered, or already registered: check your email.'),
    400: errorResponses.badRequest,
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
    503: errorResponses.serviceUnavailable,
  },
});

const verifyRoute = createRoute({
  method: 'post',
  path: VERIFY_EMAIL_PATH,
  tags: ['Registration'],
  summary: 'Confirm an email address with the token from the registration email',
  description:
    'Single use, valid for 48 hours. The account becomes pending: an editor approves it by giving it roles. The link that confirmed the address answers `already_confirmed` when opened again (a double click, or a mail scanner that opened it first); any other token is refused as not valid.',
  request: { body: { required: true, content: { 'application/json': { schema: VerifyEmailRequestSchema } } } },
  responses: {
    200: jsonResponse(VerifyEmailResponseSchema, 'Confirmed now, or confirmed before by this same link.'),
    400: errorResponses.badRequest,
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

const INVALID_VERIFICATION = 'This confirmation link is not valid or has expired. Register again to receive a new one.';

/** What a confirmation link answers, from the account's status once the address is confirmed. */
function verificationAnswer(outcome: VerifyEmailResponse['outcome'], status: User['status']): VerifyEmailResponse {
  const awaitingApproval = status === 'pending';
  const confirmed =
    outcome === 'confirmed'
      ? 'Thank you: your email address is confirmed.'
      : 'This link was used before, so there is nothing more to do.';
  const next = awaitingApproval
    ? 'Your registration is waiting for approval: our team checks it and emails you when your account is approved.'
    : 'You can sign in.';
  return { outcome, awaitingApproval, message: `${confirmed} ${next}` };
}

/** A link that confirmed its address keeps its hash with no expiry (see spendUserToken.ts). */
function wasSpentOn(account: User): boolean {
  return account.status !== 'unverified' && !account.emailVerification?.expiresAt;
}

export function registerRegistration(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(registerRoute, async (c) => {
    const payload = c.get('payload');
    const { password, ...profile } = c.req.valid('json');
    const problem = passwordProblem(password);
    if (problem) return errorResponse(c, 400, ERROR_CODES.invalidParams, problem, { password: problem });

    // Registration is public: there is no caller, so the account is written with access overridden, from
    // validated fields only, always unverified and without roles.
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: profile.email } },
      limit: 1,
      depth: 0,
      // eslint-disable-next-line hcp/override-access -- registration is public: no caller, so the address is looked up as the server
      overrideAccess: true,
    });
    const existing = docs[0];
    // Hashing a throw-away password (with Payload's parameters) when no account is created keeps every answer as slow.
    if (existing) await hashDummyPassword(password);
    let message: (context: MailContext) => Mail;
    if (existing && existing.status !== 'unverified') {
      const { firstName } = existing;
      message = (context) => alreadyRegisteredMail(context, { firstName });
    } else {
      // A new address gets an account; an unconfirmed one gets a new link.
      const verification = newSecretToken(VERIFICATION_LIFETIME_MS);
      if (existing) {
        await payload.update({
          collection: 'users',
          id: existing.id,
          data: { emailVerification: verification.stored },
          // eslint-disable-next-line hcp/override-access -- registration is public: a new link for an unconfirmed account, as the server
          overrideAccess: true,
        });
      } else {
        await payload.create({
          collection: 'users',
          data: { ...profile, password, status: 'unverified', roles: [], emailVerification: verification.stored },
          // eslint-disable-next-line hcp/override-access -- registration is public: the account is written from validated fields, as the server
          overrideAccess: true,
        });
      }
      const firstName = existing?.firstName ?? profile.firstName;
      message = (context) => verificationMail(context, { firstName, token: verification.token });
    }
    try {
      await sendMail(payload, profile.email, message);
    } catch (error) {
      payload.logger.error({ err: error, msg: 'registration email could not be sent' });
      return errorResponse(
        c,
        503,
        'email_unavailable',
        'We could not send you an email just now. Please try again in a few minutes.',
      );
    }
    return c.json({ message: REGISTERED_MESSAGE }, 202);
  });

  app.openapi(verifyRoute, async (c) => {
    const payload = c.get('payload');
    const { token } = c.req.valid('json');
    const { docs } = await payload.find({
      collection: 'users',
      where: { 'emailVerification.tokenHash': { equals: hashSecretToken(token) } },
      limit: 1,
      depth: 0,
      // eslint-disable-next-line hcp/override-access -- nobody is signed in: the account is found by the emailed link's hash
      overrideAccess: true,
      showHiddenFields: true,
    });
    const account = docs[0];
    if (account && wasSpentOn(account)) return c.json(verificationAnswer('already_confirmed', account.status), 200);
    if (!account || !secretTokenMatches(token, account.emailVerification)) {
      return errorResponse(c, 400, 'invalid_token', INVALID_VERIFICATION, { token: INVALID_VERIFICATION });
    }
    // Confirming an address never lowers an account that staff have already approved or suspended. The link is spent
    // once, even if two requests bring it together.
    const spent = await spendUserToken(
      payload,
      { userId: account.id, group: 'emailVerification', tokenHash: hashSecretToken(token) },
      async (req) => {
        if (account.status !== 'unverified') return account.status;
        const updated = await payload.update({
          collection: 'users',
          id: account.id,
          data: { status: 'pending' },
          // eslint-disable-next-line hcp/override-access -- nobody is signed in: the emailed link is the proof, checked above
          overrideAccess: true,
          // Nobody is signed in: the holder of the link acts, as the account.
          context: withAuditOrigin({ ...auditOriginOfCall(c), actor: accountActor(account) }),
          req,
        });
        return updated.status;
      },
    );
    if (spent) return c.json(verificationAnswer('confirmed', spent.result), 200);
    // Another request with this same live link spent it a moment ago (a double click): the address is confirmed.
    const now = await payload.findByID({
      collection: 'users',
      id: account.id,
      depth: 0,
      // eslint-disable-next-line hcp/override-access -- nobody is signed in: the account the emailed link named, read again
      overrideAccess: true,
      showHiddenFields: true,
    });
    if (!wasSpentOn(now)) {
      return errorResponse(c, 400, 'invalid_token', INVALID_VERIFICATION, { token: INVALID_VERIFICATION });
    }
    return c.json(verificationAnswer('already_confirmed', now.status), 200);
  });
}
