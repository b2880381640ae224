import { randomBytes } from 'node:crypto';

import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { MfaRequiredSchema, TokenResponseSchema } from '@hcp/contracts/auth';
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';
import {
  outcomeFragment,
  safeReturnPath,
  SSO_COMPLETE_PATH,
  SsoDiscoverRequestSchema,
  SsoDiscoverResponseSchema,
  SsoExchangeRequestSchema,
  SsoLinkInfoRequestSchema,
  SsoLinkInfoSchema,
  SsoLinkRequestSchema,
  type SsoOutcome,
  SsoProviderIdSchema,
  SsoProvidersResponseSchema,
  SSO_AUDIENCES,
  type SsoAudience,
  type SsoFailure,
  type SsoProviderConfig,
} from '@hcp/contracts/sso';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Payload } from 'payload';

import { recordAuditEvent } from '../../audit/record';
import { env } from '../../env';
import type { User } from '../../payload-types';
import { linkIdentity, portalAccountFor, userById } from '../../sso/accounts';
import type { SignInOutcome, SsoIdentity } from '../../sso/identity';
import { finishOidcSignIn, oidcEndSessionUrl, startOidcSignIn } from '../../sso/oidc';
import { listProviders, providerById, providerForEmail } from '../../sso/providers';
import { startSamlSignIn } from '../../sso/saml';
import { SamlSessionSchema } from '../../sso/saml-logout';
import { issueTicket, peekTicket, takeTicket } from '../../sso/tickets';
import { issueChallenge } from '../../two-factor/challenges';
import { twoFactorEnabled } from '../../two-factor/store';
import { verifyPassword } from '../../utilities/passwordHash';
import { hashSecretToken } from '../../utilities/secretToken';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { samlBrowserBinding, setSamlBrowserCookie } from './saml-browser';
import { rememberDevice, reserveGuess } from '../identity/guesses';
import { startSession } from '../identity/sessions';
import { statusRefusal, tooManySignIns } from '../identity/token';
import { tokenAnswer } from '../identity/token-answer';
import { errorResponses, jsonResponse } from '../responses';
import { accountActor, auditOriginOfCall, recordSignInFailure } from '../shared/audit';
import { finishAdminRefusal, finishCmsSignIn } from './cms';
import { registerSsoJwks } from './jwks';

export const SSO_EXCHANGE_PATH = '/sso/exchange';
export const SSO_LINK_PATH = '/sso/link';

/** The cookie that ties a provider's callback to the browser that started the sign-in (login CSRF). */
const BROWSER_COOKIE = 'hcp-sso-browser';

const TAGS = ['Single sign-on'];

const providersRoute = createRoute({
  method: 'get',
  path: '/sso/providers',
  tags: TAGS,
  summary: 'The organisations professionals may sign in through',
  description: 'Each identity provider whose audience includes the portal, by id and name. No secrets, no addresses.',
  responses: { 200: jsonResponse(SsoProvidersResponseSchema, 'The providers, by name.') },
});

const discoverRoute = createRoute({
  method: 'post',
  path: '/sso/discover',
  tags: TAGS,
  summary: 'Find the organisation of an email address (home-realm discovery)',
  description:
    'Answers the provider whose email domains include the address’s, or `provider: null` when none does: the person then signs in with a password or chooses from the list.',
  request: { body: { required: true, content: { 'application/json': { schema: SsoDiscoverRequestSchema } } } },
  responses: {
    200: jsonResponse(SsoDiscoverResponseSchema, 'The provider of the domain, or null.'),
    400: errorResponses.badRequest,
    415: errorResponses.unsupportedMediaType,
  },
});

const redirect = { description: 'Sends the browser on (`Location`).' };

const startRoute = createRoute({
  method: 'get',
  path: '/sso/{id}/start',
  tags: TAGS,
  summary: 'Start signing in through an organisation',
  description:
    'Sends the browser to the provider’s sign-in (OpenID Connect: authorization code with PKCE, state and nonce; SAML 2.0: an AuthnRequest over the HTTP-Redirect binding, its RelayState a single-use request ticket). `returnTo` is a portal path to come back to; anything else means the home page. With `audience=cms` the sign-in is an editor’s, for /admin, and ends there. An unknown provider, or one that does not serve the audience, ends on the finishing page (or the admin’s sign-in screen) with an error.',
  request: {
    params: z.object({ id: SsoProviderIdSchema }),
    query: z.object({
      returnTo: z.string().max(2000).optional(),
      audience: z.enum(SSO_AUDIENCES).optional().meta({
        description:
          '`cms` for an editor signing in to /admin (the admin’s sign-in screen links here); `portal` by default.',
      }),
    }),
  },
  responses: { 302: redirect },
});

