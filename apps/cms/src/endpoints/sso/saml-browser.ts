import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

import { env } from '../../env';
import { hashSecretToken } from '../../utilities/secretToken';

/**
 * The cookie that ties a SAML answer to the browser that started the sign-in (login CSRF). The IdP's answer is a
 * cross-site POST, which only a SameSite=None cookie reaches; browsers take such a cookie only with Secure, so it exists
 * only when PUBLIC_URL is https (`__Secure-`: no plain-http page may set it). On http (development) there is none, and
 * the request's RelayState and InResponseTo are the only binding (docs/sso.md, "Login CSRF").
 */
const SAML_BROWSER_COOKIE = '__Secure-hcp-sso-saml-browser';
const PATH = '/json/sso';

/** Whether this deployment can bind a SAML sign-in to its browser. */
function bindsBrowser(): boolean {
  return env.publicUrl.startsWith('https:');
}

/** What the request ticket keeps of the browser's random value: its hash, on https; nothing on http. */
export function samlBrowserBinding(browser: string): { browser?: string } {
  return bindsBrowser() ? { browser: hashSecretToken(browser) } : {};
}

/** Gives the browser its value as the start sends it to the IdP (10 minutes, the request's lifetime). */
export function setSamlBrowserCookie(c: Context, browser: string): void {
  if (!bindsBrowser()) return;
  setCookie(c, SAML_BROWSER_COOKIE, browser, {
    httpOnly: true,
    secure: true,
    sameSite: 'None',
    path: PATH,
    maxAge: 10 * 60,
  });
}

/** The hash of the value the answering browser holds, if any; the cookie is spent with the answer. */
export function takeSamlBrowserCookie(c: Context): string | undefined {
  if (!bindsBrowser()) return undefined;
  const browser = getCookie(c, SAML_BROWSER_COOKIE);
  setCookie(c, SAML_BROWSER_COOKIE, '', { httpOnly: true, secure: true, sameSite: 'None', path: PATH, maxAge: 0 });
  return browser ? hashSecretToken(browser) : undefined;
}
