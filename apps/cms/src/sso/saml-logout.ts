import { randomBytes, verify, X509Certificate } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';

import type { Profile } from '@node-saml/node-saml';
import type { SamlProviderConfig } from '@hcp/contracts/sso';
import type { Payload } from 'payload';
import { z } from 'zod';

import { env } from '../env';
import type { SsoIdentity as SsoIdentityLink } from '../payload-types';
import type { SamlSession } from './identity';
import { SAML_CLOCK_SKEW_MS, samlEntityId, samlMetadata, samlSingleLogoutUrl, serviceProvider } from './saml';
import { attribute, childElements, type IdpMetadata, isElement, NS, onlyPath, parseXml, text } from './saml-xml';
import { claimAssertion, issueTicket, peekTicket, takeTicket } from './tickets';

const LINKS = 'sso-identities';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';
/** A LogoutRequest's or LogoutResponse's XML, inflated: a few KiB; more is refused before it is all in memory. */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** An IdP's LogoutRequest is acted on within this long of its IssueInstant (plus the skew), and its id kept as long. */
const LOGOUT_REQUEST_MAX_AGE_MS = 5 * 60 * 1000;
/** The RSA signature algorithms of the redirect binding that are accepted; SHA-1 is refused, as for assertions. */
const SIGNATURE_HASHES = new Map([
  ['http://www.w3.org/2001/04/xmldsig-more#rsa-sha256', 'sha256'],
  ['http://www.w3.org/2001/04/xmldsig-more#rsa-sha384', 'sha384'],
  ['http://www.w3.org/2001/04/xmldsig-more#rsa-sha512', 'sha512'],
]);
const WEAK_SIGNATURES = new Set([
  'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
  'http://www.w3.org/2000/09/xmldsig#dsa-sha1',
]);

export const SamlSessionSchema = z.object({
  nameId: z.string().min(1),
  format: z.string().optional(),
  nameQualifier: z.string().optional(),
  spNameQualifier: z.string().optional(),
  sessionIndex: z.string().optional(),
}) satisfies z.ZodType<SamlSession>;

/** What a LogoutRequest the portal sent remembers until the IdP's LogoutResponse comes back (a `logout` ticket). */
const LogoutTicketSchema = z.object({
  /** The LogoutRequest's ID: the LogoutResponse's InResponseTo must be this. */
  requestId: z.string(),
  userId: z.number().int(),
  /** The link whose session it ends, and that session's index, to forget it once the IdP confirms. */
  link: z.number().int(),
  sessionIndex: z.string().optional(),
});

/** Why a single logout message was refused, in the audit trail's words (after `logout:`). */
export type LogoutRefusal = { ok: false; detail: string; userId?: number };

/** Whether this deployment offers SAML single logout at all: only with the portal's own signing key. */
export function samlSingleLogoutOffered(): boolean {
  return env.samlSigning !== undefined;
}

/** The newest link of the account to the provider that remembers a SAML session, with that session. */
async function linkWithSession(
  payload: Payload,
  providerId: string,
  userId: number,
): Promise<{ link: SsoIdentityLink; session: SamlSession } | undefined> {
  const { docs } = await payload.db.find<SsoIdentityLink>({
    collection: LINKS,
    where: { and: [{ provider: { equals: providerId } }, { user: { equals: userId } }] },
    sort: '-lastSignInAt',
    pagination: false,
  });
  for (const link of docs) {
    const session = SamlSessionSchema.safeParse(link.samlSession);
    if (session.success) return { link, session: session.data };
  }
  return undefined;
}

/**
 * Starts ending the provider's own session of a portal account that signed in through it (SP-initiated single
 * logout): a LogoutRequest naming the NameID and session index the last sign-in gave, signed for the HTTP-Redirect
 * binding, its ID kept in a `logout` ticket (2 minutes, single use) whose secret is the RelayState. Answers the IdP's
 * address to send the browser to, or undefined when there is nothing to end there: no signing key, an IdP without a
 * single logout service, or no SAML session remembered for the account.
 */
