// A hospital's SAML 2.0 identity provider for the tests, configured as ADFS is by default: it reads the portal's
// AuthnRequest (HTTP-Redirect binding), answers with a Response whose Assertion it signs (RSA-SHA256, exclusive c14n)
// with its own key pair, and serves its metadata. Its single logout service takes the portal's signed LogoutRequest and
// answers with a LogoutResponse, and it can end a session itself (an IdP-initiated LogoutRequest), both by the
// HTTP-Redirect binding and signed as SAML's bindings (3.4.4.1) say. Options let a test make it answer as a faulty or
// hostile one would.
import { createPrivateKey, generateKeyPairSync, randomBytes, sign, verify, X509Certificate } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

import { SignedXml } from 'xml-crypto';

/** A person the hospital knows, and the attributes it releases (claim URIs as ADFS and Entra ID name them). */
export type SamlPerson = {
  nameId: string;
  email: string;
  givenName: string;
  familyName: string;
  /** Whether the hospital's sign-in asked this person for a second factor (the class ref then says so). */
  mfa?: boolean;
};

export const CLAIM = {
  email: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  givenName: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  familyName: 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
} as const;

/** How the next answer departs from a correct one. */
export type AnswerOptions = {
  audience?: string;
  recipient?: string;
  destination?: string;
  /** The InResponseTo of the Response and of the subject confirmation; by default the AuthnRequest's ID. */
  inResponseTo?: string;
  /** NotOnOrAfter of the conditions and the subject confirmation; by default five minutes from now. */
  notOnOrAfter?: Date;
  issuer?: string;
  assertionId?: string;
  nameIdFormat?: string;
  /** What is signed: the assertion (default, as ADFS), the response, both, or nothing. */
  sign?: 'assertion' | 'response' | 'both' | 'none';
  /** Sign with a key pair the metadata does not list. */
  strangerKey?: boolean;
  /** Changes the signed Response's XML before it is sent: a tampered attribute, a wrapped assertion. */
  afterSigning?: (xml: string) => string;
  /** Answers a status other than Success, with no assertion. */
  status?: string;
  /** The attributes of the assertion, instead of the person's. */
  attributes?: Record<string, string>;
};

/** What the IdP's page would post to the portal's ACS. */
export type SamlAnswer = { acs: string; SAMLResponse: string; RelayState: string; requestId: string; xml: string };

/** How a logout message the IdP sends departs from a correct one. */
export type LogoutOptions = {
  /** Sign with a key pair the metadata does not list. */
  strangerKey?: boolean;
  /** Send it unsigned. */
  unsigned?: boolean;
  /** The signature algorithm; RSA-SHA256 by default. */
  sigAlg?: string;
  issuer?: string;
  destination?: string;
  /** A LogoutResponse's InResponseTo; by default the LogoutRequest's ID. */
  inResponseTo?: string;
  /** A LogoutResponse's status; Success by default. */
  status?: string;
  /** A LogoutRequest's ID and IssueInstant; by default a new one, now. */
  id?: string;
  issueInstant?: Date;
  sessionIndex?: string;
  relayState?: string;
};

/** What the IdP read of a LogoutRequest or LogoutResponse the portal sent it, and whether the portal's key signed it. */
export type SpLogoutMessage = {
  signedBySp: boolean;
  sigAlg: string | undefined;
  relayState: string | undefined;
  xml: string;
  id: string;
  destination: string;
  issuer: string;
};

export type HospitalSamlIdp = {
  entityId: string;
  metadataUrl: string;
  metadataXml: string;
  ssoUrl: string;
  /** Its single logout service (HTTP-Redirect binding). */
  sloUrl: string;
  /** Reads the AuthnRequest in the address the portal sent the browser to, and answers for `nameId`. */
  answer: (authorizeUrl: string, nameId: string, options?: AnswerOptions) => SamlAnswer;
  /**
   * Reads a message the portal sent to its single logout service (a LogoutRequest, or the LogoutResponse to its own
   * request), checking the redirect binding's signature against the portal's certificate.
   */
  readFromSp: (url: string, spCertificate: string) => SpLogoutMessage;
  /** Answers the portal's LogoutRequest with a LogoutResponse to `spSloUrl`: the address the browser goes to next. */
  logoutResponse: (request: SpLogoutMessage, spSloUrl: string, options?: LogoutOptions) => string;
  /** Ends `nameId`'s session itself: a LogoutRequest to `spSloUrl`, the address the browser goes to; and its ID. */
  logoutRequest: (spSloUrl: string, nameId: string, options?: LogoutOptions) => { url: string; id: string };
  close: () => Promise<void>;
};

