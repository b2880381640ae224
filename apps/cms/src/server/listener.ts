import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { formatWait } from '@hcp/contracts/plural';
import { RateLimiterRes } from 'rate-limiter-flexible';

import { PUBLIC_FILE_COLLECTIONS } from '../collections/Media';
import { ADMIN_UPLOAD_BODY_BYTES, bodyTooLargeMessage, JSON_BODY_BYTES } from '../utilities/body-limits';
import { addressGroup, clientAddressFrom } from '../utilities/clientAddress';
import { withRedisBudget } from '../utilities/redisCircuit';
import type { SharedLimits } from '../utilities/shared-limits';
import { hasCmsSessionCookie, keepCmsCredentialsOnly, withoutSessionToken } from './cms-credentials';
import { takeChargeOfAnswer } from './next-answer';
import {
  answersWithSessionToken,
  bodyLimitOf,
  type GateCollection,
  type GateConfig,
  refusePayloadRequest,
} from './payload-gate';
import { closeAfterAnswer, countBody, declaresTooLarge } from './request-body';
import { chooseHandler, type Handler } from './routing';

export type ListenerOptions = {
  handlers: { api: Handler; next: Handler; spa: Handler };
  gate: GateConfig;
  /** When it is https, every answer carries HSTS. */
  publicUrl: string;
  /** How many reverse proxies in front of the server append to X-Forwarded-For (TRUST_PROXY_HOPS). */
  trustProxyHops: number;
  /** Sign-in attempts to /admin one client address may make in an hour, counted across every process. */
  adminSignInPerHour: number;
  /** The store the counts live in (shared-limits.ts), built once at start. */
  sharedLimits: SharedLimits;
  onError: (error: unknown, req: IncomingMessage) => void;
};

/** What the gate reads of Payload's configuration: the CMS accounts' collection and each collection's own routes. */
export function gateConfigFrom(
  adminUserSlug: string,
  collections: GateCollection[],
  globals: readonly string[],
): GateConfig {
  return {
    adminUserSlug,
    publicFiles: PUBLIC_FILE_COLLECTIONS,
    collections,
    globals,
    bodyBytes: { json: JSON_BODY_BYTES, upload: ADMIN_UPLOAD_BODY_BYTES },
  };
}

const ADMIN_SIGN_IN_PATH = '/api/admins/login';

/** Headers every answer carries, whichever part wrote it. */
function securityHeaders(publicUrl: string): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (publicUrl.startsWith('https:'))
    headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return headers;
}

/**
 * The admin and Payload's REST API run only the scripts Next writes with this answer's nonce, and those scripts load
 * (`'strict-dynamic'`); they are never framed. Next reads the nonce from the request's own policy header and puts it
 * on every script it writes, its inline `self.__next_f` ones included (docs/security.md, "The trust boundary").
 */
function nextPolicy(nonce: string): string {
  return `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'`;
}
/** JSON answers and downloads run nothing and are never framed. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

function refuse(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}): void {
  const body = JSON.stringify({ errors: [{ message }] });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': API_CSP,
    ...extra,
  });
  res.end(body);
}

/**
 * The one process's request listener: security headers on every answer, then the portal API below /json/, the gate in
 * front of Next for the admin and Payload's REST API, and the SPA for everything else.
 */
export function createRequestListener(options: ListenerOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const headers = securityHeaders(options.publicUrl);
  const adminSignIns = options.sharedLimits.limiter('admin-sign-in', {
    points: options.adminSignInPerHour,
    durationSeconds: 60 * 60,
  });

  const toNext: Handler = async (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const cmsSession = hasCmsSessionCookie(req.headers.cookie, options.gate.adminUserSlug);
    const refusal = refusePayloadRequest(options.gate, { method: req.method ?? 'GET', rawPath: pathname, cmsSession });
    if (refusal) {
      refuse(res, refusal.status, refusal.message);
      closeAfterAnswer(req, res);
      return;
    }
    // A body over its limit gets 413 before Payload or Next reads it whole: at once if its length says so, else
    // as soon as the count passes the limit, while Next reads the rest of the request unchanged.
    const maxBytes = bodyLimitOf(options.gate, {
      method: req.method ?? 'GET',
      rawPath: pathname,
      contentType: req.headers['content-type'],
    });
    const tooLarge = (answer: ServerResponse) => refuse(answer, 413, bodyTooLargeMessage(maxBytes));
    if (declaresTooLarge(req, maxBytes)) {
      tooLarge(res);
      closeAfterAnswer(req, res);
      return;
    }
    const signInAnswer = answersWithSessionToken(options.gate, pathname);
    // Held and rewritten uncompressed: it is a few hundred bytes.
    if (signInAnswer) delete req.headers['accept-encoding'];
    const answer = takeChargeOfAnswer(
      res,
      signInAnswer ? (body) => withoutSessionToken(body, res.getHeader('content-type')?.toString()) : undefined,
    );
    countBody(req, maxBytes, () => {
      answer.answerInstead(tooLarge);
      closeAfterAnswer(req, res);
    });
    const address = clientAddressFrom(
      req.headers['x-forwarded-for']?.toString(),
      req.socket.remoteAddress,
      options.trustProxyHops,
    );
    if (req.method === 'POST' && pathname === ADMIN_SIGN_IN_PATH) {
      try {
        await adminSignIns.consume(addressGroup(address));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        refuse(
          res,
          429,
          `Too many sign-in attempts from your network. Please wait ${formatWait(retryAfter)} and try again.`,
          {
            'Retry-After': String(retryAfter),
          },
        );
        return;
      }
    }
    keepCmsCredentialsOnly(req, options.gate.adminUserSlug, address);
    const policy = nextPolicy(randomBytes(16).toString('base64'));
    req.headers['content-security-policy'] = policy;
    res.setHeader('Content-Security-Policy', policy);
    return options.handlers.next(req, res);
  };
  const toApi: Handler = (req, res) => {
    res.setHeader('Content-Security-Policy', API_CSP);
    return options.handlers.api(req, res);
  };
  const surfaces = { api: toApi, next: toNext, spa: options.handlers.spa };

  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    const url = req.url ?? '/';
    // Only origin-form targets: an absolute URL or `*` would let the path be read two ways.
    if (!url.startsWith('/')) {
      refuse(res, 400, 'Bad Request');
      return;
    }
    const pathname = url.split('?')[0] ?? '/';
    // One Redis budget for everything the request counts, the /admin sign-in's hooks in Next included.
    Promise.resolve(withRedisBudget(() => chooseHandler(pathname, surfaces)(req, res))).catch((error: unknown) => {
      options.onError(error, req);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal server error');
    });
  };
}
