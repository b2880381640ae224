import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { cookieValue } from './cookies';

/** Portal accounts sign in at /json/jwt-auth/…, CMS accounts at /api/admins/…: each cookie goes only there. */
const COOKIE_PATHS = { users: '/json/jwt-auth', admins: '/api/admins' } as const;

export type DeviceScope = keyof typeof COOKIE_PATHS;

/** How long a browser stays known after its last full sign-in. */
const KNOWN_DEVICE_DAYS = 180;

const cookieName = (scope: DeviceScope) => `hcp-known-device-${scope}`;

function signature(secret: string, scope: DeviceScope, email: string, device: string): Buffer {
  return createHmac('sha256', secret).update(`known-device|${scope}|${email.trim().toLowerCase()}|${device}`).digest();
}

/**
 * A "device cookie" (OWASP's defence against lockouts): a browser that finished a sign-in to an account gets a signed,
 * random device id for that account. Its later attempts count on their own, out of reach of the hourly ceiling strangers
 * can use up, so nobody can keep the owner out. It proves nothing but that one earlier sign-in; it never signs anyone in.
 */
export function knownDeviceCookie(options: {
  secret: string;
  scope: DeviceScope;
  email: string;
  secure: boolean;
}): string {
  const device = randomBytes(16).toString('base64url');
  const signed = signature(options.secret, options.scope, options.email, device).toString('base64url');
  const secure = options.secure ? '; Secure' : '';
  return `${cookieName(options.scope)}=${device}.${signed}; Path=${COOKIE_PATHS[options.scope]}; Max-Age=${String(KNOWN_DEVICE_DAYS * 24 * 60 * 60)}; HttpOnly; SameSite=Strict${secure}`;
}

/** The device id the request's cookie gives for this account, if it is one this server signed for it. */
export function knownDeviceOf(options: {
  secret: string;
  scope: DeviceScope;
  email: string;
  cookieHeader: string | null | undefined;
}): string | undefined {
  const value = cookieValue(options.cookieHeader, cookieName(options.scope));
  const [device, signed, ...rest] = (value ?? '').split('.');
  if (!device || !signed || rest.length > 0) return undefined;
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(options.secret, options.scope, options.email, device);
  return given.length === expected.length && timingSafeEqual(given, expected) ? device : undefined;
}
