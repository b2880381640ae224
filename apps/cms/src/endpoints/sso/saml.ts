import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';
import { SSO_COMPLETE_PATH, SsoProviderIdSchema } from '@hcp/contracts/sso';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { providerById } from '../../sso/providers';
import { finishSamlSignIn, samlServiceProviderMetadata } from '../../sso/saml';
import type { PortalApiEnv } from '../context';
import { errorResponse } from '../errors';
import { jsonResponse } from '../responses';
import { takeSamlBrowserCookie } from './saml-browser';
import { finishFailure, finishSignIn, requestAudience } from './sso';

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
    'The metadata to give the identity provider: the entity id (this very address), the assertion consumer service for the HTTP-POST binding, signed assertions wanted, persistent NameIDs asked for. For a SAML provider of either audience.',
  request: { params: z.object({ id: SsoProviderIdSchema }) },
  responses: {
    200: {
      description: 'The SP metadata.',
      content: { 'application/samlmetadata+xml': { schema: z.string() } },
    },
    404: jsonResponse(ApiErrorSchema, 'No SAML provider has this id.'),
  },
});

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

  app.openapi(metadataRoute, async (c) => {
    const { id } = c.req.valid('param');
    const provider = await providerById(c.get('payload'), id);
    if (provider?.type !== 'saml') {
      return errorResponse(c, 404, ERROR_CODES.notFound, 'No SAML provider has this id.');
    }
    return c.body(samlServiceProviderMetadata(id), 200, { 'Content-Type': 'application/samlmetadata+xml' });
  });
}
