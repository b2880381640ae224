import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { MessageSchema, RegisterRequestSchema, VerifyEmailRequestSchema } from '@hcp/contracts/account';
import { ERROR_CODES } from '@hcp/contracts/errors';

import { withAuditOrigin } from '../../audit/origin';
import { alreadyRegisteredMail, verificationMail } from '../../email/templates';
import { env } from '../../env';
import { hashDummyPassword } from '../../utilities/passwordHash';
import { passwordProblem } from '../../utilities/passwordPolicy';
import { hashSecretToken, newSecretToken, secretTokenMatches } from '../../utilities/secretToken';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { errorResponses, jsonResponse } from '../responses';
import { accountActor, auditOriginOfCall } from '../shared/audit';
import { spendUserToken } from '../../utilities/spendUserToken';

const VERIFICATION_LIFETIME_MS = 48 * 60 * 60 * 1000;

export const REGISTERED_MESSAGE =
  'Thank you for registering. We have sent you an email: follow its link to confirm your address. Then our team checks your registration and emails you when your account is approved.';

const registerRoute = createRoute({
  method: 'post',
  path: '/api/v1/account/register',
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
  path: '/api/v1/account/verify-email',
  tags: ['Registration'],
  summary: 'Confirm an email address with the token from the registration email',
  description: 'Single use, valid for 48 hours. The account becomes pending: an editor approves it by giving it roles.',
  request: { body: { required: true, content: { 'application/json': { schema: VerifyEmailRequestSchema } } } },
  responses: {
    200: jsonResponse(MessageSchema, 'Confirmed.'),
    400: errorResponses.badRequest,
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

const INVALID_VERIFICATION = 'This confirmation link is not valid or has expired. Register again to receive a new one.';

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
      overrideAccess: true,
    });
    const existing = docs[0];
    // Hashing a throw-away password (with Payload's parameters) when no account is created keeps every answer as slow.
    if (existing) await hashDummyPassword(password);
    let message: { subject: string; text: string; html: string };
    if (existing && existing.status !== 'unverified') {
      message = alreadyRegisteredMail({ firstName: existing.firstName, portalUrl: env.publicUrl });
    } else {
      // A new address gets an account; an unconfirmed one gets a new link.
      const verification = newSecretToken(VERIFICATION_LIFETIME_MS);
      if (existing) {
        await payload.update({
          collection: 'users',
          id: existing.id,
          data: { emailVerification: verification.stored },
          overrideAccess: true,
        });
      } else {
        await payload.create({
          collection: 'users',
          data: { ...profile, password, status: 'unverified', roles: [], emailVerification: verification.stored },
          overrideAccess: true,
        });
      }
      message = verificationMail({
        firstName: existing?.firstName ?? profile.firstName,
        portalUrl: env.publicUrl,
        token: verification.token,
      });
    }
    try {
      await payload.sendEmail({ to: profile.email, ...message });
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
      overrideAccess: true,
      showHiddenFields: true,
    });
    const account = docs[0];
    if (!account || !secretTokenMatches(token, account.emailVerification)) {
      return errorResponse(c, 400, 'invalid_token', INVALID_VERIFICATION, { token: INVALID_VERIFICATION });
    }
    // Confirming an address never lowers an account that staff have already approved or suspended. The link is spent
    // once, even if two requests bring it together.
    const spent = await spendUserToken(
      payload,
      { userId: account.id, group: 'emailVerification', tokenHash: hashSecretToken(token) },
      async (req) => {
        if (account.status !== 'unverified') return;
        await payload.update({
          collection: 'users',
          id: account.id,
          data: { status: 'pending' },
          overrideAccess: true,
          // Nobody is signed in: the holder of the link acts, as the account.
          context: withAuditOrigin({ ...auditOriginOfCall(c), actor: accountActor(account) }),
          req,
        });
      },
    );
    if (!spent) return errorResponse(c, 400, 'invalid_token', INVALID_VERIFICATION, { token: INVALID_VERIFICATION });
    return c.json(
      {
        message:
          'Thank you: your email address is confirmed. Our team now checks your professional registration and emails you when your account is approved.',
      },
      200,
    );
  });
}
