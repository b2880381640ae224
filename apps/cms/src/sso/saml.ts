import { createHash, randomBytes } from 'node:crypto';

import {
  type CacheProvider,
  generateServiceProviderMetadata,
  SAML,
  type SamlConfig,
  SamlStatusError,
  ValidateInResponseTo,
} from '@node-saml/node-saml';
import { XMLSerializer } from '@xmldom/xmldom';
import { type SamlProviderConfig, SSO_AUDIENCES } from '@hcp/contracts/sso';
import type { Payload } from 'payload';
import { z } from 'zod';

import { env, isLoopbackHost } from '../env';
import { authnContextIsMultiFactor, identityFromClaims, type SamlSession, type SignInOutcome } from './identity';
import {
  attribute,
  childElements,
  type IdpMetadata,
  isElement,
  NS,
  onlyPath,
  parseIdpMetadata,
  parseXml,
  REDIRECT_BINDING,
  SamlXmlError,
  text,
} from './saml-xml';
import { claimAssertion, issueTicket, peekTicket, TICKET_LIFETIME_MS, takeTicket } from './tickets';

/** What a sign-in sent to a SAML provider remembers until its answer comes back. */
const SamlRequestSchema = z.object({
  /** The AuthnRequest's ID: the answer's InResponseTo must be this. */
  requestId: z.string(),
  issuedAt: z.iso.datetime(),
  returnTo: z.string(),
  audience: z.enum(SSO_AUDIENCES),
  /**
   * On https only: the SHA-256 of the random value in the browser's SameSite=None cookie, so the answer must come back
   * to the browser that started (endpoints/sso/saml-browser.ts). Absent on http, where browsers refuse that cookie.
   */
  browser: z.string().optional(),
});
export type SamlRequest = z.infer<typeof SamlRequestSchema>;

/** The clock skew allowed on NotBefore and NotOnOrAfter, as for OpenID Connect. */
export const SAML_CLOCK_SKEW_MS = 30 * 1000;
/** A provider's metadata is read once an hour per process, not at every sign-in. */
const METADATA_TTL_MS = 60 * 60 * 1000;
const METADATA_MAX_BYTES = 1024 * 1024;
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
const TRANSIENT = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient';
/** Signatures and digests made with SHA-1 are refused: ADFS and Entra ID sign with SHA-256 by default. */
const SHA1_ALGORITHMS = new Set([
  'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
  'http://www.w3.org/2000/09/xmldsig#dsa-sha1',
  'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha1',
  'http://www.w3.org/2000/09/xmldsig#sha1',
]);

/** The SP's entity id, which is also the address of its metadata and the audience its assertions must name. */
export function samlEntityId(providerId: string): string {
  return `${env.publicUrl}/json/sso/${providerId}/metadata`;
}

/** The assertion consumer service (HTTP-POST binding) to register with the provider. */
export function samlAcsUrl(providerId: string): string {
  return `${env.publicUrl}/json/sso/${providerId}/acs`;
}

/** Where the provider sends LogoutRequests and LogoutResponses (HTTP-Redirect binding), when single logout is on. */
export function samlSingleLogoutUrl(providerId: string): string {
  return `${env.publicUrl}/json/sso/${providerId}/slo`;
}

/** Plain http is accepted only for an address on this machine (a test's provider); everywhere else it must be https. */
function secureOrLocal(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname));
}

const metadataCache = new Map<string, { at: number; metadata: Promise<IdpMetadata> }>();