export async function startSamlLogout(
  payload: Payload,
  provider: SamlProviderConfig,
  userId: number,
): Promise<URL | undefined> {
  if (!samlSingleLogoutOffered()) return undefined;
  const found = await linkWithSession(payload, provider.id, userId);
  if (!found) return undefined;
  const metadata = await samlMetadata(provider);
  if (!metadata.singleLogout) return undefined;
  const { link, session } = found;
  const requestId = `_${randomBytes(20).toString('hex')}`;
  const relayState = await issueTicket(payload, 'logout', provider.id, {
    requestId,
    userId,
    link: link.id,
    ...(session.sessionIndex ? { sessionIndex: session.sessionIndex } : {}),
  } satisfies z.infer<typeof LogoutTicketSchema>);
  const logout = serviceProvider(provider, metadata, undefined, {
    logoutUrl: metadata.singleLogout.url,
    generateUniqueId: () => requestId,
  });
  const subject: Profile = {
    issuer: samlEntityId(provider.id),
    nameID: session.nameId,
    // node-saml needs a Format; an absent one means "unspecified" (SAML core 8.3.1).
    nameIDFormat: session.format ?? 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified',
    ...(session.nameQualifier ? { nameQualifier: session.nameQualifier } : {}),
    ...(session.spNameQualifier ? { spNameQualifier: session.spNameQualifier } : {}),
    ...(session.sessionIndex ? { sessionIndex: session.sessionIndex } : {}),
  };
  return new URL(await logout.getLogoutUrlAsync(subject, relayState, {}));
}

/** A query's parameters as they arrived, still URL-encoded (the redirect binding signs those bytes); each name once. */
function rawParameters(query: string): Map<string, string> | undefined {
  const found = new Map<string, string>();
  for (const part of query.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const name = decoded(equals < 0 ? part : part.slice(0, equals));
    if (name === undefined || found.has(name)) return undefined;
    found.set(name, equals < 0 ? '' : part.slice(equals + 1));
  }
  return found;
}

function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

type RedirectMessage = { root: Element; relayState: string | undefined };

/**
 * Reads a SAMLRequest or SAMLResponse that came by the HTTP-Redirect binding. Its signature is required (SAML bindings
 * 3.4.4.1: over `SAMLxxx=…&RelayState=…&SigAlg=…` exactly as they arrived) and must verify with a signing
 * certificate of the IdP's metadata, by RSA with SHA-256 or better; then the DEFLATEd XML is inflated (64 KiB at
 * most) and parsed without a DOCTYPE. node-saml's own check is not used: it lets an unsigned message through.
 */
function redirectMessage(
  query: string,
  kind: 'SAMLRequest' | 'SAMLResponse',
  metadata: IdpMetadata,
): RedirectMessage | LogoutRefusal {
  const parameters = rawParameters(query);
  const message = parameters?.get(kind);
  if (!parameters || !message) return { ok: false, detail: 'malformed' };
  const sigAlg = parameters.get('SigAlg');
  const signature = parameters.get('Signature');
  if (sigAlg === undefined || signature === undefined) return { ok: false, detail: 'unsigned' };
  const algorithm = decoded(sigAlg) ?? '';
  const hash = SIGNATURE_HASHES.get(algorithm);
  if (!hash) return { ok: false, detail: WEAK_SIGNATURES.has(algorithm) ? 'weak-signature' : 'unsupported-signature' };
  const relayState = parameters.get('RelayState');
  const signed = Buffer.from(
    [`${kind}=${message}`, ...(relayState === undefined ? [] : [`RelayState=${relayState}`]), `SigAlg=${sigAlg}`].join(
      '&',
    ),
  );
  const signatureBytes = Buffer.from(decoded(signature) ?? '', 'base64');
  const verified = metadata.certificates.some((certificate) => {
    try {
      return verify(hash, signed, new X509Certificate(certificate).publicKey, signatureBytes);
    } catch {
      return false;
    }
  });
  if (!verified) return { ok: false, detail: 'bad-signature' };
  try {
    const xml = inflateRawSync(Buffer.from(decoded(message) ?? '', 'base64'), { maxOutputLength: MAX_MESSAGE_BYTES });
    const root = parseXml(xml.toString('utf8')).documentElement;
    return { root, relayState: relayState === undefined ? undefined : decoded(relayState) };
  } catch {
    return { ok: false, detail: 'malformed' };
  }
}

