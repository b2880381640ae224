// A hospital's OpenID provider for the tests: the certified `oidc-provider`, configured as a trust would configure it
// for a first-party relying party (code flow, PKCE required, client_secret_post, its own sign-in page, consent implied).
// Clients that authenticate with private_key_jwt (as NHS CIS2 asks) can be added, each with the portal's public keys.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  type ProtectedHeaderParameters,
  SignJWT,
} from 'jose';
import Provider, { type ClientMetadata, type KoaContextWithOIDC } from 'oidc-provider';

/** A person the hospital knows: the password checked on its sign-in page, and the claims it releases. */
export type HospitalPerson = {
  sub: string;
  password: string;
  email: string;
  given_name: string;
  family_name: string;
  groups?: string[];
  /** Whether the hospital's sign-in asks this person for a second factor (the ID token's `amr` then says `mfa`). */
  mfa?: boolean;
  /** The class the sign-in met, for the ID token's `acr` (NHS CIS2 says `AAL3_ANY` there, and no RFC 8176 `amr`). */
  acr?: string;
  /** The ID token's `amr` instead of the RFC 8176 methods `mfa` gives (CIS2 sends its own: `N3_SMARTCARD`). */
  amr?: string[];
  email_verified?: boolean;
};

/**
 * A relying party that proves itself with an assertion signed by its own key (private_key_jwt): its public keys given
 * once (`jwks`) or read from its address (`jwksUri`), as an administrator registers the portal with NHS CIS2.
 */
export type KeyClient = { clientId: string; redirectUris: string[] } & (
  { jwks: { keys: JWK[] } } | { jwksUri: string }
);

/** A call the token endpoint answered: which client, the client assertion it carried, and the error if refused. */
export type TokenRequest = {
  clientId: string | undefined;
  clientSecretSent: boolean;
  assertion: { header: ProtectedHeaderParameters; payload: JWTPayload } | undefined;
  error: string | undefined;
};