export const SAML_RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
export const SAML_RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
const HASH_OF_SIG_ALG: Record<string, string> = {
  [SAML_RSA_SHA256]: 'sha256',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512': 'sha512',
  [SAML_RSA_SHA1]: 'sha1',
};

/**
 * An address carrying a SAML message by the HTTP-Redirect binding: DEFLATEd, base64, URL-encoded; signed (when `keys`
 * are given) over `SAMLxxx=…&RelayState=…&SigAlg=…` as sent.
 */
function redirectAddress(
  target: string,
  kind: 'SAMLRequest' | 'SAMLResponse',
  xml: string,
  relayState: string | undefined,
  keys: { privateKey: string } | undefined,
  sigAlg = SAML_RSA_SHA256,
): string {
  const parameters = [`${kind}=${encodeURIComponent(deflateRawSync(Buffer.from(xml, 'utf8')).toString('base64'))}`];
  if (relayState) parameters.push(`RelayState=${encodeURIComponent(relayState)}`);
  if (keys) {
    parameters.push(`SigAlg=${encodeURIComponent(sigAlg)}`);
    const signature = sign(HASH_OF_SIG_ALG[sigAlg] ?? 'sha256', Buffer.from(parameters.join('&')), keys.privateKey);
    parameters.push(`Signature=${encodeURIComponent(signature.toString('base64'))}`);
  }
  return `${target}${target.includes('?') ? '&' : '?'}${parameters.join('&')}`;
}

/** Reads a redirect-binding message, and checks its signature as the bindings say: over the values as they arrived. */
export function readRedirectMessage(
  url: string,
  certificate: string,
): { xml: string; signed: boolean; sigAlg: string | undefined; relayState: string | undefined } {
  const query = new URL(url).search.slice(1);
  const raw = new Map(
    query.split('&').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const),
  );
  const kind = raw.has('SAMLRequest') ? 'SAMLRequest' : 'SAMLResponse';
  const value = raw.get(kind) ?? '';
  const sigAlg = raw.has('SigAlg') ? decodeURIComponent(raw.get('SigAlg') ?? '') : undefined;
  const relayState = raw.has('RelayState') ? decodeURIComponent(raw.get('RelayState') ?? '') : undefined;
  let signed = false;
  if (sigAlg && raw.has('Signature')) {
    const octets = [
      `${kind}=${value}`,
      ...(raw.has('RelayState') ? [`RelayState=${raw.get('RelayState') ?? ''}`] : []),
      `SigAlg=${raw.get('SigAlg') ?? ''}`,
    ].join('&');
    signed = verify(
      HASH_OF_SIG_ALG[sigAlg] ?? 'sha256',
      Buffer.from(octets),
      certificate,
      Buffer.from(decodeURIComponent(raw.get('Signature') ?? ''), 'base64'),
    );
  }
  const xml = inflateRawSync(Buffer.from(decodeURIComponent(value), 'base64')).toString('utf8');
  return { xml, signed, sigAlg, relayState };
}

