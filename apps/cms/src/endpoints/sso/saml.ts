import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';
import { SSO_COMPLETE_PATH, SsoProviderIdSchema, SsoSignOutSchema } from '@hcp/contracts/sso';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { recordAuditEvent } from '../../audit/record';
import { env } from '../../env';
import { userById } from '../../sso/accounts';
import { providerById } from '../../sso/providers';
import { finishSamlSignIn, samlServiceProviderMetadata } from '../../sso/saml';
import {
  answerSamlLogoutRequest,
  finishSamlLogout,
  type LogoutRefusal,
  samlSingleLogoutOffered,
  startSamlLogout,
} from '../../sso/saml-logout';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { clearSessions } from '../identity/sessions';
import { requirePortalUser } from '../middleware/require-portal-user';
import { bearerSecurity, errorResponses, jsonResponse } from '../responses';
import { auditOriginOfCall } from '../shared/audit';
import { takeSamlBrowserCookie } from './saml-browser';
import { finishFailure, finishSignIn, recordRefusal, requestAudience } from './sso';

/** A signed SAML Response with its certificate and a few dozen attributes is a few tens of KiB; ADFS's rarely 100. */
export const SAML_ACS_BODY_BYTES = 256 * 1024;

/** The assertion consumer service: the one portal API path whose body is a form, as the HTTP-POST binding posts it. */
export function isSamlAcsPath(path: string): boolean {
  return /^\/json\/sso\/[^/]+\/acs$/.test(path);
}

const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i;

/** The ACS's body: form-urlencoded only, at most 256 KiB (refused unread when the declared length is over). */
const acsBodyLimit = bodyLimit({
  maxSize: SAML_ACS_BODY_BYTES,
  onError: (c) => errorResponse(c, 413, 'rest_payload_too_large', 'The SAML response is larger than 256 KB.'),
});
export const samlAcsBody: MiddlewareHandler = (c, next) => {
  const length = c.req.header('content-length');
  const carriesBody = c.req.header('transfer-encoding') !== undefined || (length !== undefined && Number(length) > 0);
  if (carriesBody && !FORM_TYPE.test(c.req.header('content-type') ?? '')) {
    return Promise.resolve(
      errorResponse(
        c,
        415,
        ERROR_CODES.unsupportedMediaType,
        'Send the SAML response as application/x-www-form-urlencoded.',
      ),
    );
  }
  return acsBodyLimit(c, next);
};

const TAGS = ['Single sign-on'];

const SamlPostSchema = z
  .object({
    SAMLResponse: z.string().max(SAML_ACS_BODY_BYTES).optional(),
    RelayState: z.string().max(200).optional(),
  })
  .meta({ id: 'SamlPostBinding' });

const acsRoute = createRoute({
  method: 'post',
  path: '/sso/{id}/acs',
  tags: TAGS,
  summary: 'The SAML 2.0 assertion consumer service (HTTP-POST binding)',
  description: `The identity provider's page posts the SAML Response here, form-urlencoded (at most 256 KB). The response must answer a request this server made and has not yet seen answered (RelayState and InResponseTo), and, when PUBLIC_URL is https, come in the browser that started it (its Secure, SameSite=None cookie); its assertion must be signed by a certificate of the provider's metadata (SHA-256 or better, no signature wrapping), name this service as its audience and recipient, come from the provider's entity id and be within its validity (30 s of clock skew allowed). An assertion id already used is refused. Then the browser goes on to the portal's ${SSO_COMPLETE_PATH} with a one-time code, a link ticket or the reason it failed, in the address's fragment.`,
  request: {
    params: z.object({ id: SsoProviderIdSchema }),
    body: { required: false, content: { 'application/x-www-form-urlencoded': { schema: SamlPostSchema } } },
  },
  responses: {
    302: { description: 'Sends the browser on to the portal’s finishing page (`Location`).' },
    413: jsonResponse(ApiErrorSchema, 'The body is larger than 256 KB.'),
    415: jsonResponse(ApiErrorSchema, 'The body is not application/x-www-form-urlencoded.'),
  },
});