const callbackRoute = createRoute({
  method: 'get',
  path: '/sso/{id}/callback',
  tags: TAGS,
  summary: 'The OpenID Connect redirect URI',
  description: `The provider sends the browser back here. The sign-in is checked (state from the same browser, PKCE, the ID token's signature, issuer, audience, nonce and expiry), then the browser goes on to the portal's ${SSO_COMPLETE_PATH} with a one-time code, a link ticket or the reason it failed, in the address's fragment: never a token, never in a query.`,
  request: { params: z.object({ id: SsoProviderIdSchema }) },
  responses: { 302: redirect },
});

const exchangeRoute = createRoute({
  method: 'post',
  path: SSO_EXCHANGE_PATH,
  tags: TAGS,
  summary: 'Exchange the one-time code for a portal token',
  description:
    'The code works once and for 60 seconds. Answers the usual token; or, for an account with two-step sign-in whose provider did not assert its own multi-factor sign-in, 401 `mfa_required` with a challenge for `jwt-auth/v1/token/mfa`. A suspended or rejected account is refused as at password sign-in. Rate-limited per client address.',
  request: { body: { required: true, content: { 'application/json': { schema: SsoExchangeRequestSchema } } } },
  responses: {
    200: jsonResponse(TokenResponseSchema, 'Signed in.'),
    400: errorResponses.badRequest,
    401: jsonResponse(
      z.union([ApiErrorSchema, MfaRequiredSchema]),
      'The code is unknown, used or expired (`sso_ticket_invalid`), the account may not sign in, or a second factor is needed (`mfa_required`).',
    ),
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

const linkInfoRoute = createRoute({
  method: 'post',
  path: '/sso/link/info',
  tags: TAGS,
  summary: 'Whom a link ticket is about',
  description:
    'The account’s email and the provider, so the page can say which account the password links. The ticket is not spent.',
  request: {
    body: { required: true, content: { 'application/json': { schema: SsoLinkInfoRequestSchema } } },
  },
  responses: {
    200: jsonResponse(SsoLinkInfoSchema, 'The account and the provider.'),
    400: errorResponses.badRequest,
    401: jsonResponse(ApiErrorSchema, 'The ticket is unknown, used or expired (`sso_ticket_invalid`).'),
    415: errorResponses.unsupportedMediaType,
  },
});

const linkRoute = createRoute({
  method: 'post',
  path: SSO_LINK_PATH,
  tags: TAGS,
  summary: 'Link an existing account to the organisation’s sign-in, with its password',
  description:
    'An organisation’s sign-in whose email belongs to an account not yet linked to it ends with a link ticket (10 minutes, single use). The account’s password, given once, links them and signs in; from then on either way of signing in reaches the account. Wrong passwords count and wait exactly as at password sign-in. Rate-limited per client address.',
  request: { body: { required: true, content: { 'application/json': { schema: SsoLinkRequestSchema } } } },
  responses: {
    200: jsonResponse(TokenResponseSchema, 'Linked and signed in.'),
    400: errorResponses.badRequest,
    401: jsonResponse(
      z.union([ApiErrorSchema, MfaRequiredSchema]),
      'The password is wrong (`invalid_credentials`, the ticket stays usable), the ticket is unknown, used or expired (`sso_ticket_invalid`), the account may not sign in, or a second factor is needed.',
    ),
    415: errorResponses.unsupportedMediaType,
    429: errorResponses.tooManyRequests,
  },
});

const logoutRoute = createRoute({
  method: 'get',
  path: '/sso/{id}/logout',
  tags: TAGS,
  summary: 'End the organisation’s own session too',
  description:
    'After the portal’s sign-out: sends the browser to the provider’s end-session page when it has one (OpenID Connect RP-initiated logout), which comes back to the portal’s home; else straight to the home page. SAML single logout starts with `POST /json/sso/{id}/logout` instead, which the portal calls before it signs out.',
  request: { params: z.object({ id: SsoProviderIdSchema }) },
  responses: { 302: redirect },
});

/** The part of any request ticket (OpenID Connect or SAML) that says whose sign-in it is. */
const RequestAudienceSchema = z.object({ audience: z.enum(SSO_AUDIENCES) });

/** What the code ticket carries to the exchange. */
const CodeTicketSchema = z.object({ userId: z.number().int(), mfa: z.boolean() });
type CodeTicket = z.infer<typeof CodeTicketSchema>;
/** What the link ticket carries to the password step. */
const LinkTicketSchema = z.object({
  userId: z.number().int(),
  identity: z.object({
    provider: z.string(),
    subject: z.string(),
    email: z.string(),
    // SAML: the session to name in a single logout once the link is made.
    samlSession: SamlSessionSchema.optional(),
  }),
  mfa: z.boolean(),
  returnTo: z.string(),
});
type LinkTicket = z.infer<typeof LinkTicketSchema>;

/** Ends a provider's sign-in on the portal's finishing page, the outcome in the fragment. */
export function finish(c: Context<PortalApiEnv>, outcome: SsoOutcome) {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(`${env.publicUrl}${SSO_COMPLETE_PATH}#${outcomeFragment(outcome)}`, 302);
}

/** Records a refused sign-in through a provider, with the reason, in the audit trail. */
export async function recordRefusal(
  c: Context<PortalApiEnv>,
  provider: string,
  reason: string,
  account?: { id: number; email: string },
): Promise<void> {
  try {
    await recordAuditEvent(c.get('payload'), {
      action: 'sso.refused',
      actor: { kind: 'anonymous' },
      target: account ? { collection: 'users', id: account.id, label: account.email } : { collection: 'users' },
      ...auditOriginOfCall(c),
      details: { provider, reason },
    });
  } catch (error) {
    c.get('log').error({ err: error, msg: 'a refused single sign-on could not be written to the audit trail' });
  }
}

/**
 * Starts the portal session of a proven account, or answers why not: the account's status, then the second factor
 * (skipped only when the provider asserted its own multi-factor sign-in).
 */
async function signIn(c: Context<PortalApiEnv>, user: User, provider: string, mfa: boolean) {
  const payload = c.get('payload');
  const refusal = statusRefusal(user.status);
  if (refusal) {
    await recordSignInFailure(c, refusal.failure, user);
    return errorResponse(c, 401, refusal.code, refusal.message);
  }
  if (!mfa && (await twoFactorEnabled(payload, { collection: 'users', id: user.id }))) {
    const challenge = await issueChallenge(payload, user.id);
    return c.json(
      {
        code: ERROR_CODES.mfaRequired,
        message: 'Enter the code from your authenticator app to finish signing in.',
        data: { status: 401 as const, challenge },
      },
      401,
    );
  }
  const { token } = await startSession(payload, user);
  await recordAuditEvent(payload, {
    action: 'sign-in.succeeded',
    actor: accountActor(user),
    target: { collection: 'users', id: user.id, label: user.email },
    ...auditOriginOfCall(c),
    details: { provider, secondFactor: mfa ? 'provider' : 'none' },
  });
  rememberDevice(c, user.email);
  return c.json(tokenAnswer(token, user), 200);
}

const TICKET_INVALID = 'This sign-in has expired or was already used. Please sign in again.';

export function registerSingleSignOn(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(providersRoute, async (c) => {
    const providers = (await listProviders(c.get('payload'))).filter(({ audience }) => audience.includes('portal'));
    return c.json({ providers: providers.map(({ id, name }) => ({ id, name })) }, 200);
  });

  app.openapi(discoverRoute, async (c) => {
    const { email } = c.req.valid('json');
    const provider = await providerForEmail(c.get('payload'), email, 'portal');
    return c.json({ provider: provider ? { id: provider.id, name: provider.name } : null }, 200);
  });

  app.openapi(startRoute, async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const audience = query.audience ?? 'portal';
    // An editor's sign-in always ends on the admin's dashboard: no path of theirs is carried through the provider.
    const returnTo = audience === 'cms' ? '/admin' : safeReturnPath(query.returnTo);
    const payload = c.get('payload');
    const provider = await providerById(payload, id, audience);
    const failed = (reason: SsoFailure) => finishFailure(c, audience, reason);
    if (!provider) return failed('unknown-provider');
    const browser = randomBytes(32).toString('base64url');
    let url: URL;
    try {
      url =
        provider.type === 'saml'
          ? await startSamlSignIn(payload, provider, { returnTo, audience, ...samlBrowserBinding(browser) })
          : await startOidcSignIn(payload, provider, { returnTo, audience, browser: hashSecretToken(browser) });
    } catch (error) {
      c.get('log').warn({ err: error, msg: 'an identity provider could not be reached', provider: id });
      return failed('refused');
    }
    // The SAML provider answers with a cross-site POST, which a SameSite=Lax cookie does not reach (saml-browser.ts).
    if (provider.type === 'saml') setSamlBrowserCookie(c, browser);
    if (provider.type === 'oidc') {
      setCookie(c, BROWSER_COOKIE, browser, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/json/sso',
        maxAge: 10 * 60,
        secure: env.publicUrl.startsWith('https:'),
      });
    }
    c.header('Cache-Control', 'no-store');
    return c.redirect(url.toString(), 302);
  });

  app.openapi(callbackRoute, async (c) => {
    const { id } = c.req.valid('param');
    const payload = c.get('payload');
    const url = new URL(c.req.url);
    // Read before the sign-in spends it: which screen a failure goes back to.
    const audience = await requestAudience(payload, url.searchParams.get('state'));
    const provider = await providerById(payload, id);
    if (provider?.type !== 'oidc') return finishFailure(c, audience, 'unknown-provider');
    const browser = getCookie(c, BROWSER_COOKIE);
    setCookie(c, BROWSER_COOKIE, '', { path: '/json/sso', maxAge: 0 });
    const outcome = await finishOidcSignIn(payload, provider, url, browser ? hashSecretToken(browser) : undefined);
    return finishSignIn(c, provider, outcome, audience);
  });

  app.openapi(exchangeRoute, async (c) => {
    const { code } = c.req.valid('json');
    const payload = c.get('payload');
    const ticket = await takeTicket(payload, 'code', code, CodeTicketSchema);
    const user = ticket ? await userById(payload, ticket.data.userId) : null;
    if (!ticket || !user) return errorResponse(c, 401, ERROR_CODES.ssoTicketInvalid, TICKET_INVALID);
    return signIn(c, user, ticket.provider, ticket.data.mfa);
  });

  app.openapi(linkInfoRoute, async (c) => {
    const { ticket: secret } = c.req.valid('json');
    const payload = c.get('payload');
    const ticket = await peekTicket(payload, 'link', secret, LinkTicketSchema);
    const provider = ticket ? await providerById(payload, ticket.provider, 'portal') : undefined;
    const user = ticket ? await userById(payload, ticket.data.userId) : null;
    if (!ticket || !provider || !user) return errorResponse(c, 401, ERROR_CODES.ssoTicketInvalid, TICKET_INVALID);
    return c.json({ email: user.email, provider: { id: provider.id, name: provider.name } }, 200);
  });

  app.openapi(linkRoute, async (c) => {
    const { ticket: secret, password } = c.req.valid('json');
    const payload = c.get('payload');
    const ticket = await peekTicket(payload, 'link', secret, LinkTicketSchema);
    const user = ticket ? await userById(payload, ticket.data.userId) : null;
    if (!ticket || !user) return errorResponse(c, 401, ERROR_CODES.ssoTicketInvalid, TICKET_INVALID);
    // The password counts exactly as at sign-in: the same slots, the same waits.
    const attempt = await reserveGuess(c, 'password', user.email);
    if (!attempt.ok) {
      await recordSignInFailure(c, 'throttled', user);
      return tooManySignIns(c, attempt.retryAfterSeconds);
    }
    if (!(await verifyPassword(user, password))) {
      await attempt.failed();
      await recordSignInFailure(c, 'wrong-password', user);
      return errorResponse(c, 401, ERROR_CODES.invalidCredentials, 'The password is incorrect.', {
        password: 'The password is incorrect.',
      });
    }
    await attempt.succeeded();
    // Spent only now: two requests with the right password link once.
    const spent = await takeTicket(payload, 'link', secret, LinkTicketSchema);
    if (!spent) return errorResponse(c, 401, ERROR_CODES.ssoTicketInvalid, TICKET_INVALID);
    const refusal = statusRefusal(user.status);
    if (refusal) {
      await recordSignInFailure(c, refusal.failure, user);
      return errorResponse(c, 401, refusal.code, refusal.message);
    }
    await linkIdentity(payload, spent.data.identity, user, auditOriginOfCall(c), 'password');
    return signIn(c, user, spent.provider, spent.data.mfa);
  });

  app.openapi(logoutRoute, async (c) => {
    const { id } = c.req.valid('param');
    const home = `${env.publicUrl}/`;
    const provider = await providerById(c.get('payload'), id, 'portal');
    let target = home;
    if (provider?.type === 'oidc') {
      try {
        target = (await oidcEndSessionUrl(provider, home)) ?? home;
      } catch (error) {
        c.get('log').warn({ err: error, msg: 'an identity provider could not be reached for sign-out', provider: id });
      }
    }
    c.header('Cache-Control', 'no-store');
    return c.redirect(target, 302);
  });

  registerSsoJwks(app);
}

/**
 * Ends a provider's sign-in on the portal's finishing page, whatever protocol carried it: a refusal is recorded and
 * named; a checked identity becomes a one-time code or a link ticket.
 */
export async function finishSignIn(
  c: Context<PortalApiEnv>,
  provider: SsoProviderConfig,
  outcome: SignInOutcome<{ returnTo: string; audience: SsoAudience }>,
  requestedAudience: SsoAudience,
) {
  if (!outcome.ok) {
    await recordRefusal(c, provider.id, outcome.detail ? `${outcome.reason}:${outcome.detail}` : outcome.reason);
    const reason =
      outcome.reason === 'unknown-domain' || outcome.reason === 'email-unverified' ? 'no-email' : outcome.reason;
    return finishFailure(c, requestedAudience, reason);
  }
  const { audience, returnTo } = outcome.request;
  // The provider may have stopped serving the audience since the sign-in started.
  if (!provider.audience.includes(audience)) {
    await recordRefusal(c, provider.id, `wrong-audience:${audience}`);
    return finishFailure(c, audience, 'wrong-audience');
  }
  if (audience === 'cms') return finishCmsSignIn(c, provider, outcome.identity);
  return finish(c, await portalOutcome(c, provider, outcome.identity, returnTo));
}

/** Ends a failed sign-in on the screen it started from: the portal's finishing page, or the admin's sign-in. */
export function finishFailure(c: Context<PortalApiEnv>, audience: SsoAudience, reason: SsoFailure) {
  return audience === 'cms' ? finishAdminRefusal(c, reason) : finish(c, { kind: 'failed', reason });
}

/** The audience of the live request ticket a provider's answer names (its state or RelayState), `portal` if none. */
export async function requestAudience(payload: Payload, secret: string | null | undefined): Promise<SsoAudience> {
  if (!secret || !/^[\w-]{43}$/.test(secret)) return 'portal';
  const ticket = await peekTicket(payload, 'request', secret, RequestAudienceSchema);
  return ticket?.data.audience ?? 'portal';
}

/** Where a checked identity leads: a one-time code for a session, or a ticket to link an existing account. */
export async function portalOutcome(
  c: Context<PortalApiEnv>,
  provider: SsoProviderConfig,
  identity: SsoIdentity,
  returnTo: string,
): Promise<SsoOutcome> {
  const payload = c.get('payload');
  const account = await portalAccountFor(payload, provider, identity, auditOriginOfCall(c));
  if (account.kind === 'link') {
    const ticket = await issueTicket(payload, 'link', provider.id, {
      userId: account.user.id,
      identity: {
        provider: identity.provider,
        subject: identity.subject,
        email: identity.email,
        ...(identity.samlSession ? { samlSession: identity.samlSession } : {}),
      },
      mfa: identity.mfa,
      returnTo,
    } satisfies LinkTicket);
    return { kind: 'link', ticket, provider: provider.id, returnTo };
  }
  const code = await issueTicket(payload, 'code', provider.id, {
    userId: account.user.id,
    mfa: identity.mfa,
  } satisfies CodeTicket);
  return { kind: 'code', code, provider: provider.id, returnTo };
}