async function fetchMetadata(url: string): Promise<string> {
  if (!secureOrLocal(new URL(url))) throw new SamlXmlError('The metadata URL must use https.');
  // No redirect is followed: it could lead away from https.
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
  if (!response.ok || !response.body) throw new Error(`The metadata URL answered ${String(response.status)}.`);
  // Read up to the limit and no further, whatever length the answer declares.
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > METADATA_MAX_BYTES) {
      await reader.cancel();
      throw new SamlXmlError('The metadata is larger than 1 MB.');
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The provider's metadata, from its XML or its URL: parsed once an hour per process; a failure is not kept. */
export function samlMetadata(provider: SamlProviderConfig): Promise<IdpMetadata> {
  const key = createHash('sha256')
    .update(JSON.stringify([provider.id, provider.metadataUrl, provider.metadataXml]))
    .digest('hex');
  const cached = metadataCache.get(key);
  if (cached && Date.now() - cached.at < METADATA_TTL_MS) return cached.metadata;
  const metadata = (
    provider.metadataXml ? Promise.resolve(provider.metadataXml) : fetchMetadata(provider.metadataUrl ?? '')
  )
    .then((xml) => parseIdpMetadata(xml, secureOrLocal))
    .catch((error: unknown) => {
      metadataCache.delete(key);
      throw error;
    });
  metadataCache.set(key, { at: Date.now(), metadata });
  return metadata;
}

/** The request's ticket is the record of it: node-saml's own cache is answered from it and never written. */
function cacheOf(request: SamlRequest | undefined): CacheProvider {
  return {
    saveAsync: (_key, value) => Promise.resolve({ value, createdAt: Date.now() }),
    getAsync: (key) => Promise.resolve(key === request?.requestId ? request.issuedAt : null),
    // Spent by finishSamlSignIn, once, after every check (tickets.ts): two answers to one request cannot both sign in.
    removeAsync: (key) => Promise.resolve(key),
  };
}

/**
 * node-saml's service provider for one provider and, when answering one, the request it made. With the portal's
 * signing key (SSO_SAML_SIGNING_KEY) every message it sends by redirect is signed; `overrides` serve single logout.
 */
export function serviceProvider(
  provider: SamlProviderConfig,
  metadata: IdpMetadata,
  request?: SamlRequest,
  overrides: Partial<SamlConfig> = {},
): SAML {
  const signing = env.samlSigning;
  return new SAML({
    issuer: samlEntityId(provider.id),
    audience: samlEntityId(provider.id),
    callbackUrl: samlAcsUrl(provider.id),
    entryPoint: metadata.ssoUrl,
    idpCert: metadata.certificates,
    idpIssuer: metadata.entityId,
    wantAssertionsSigned: true,
    // ADFS and Entra ID sign the assertion by default and not always the response; the assertion's signature is required.
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: TICKET_LIFETIME_MS.request,
    cacheProvider: cacheOf(request),
    acceptedClockSkewMs: SAML_CLOCK_SKEW_MS,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
    // The provider's own NameID format and authentication policy: asking for a class would forbid its MFA.
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    ...(request ? { generateUniqueId: () => request.requestId } : {}),
    ...(signing ? { privateKey: signing.privateKey } : {}),
    ...overrides,
  });
}

/**
 * The SP metadata to give the identity provider: entity id, the assertion consumer service, assertions signed. With the
 * portal's signing key, also its certificate (requests signed) and, when `singleLogout`, the single logout service for
 * the HTTP-Redirect binding, which node-saml can only write for HTTP-POST: it goes in here, where the schema puts it
 * (before NameIDFormat).
 */
export function samlServiceProviderMetadata(providerId: string, singleLogout: boolean): string {
  const signing = env.samlSigning;
  const xml = generateServiceProviderMetadata({
    issuer: samlEntityId(providerId),
    callbackUrl: samlAcsUrl(providerId),
    identifierFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent',
    wantAssertionsSigned: true,
    generateUniqueId: () => `_${randomBytes(20).toString('hex')}`,
    ...(signing ? { privateKey: signing.privateKey, publicCerts: signing.certificate } : {}),
  });
  if (!signing || !singleLogout) return xml;
  const document = parseXml(xml);
  const descriptor = document.getElementsByTagNameNS(NS.metadata, 'SPSSODescriptor')[0];
  if (!descriptor) throw new Error('node-saml wrote SP metadata without an SPSSODescriptor.');
  const service = document.createElementNS(NS.metadata, 'SingleLogoutService');
  service.setAttribute('Binding', REDIRECT_BINDING);
  service.setAttribute('Location', samlSingleLogoutUrl(providerId));
  descriptor.insertBefore(service, childElements(descriptor, NS.metadata, 'NameIDFormat')[0] ?? null);
  return new XMLSerializer().serializeToString(document);
}

/**
 * Starts a sign-in at the provider with an AuthnRequest over the HTTP-Redirect binding. Its ID and the return path are
 * kept in a request ticket (10 minutes, any process can finish it), whose secret is the RelayState.
 */
export async function startSamlSignIn(
  payload: Payload,
  provider: SamlProviderConfig,
  request: Pick<SamlRequest, 'returnTo' | 'audience' | 'browser'>,
): Promise<URL> {
  const metadata = await samlMetadata(provider);
  const kept: SamlRequest = {
    ...request,
    requestId: `_${randomBytes(20).toString('hex')}`,
    issuedAt: new Date().toISOString(),
  };
  const relayState = await issueTicket(payload, 'request', provider.id, kept);
  return new URL(await serviceProvider(provider, metadata, kept).getAuthorizeUrlAsync(relayState, undefined, {}));
}

export type SamlOutcome = SignInOutcome<SamlRequest>;

type Refusal = Extract<SamlOutcome, { ok: false }>;
const refused = (detail: string): Refusal => ({ ok: false, reason: 'refused', detail });

/** The Response's Assertion elements, as node-saml finds them: direct children only. */
function assertionsOf(response: Element): Element[] {
  return childElements(response, NS.assertion, 'Assertion');
}

/** Why node-saml refused a response, in the audit trail's words. */
function refusalOf(error: unknown, response: Element | undefined): Refusal {
  if (error instanceof SamlStatusError) {
    // "SAML provider returned Responder error: …": the status's kind, never its free text.
    return { ok: false, reason: 'cancelled', detail: /returned (\w+) error/.exec(error.message)?.[1] ?? 'status' };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/InResponseTo/i.test(message)) return { ok: false, reason: 'expired', detail: 'unknown-request' };
  if (/multiple assertions|more than one element|refer to it's parent|Too many signatures/i.test(message)) {
    return refused('signature-wrapping');
  }
  if (/signature/i.test(message)) {
    const signed = response
      ? assertionsOf(response).some((assertion) => childElements(assertion, NS.dsig, 'Signature').length > 0)
      : false;
    return refused(signed ? 'bad-signature' : 'unsigned');
  }
  if (/audience/i.test(message)) return refused('wrong-audience');
  if (/expired|No valid subject confirmation/i.test(message)) return refused('expired');
  if (/not yet valid/i.test(message)) return refused('not-yet-valid');
  if (/Missing SAML assertion/i.test(message)) return refused('no-assertion');
  return refused('invalid');
}

function dateOf(value: string | undefined): number | undefined {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : time;
}

/** The attributes of a checked assertion, by name: one value as a string, several as a list. */
function attributesOf(assertion: Element): Record<string, string | string[]> {
  const claims: Record<string, string | string[]> = {};
  for (const statement of childElements(assertion, NS.assertion, 'AttributeStatement')) {
    for (const element of childElements(statement, NS.assertion, 'Attribute')) {
      const name = attribute(element, 'Name');
      if (!name) continue;
      const values = childElements(element, NS.assertion, 'AttributeValue')
        .map((value) => value.textContent.trim())
        .filter((value) => value !== '');
      if (values.length > 0) claims[name] = values.length === 1 ? (values[0] ?? '') : values;
    }
  }
  return claims;
}

/**
 * What node-saml does not check of a signed assertion, from the signed assertion's own XML: its issuer is the
 * provider's entity id; a bearer confirmation names this ACS as its Recipient, answers this request and expires; its
 * NameID is not transient. Answers the assertion's id and how long it must be remembered, or a refusal.
 */
function checkAssertion(
  assertion: Element,
  metadata: IdpMetadata,
  acs: string,
  requestId: string,
): { ok: true; id: string; keepUntil: Date; nameIdFormat: string | undefined } | Refusal {
  if (text(onlyPath(assertion, NS.assertion, 'Issuer')) !== metadata.entityId) return refused('wrong-issuer');
  const id = attribute(assertion, 'ID');
  if (!id) return refused('invalid');
  const subject = onlyPath(assertion, NS.assertion, 'Subject');
  const bearers = subject
    ? childElements(subject, NS.assertion, 'SubjectConfirmation')
        .filter((confirmation) => attribute(confirmation, 'Method') === BEARER)
        .map((confirmation) => onlyPath(confirmation, NS.assertion, 'SubjectConfirmationData'))
    : [];
  const now = Date.now();
  const forUs = bearers.filter((data) => attribute(data, 'Recipient') === acs);
  if (forUs.length === 0) return refused('wrong-recipient');
  const live = forUs.filter((data) => {
    const notOnOrAfter = dateOf(attribute(data, 'NotOnOrAfter'));
    return notOnOrAfter !== undefined && now - SAML_CLOCK_SKEW_MS < notOnOrAfter;
  });
  if (live.length === 0) return refused('expired');
  if (!live.some((data) => attribute(data, 'InResponseTo') === requestId)) {
    return { ok: false, reason: 'expired', detail: 'unknown-request' };
  }
  const nameId = subject ? onlyPath(subject, NS.assertion, 'NameID') : undefined;
  const ends = [
    ...live.map((data) => dateOf(attribute(data, 'NotOnOrAfter'))),
    dateOf(attribute(onlyPath(assertion, NS.assertion, 'Conditions'), 'NotOnOrAfter')),
  ].filter((time): time is number => time !== undefined);
  return {
    ok: true,
    id,
    keepUntil: new Date(Math.max(...ends) + SAML_CLOCK_SKEW_MS),
    nameIdFormat: attribute(nameId, 'Format'),
  };
}

/** What a LogoutRequest for this sign-in must name, from the checked assertion: its NameID as given, its session. */
function samlSessionOf(assertion: Element, nameId: string): SamlSession {
  const element = onlyPath(assertion, NS.assertion, 'Subject', 'NameID');
  const sessionIndex = childElements(assertion, NS.assertion, 'AuthnStatement')
    .map((statement) => attribute(statement, 'SessionIndex'))
    .find((index) => index !== undefined);
  return {
    nameId,
    format: attribute(element, 'Format'),
    nameQualifier: attribute(element, 'NameQualifier'),
    spNameQualifier: attribute(element, 'SPNameQualifier'),
    sessionIndex,
  };
}

/** The authentication context class refs of a checked assertion's AuthnStatements. */
function classRefsOf(assertion: Element): string[] {
  return childElements(assertion, NS.assertion, 'AuthnStatement')
    .map((statement) => text(onlyPath(statement, NS.assertion, 'AuthnContext', 'AuthnContextClassRef')))
    .filter((ref): ref is string => ref !== undefined);
}

/**
 * Finishes a sign-in at the assertion consumer service. The RelayState names a live request ticket of this provider;
 * node-saml checks the response against it (InResponseTo), the assertion's signature against the metadata's
 * certificates (signature wrapping refused), NotBefore/NotOnOrAfter with 30 s of skew and the audience; this code
 * checks the issuer, the Recipient and Destination, refuses SHA-1, and records the assertion's id until it expires, so
 * a replay is refused in every process. The request is then spent, once. A request started on https must be answered
 * in the browser that started it: `browser` is the hash of its SameSite=None cookie's value.
 */
export async function finishSamlSignIn(
  payload: Payload,
  provider: SamlProviderConfig,
  form: { SAMLResponse?: string | undefined; RelayState?: string | undefined },
  browser: string | undefined,
): Promise<SamlOutcome> {
  const relayState = form.RelayState ?? '';
  const ticket = /^[\w-]{43}$/.test(relayState)
    ? await peekTicket(payload, 'request', relayState, SamlRequestSchema)
    : undefined;
  if (ticket?.provider !== provider.id) return { ok: false, reason: 'expired', detail: 'unknown-request' };
  const request = ticket.data;
  // Any answer to the request spends it, except a replay's, which must not cost the first answer its sign-in.
  const spend = async (refusal: Refusal): Promise<Refusal> => {
    await takeTicket(payload, 'request', relayState, SamlRequestSchema);
    return refusal;
  };
  // Another browser's answer (login CSRF): the request is spent, as the OIDC callback spends its state.
  if (request.browser !== undefined && request.browser !== browser) {
    return spend({ ok: false, reason: 'expired', detail: 'other-browser' });
  }

  let response: Element | undefined;
  const xml = Buffer.from(form.SAMLResponse ?? '', 'base64').toString('utf8');
  try {
    response = parseXml(xml).documentElement;
  } catch {
    return spend(refused('malformed'));
  }
  if (!isElement(response, NS.protocol, 'Response')) return spend(refused('malformed'));
  const algorithms = ['SignatureMethod', 'DigestMethod'].flatMap((name) =>
    Array.from(response.getElementsByTagNameNS(NS.dsig, name)).map((element) => attribute(element, 'Algorithm')),
  );
  if (algorithms.some((algorithm) => !algorithm || SHA1_ALGORITHMS.has(algorithm))) {
    return spend(refused('weak-signature'));
  }

  let metadata: IdpMetadata;
  try {
    metadata = await samlMetadata(provider);
  } catch {
    return spend(refused('metadata-unavailable'));
  }
  const acs = samlAcsUrl(provider.id);
  let signedAssertionXml: string;
  let nameId: string;
  try {
    const { profile } = await serviceProvider(provider, metadata, request).validatePostResponseAsync({
      SAMLResponse: form.SAMLResponse ?? '',
    });
    if (!profile?.getAssertionXml) return await spend(refused('no-assertion'));
    signedAssertionXml = profile.getAssertionXml();
    nameId = profile.nameID;
  } catch (error) {
    return spend(refusalOf(error, response));
  }
  const destination = attribute(response, 'Destination');
  if (destination !== undefined && destination !== acs) return spend(refused('wrong-destination'));

  // Only the bytes the signature covers are read from here on.
  const assertion = parseXml(signedAssertionXml).documentElement;
  const checked = checkAssertion(assertion, metadata, acs, request.requestId);
  if (!checked.ok) return spend(checked);
  if (!nameId) return spend(refused('no-subject'));
  // A transient NameID changes at every sign-in: it cannot name the same person twice.
  if (checked.nameIdFormat === TRANSIENT) return spend(refused('transient-name-id'));
  if (!(await claimAssertion(payload, provider.id, checked.id, checked.keepUntil))) return refused('replay');
  if (!(await takeTicket(payload, 'request', relayState, SamlRequestSchema))) {
    return { ok: false, reason: 'expired', detail: 'request-used' };
  }

  const attributes = attributesOf(assertion);
  const mapped = identityFromClaims(
    provider,
    nameId,
    { ...attributes, NameID: nameId },
    authnContextIsMultiFactor(classRefsOf(assertion), attributes),
  );
  if (!mapped.ok) return { ok: false, reason: mapped.reason };
  return { ok: true, identity: { ...mapped.identity, samlSession: samlSessionOf(assertion, nameId) }, request };
}
