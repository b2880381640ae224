import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Brand } from '@hcp/contracts/brand';
import { hasSessionHintIn } from '@hcp/contracts/session-hint';

import { DRAWN_PAGE_FILES, type DrawnPage, fillDrawnPage, readDrawnPageTemplates } from './drawn-page';
import { DEFAULT_MANIFEST_BRAND, WEB_MANIFEST_PATH, webManifest } from './web-manifest';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Never stored by a browser or proxy: the app's entry page, its published version and its service worker. */
const NEVER_STORED = new Set(['/index.html', '/meta.json', '/sw.js']);

function cacheControl(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return NEVER_STORED.has(pathname) ? 'no-store' : 'no-cache';
}

/** The path the server answers with the sign-in page, drawn already, to a visitor's first request. */
export const SIGN_IN_PATH = '/login';

/** The path the server answers with the signed-in home's frame, drawn already, for a browser holding a session. */
export const HOME_PATH = '/';

/**
 * The portal talks only to its own origin, plus the origins that error reporting and analytics send to when they are
 * configured (Sentry's DSN, the PostHog host); it loads no script from them. Nothing framed, and nothing inline but
 * what a drawn page's policy allows by its hash (its brand's style, its early-press script: drawn-page.ts).
 */
export function portalCsp(
  reportingOrigins: readonly string[] = [],
  styleSources: readonly string[] = [],
  scriptSources: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptSources].join(' '),
    ["style-src 'self'", ...styleSources].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...new Set(reportingOrigins)].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The policy with nothing configured. */
export const PORTAL_CSP = portalCsp();

function securityHeaders(csp: string) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': csp,
  } as const;
}

const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br', accepted: /\bbr\b/ },
  { encoding: 'gzip', extension: '.gz', accepted: /\bgzip\b/ },
] as const;

/** The precompressed copy (written at build time) the browser accepts, if there is one. */
function precompressed(
  filePath: string,
  acceptEncoding: string,
): { file: string; encoding: string; size: number } | undefined {
  for (const { encoding, extension, accepted } of PRECOMPRESSED) {
    if (!accepted.test(acceptEncoding)) continue;
    const stats = statSync(filePath + extension, { throwIfNoEntry: false });
    if (stats?.isFile()) return { file: filePath + extension, encoding, size: stats.size };
  }
  return undefined;
}

/** The editors' preview screens (`/preview/…`) are framed by the admin's live preview, on this same origin only. */
function isPreviewScreen(pathname: string): boolean {
  return pathname.startsWith('/preview/');
}

export type SpaOptions = {
  reportingOrigins?: readonly string[];
  /** The brand editors set, for the sign-in page (`readBrand` in globals/Brand.ts). */
  readBrand?: () => Promise<Brand>;
};

/**
 * Serves the built portal: real files as they are (hashed assets cached for a year), any other
 * extension-less path as the app's index.html so deep links work, and a missing file with an
 * extension (a stale or mistyped asset) as a plain 404 rather than the app.
 *
 * `/login` is the sign-in page, drawn at build time (drawn-page.ts) and sent with the brand read for the request,
 * so it paints before its script runs (issue 16). Without the build's templates or the brand (the database did not
 * answer), `/login` gets index.html like every other path, whose portal draws the same screen.
 */