const metadataRoute = createRoute({
  method: 'get',
  path: '/sso/{id}/metadata',
  tags: TAGS,
  summary: 'The portal’s SAML 2.0 service provider metadata',
  description:
    'The metadata to give the identity provider: the entity id (this very address), the assertion consumer service for the HTTP-POST binding, signed assertions wanted, persistent NameIDs asked for. With the portal’s SAML signing key (SSO_SAML_SIGNING_KEY), also its signing certificate and, for a provider that serves the portal, the single logout service (`/json/sso/{id}/slo`, HTTP-Redirect binding). For a SAML provider of either audience.',
  request: { params: z.object({ id: SsoProviderIdSchema }) },
  responses: {
    200: {
      description: 'The SP metadata.',
      content: { 'application/samlmetadata+xml': { schema: z.string() } },
    },
    404: jsonResponse(ApiErrorSchema, 'No SAML provider has this id.'),
  },
});

const signOutRoute = createRoute({
  method: 'post',
  path: '/sso/{id}/logout',
  tags: TAGS,
  summary: 'Where to end the organisation’s own session, asked before the portal’s ends',
  description:
    'The portal calls this with its token just before it signs out. For a SAML provider with single logout (the portal’s signing key set, the IdP’s metadata listing an HTTP-Redirect SingleLogoutService, a session remembered from the account’s last sign-in through it), the answer is the IdP’s address with a signed LogoutRequest, whose RelayState is a single-use ticket (2 minutes) naming the request; the IdP’s LogoutResponse comes back to `/json/sso/{id}/slo`. Otherwise it is `/json/sso/{id}/logout`, which ends an OpenID Connect session or goes to the home page. No token or ticket of the portal’s travels in the address.',
  security: bearerSecurity,
  middleware: [requirePortalUser] as const,
  request: { params: z.object({ id: SsoProviderIdSchema }) },
  responses: {
    200: jsonResponse(SsoSignOutSchema, 'Where the browser goes once the portal has signed out.'),
    401: errorResponses.unauthorized,
    403: errorResponses.forbidden,
  },
});

const SamlRedirectSchema = z.object({
  SAMLRequest: z.string().max(16_384).optional(),
  SAMLResponse: z.string().max(16_384).optional(),
  RelayState: z.string().max(1000).optional(),
  SigAlg: z.string().max(200).optional(),
  Signature: z.string().max(4096).optional(),
});

const singleLogoutRoute = createRoute({
  method: 'get',
  path: '/sso/{id}/slo',
  tags: TAGS,
  summary: 'The SAML 2.0 single logout service (HTTP-Redirect binding)',
  description:
    'Offered only with the portal’s SAML signing key. Every message must be signed by a certificate of the IdP’s metadata (RSA with SHA-256 or better), come from its entity id and be addressed here. A `SAMLResponse` is the IdP’s LogoutResponse to the portal’s LogoutRequest: its InResponseTo must be the request its RelayState names; the browser then goes to the portal’s home page, whether or not it was accepted (a refusal is recorded in the audit trail). A `SAMLRequest` is the IdP ending the person’s session there (IdP-initiated): issued in the last 5 minutes and never seen before, it ends every portal session of the accounts linked to its NameID, and the browser goes back to the IdP with a signed LogoutResponse.',
  request: { params: z.object({ id: SsoProviderIdSchema }), query: SamlRedirectSchema },
  responses: {
    302: {
      description: 'Sends the browser on (`Location`): the portal’s home page, or the IdP with its LogoutResponse.',
    },
    400: jsonResponse(
      ApiErrorSchema,
      'Neither message, or a LogoutRequest that could not be checked (`sso_logout_refused`): no session ended.',
    ),
    404: jsonResponse(
      ApiErrorSchema,
      'No SAML provider serves the portal with this id, or single logout is not offered.',
    ),
  },
});

/**
 * Records a single logout on each account it concerned: confirmed by the IdP after the portal's own sign-out
 * (`by: portal`), or asked for by the IdP, which ended the account's portal sessions (`by: provider`).
 */
