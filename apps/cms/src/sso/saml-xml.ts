import { X509Certificate } from 'node:crypto';

import { DOMParser } from '@xmldom/xmldom';

export const NS = {
  metadata: 'urn:oasis:names:tc:SAML:2.0:metadata',
  assertion: 'urn:oasis:names:tc:SAML:2.0:assertion',
  protocol: 'urn:oasis:names:tc:SAML:2.0:protocol',
  dsig: 'http://www.w3.org/2000/09/xmldsig#',
} as const;

export const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

/** XML that is not well formed, or carries a document type (entity expansion has no place in SAML). */
export class SamlXmlError extends Error {
  override name = 'SamlXmlError';
}

/** Parses XML with xmldom, the parser node-saml itself uses, refusing a DOCTYPE and any error or fatal error. */
export function parseXml(text: string): Document {
  if (/<!DOCTYPE/i.test(text)) throw new SamlXmlError('A document type declaration is not allowed.');
  const fail = (message: string) => {
    throw new SamlXmlError(message);
  };
  const document = new DOMParser({
    errorHandler: { warning: () => undefined, error: fail, fatalError: fail },
  }).parseFromString(text, 'text/xml');
  if (!(document as Document | undefined)?.documentElement) throw new SamlXmlError('The XML has no root element.');
  return document;
}

/** Whether `node` is the element `localName` in `namespace`. */
export function isElement(node: Node | null | undefined, namespace: string, localName: string): boolean {
  return (
    node?.nodeType === 1 && (node as Element).namespaceURI === namespace && (node as Element).localName === localName
  );
}

/** The direct children of `parent` that are `localName` in `namespace`: never a deeper one, so nothing wrapped. */
export function childElements(parent: Element, namespace: string, localName: string): Element[] {
  return Array.from(parent.childNodes).filter((node) => isElement(node, namespace, localName)) as Element[];
}

/** The element reached by following each step as a direct child, or undefined if any step is missing or repeated. */
export function onlyPath(parent: Element, namespace: string, ...steps: string[]): Element | undefined {
  let current: Element | undefined = parent;
  for (const step of steps) {
    const found: Element[] = current ? childElements(current, namespace, step) : [];
    if (found.length !== 1) return undefined;
    current = found[0];
  }
  return current;
}

/** An attribute's value, or undefined when it is absent or empty (xmldom answers '' for an absent one). */
export function attribute(element: Element | undefined, name: string): string | undefined {
  const value = element?.getAttribute(name);
  return value === '' || value === null ? undefined : value;
}

export function text(element: Element | undefined): string | undefined {
  const value = element?.textContent.trim();
  return value === '' ? undefined : value;
}

/** What the portal needs of an identity provider's metadata. */
export type IdpMetadata = {
  entityId: string;
  /** Its SingleSignOnService for the HTTP-Redirect binding. */
  ssoUrl: string;
  /** Its signing certificates (PEM): every one the metadata lists, so a key rollover needs no change here. */
  certificates: string[];
  /**
   * Its SingleLogoutService for the HTTP-Redirect binding: where LogoutRequests go (`url`) and LogoutResponses
   * (`responseUrl`, its ResponseLocation or else the same). Undefined when it offers none this server may use.
   */
  singleLogout: { url: string; responseUrl: string } | undefined;
};

