import { createHash, type KeyObject, webcrypto } from 'node:crypto';

import { type OidcProviderConfig, SSO_AUDIENCES } from '@hcp/contracts/sso';
import * as client from 'openid-client';
import type { Payload } from 'payload';
import { z } from 'zod';

import { env, isLoopbackHost } from '../env';
import type { SsoClientKey } from './client-key';
import { identityFromClaims, oidcSignInIsMultiFactor, type SignInOutcome } from './identity';
import { issueTicket, takeTicket } from './tickets';

/** What a sign-in sent to a provider remembers until it comes back. */
const OidcRequestSchema = z.object({
  verifier: z.string(),
  nonce: z.string(),
  returnTo: z.string(),
  audience: z.enum(SSO_AUDIENCES),
  /** The SHA-256 of the random value in the browser's cookie: the callback must come back to the same browser. */
  browser: z.string(),
});
export type OidcRequest = z.infer<typeof OidcRequestSchema>;

/** A provider's discovery document is read once an hour per process, not at every sign-in. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const CLOCK_TOLERANCE_SECONDS = 30;
const discovered = new Map<string, { at: number; config: Promise<client.Configuration> }>();

/** The redirect URI to register with the provider. */
export function oidcRedirectUri(providerId: string): string {
  return `${env.publicUrl}/json/sso/${providerId}/callback`;
}

/** Plain http is accepted only for an issuer on this machine (a test's provider); everywhere else it must be https. */
function insecureAllowed(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && isLoopbackHost(url.hostname);
}

/** The portal's key as Web Crypto needs it to sign, imported once per key. */
const signingKeys = new WeakMap<KeyObject, Promise<webcrypto.CryptoKey>>();

function signingKey(key: SsoClientKey): Promise<webcrypto.CryptoKey> {
  let imported = signingKeys.get(key.privateKey);
  if (!imported) {
    const algorithm =
      key.alg === 'RS256' ? { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } : { name: 'ECDSA', namedCurve: 'P-256' };
    const der = key.privateKey.export({ format: 'der', type: 'pkcs8' });
    imported = webcrypto.subtle.importKey('pkcs8', der, algorithm, false, ['sign']);
    signingKeys.set(key.privateKey, imported);
  }
  return imported;
}

/**
 * `private_key_jwt` (RFC 7523, OpenID Connect Core 9): an assertion signed with the portal's key, its `kid` the key's
 * thumbprint, living 60 s. Its audience is the provider's token endpoint, where it is sent, as NHS CIS2 checks it
 * (openid-client would name the issuer); the assertion goes to no other endpoint, so nothing else could accept it.
 */
async function privateKeyJwt(key: SsoClientKey, tokenEndpoint: () => string | undefined): Promise<client.ClientAuth> {
  return client.PrivateKeyJwt(
    { key: await signingKey(key), kid: key.kid },
    {
      [client.modifyAssertion]: (_header, payload) => {
        payload.aud = tokenEndpoint() ?? payload.aud;
      },
    },
  );
}

/** How the portal proves itself at the provider's token endpoint, as the provider is set up. */
async function clientAuthentication(
  provider: OidcProviderConfig,
  tokenEndpoint: () => string | undefined,
): Promise<client.ClientAuth> {
  if (provider.tokenAuthMethod === 'private_key_jwt') {
    if (!env.sso.clientKey)
      throw new Error(`${provider.id} authenticates with private_key_jwt: SSO_CLIENT_KEY is not set`);
    return privateKeyJwt(env.sso.clientKey, tokenEndpoint);
  }
  if (!provider.clientSecret) throw new Error(`${provider.id} authenticates with client_secret_post: no client secret`);
  return client.ClientSecretPost(provider.clientSecret);
}

