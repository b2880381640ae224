/**
 * What may reach Next (the admin UI and Payload's own REST API): an allowlist of the routes the admin UI uses, checked
 * on the path in its one canonical spelling. Portal accounts use /json/ alone; their credentials never travel on.
 */

/** Why a request was refused before Next: a path in a non-canonical spelling, or one the admin UI does not use. */
export type GateRefusal = { status: 400 | 403 | 404 | 405; message: string };

export type GateCollection = {
  slug: string;
  /** Upload collections serve their files at /api/{slug}/file/{name}; Payload's access rules still apply. */
  upload: boolean;
  /** Custom endpoints with a static path, such as the submissions' CSV export. */
  endpointPaths: string[];
};

export type GateConfig = {
  /** The collection whose accounts sign in to /admin. */
  adminUserSlug: string;
  /** Upload collections whose files anyone may fetch: the images the portal shows. */
  publicFiles: readonly string[];
  collections: GateCollection[];
  /** The globals' slugs: the admin reads and saves each at /api/globals/{slug}. */
  globals: readonly string[];
  /** The body limits: every request's, and a multipart upload's to an upload collection (Payload's own limit). */
  bodyBytes: { json: number; upload: number };
};

/**
 * Each collection's own routes, read from the collections as configured. Call it before Payload's `buildConfig` sees
 * them: sanitising adds Payload's built-in routes (login, me, …) to the same objects.
 */
