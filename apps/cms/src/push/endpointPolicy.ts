/**
 * The server POSTs to whatever URL a subscription names, so a subscription may only name a known push service: its
 * origin must match one of the allowed origins exactly (scheme, host, port), where `https://*.example.org` allows any
 * subdomain of example.org but not example.org itself. Nothing else passes: no other host, no IP address, no
 * credentials in the URL, no other scheme or port. The sender does not follow redirects (web-push never does), so a
 * push service cannot bounce a request elsewhere.
 */
export function isAllowedPushEndpoint(endpoint: string, allowedOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return allowedOrigins.some((allowed) => originMatches(url, allowed));
}

function originMatches(url: URL, allowed: string): boolean {
  const wildcard = allowed.includes('://*.');
  const pattern = new URL(allowed.replace('://*.', '://'));
  if (url.protocol !== pattern.protocol || url.port !== pattern.port) return false;
  const host = url.hostname.toLowerCase();
  const allowedHost = pattern.hostname.toLowerCase();
  return wildcard ? host.endsWith(`.${allowedHost}`) : host === allowedHost;
}