export function createSpaHandler(root: string, options: SpaOptions = {}) {
  const csp = portalCsp(options.reportingOrigins);
  const SECURITY_HEADERS = securityHeaders(csp);
  // Every other screen of the portal is never framed.
  const PREVIEW_FRAME_HEADERS = {
    'X-Frame-Options': 'SAMEORIGIN',
    'Content-Security-Policy': csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
  } as const;
  const send = (
    res: ServerResponse,
    status: number,
    headers: Record<string, string | number>,
    body?: string | Buffer,
  ): void => {
    res.writeHead(status, { ...SECURITY_HEADERS, ...headers });
    res.end(body);
  };
  const rootDir = path.resolve(root);
  const indexFile = path.join(rootDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The portal build is missing (${indexFile} not found). Run \`npm run build\` first.`);
  }
  const indexHtml = readFileSync(indexFile);
  /**
   * A page drawn at build time (drawn-page.ts), sent with the brand read for the request. The page for the last brand
   * read is kept: a brand changes seldom, and the page is then drawn again at once.
   */
  const drawnPage = (file: string) => {
    const templates = options.readBrand ? readDrawnPageTemplates(rootDir, file) : undefined;
    let last: { key: string; page: DrawnPage & { gzipped: Buffer } } | undefined;
    const pageFor = (brand: Brand) => {
      const key = JSON.stringify(brand);
      if (last?.key !== key && templates) {
        const page = fillDrawnPage(templates, brand);
        last = { key, page: { ...page, gzipped: gzipSync(page.html, { level: 9 }) } };
      }
      return last?.page;
    };
    /** Sends the page, or says it could not (no brand: the database did not answer) so that index.html goes instead. */
    const send = async (req: IncomingMessage, res: ServerResponse, vary: string): Promise<boolean> => {
      if (!options.readBrand || !templates) return false;
      let page: ReturnType<typeof pageFor>;
      try {
        page = pageFor(await options.readBrand());
      } catch {
        return false;
      }
      if (!page || res.headersSent) return false;
      const gzipped = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const body = gzipped ? page.gzipped : page.html;
      res.writeHead(200, {
        ...SECURITY_HEADERS,
        'Content-Security-Policy': portalCsp(options.reportingOrigins, [page.styleSource], [page.scriptSource]),
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': body.length,
        'Cache-Control': 'no-store',
        Vary: vary,
        ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    };
    return { available: templates !== undefined, send };
  };
  const signInPage = drawnPage(DRAWN_PAGE_FILES.signIn);
  const homeFrame = drawnPage(DRAWN_PAGE_FILES.home);
  const templateFiles = new Set(Object.values(DRAWN_PAGE_FILES).map((file) => path.join(rootDir, file)));

  const sendIndex = (req: IncomingMessage, res: ServerResponse, pathname: string): void => {
    send(
      res,
      200,
      {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': indexHtml.length,
        'Cache-Control': 'no-store',
        // What / is depends on the session hint.
        ...(pathname === HOME_PATH ? { Vary: 'Cookie' } : {}),
        ...(isPreviewScreen(pathname) ? PREVIEW_FRAME_HEADERS : {}),
      },
      req.method === 'HEAD' ? undefined : indexHtml,
    );
  };

  // The manifest names the brand editors set, read for each request as the sign-in page does; without it, the portal's.
  const sendManifest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const brand = options.readBrand
      ? await options.readBrand().catch(() => DEFAULT_MANIFEST_BRAND)
      : DEFAULT_MANIFEST_BRAND;
    if (res.headersSent) return;
    const body = Buffer.from(JSON.stringify(webManifest(brand)));
    send(
      res,
      200,
      {
        'Content-Type': CONTENT_TYPES['.webmanifest'] ?? 'application/manifest+json',
        'Content-Length': body.length,
        // Revalidated on each use, so a renamed brand reaches installed apps when the browser next checks.
        'Cache-Control': 'no-cache',
      },
      req.method === 'HEAD' ? undefined : body,
    );
  };

  return function handleSpa(req: IncomingMessage, res: ServerResponse): void {
    // The sign-in form posted by a browser running no script (apps/portal/src/features/auth/components/login-form.tsx):
    // its body (the password) is never read; the browser is sent back to the page, which says a script is needed.
    if (req.method === 'POST' && req.url === SIGN_IN_PATH) {
      send(res, 303, { Location: SIGN_IN_PATH, 'Cache-Control': 'no-store', 'Content-Length': 0 });
      req.resume();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, 'Method not allowed');
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://portal.invalid').pathname);
    } catch {
      send(res, 400, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Bad request');
      return;
    }
    if (pathname === WEB_MANIFEST_PATH) {
      void sendManifest(req, res);
      return;
    }
    const drawn =
      pathname === SIGN_IN_PATH && signInPage.available
        ? signInPage.send(req, res, 'Accept-Encoding')
        : pathname === HOME_PATH && homeFrame.available && hasSessionHintIn(req.headers.cookie)
          ? homeFrame.send(req, res, 'Accept-Encoding, Cookie')
          : undefined;
    if (drawn) {
      void drawn
        .catch(() => false)
        .then((sent) => {
          if (!sent && !res.headersSent) sendIndex(req, res, pathname);
        });
      return;
    }
    const filePath = path.resolve(rootDir, `.${pathname}`);
    // Source maps and the drawn pages' templates are the build's, not the browser's.
    const servable =
      filePath.startsWith(rootDir + path.sep) &&
      !pathname.includes('\0') &&
      !pathname.endsWith('.map') &&
      !templateFiles.has(filePath);
    if (servable) {
      const stats = statSync(filePath, { throwIfNoEntry: false });
      if (stats?.isFile()) {
        const compressed = precompressed(filePath, req.headers['accept-encoding'] ?? '');
        res.writeHead(200, {
          ...SECURITY_HEADERS,
          'Content-Type': CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream',
          'Content-Length': compressed?.size ?? stats.size,
          'Cache-Control': cacheControl(pathname),
          Vary: 'Accept-Encoding',
          ...(compressed ? { 'Content-Encoding': compressed.encoding } : {}),
        });
        if (req.method === 'HEAD') res.end();
        else createReadStream(compressed?.file ?? filePath).pipe(res);
        return;
      }
    }
    const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (pathname.startsWith('/assets/') || lastSegment.includes('.')) {
      send(res, 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }, 'Not found');
      return;
    }
    sendIndex(req, res, pathname);
  };
}