export function gateCollectionsOf(
  collections: readonly { slug: string; upload?: unknown; endpoints?: false | readonly { path: string }[] }[],
): GateCollection[] {
  return collections.map((collection) => ({
    slug: collection.slug,
    upload: Boolean(collection.upload),
    endpointPaths: (collection.endpoints === false ? [] : (collection.endpoints ?? []))
      .map((endpoint) => endpoint.path.replace(/^\//, ''))
      .filter((path) => /^[a-z0-9-]+$/.test(path)),
  }));
}

/** Payload's auth operations the admin UI uses, for the CMS accounts' collection only. */
const ADMIN_AUTH_OPERATIONS = new Set([
  'login',
  'logout',
  'refresh-token',
  'me',
  'first-register',
  'forgot-password',
  'reset-password',
  'init',
  'unlock',
]);

/** The CMS accounts' auth operations whose JSON answer Payload writes the session token into, besides the cookie. */
const TOKEN_ANSWER_OPERATIONS = new Set(['login', 'refresh-token', 'me', 'first-register', 'reset-password']);

/** Payload's internal collections that no admin screen reads through REST. */
const INTERNAL_COLLECTIONS = new Set([
  'payload-migrations',
  'payload-jobs',
  'bot-check-claims',
  'push-deliveries',
  'two-factor-credentials',
  'two-factor-challenges',
]);

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS']);

const ID = /^\d+$/;
const PREFERENCE_KEY = /^[A-Za-z0-9_.-]+$/;

/** The first path segments that belong to Next, in any spelling: these paths must pass the gate. */
const NEXT_PREFIXES = ['/admin', '/api', '/_next'];

function hasSegmentPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Decodes percent-escapes once; undefined for a malformed escape. */
function decodeOnce(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** The path as a lenient server would read it: decoded, backslashes as slashes, dot segments resolved, lower case. */
export function looseReading(rawPath: string): string {
  const decoded = (decodeOnce(rawPath) ?? rawPath).replace(/\\/g, '/');
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`.toLowerCase();
}

/** Whether a request belongs to Next by its raw path or by any lenient reading of it. */
export function isNextBound(rawPath: string): boolean {
  const raw = rawPath.toLowerCase();
  const loose = looseReading(rawPath);
  return NEXT_PREFIXES.some((prefix) => hasSegmentPrefix(raw, prefix) || hasSegmentPrefix(loose, prefix));
}

/**
 * The path's segments if it is written in its one canonical spelling: no escapes of `/`, `\`, `.` or `%`, no
 * backslash, no empty, `.` or `..` segment, no escape left after decoding once. Undefined otherwise.
 */
export function canonicalSegments(rawPath: string): string[] | undefined {
  if (!rawPath.startsWith('/') || rawPath.includes('\\')) return undefined;
  // Escapes of `/`, `\`, `%` and of characters that never need one (letters, digits, `-._~`) are other spellings.
  if (/%(2f|5c|25|2d|2e|5f|7e|3[0-9]|4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a])/i.test(rawPath)) return undefined;
  const decoded = decodeOnce(rawPath);
  if (decoded === undefined || decoded.includes('%') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').slice(1);
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    // `/admin/` is the admin's own root; no other path ends in an empty segment.
    if (!(segments.length === 2 && segments[0] === 'admin' && segments[1] === '')) return undefined;
  }
  return segments;
}

function allowedCollectionRoute(config: GateConfig, collection: GateCollection, rest: string[]): boolean {
  const [first, second] = rest;
  if (first === undefined) return true; // list, create, bulk update and delete
  if (rest.length === 1) {
    if (ID.test(first) || first === 'count' || first === 'versions' || first === 'access') return true;
    if (collection.endpointPaths.includes(first)) return true;
    return collection.slug === config.adminUserSlug && ADMIN_AUTH_OPERATIONS.has(first);
  }
  if (rest.length === 2 && second !== undefined) {
    if ((first === 'versions' || first === 'access') && ID.test(second)) return true;
    if (ID.test(first) && second === 'duplicate') return true;
    return collection.upload && first === 'file';
  }
  return false;
}

/** The admin's sign-in screens work before anyone is signed in; unlocking an account takes an administrator. */
const SIGNED_OUT_OPERATIONS = new Set([...ADMIN_AUTH_OPERATIONS].filter((operation) => operation !== 'unlock'));

/** What a request without a CMS session may reach: the admin's sign-in screens and the public images' files. */
function allowedSignedOut(config: GateConfig, publicFiles: readonly string[], rest: string[]): boolean {
  const [slug, first, second] = rest;
  if (slug === config.adminUserSlug)
    return rest.length === 2 && first !== undefined && SIGNED_OUT_OPERATIONS.has(first);
  return slug !== undefined && publicFiles.includes(slug) && rest.length === 3 && first === 'file' && second !== '';
}

/** A global's document, its access and its versions, as the admin UI asks for them. */
function allowedGlobalRoute(config: GateConfig, rest: string[]): boolean {
  const [slug, first, second, ...more] = rest;
  if (slug === undefined || !config.globals.includes(slug) || more.length > 0) return false;
  if (first === undefined) return true;
  if (second === undefined) return first === 'access' || first === 'versions';
  return first === 'versions' && ID.test(second);
}

/** Whether the admin UI uses this canonical /api route. */
function allowedApiRoute(config: GateConfig, rest: string[]): boolean {
  const [slug, ...tail] = rest;
  if (slug === undefined) return false;
  if (slug === 'globals') return allowedGlobalRoute(config, tail);
  if (slug === 'access') return tail.length === 0;
  if (slug === 'payload-preferences') {
    return tail.length === 0 || (tail.length === 1 && tail[0] !== undefined && PREFERENCE_KEY.test(tail[0]));
  }
  if (INTERNAL_COLLECTIONS.has(slug)) return false;
  const collection = config.collections.find((candidate) => candidate.slug === slug);
  return collection !== undefined && allowedCollectionRoute(config, collection, tail);
}

/**
 * Decides whether a request for Next may pass: undefined if it may, else the refusal. Only the admin pages, Next's
 * own static files and the /api routes the admin UI uses pass, and only in their canonical spelling, so no case,
 * escape or dot segment can reach a route that is not on the list.
 */
export function refusePayloadRequest(
  config: GateConfig,
  request: { method: string; rawPath: string; cmsSession: boolean },
): GateRefusal | undefined {
  const { method, rawPath } = request;
  if (!ALLOWED_METHODS.has(method)) return { status: 405, message: 'Method Not Allowed' };
  const segments = canonicalSegments(rawPath);
  if (!segments) return { status: 400, message: 'Bad Request' };
  const [root, ...rest] = segments;
  const notFound: GateRefusal = { status: 404, message: 'Not Found' };
  if (root === 'admin') return undefined;
  // Next's own files only: not its image optimizer (/_next/image), which fetches the URL it is given from inside the
  // gate; neither the admin nor Payload shows an image through it.
  if (root === '_next') return rest[0] === 'static' && rest.length > 1 ? undefined : notFound;
  if (root !== 'api' || !allowedApiRoute(config, rest)) return notFound;
  if (request.cmsSession || allowedSignedOut(config, config.publicFiles, rest)) return undefined;
  return { status: 403, message: 'You are not allowed to perform this action.' };
}

const MULTIPART = /^multipart\/form-data\s*(?:;|$)/i;
const METHODS_WITH_UPLOAD = new Set(['POST', 'PATCH', 'PUT']);

/**
 * The most a request for Next may send: a file upload (multipart, creating or replacing one document of an upload
 * collection) may send Payload's upload limit, anything else, the admin's JSON, sign-in and server actions included,
 * 1 MB. Call it for a request the gate let through.
 */
export function bodyLimitOf(
  config: GateConfig,
  request: { method: string; rawPath: string; contentType: string | undefined },
): number {
  const [root, slug, id, ...more] = canonicalSegments(request.rawPath) ?? [];
  const upload =
    root === 'api' &&
    more.length === 0 &&
    (id === undefined || ID.test(id)) &&
    config.collections.some((collection) => collection.slug === slug && collection.upload) &&
    METHODS_WITH_UPLOAD.has(request.method) &&
    MULTIPART.test(request.contentType ?? '');
  return upload ? config.bodyBytes.upload : config.bodyBytes.json;
}

/** Whether Payload's answer to this canonical path carries the CMS session's token in its body (login, me, …). */
export function answersWithSessionToken(config: GateConfig, rawPath: string): boolean {
  const [root, slug, operation, ...more] = canonicalSegments(rawPath) ?? [];
  return (
    root === 'api' &&
    slug === config.adminUserSlug &&
    operation !== undefined &&
    more.length === 0 &&
    TOKEN_ANSWER_OPERATIONS.has(operation)
  );
}