// A small DER writer: just what a self-signed X.509 v3 certificate needs.
function der(tag: number, content: Buffer): Buffer {
  const length = content.length;
  if (length < 0x80) return Buffer.concat([Buffer.from([tag, length]), content]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.concat([Buffer.from([tag, 0x80 | bytes.length, ...bytes]), content]);
}
const sequence = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => der(0x31, Buffer.concat(parts));
const integer = (bytes: Buffer) => der(0x02, (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const utf8 = (value: string) => der(0x0c, Buffer.from(value, 'utf8'));
const bitString = (bytes: Buffer) => der(0x03, Buffer.concat([Buffer.from([0]), bytes]));
const utcTime = (date: Date) => der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`));
function objectId(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const body = [40 * first + second];
  for (const arc of rest) {
    const digits = [arc % 128];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128))
      digits.unshift(128 + (value % 128));
    body.push(...digits);
  }
  return der(0x06, Buffer.from(body));
}
const SHA256_WITH_RSA = sequence(objectId('1.2.840.113549.1.1.11'), Buffer.from([0x05, 0x00]));

/** A fresh RSA key pair and a self-signed certificate for it, valid for a day, as an IdP's token-signing pair. */
export function selfSignedCertificate(commonName: string): { privateKey: string; certificate: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const name = sequence(set(sequence(objectId('2.5.4.3'), utf8(commonName))));
  const now = Date.now();
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  const tbs = sequence(
    der(0xa0, integer(Buffer.from([2]))),
    integer(serial),
    SHA256_WITH_RSA,
    name,
    sequence(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 24 * 3600_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  );
  const certificate = new X509Certificate(sequence(tbs, SHA256_WITH_RSA, bitString(sign('sha256', tbs, privateKey))));
  if (!certificate.verify(publicKey)) throw new Error('The test certificate does not verify.');
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certificate: certificate.toString(),
  };
}

const base64Of = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function signElement(xml: string, localName: string, keys: { privateKey: string; certificate: string }): string {
  const signer = new SignedXml({
    privateKey: createPrivateKey(keys.privateKey),
    publicCert: keys.certificate,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  signer.addReference({
    xpath: `/*[local-name(.)='${localName}']`,
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
  });
  // The schema puts the signature right after the Issuer.
  signer.computeSignature(xml, {
    location: { reference: `/*[local-name(.)='${localName}']/*[local-name(.)='Issuer']`, action: 'after' },
  });
  return signer.getSignedXml();
}

/** Starts the IdP on a loopback port: GET /metadata answers its metadata; /sso is its sign-on address. */
export async function startHospitalSamlIdp({ people }: { people: SamlPerson[] }): Promise<HospitalSamlIdp> {
  const directory = new Map(people.map((person) => [person.nameId, person]));
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const entityId = `${base}/adfs/services/trust`;
  const ssoUrl = `${base}/adfs/ls/`;
  const sloUrl = `${base}/adfs/ls/logout`;
  const keys = selfSignedCertificate('ADFS Signing - riverside.nhs.uk');
  const stranger = selfSignedCertificate('Someone else');
  const metadataXml = `<?xml version="1.0" encoding="utf-8"?>
<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId}">
  <IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <KeyDescriptor use="encryption"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>${base64Of(stranger.certificate)}</X509Certificate></X509Data></KeyInfo></KeyDescriptor>
    <KeyDescriptor use="signing"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data><X509Certificate>${base64Of(keys.certificate)}</X509Certificate></X509Data></KeyInfo></KeyDescriptor>
    <SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${sloUrl}"/>
    <SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${sloUrl}"/>
    <NameIDFormat>urn:oasis:names:tc:SAML:2.0:nameid-format:persistent</NameIDFormat>
    <SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${ssoUrl}"/>
    <SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>
  </IDPSSODescriptor>
</EntityDescriptor>`;
  server.on('request', (req, res) => {
    if (req.url === '/metadata') {
      res.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
      res.end(metadataXml);
      return;
    }
    // The hospital's own sign-in page, for the browser tests: the AuthnRequest arrives by the HTTP-Redirect binding,
    // the person gives a username, and the answer goes back by the HTTP-POST binding, as ADFS's page does.
    if (req.url?.startsWith('/adfs/ls/') && req.method === 'GET') {
      const here = escape(`${base}${req.url}`);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Riverside sign-in</title></head><body><main><h1>Riverside sign-in</h1><form method="post" action="/adfs/ls/continue"><input type="hidden" name="request" value="${here}"><p><label for="username">Username</label> <input id="username" name="username"></p><p><button type="submit">Sign in</button></p></form></main></body></html>`,
      );
      return;
    }
    if (req.url === '/adfs/ls/continue' && req.method === 'POST') {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const username = form.get('username') ?? '';
        if (!directory.has(username)) {
          res.writeHead(401, { 'content-type': 'text/html; charset=utf-8' });
          res.end(
            '<!doctype html><html lang="en"><title>Riverside sign-in</title><p role="alert">Unknown user.</p></html>',
          );
          return;
        }
        const signed = answer(form.get('request') ?? '', username);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Riverside sign-in</title></head><body><main><h1>Signed in at Riverside</h1><form method="post" action="${escape(signed.acs)}"><input type="hidden" name="SAMLResponse" value="${signed.SAMLResponse}"><input type="hidden" name="RelayState" value="${escape(signed.RelayState)}"><p><button type="submit">Continue to the portal</button></p></form></main></body></html>`,
        );
      })();
      return;
    }
    res.writeHead(404);
    res.end();
  });

  function answer(authorizeUrl: string, nameId: string, options: AnswerOptions = {}): SamlAnswer {
    const url = new URL(authorizeUrl);
    const request = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64')).toString('utf8');
    const requestId = /\sID="([^"]+)"/.exec(request)?.[1] ?? '';
    const acs = /AssertionConsumerServiceURL="([^"]+)"/.exec(request)?.[1] ?? '';
    const spEntityId = /<saml:Issuer[^>]*>([^<]+)<\/saml:Issuer>/.exec(request)?.[1] ?? '';
    const person = directory.get(nameId);
    const now = new Date();
    const notOnOrAfter = (options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
    const inResponseTo = options.inResponseTo ?? requestId;
    const issuer = escape(options.issuer ?? entityId);
    const attributes =
      options.attributes ??
      (person
        ? { [CLAIM.email]: person.email, [CLAIM.givenName]: person.givenName, [CLAIM.familyName]: person.familyName }
        : {});
    const classRef = person?.mfa
      ? 'http://schemas.microsoft.com/claims/multipleauthn'
      : 'urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport';
    const assertionId = options.assertionId ?? `_${randomBytes(16).toString('hex')}`;
    let assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" IssueInstant="${now.toISOString()}" Version="2.0"><saml:Issuer>${issuer}</saml:Issuer><saml:Subject><saml:NameID Format="${escape(options.nameIdFormat ?? 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent')}">${escape(nameId)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${escape(inResponseTo)}" NotOnOrAfter="${notOnOrAfter}" Recipient="${escape(options.recipient ?? acs)}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${new Date(now.getTime() - 60_000).toISOString()}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction><saml:Audience>${escape(options.audience ?? spEntityId)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AttributeStatement>${Object.entries(
      attributes,
    )
      .map(
        ([name, value]) =>
          `<saml:Attribute Name="${escape(name)}"><saml:AttributeValue>${escape(value)}</saml:AttributeValue></saml:Attribute>`,
      )
      .join(
        '',
      )}</saml:AttributeStatement><saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>${classRef}</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement></saml:Assertion>`;
    const signing = options.strangerKey ? stranger : keys;
    const sign = options.sign ?? 'assertion';
    if (sign === 'assertion' || sign === 'both') assertion = signElement(assertion, 'Assertion', signing);
    const status = options.status ?? 'urn:oasis:names:tc:SAML:2.0:status:Success';
    let xml = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${escape(options.destination ?? acs)}" InResponseTo="${escape(inResponseTo)}"><saml:Issuer xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="${status}"/></samlp:Status>${options.status ? '' : assertion}</samlp:Response>`;
    if (sign === 'response' || sign === 'both') xml = signElement(xml, 'Response', signing);
    if (options.afterSigning) xml = options.afterSigning(xml);
    return {
      acs,
      SAMLResponse: Buffer.from(xml, 'utf8').toString('base64'),
      RelayState: url.searchParams.get('RelayState') ?? '',
      requestId,
      xml,
    };
  }

  function readFromSp(url: string, spCertificate: string): SpLogoutMessage {
    const message = readRedirectMessage(url, spCertificate);
    return {
      signedBySp: message.signed,
      sigAlg: message.sigAlg,
      relayState: message.relayState,
      xml: message.xml,
      id: /\sID="([^"]+)"/.exec(message.xml)?.[1] ?? '',
      destination: /\sDestination="([^"]+)"/.exec(message.xml)?.[1] ?? '',
      issuer: /<saml:Issuer[^>]*>([^<]+)<\/saml:Issuer>/.exec(message.xml)?.[1] ?? '',
    };
  }

  const signingOf = (options: LogoutOptions) => (options.unsigned ? undefined : options.strangerKey ? stranger : keys);

  function logoutResponse(request: SpLogoutMessage, spSloUrl: string, options: LogoutOptions = {}): string {
    const status = options.status ?? 'urn:oasis:names:tc:SAML:2.0:status:Success';
    const xml = `<samlp:LogoutResponse xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${escape(options.destination ?? spSloUrl)}" InResponseTo="${escape(options.inResponseTo ?? request.id)}"><saml:Issuer>${escape(options.issuer ?? entityId)}</saml:Issuer><samlp:Status><samlp:StatusCode Value="${status}"/></samlp:Status></samlp:LogoutResponse>`;
    return redirectAddress(
      spSloUrl,
      'SAMLResponse',
      xml,
      options.relayState ?? request.relayState,
      signingOf(options),
      options.sigAlg,
    );
  }

  function logoutRequest(spSloUrl: string, nameId: string, options: LogoutOptions = {}): { url: string; id: string } {
    const id = options.id ?? `_${randomBytes(16).toString('hex')}`;
    const sessionIndex = options.sessionIndex
      ? `<samlp:SessionIndex>${escape(options.sessionIndex)}</samlp:SessionIndex>`
      : '';
    const xml = `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${escape(id)}" Version="2.0" IssueInstant="${(options.issueInstant ?? new Date()).toISOString()}" Destination="${escape(options.destination ?? spSloUrl)}"><saml:Issuer>${escape(options.issuer ?? entityId)}</saml:Issuer><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:persistent">${escape(nameId)}</saml:NameID>${sessionIndex}</samlp:LogoutRequest>`;
    return {
      url: redirectAddress(spSloUrl, 'SAMLRequest', xml, options.relayState, signingOf(options), options.sigAlg),
      id,
    };
  }

  return {
    entityId,
    metadataUrl: `${base}/metadata`,
    metadataXml,
    ssoUrl,
    sloUrl,
    answer,
    readFromSp,
    logoutResponse,
    logoutRequest,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