/** The provider's configuration from its discovery document, checked by openid-client (issuer, endpoints, keys). */
export function oidcConfiguration(provider: OidcProviderConfig): Promise<client.Configuration> {
  const signer = provider.tokenAuthMethod === 'private_key_jwt' ? env.sso.clientKey?.kid : provider.clientSecret;
  const key = createHash('sha256')
    .update(JSON.stringify([provider.id, provider.issuer, provider.clientId, provider.tokenAuthMethod, signer]))
    .digest('hex');
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
  const config = (async () => {
    // Known once the discovery document is read; the client authenticates only after that.
    const server: { tokenEndpoint?: string } = {};
    const configuration = await client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      { [client.clockTolerance]: CLOCK_TOLERANCE_SECONDS },
      await clientAuthentication(provider, () => server.tokenEndpoint),
      {
        timeout: 10,
        execute: [
          // openid-client leaves an ID token from the token endpoint unverified by default (TLS vouches for the
          // issuer): the portal checks its signature against the provider's keys all the same, as issue 34 asks.
          client.enableNonRepudiationChecks,
          // eslint-disable-next-line @typescript-eslint/no-deprecated -- only for an issuer on this machine (tests)
          ...(insecureAllowed(provider.issuer) ? [client.allowInsecureRequests] : []),
        ],
      },
    );
    server.tokenEndpoint = configuration.serverMetadata().token_endpoint;
    return configuration;
  })().catch((error: unknown) => {
    discovered.delete(key);
    throw error;
  });
  discovered.set(key, { at: Date.now(), config });
  return config;
}

/**
 * Starts a sign-in at the provider: authorization code with PKCE (S256), `state` and `nonce`, all random. The state's
 * ticket keeps the verifier, the nonce and the return path in the database, so whichever process the callback reaches
 * can finish it.
 */
export async function startOidcSignIn(
  payload: Payload,
  provider: OidcProviderConfig,
  request: Omit<OidcRequest, 'verifier' | 'nonce'>,
): Promise<URL> {
  const config = await oidcConfiguration(provider);
  const verifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const state = await issueTicket(payload, 'request', provider.id, { ...request, verifier, nonce });
  return client.buildAuthorizationUrl(config, {
    redirect_uri: oidcRedirectUri(provider.id),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
}

export type OidcOutcome = SignInOutcome<OidcRequest>;

/**
 * Finishes a sign-in: spends the state's ticket (once, from the browser that started it), exchanges the code with
 * the PKCE verifier, and lets openid-client check the ID token: signature, issuer, audience, nonce, expiry (with 30 s
 * of clock skew allowed). Then maps its claims to an identity.
 */
export async function finishOidcSignIn(
  payload: Payload,
  provider: OidcProviderConfig,
  callbackUrl: URL,
  browserHash: string | undefined,
): Promise<OidcOutcome> {
  const state = callbackUrl.searchParams.get('state') ?? '';
  const ticket = await takeTicket(payload, 'request', state, OidcRequestSchema);
  if (ticket?.provider !== provider.id) return { ok: false, reason: 'expired' };
  if (ticket.data.browser !== browserHash) return { ok: false, reason: 'expired', detail: 'other-browser' };
  if (callbackUrl.searchParams.get('error')) {
    return { ok: false, reason: 'cancelled', detail: callbackUrl.searchParams.get('error') ?? undefined };
  }
  let claims: client.IDToken | undefined;
  try {
    const config = await oidcConfiguration(provider);
    // The callback's own address, as the provider was told it: the server's public one, whatever proxy is in between.
    const current = new URL(oidcRedirectUri(provider.id));
    current.search = callbackUrl.search;
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: ticket.data.verifier,
      expectedState: state,
      expectedNonce: ticket.data.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    return { ok: false, reason: 'refused', detail: (error as { code?: string }).code ?? (error as Error).name };
  }
  if (!claims?.sub) return { ok: false, reason: 'refused', detail: 'no-subject' };
  const mapped = identityFromClaims(provider, claims.sub, claims, oidcSignInIsMultiFactor(claims, provider));
  if (!mapped.ok) return { ok: false, reason: mapped.reason };
  return { ok: true, identity: mapped.identity, request: ticket.data };
}

/** Where the provider ends its own session after ours, if it offers that (OIDC RP-initiated logout). */
export async function oidcEndSessionUrl(provider: OidcProviderConfig, returnTo: string): Promise<string | undefined> {
  const config = await oidcConfiguration(provider);
  if (!config.serverMetadata().end_session_endpoint) return undefined;
  return client
    .buildEndSessionUrl(config, { client_id: provider.clientId, post_logout_redirect_uri: returnTo })
    .toString();
}