async function recordSignOut(
  c: Context<PortalApiEnv>,
  provider: string,
  userIds: number[],
  by: 'portal' | 'provider',
): Promise<void> {
  const payload = c.get('payload');
  for (const userId of userIds) {
    const account = await userById(payload, userId);
    await recordAuditEvent(payload, {
      action: 'sso.signed-out',
      actor: account ? { kind: 'portal-account', id: account.id, email: account.email } : { kind: 'anonymous' },
      target: account ? { collection: 'users', id: account.id, label: account.email } : { collection: 'users' },
      ...auditOriginOfCall(c),
      details: { provider, by },
    });
  }
}

export function registerSamlSignOn(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(acsRoute, async (c) => {
    const { id } = c.req.valid('param');
    const form = c.req.valid('form');
    const payload = c.get('payload');
    // Read before the sign-in spends it: which screen a failure goes back to.
    const audience = await requestAudience(payload, form.RelayState);
    const provider = await providerById(payload, id);
    if (provider?.type !== 'saml') return finishFailure(c, audience, 'unknown-provider');
    const outcome = await finishSamlSignIn(payload, provider, form, takeSamlBrowserCookie(c));
    return finishSignIn(c, provider, outcome, audience);
  });

  app.openapi(signOutRoute, async (c) => {
    const { id } = c.req.valid('param');
    const payload = c.get('payload');
    const provider = await providerById(payload, id, 'portal');
    let location: URL | undefined;
    if (provider?.type === 'saml') {
      try {
        location = await startSamlLogout(payload, provider, c.get('caller').user.id);
      } catch (error) {
        c.get('log').warn({ err: error, msg: 'a SAML single logout could not be started', provider: id });
      }
    }
    return c.json({ location: location?.toString() ?? `${env.publicUrl}/json/sso/${id}/logout` }, 200);
  });

  app.openapi(singleLogoutRoute, async (c) => {
    const { id } = c.req.valid('param');
    const query = c.req.valid('query');
    const payload = c.get('payload');
    const provider = await providerById(payload, id, 'portal');
    if (provider?.type !== 'saml' || !samlSingleLogoutOffered()) {
      return errorResponse(c, 404, ERROR_CODES.notFound, 'No SAML single logout is offered here.');
    }
    const raw = new URL(c.req.url).search.slice(1);
    const refuse = async (refusal: LogoutRefusal) => {
      const account = refusal.userId === undefined ? null : await userById(payload, refusal.userId);
      await recordRefusal(c, id, `logout:${refusal.detail}`, account ?? undefined);
    };
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    if (query.SAMLResponse !== undefined && query.SAMLRequest === undefined) {
      const outcome = await finishSamlLogout(payload, provider, raw);
      if (outcome.ok) await recordSignOut(c, id, [outcome.userId], 'portal');
      else await refuse(outcome);
      // The portal's sessions ended before the browser left; whatever the IdP said, it goes home.
      return c.redirect(`${env.publicUrl}/`, 302);
    }
    if (query.SAMLRequest !== undefined && query.SAMLResponse === undefined) {
      const outcome = await answerSamlLogoutRequest(payload, provider, raw);
      if (!outcome.ok) {
        await refuse(outcome);
        return errorResponse(c, 400, ERROR_CODES.ssoLogoutRefused, 'The sign-out request could not be checked.');
      }
      // Every portal session of the accounts ends before the IdP hears that they have.
      for (const userId of outcome.userIds) await clearSessions(payload, userId);
      await recordSignOut(c, id, outcome.userIds, 'provider');
      return c.redirect(outcome.location.toString(), 302);
    }
    return errorResponse(c, 400, ERROR_CODES.invalidParams, 'Send one SAMLRequest or one SAMLResponse.');
  });

  app.openapi(metadataRoute, async (c) => {
    const { id } = c.req.valid('param');
    const provider = await providerById(c.get('payload'), id);
    if (provider?.type !== 'saml') {
      return errorResponse(c, 404, ERROR_CODES.notFound, 'No SAML provider has this id.');
    }
    // Single logout ends portal sessions: a provider only for editors has none to offer.
    const metadata = samlServiceProviderMetadata(id, provider.audience.includes('portal'));
    return c.body(metadata, 200, { 'Content-Type': 'application/samlmetadata+xml' });
  });
}