/** The checks a logout message of either kind shares: from the IdP's entity id, and to this single logout service. */
function checkSender(root: Element, metadata: IdpMetadata, providerId: string): LogoutRefusal | undefined {
  if (text(onlyPath(root, NS.assertion, 'Issuer')) !== metadata.entityId) return { ok: false, detail: 'wrong-issuer' };
  const destination = attribute(root, 'Destination');
  if (destination !== undefined && destination !== samlSingleLogoutUrl(providerId)) {
    return { ok: false, detail: 'wrong-destination' };
  }
  return undefined;
}

/** Forgets a link's SAML session once the IdP has ended it, unless a newer sign-in has replaced it since. */
async function forgetSession(payload: Payload, link: SsoIdentityLink, ended: string[]): Promise<void> {
  const kept = SamlSessionSchema.safeParse(link.samlSession);
  if (!kept.success) return;
  const index = kept.data.sessionIndex;
  if (ended.length > 0 && (index === undefined || !ended.includes(index))) return;
  await payload.db.updateOne({ collection: LINKS, id: link.id, data: { samlSession: null }, returning: false });
}

/**
 * The IdP's LogoutResponse to a LogoutRequest the portal sent: signed (redirect binding), from the IdP's entity id,
 * to this service, answering the request its RelayState's ticket names (InResponseTo), with a Success status. The
 * ticket is spent only by an answer that passes, so a forged one cannot use up the real one's. The portal's sessions
 * were already ended before the browser left; a success forgets the session the link remembered.
 */
export async function finishSamlLogout(
  payload: Payload,
  provider: SamlProviderConfig,
  query: string,
): Promise<{ ok: true; userId: number } | LogoutRefusal> {
  let metadata: IdpMetadata;
  try {
    metadata = await samlMetadata(provider);
  } catch {
    return { ok: false, detail: 'metadata-unavailable' };
  }
  const message = redirectMessage(query, 'SAMLResponse', metadata);
  if ('ok' in message) return message;
  const { root, relayState } = message;
  if (!isElement(root, NS.protocol, 'LogoutResponse')) return { ok: false, detail: 'malformed' };
  const sender = checkSender(root, metadata, provider.id);
  if (sender) return sender;
  const ticket =
    relayState && /^[\w-]{43}$/.test(relayState)
      ? await peekTicket(payload, 'logout', relayState, LogoutTicketSchema)
      : undefined;
  if (ticket?.provider !== provider.id || attribute(root, 'InResponseTo') !== ticket.data.requestId) {
    return { ok: false, detail: 'unknown-request' };
  }
  const { userId } = ticket.data;
  const status = attribute(onlyPath(root, NS.protocol, 'Status', 'StatusCode'), 'Value');
  if (status !== SUCCESS) {
    await takeTicket(payload, 'logout', relayState ?? '', LogoutTicketSchema);
    // "…:status:Responder": the kind of failure, never free text.
    return { ok: false, detail: `status:${status?.split(':').at(-1) ?? 'none'}`, userId };
  }
  if (!(await takeTicket(payload, 'logout', relayState ?? '', LogoutTicketSchema))) {
    return { ok: false, detail: 'unknown-request' };
  }
  const link = await payload.db.findOne<SsoIdentityLink>({
    collection: LINKS,
    where: { id: { equals: ticket.data.link } },
  });
  if (link) await forgetSession(payload, link, ticket.data.sessionIndex ? [ticket.data.sessionIndex] : []);
  return { ok: true, userId };
}

