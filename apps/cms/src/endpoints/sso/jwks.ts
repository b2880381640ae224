import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { SsoJwksSchema } from '@hcp/contracts/sso';

import { env } from '../../env';
import type { PortalApiEnv } from '../context';
import { jsonResponse } from '../responses';

const jwksRoute = createRoute({
  method: 'get',
  path: '/sso/jwks',
  tags: ['Single sign-on'],
  summary: 'The portal’s public key, for providers that authenticate it with private_key_jwt',
  description:
    'A JSON Web Key Set with the public half of the key the portal signs its client assertions with (SSO_CLIENT_KEY; RS256 or ES256, `kid` its RFC 7638 thumbprint), for an identity provider such as NHS CIS2 to read from this address or to be given once. Public, cached for an hour. No private member, ever; `{"keys": []}` when no key is set.',
  responses: { 200: jsonResponse(SsoJwksSchema, 'The key set.') },
});

/** `GET sso/jwks`. */
export function registerSsoJwks(app: OpenAPIHono<PortalApiEnv>): void {
  app.openapi(jwksRoute, (c) => {
    const key = env.sso.clientKey;
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ keys: key ? [key.publicJwk] : [] }, 200);
  });
}