export type HospitalIdp = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  people: Map<string, HospitalPerson>;
  /** Every call of the token endpoint, in order. */
  tokenRequests: TokenRequest[];
  /**
   * The next ID token the token endpoint answers is re-signed with the provider's own key after `change`: an expired
   * token, another issuer or audience, a nonce the portal never sent, as a faulty or hostile provider would answer.
   * With `signer: 'stranger'` it is signed by a key the provider never published, under the provider's own key id, as
   * a forger who knows the token's shape but not the key would sign it.
   */
  tamperNextIdToken: (
    change: (claims: JWTPayload) => JWTPayload,
    options?: { signer?: 'provider' | 'stranger' },
  ) => void;
  /** Signs `sub` in at an authorization URL the portal sent the browser to; answers the portal's callback URL. */
  signInAt: (authorizationUrl: string, sub: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

async function formBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Starts the provider on a loopback port. `redirectUris` are the portal's callback addresses; the provider refuses any
 * other. The sign-in page has labelled fields ("Username", "Password") and a "Sign in" button, for the browser tests.
 */
export async function startHospitalIdp({
  redirectUris,
  postLogoutRedirectUris = [],
  people = [],
  keyClients = [],
}: {
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  people?: HospitalPerson[];
  keyClients?: KeyClient[];
}): Promise<HospitalIdp> {
  const directory = new Map(people.map((person) => [person.sub, person]));
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const clientId = 'portal';
  const clientSecret = `secret-${randomUUID()}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'northbridge-1', alg: 'RS256', use: 'sig' };
  const strangerKey = (await generateKeyPair('RS256')).privateKey;
  type Tamper = { change: (claims: JWTPayload) => JWTPayload; key: typeof privateKey };
  let tamper: Tamper | undefined;
  const provider = new Provider(issuer, {
    jwks: { keys: [signingKey] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
      ...keyClients.map((keyClient): ClientMetadata => ({
        client_id: keyClient.clientId,
        redirect_uris: keyClient.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'private_key_jwt',
        ...('jwks' in keyClient ? { jwks: keyClient.jwks } : { jwks_uri: keyClient.jwksUri }),
      })),
    ],
    pkce: { required: () => true },
    claims: {
      acr: null,
      amr: null,
      auth_time: null,
      iss: null,
      sid: null,
      // The ID token says how the person signed in (amr, acr), as trusts' providers do for the portal's MFA rule.
      openid: ['sub', 'amr', 'acr'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'groups'],
    },
    // The portal reads the ID token's claims, as a relying party that makes no userinfo call does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomUUID()] },
    // The portal under test listens on loopback, where the provider's guard against server-side request forgery
    // would not let it read a client's jwks_uri: this provider reads from this machine only.
    fetch: (url, options) => {
      const unguarded: RequestInit & { dispatcher?: unknown } = { ...options };
      delete unguarded.dispatcher;
      return fetch(url, unguarded);
    },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => {
      const person = directory.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: person.email,
          email_verified: person.email_verified ?? true,
          given_name: person.given_name,
          family_name: person.family_name,
          groups: person.groups ?? [],
        }),
      };
    },
  });
  // No proxy in front: the issuer is this very address.
  const callback = provider.callback();

  const tokenRequests: TokenRequest[] = [];
  const recordTokenRequest = (ctx: KoaContextWithOIDC, error?: Error) => {
    const { params } = ctx.oidc;
    const assertion = typeof params?.client_assertion === 'string' ? params.client_assertion : undefined;
    tokenRequests.push({
      clientId: typeof params?.client_id === 'string' ? params.client_id : ctx.oidc.client?.clientId,
      clientSecretSent: typeof params?.client_secret === 'string',
      assertion: assertion ? { header: decodeProtectedHeader(assertion), payload: decodeJwt(assertion) } : undefined,
      error: error ? ((error as { error?: string }).error ?? error.message) : undefined,
    });
  };
  provider.on('grant.success', (ctx: KoaContextWithOIDC) => recordTokenRequest(ctx));
  provider.on('grant.error', (ctx: KoaContextWithOIDC, error: Error) => recordTokenRequest(ctx, error));

  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match) {
      const next = tamper;
      if (next && req.method === 'POST' && req.url === '/token') {
        tamper = undefined;
        reSignTokenAnswer(res, next);
      }
      void callback(req, res);
      return;
    }
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'consent') {
          // The hospital's own first-party client: consent is implied, as trusts configure their portal apps.
          const grant = new provider.Grant({
            accountId: details.session?.accountId,
            clientId: String(details.params.client_id),
          });
          grant.addOIDCScope('openid email profile');
          const grantId = await grant.save();
          await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
          return;
        }
        if (req.method === 'POST') {
          const form = await formBody(req);
          const person = directory.get(form.get('username') ?? '');
          const password = form.get('password') ?? '';
          if (person === undefined || password === '' || person.password !== password) {
            res.writeHead(401, { 'content-type': 'text/html; charset=utf-8' });
            res.end(page('Northbridge sign-in', '<p role="alert">Wrong username or password.</p>'));
            return;
          }
          await provider.interactionFinished(
            req,
            res,
            {
              login: {
                accountId: person.sub,
                amr: person.amr ?? (person.mfa ? ['pwd', 'mfa'] : ['pwd']),
                ...(person.acr ? { acr: person.acr } : {}),
              },
            },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          page(
            'Northbridge sign-in',
            `<form method="post" action="/interaction/${details.uid}">
              <p><label for="username">Username</label> <input id="username" name="username" autocomplete="username"></p>
              <p><label for="password">Password</label> <input id="password" name="password" type="password"></p>
              <p><button type="submit">Sign in</button></p>
            </form>`,
          ),
        );
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end((error as Error).message);
      }
    })();
  });

  /** Catches the token endpoint's JSON answer and re-signs its ID token after `change`, before it is sent. */
  function reSignTokenAnswer(res: http.ServerResponse, { change, key }: Tamper): void {
    const end = res.end.bind(res) as (body?: unknown) => http.ServerResponse;
    (res as { end: unknown }).end = (body?: unknown) => {
      void (async () => {
        const answer = JSON.parse(String(body)) as { id_token?: string };
        if (answer.id_token) {
          answer.id_token = await new SignJWT(change(decodeJwt(answer.id_token)))
            .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid })
            .sign(key);
        }
        const text = JSON.stringify(answer);
        if (!res.headersSent) res.setHeader('content-length', Buffer.byteLength(text));
        end(text);
      })();
      return res;
    };
  }

  /** Follows redirects by hand with a cookie jar, as a browser would, until the portal's callback address. */
  async function signInAt(authorizationUrl: string, sub: string, password?: string): Promise<string> {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair?.indexOf('=') ?? -1;
        if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    let url = authorizationUrl;
    let body: URLSearchParams | undefined;
    for (let hop = 0; hop < 20; hop += 1) {
      if (!url.startsWith(issuer)) return url;
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(body ? { body: body.toString() } : {}),
      });
      keep(response);
      body = undefined;
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url).toString();
        continue;
      }
      if (response.status === 200 && new URL(url).pathname.startsWith('/interaction/')) {
        const person = directory.get(sub);
        body = new URLSearchParams({ username: sub, password: password ?? person?.password ?? '' });
        continue;
      }
      throw new Error(`The hospital's sign-in stopped at ${url}: ${String(response.status)} ${await response.text()}`);
    }
    throw new Error('The hospital’s sign-in redirected too many times.');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    people: directory,
    tokenRequests,
    tamperNextIdToken: (change, { signer = 'provider' } = {}) => {
      tamper = { change, key: signer === 'stranger' ? strangerKey : privateKey };
    },
    signInAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