function dateOf(value: string | undefined): number | undefined {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : time;
}

/**
 * An IdP-initiated LogoutRequest: the hospital's session ended, so every portal session of the accounts linked to its
 * NameID must end too. It must be signed (redirect binding) by the IdP, come from its entity id to this service, be
 * issued within the last 5 minutes (30 s of skew) and not past its NotOnOrAfter, and be new: its ID is kept in the
 * database until it could no longer be accepted, so a replay is refused in every process. Answers the accounts whose
 * sessions the caller must end before it answers, and the signed LogoutResponse's address at the IdP, echoing the
 * RelayState. The links forget the session the IdP ended.
 */
export async function answerSamlLogoutRequest(
  payload: Payload,
  provider: SamlProviderConfig,
  query: string,
): Promise<{ ok: true; location: URL; userIds: number[] } | LogoutRefusal> {
  let metadata: IdpMetadata;
  try {
    metadata = await samlMetadata(provider);
  } catch {
    return { ok: false, detail: 'metadata-unavailable' };
  }
  if (!metadata.singleLogout) return { ok: false, detail: 'no-logout-service' };
  const message = redirectMessage(query, 'SAMLRequest', metadata);
  if ('ok' in message) return message;
  const { root, relayState } = message;
  if (!isElement(root, NS.protocol, 'LogoutRequest')) return { ok: false, detail: 'malformed' };
  const sender = checkSender(root, metadata, provider.id);
  if (sender) return sender;
  const id = attribute(root, 'ID');
  const issued = dateOf(attribute(root, 'IssueInstant'));
  if (!id || issued === undefined) return { ok: false, detail: 'malformed' };
  const now = Date.now();
  if (issued > now + SAML_CLOCK_SKEW_MS) return { ok: false, detail: 'not-yet-valid' };
  const notOnOrAfter = dateOf(attribute(root, 'NotOnOrAfter'));
  const expired = notOnOrAfter !== undefined && now - SAML_CLOCK_SKEW_MS >= notOnOrAfter;
  if (expired || issued < now - LOGOUT_REQUEST_MAX_AGE_MS - SAML_CLOCK_SKEW_MS) return { ok: false, detail: 'expired' };
  // An encrypted NameID (EncryptedID) is not supported, as encrypted assertions are not.
  const nameId = text(onlyPath(root, NS.assertion, 'NameID'));
  if (!nameId) return { ok: false, detail: 'no-subject' };
  const keepUntil = new Date(issued + LOGOUT_REQUEST_MAX_AGE_MS + 2 * SAML_CLOCK_SKEW_MS);
  // A LogoutRequest's ID is an NCName, which has no slash: it cannot meet an assertion's id in the same table.
  if (!(await claimAssertion(payload, provider.id, `LogoutRequest/${id}`, keepUntil))) {
    return { ok: false, detail: 'replay' };
  }

  const { docs: links } = await payload.db.find<SsoIdentityLink>({
    collection: LINKS,
    where: { and: [{ provider: { equals: provider.id } }, { subject: { equals: nameId } }] },
    pagination: false,
  });
  const ended = childElements(root, NS.protocol, 'SessionIndex')
    .map((element) => text(element))
    .filter((index): index is string => index !== undefined);
  const userIds = [...new Set(links.map((link) => (typeof link.user === 'object' ? link.user.id : link.user)))];
  for (const link of links) await forgetSession(payload, link, ended);

  const answer = serviceProvider(provider, metadata, undefined, { logoutUrl: metadata.singleLogout.responseUrl });
  // The request's profile as node-saml's response needs it: only its ID (the InResponseTo) is read.
  const request: Profile = { ID: id, issuer: metadata.entityId, nameID: nameId, nameIDFormat: '' };
  const location = new URL(await answer.getLogoutResponseUrlAsync(request, relayState ?? '', {}, true));
  return { ok: true, location, userIds };
}