function pem(base64: string): string {
  const lines = base64.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/**
 * Reads an identity provider's SAML 2.0 metadata: one EntityDescriptor (alone, or the only identity provider of an
 * EntitiesDescriptor), its IDPSSODescriptor for the SAML 2.0 protocol, the HTTP-Redirect sign-on address and each
 * signing certificate (a KeyDescriptor with `use="signing"` or no use). Each certificate must parse as X.509.
 * `allowedUrl` says which sign-on addresses may be used (https, or http on this machine).
 */
export function parseIdpMetadata(xml: string, allowedUrl: (url: URL) => boolean): IdpMetadata {
  const root = parseXml(xml).documentElement;
  let entity: Element | undefined;
  if (isElement(root, NS.metadata, 'EntityDescriptor')) entity = root;
  else if (isElement(root, NS.metadata, 'EntitiesDescriptor')) {
    const identityProviders = Array.from(root.getElementsByTagNameNS(NS.metadata, 'EntityDescriptor')).filter(
      (candidate) => childElements(candidate, NS.metadata, 'IDPSSODescriptor').length > 0,
    );
    if (identityProviders.length !== 1) {
      throw new SamlXmlError(
        `The metadata describes ${String(identityProviders.length)} identity providers; give the one to use.`,
      );
    }
    entity = identityProviders[0];
  }
  if (!entity) throw new SamlXmlError('The metadata has no EntityDescriptor.');
  const entityId = attribute(entity, 'entityID');
  if (!entityId) throw new SamlXmlError('The EntityDescriptor has no entityID.');
  const descriptor = childElements(entity, NS.metadata, 'IDPSSODescriptor').find((candidate) =>
    (attribute(candidate, 'protocolSupportEnumeration') ?? '').split(/\s+/).includes(NS.protocol),
  );
  if (!descriptor) throw new SamlXmlError('The metadata has no IDPSSODescriptor for SAML 2.0.');
  const location = childElements(descriptor, NS.metadata, 'SingleSignOnService')
    .filter((service) => attribute(service, 'Binding') === REDIRECT_BINDING)
    .map((service) => attribute(service, 'Location'))
    .find((candidate) => candidate !== undefined);
  if (!location) throw new SamlXmlError('The metadata has no SingleSignOnService for the HTTP-Redirect binding.');
  let ssoUrl: URL;
  try {
    ssoUrl = new URL(location);
  } catch {
    throw new SamlXmlError('The SingleSignOnService address is not a URL.');
  }
  if (!allowedUrl(ssoUrl)) throw new SamlXmlError('The SingleSignOnService address must use https.');
  const certificates = childElements(descriptor, NS.metadata, 'KeyDescriptor')
    .filter((key) => (attribute(key, 'use') ?? 'signing') === 'signing')
    .flatMap((key) => {
      const data = onlyPath(key, NS.dsig, 'KeyInfo');
      return data ? Array.from(data.getElementsByTagNameNS(NS.dsig, 'X509Certificate')) : [];
    })
    .map((element) => element.textContent.replace(/\s+/g, ''))
    .map((base64) => {
      try {
        new X509Certificate(Buffer.from(base64, 'base64'));
      } catch {
        throw new SamlXmlError('A signing certificate in the metadata is not a valid X.509 certificate.');
      }
      return pem(base64);
    });
  if (certificates.length === 0) throw new SamlXmlError('The metadata has no signing certificate.');
  return { entityId, ssoUrl: ssoUrl.toString(), certificates, singleLogout: singleLogoutOf(descriptor, allowedUrl) };
}

/** An address the metadata gives, if it is a URL `allowedUrl` accepts. */
function allowedAddress(value: string | undefined, allowedUrl: (url: URL) => boolean): string | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return allowedUrl(url) ? url.toString() : undefined;
}

/**
 * The first SingleLogoutService for the HTTP-Redirect binding whose addresses are allowed. One that is not (plain
 * http) is passed over rather than refused: sign-in worked without single logout before, and still does.
 */
function singleLogoutOf(descriptor: Element, allowedUrl: (url: URL) => boolean): IdpMetadata['singleLogout'] {
  for (const service of childElements(descriptor, NS.metadata, 'SingleLogoutService')) {
    if (attribute(service, 'Binding') !== REDIRECT_BINDING) continue;
    const url = allowedAddress(attribute(service, 'Location'), allowedUrl);
    const responseLocation = attribute(service, 'ResponseLocation');
    const responseUrl = responseLocation === undefined ? url : allowedAddress(responseLocation, allowedUrl);
    if (url && responseUrl) return { url, responseUrl };
  }
  return undefined;
}
