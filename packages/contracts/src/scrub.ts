/*
 * What error reports and analytics must never carry, in one place for the portal and the server: credentials and
 * session material, what people type into forms, the names of the files they upload, and the tokens of emailed links.
 */

export const FILTERED = '[Filtered]';

/** Keys whose values are dropped wherever they appear: credentials, cookies, form answers and file names. */
const SECRET_KEY = /pass(word|wd|phrase)?|secret|token|jwt|api[-_]?key|authori[sz]ation|cookie|csrf|credential/i;
const FORM_KEY = /^(answers?|body|files?|file[-_]?names?|original[-_]?(file)?name|upload(s|ed)?)$/i;

/** A bearer credential or a JSON Web Token anywhere in a text. */
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
/** `password=…`, `"token": "…"` and the like inside a message. */
const SECRET_PAIR = /\b(pass(?:word|wd)?|secret|token|api[-_]?key)(["']?\s*[=:]\s*["']?)[^\s"'&,;]+/gi;
/** `key=value` pairs after `?` or `#`: the query and fragment of a link (reset and confirmation tokens live there). */
const QUERY_OR_FRAGMENT = /[?#][^\s"'<>]*=[^\s"'<>]*/g;
/** The values a failed SQL statement's message ends with (Drizzle's `params: …`): what someone typed, an address. */
const STATEMENT_VALUES = /\bparams: [^\n]*/g;
/** A long random word in mixed case, such as the emailed confirmation token in `/<token>`; slugs are lower case. */
const RANDOM_WORD = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32,}(?![A-Za-z0-9_-])/g;

function looksRandom(word: string): boolean {
  return /[a-z]/.test(word) && /[A-Z]/.test(word);
}

/** A text with its credentials, link queries and fragments, statement values and token-like words replaced. */
export function scrubText(text: string): string {
  return text
    .replace(BEARER, (_, scheme: string) => `${scheme} ${FILTERED}`)
    .replace(JWT, FILTERED)
    .replace(SECRET_PAIR, (_, key: string, separator: string) => `${key}${separator}${FILTERED}`)
    .replace(QUERY_OR_FRAGMENT, '')
    .replace(STATEMENT_VALUES, `params: ${FILTERED}`)
    .replace(RANDOM_WORD, (word) => (looksRandom(word) ? FILTERED : word));
}

/** A URL or path without its query and fragment, and with a token-like path segment replaced. */
export function scrubUrl(url: string): string {
  const cut = url.search(/[?#]/);
  return scrubText(cut === -1 ? url : url.slice(0, cut));
}

type Json = unknown;

function scrubValue(value: Json, skip: ReadonlySet<string>): Json {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, skip));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value as Record<string, Json>)) {
    if (skip.has(key)) out[key] = item;
    else if (SECRET_KEY.test(key) || FORM_KEY.test(key)) out[key] = FILTERED;
    else out[key] = scrubValue(item, skip);
  }
  return out;
}

/** Parts of an error report that are code, not data: stack frames and the SDK's own description. */
const CODE_PARTS = new Set(['stacktrace', 'debug_meta', 'sdk']);

/** The body, cookies and query string of a request never go into a report. */
const DROPPED_REQUEST_PARTS = new Set(['data', 'cookies', 'query_string']);

type ReportShape = {
  user?: { id?: unknown; email?: unknown } | null;
  request?: Record<string, unknown>;
  breadcrumbs?: { category?: string }[];
};

/**
 * An error report (a Sentry event) fit to send: the user as their account id and email only; the request without its
 * body, cookies, query string or credential headers; no breadcrumbs of typing; and every other value scrubbed by key
 * and by content. Pure: the event given is not changed.
 */
export function scrubErrorEvent<T extends object>(event: T): T {
  const { user, request, breadcrumbs, ...rest } = event as T & ReportShape;
  const scrubbed = scrubValue(rest, CODE_PARTS) as Record<string, unknown>;
  if (user) {
    scrubbed.user = {
      ...(typeof user.id === 'number' || typeof user.id === 'string' ? { id: String(user.id) } : {}),
      ...(typeof user.email === 'string' ? { email: user.email } : {}),
    };
  }
  if (request) {
    const kept = Object.fromEntries(Object.entries(request).filter(([key]) => !DROPPED_REQUEST_PARTS.has(key)));
    const scrubbedRequest = scrubValue(kept, CODE_PARTS) as Record<string, unknown>;
    if (typeof request.url === 'string') scrubbedRequest.url = scrubUrl(request.url);
    scrubbed.request = scrubbedRequest;
  }
  if (breadcrumbs) {
    scrubbed.breadcrumbs = scrubValue(
      breadcrumbs.filter((crumb) => crumb.category !== 'ui.input'),
      CODE_PARTS,
    );
  }
  return scrubbed as T;
}

/** Keys of analytics properties that hold a page address. */
const ADDRESS_KEY = /url|referrer|pathname|href/i;

function scrubAddresses(value: Json): Json {
  if (Array.isArray(value)) return value.map(scrubAddresses);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value as Record<string, Json>)) {
    out[key] = typeof item === 'string' && ADDRESS_KEY.test(key) ? scrubUrl(item) : scrubAddresses(item);
  }
  return out;
}

/**
 * An analytics event (PostHog) fit to send: every page address in it, in its properties and in a recording's
 * snapshots, without query, fragment or token-like segment. Identifiers the tool needs (project key, session and
 * device ids) are kept. Pure.
 */
export function scrubAnalyticsEvent<T extends object>(event: T): T {
  return scrubAddresses(event) as T;
}
