// Payload's own surfaces (REST, GraphQL, auth and file routes) are for CMS accounts only. This file runs the server's
// real request listener, with Payload's real REST handler where Next would be, and tries every route the admin UI does
// not need with a portal account's token as a header and as a cookie, and anonymously, under many path spellings.
import { once } from 'node:events';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

import { getRequestListener } from '@hono/node-server';
import { createLocalReq, handleEndpoints } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPortalApi } from '../../src/endpoints/app';
import config, { gateCollections, gateGlobals } from '../../src/payload.config';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { seedPdfDocument } from '../../src/seed/documents';
import { createRequestListener, gateConfigFrom } from '../../src/server/listener';
import { sharedLimitsOf } from '../../src/utilities/shared-limits';
import { isolatedLimits, rawPost, signIn, startTestServer, type TestServer } from './harness';

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

let server: TestServer;
let gateServer: Server;
let port: number;
let clinician: { id: number; token: string };
let pharmacistToken: string;
let suspendedToken: string;
let editorCookie: string;
let documentFile: string;
/** Every Payload REST call that reached the handler where Next would be: the gate let it through. */
const reachedPayload: string[] = [];
/** What the handler where Next would be read of each request: its body's bytes and the policy it was handed. */
const nextRead: { path: string; bodyBytes: number; policy: string | undefined }[] = [];

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Stands where Next stands: like Next's `api/[...slug]` route, it resolves the URL, decodes each segment and hands
 * Payload's REST handler the path; admin pages are not rendered here.
 */
async function payloadRestAsNextWould(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  reachedPayload.push(`${req.method ?? ''} ${url.pathname}`);
  const read = { path: url.pathname, bodyBytes: 0, policy: req.headers['content-security-policy']?.toString() };
  nextRead.push(read);
  const [, root, ...slug] = url.pathname.split('/');
  if (root !== 'api') {
    res.writeHead(204).end();
    return;
  }
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  read.bodyBytes = body?.byteLength ?? 0;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const request = new Request(url, { method: req.method, headers, body: body ? new Uint8Array(body) : undefined });
  const path = `/api/${slug.map((segment) => encodeURIComponent(decodeURIComponent(segment))).join('/')}`;
  const response = await handleEndpoints({ config, path, request });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** A request with its target sent exactly as written: no client-side normalisation of case, escapes or dots. */
function send(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: unknown,
  { localAddress, toPort }: { localAddress?: string; toPort?: number } = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: toPort ?? port,
        localAddress,
        method,
        path: target,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          // Unless the caller asks for a chunked body, the length is declared.
          ...(payload && headers['transfer-encoding'] === undefined
            ? { 'content-length': String(Buffer.byteLength(payload)) }
            : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: false });
  const documentId = await seedPdfDocument(server.payload, await createLocalReq({}, server.payload), {
    title: 'Protocol synopsis',
    area: 'wb_read_clinical_trials',
    filename: 'synopsis.pdf',
    paragraphs: ['A phase III study.'],
  });
  const document = await server.payload.findByID({ collection: 'documents', id: documentId, overrideAccess: true });
  documentFile = document.filename ?? '';

  const api = getRequestListener(createPortalApi(() => server.payload).fetch);
  gateServer = createServer(
    createRequestListener({
      handlers: {
        api,
        next: payloadRestAsNextWould,
        spa: (_req, res) => res.writeHead(404).end(),
      },
      gate: gateConfigFrom(server.payload.config.admin.user, gateCollections, gateGlobals),
      publicUrl: 'https://portal.test',
      trustProxyHops: 0,
      adminSignInPerHour: 1000,
      sharedLimits: await sharedLimitsOf(server.payload),
      onError: () => undefined,
    }),
  );
  gateServer.listen(0, '127.0.0.1');
  await once(gateServer, 'listening');
  port = (gateServer.address() as AddressInfo).port;

  const users = await server.payload.find({
    collection: 'users',
    where: { email: { equals: 'clinician@example.com' } },
    limit: 1,
  });
  clinician = {
    id: users.docs[0]?.id ?? 0,
    token: await signIn(server.baseUrl, 'clinician@example.com', DEMO_PASSWORD),
  };
  pharmacistToken = await signIn(server.baseUrl, 'pharmacist@example.com', DEMO_PASSWORD);
  // A suspended account's token, as if it had been issued before the suspension or through a back door.
  const suspended = await server.payload.login({
    collection: 'users',
    data: { email: 'noroles@example.com', password: DEMO_PASSWORD },
  });
  suspendedToken = suspended.token ?? '';
  await server.payload.update({
    collection: 'users',
    id: suspended.user?.id ?? 0,
    data: { status: 'suspended' },
    overrideAccess: true,
  });

  const editorSignIn = await send(
    'POST',
    '/api/admins/login',
    { 'sec-fetch-site': 'same-origin' },
    { email: 'editor@example.com', password: DEMO_PASSWORD },
  );
  expect(editorSignIn.status).toBe(200);
  const setCookie = editorSignIn.headers['set-cookie']?.find((cookie) => cookie.startsWith('payload-token='));
  editorCookie = setCookie?.split(';')[0] ?? '';
  expect(editorCookie).not.toBe('');
});

afterAll(async () => {
  await new Promise<void>((resolve) => gateServer.close(() => resolve()));
  await server.close();
});

/** The routes a portal account or a stranger might try on Payload's surfaces. */
function attackRoutes(): { method: string; path: string; body?: unknown }[] {
  const credentials = { email: 'clinician@example.com', password: DEMO_PASSWORD };
  return [
    { method: 'POST', path: '/api/users/login', body: credentials },
    { method: 'POST', path: '/api/users/login', body: { email: 'noroles@example.com', password: DEMO_PASSWORD } },
    { method: 'POST', path: '/api/users/logout' },
    { method: 'POST', path: '/api/users/refresh-token' },
    { method: 'GET', path: '/api/users/me' },
    { method: 'POST', path: '/api/users/forgot-password', body: { email: credentials.email } },
    { method: 'POST', path: '/api/users/reset-password', body: { token: 'x', password: 'another-long-password-1' } },
    { method: 'POST', path: '/api/users/unlock', body: { email: credentials.email } },
    { method: 'POST', path: '/api/users/verify/abc' },
    { method: 'POST', path: '/api/users/first-register', body: credentials },
    { method: 'GET', path: '/api/users/init' },
    { method: 'GET', path: '/api/users' },
    { method: 'GET', path: `/api/users/${String(clinician.id)}` },
    {
      method: 'PATCH',
      path: `/api/users/${String(clinician.id)}`,
      body: { email: 'attacker@example.net', password: 'attacker-chosen-password-1' },
    },
    { method: 'GET', path: '/api/stability-products' },
    { method: 'GET', path: '/api/documents' },
    { method: 'GET', path: `/api/documents/file/${documentFile}` },
    { method: 'GET', path: '/api/forms' },
    { method: 'GET', path: '/api/forms/versions' },
    { method: 'GET', path: '/api/pages/versions' },
    { method: 'GET', path: '/api/form-submissions' },
    { method: 'GET', path: '/api/form-submissions/export' },
    { method: 'GET', path: '/api/form-uploads' },
    { method: 'GET', path: '/api/cpd-entries' },
    { method: 'GET', path: '/api/dashboards' },
    { method: 'GET', path: '/api/roles' },
    { method: 'GET', path: '/api/admins' },
    { method: 'POST', path: '/api/admins/unlock', body: { email: 'admin@example.com' } },
    { method: 'GET', path: '/api/access' },
    { method: 'GET', path: '/api/payload-preferences' },
    { method: 'GET', path: '/api/payload-jobs' },
    { method: 'POST', path: '/api/graphql', body: { query: '{ Users { docs { email } } }' } },
  ];
}

/** Other ways to write the same path: case, escapes, dot segments, doubled and trailing slashes, backslashes. */
function spellings(path: string): string[] {
  const segments = path.split('/');
  const last = segments.at(-1) ?? '';
  const head = segments.slice(0, -1).join('/');
  const escapedFirst = last ? `%${last.charCodeAt(0).toString(16)}${last.slice(1)}` : last;
  return [
    path,
    `${head}/${last.toUpperCase()}`,
    path.replace('/api/', '/API/'),
    path.replace('/api/', '/Api/'),
    `${head}/${escapedFirst}`,
    `${head}/./${last}`,
    `${head}/x/../${last}`,
    `/admin/..${path}`,
    `/admin/%2e%2e${path}`,
    `/json/..${path}`,
    path.replace('/api/', '/api//'),
    `${path}/`,
    path.replace(/\//g, '%2F').replace(/^%2F/, '/'),
    path.replace('/api/', '/api\\'),
    `${path};x`,
    path.replace('/api/', '/%61pi/'),
    `${head}/%25${last.charCodeAt(0).toString(16)}${last.slice(1)}`,
  ];
}

const isSuccess = (status: number) => status >= 200 && status < 300;

function callers(): { name: string; headers: Record<string, string> }[] {
  const sameOrigin = { 'sec-fetch-site': 'same-origin' };
  return [
    { name: 'anonymous', headers: {} },
    { name: 'portal bearer token', headers: { authorization: `Bearer ${clinician.token}` } },
    { name: 'portal token in JWT header', headers: { authorization: `JWT ${clinician.token}` } },
    { name: 'portal token as cookie', headers: { ...sameOrigin, cookie: `payload-token=${clinician.token}` } },
    { name: 'pharmacist token as cookie', headers: { ...sameOrigin, cookie: `payload-token=${pharmacistToken}` } },
    { name: 'suspended token as cookie', headers: { ...sameOrigin, cookie: `payload-token=${suspendedToken}` } },
    {
      name: 'portal cookie beside a stranger cookie',
      headers: {
        ...sameOrigin,
        cookie: `theme=dark; Payload-Token=${clinician.token}; payload-token=${clinician.token}`,
      },
    },
  ];
}

describe('Payload’s surfaces refuse portal accounts and strangers, in every spelling', () => {
  it('answers no route with a 2xx, and sets no session cookie', async () => {
    const successes: string[] = [];
    for (const caller of callers()) {
      for (const route of attackRoutes()) {
        for (const target of spellings(route.path)) {
          const answer = await send(route.method, target, caller.headers, route.body);
          const cookie = (answer.headers['set-cookie'] ?? []).some((value) => /^payload-token=[^;]+/.test(value));
          if (isSuccess(answer.status) || cookie) {
            successes.push(`${caller.name}: ${route.method} ${target} → ${String(answer.status)}`);
          }
        }
      }
    }
    expect(successes).toEqual([]);
  }, 180_000);

  it('leaves the portal account’s email and password as they were', async () => {
    const account = await server.payload.findByID({ collection: 'users', id: clinician.id, overrideAccess: true });
    expect(account.email).toBe('clinician@example.com');
    await expect(signIn(server.baseUrl, 'clinician@example.com', DEMO_PASSWORD)).resolves.toEqual(expect.any(String));
  });

  it('never hands Payload a path outside the admin UI’s list, nor a portal credential', async () => {
    reachedPayload.length = 0;
    for (const target of [
      '/api/users/LOGIN',
      '/api/users/%6cogin',
      '/api/users/./login',
      '/admin/../api/users/login',
    ]) {
      const answer = await send('POST', target, {}, { email: 'clinician@example.com', password: DEMO_PASSWORD });
      expect(answer.status, target).toBeGreaterThanOrEqual(400);
    }
    expect(reachedPayload).toEqual([]);
  });
});

describe('the admin UI still works through the gate', () => {
  it('lets a CMS editor’s cookie read content, form versions and a document file', async () => {
    const headers = { cookie: editorCookie, 'sec-fetch-site': 'same-origin' };
    expect((await send('GET', '/api/stability-products', headers)).status).toBe(200);
    expect((await send('GET', '/api/forms/versions', headers)).status).toBe(200);
    expect((await send('GET', '/api/users', headers)).status).toBe(200);
    expect((await send('GET', `/api/documents/file/${documentFile}`, headers)).status).toBe(200);
    const me = await send('GET', '/api/admins/me', headers);
    expect(JSON.parse(me.body)).toMatchObject({ user: { email: 'editor@example.com' } });
  });

  it('refuses the same editor the routes off the list, in any spelling', async () => {
    const headers = { cookie: editorCookie, 'sec-fetch-site': 'same-origin' };
    for (const target of ['/api/users/login', '/api/USERS', '/api/graphql', '/api/payload-jobs', '/api/og']) {
      expect((await send('GET', target, headers)).status, target).toBeGreaterThanOrEqual(400);
    }
  });

  it('drops a portal cookie sent beside the editor’s, so the editor is who Payload sees', async () => {
    const headers = {
      cookie: `payload-token=${clinician.token}; ${editorCookie}`,
      'sec-fetch-site': 'same-origin',
    };
    const me = await send('GET', '/api/admins/me', headers);
    expect(JSON.parse(me.body)).toMatchObject({ user: { email: 'editor@example.com' } });
  });
});

describe('behind the gate, Payload itself grants a portal account nothing', () => {
  const direct = async (method: string, path: string, token: string, body?: unknown) => {
    const request = new Request(`http://127.0.0.1${path}`, {
      method,
      headers: {
        cookie: `payload-token=${token}`,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return handleEndpoints({ config, path, request });
  };

  it('reads no collection and changes no account through REST with a portal cookie', async () => {
    for (const path of ['/api/stability-products', '/api/forms', `/api/users/${String(clinician.id)}`]) {
      const response = await direct('GET', path, clinician.token);
      const body = (await response.json()) as { docs?: unknown[] };
      expect(isSuccess(response.status) && (body.docs?.length ?? 1) > 0, path).toBe(false);
    }
    const patch = await direct('PATCH', `/api/users/${String(clinician.id)}`, clinician.token, {
      email: 'attacker@example.net',
    });
    expect(isSuccess(patch.status)).toBe(false);
  });

  it('runs no auth operation for a portal account through REST', async () => {
    const login = await handleEndpoints({
      config,
      path: '/api/users/login',
      request: new Request('http://127.0.0.1/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'clinician@example.com', password: DEMO_PASSWORD }),
      }),
    });
    expect(login.status).toBe(403);
    expect(login.headers.get('set-cookie') ?? '').not.toContain('payload-token=');
  });
});

describe('headers on every answer', () => {
  it('forbids framing and sniffing and sets HSTS on the API, the admin and Payload’s REST', async () => {
    for (const target of ['/json/health', '/admin', '/api/stability-products', '/api/users/LOGIN']) {
      const answer = await send('GET', target);
      expect(answer.headers['x-frame-options'], target).toBe('DENY');
      expect(answer.headers['x-content-type-options'], target).toBe('nosniff');
      expect(answer.headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['strict-transport-security'], target).toMatch(/max-age=\d{7,}/);
    }
    expect((await send('GET', '/admin')).headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await send('GET', '/json/health')).headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('grants no other origin a cross-origin read of the API or the admin (no CORS headers)', async () => {
    for (const target of ['/json/api/v1/account', '/api/stability-products', '/api/admins/me']) {
      const preflight = await send('OPTIONS', target, {
        origin: 'https://evil.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      });
      expect(preflight.headers['access-control-allow-origin'], target).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials'], target).toBeUndefined();
      const read = await send('GET', target, {
        origin: 'https://evil.example',
        authorization: `Bearer ${clinician.token}`,
      });
      expect(read.headers['access-control-allow-origin'], target).toBeUndefined();
    }
  });
});

describe('the CMS session cookie', () => {
  it('is HttpOnly and SameSite=Strict, so no script and no other site can use it', async () => {
    const answer = await send(
      'POST',
      '/api/admins/login',
      { 'sec-fetch-site': 'same-origin' },
      { email: 'admin@example.com', password: DEMO_PASSWORD },
    );
    const cookie = answer.headers['set-cookie']?.find((value) => value.startsWith('payload-token=')) ?? '';
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Strict/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
  });
});

describe('sign-in to /admin', () => {
  const signInFrom = (address: string, password: string, toPort?: number) =>
    send(
      'POST',
      '/api/admins/login',
      { 'sec-fetch-site': 'same-origin' },
      { email: 'admin@example.com', password },
      { localAddress: address, toPort },
    );

  it('delays an attacker guessing an administrator’s password, while the administrator signs in from elsewhere', async () => {
    const attacker = { address: '127.0.0.2' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await signInFrom(attacker.address, 'a-wrong-guess-of-many')).status);
    }
    expect(statuses).toEqual([401, 401, 401]);
    // The attacker's address is held off, even with the right password.
    expect((await signInFrom(attacker.address, DEMO_PASSWORD)).status).toBe(429);
    // The owner is not locked out: from another address the right password works at once.
    expect((await signInFrom('127.0.0.3', DEMO_PASSWORD)).status).toBe(200);
  });

  it('limits sign-in attempts per client address, saying when to come back', async () => {
    const limited = createServer(
      createRequestListener({
        handlers: {
          api: (_req, res) => res.writeHead(404).end(),
          next: payloadRestAsNextWould,
          spa: (_req, res) => res.writeHead(404).end(),
        },
        gate: gateConfigFrom(server.payload.config.admin.user, gateCollections, gateGlobals),
        publicUrl: 'http://portal.test',
        trustProxyHops: 0,
        adminSignInPerHour: 2,
        sharedLimits: await isolatedLimits(server.payload),
        onError: () => undefined,
      }),
    );
    limited.listen(0, '127.0.0.1');
    await once(limited, 'listening');
    const limitedPort = (limited.address() as AddressInfo).port;
    try {
      const answers = [];
      for (let attempt = 0; attempt < 3; attempt += 1)
        answers.push(await signInFrom('127.0.0.4', DEMO_PASSWORD, limitedPort));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429]);
      expect(Number(answers[2]?.headers['retry-after'])).toBeGreaterThan(0);
      // Another address still signs in.
      expect((await signInFrom('127.0.0.5', DEMO_PASSWORD, limitedPort)).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => limited.close(() => resolve()));
    }
  });
});

describe('a CMS session', () => {
  it('ends SESSION_MAX_HOURS (12) after sign-in, however often the admin UI refreshes it', async () => {
    const signIn = await send(
      'POST',
      '/api/admins/login',
      { 'sec-fetch-site': 'same-origin' },
      { email: 'editor@example.com', password: DEMO_PASSWORD },
      { localAddress: '127.0.0.6' },
    );
    const cookie =
      signIn.headers['set-cookie']?.find((value) => value.startsWith('payload-token='))?.split(';')[0] ?? '';
    const headers = { cookie, 'sec-fetch-site': 'same-origin' };
    const editor = await server.payload.db.findOne<{ id: number; sessions: { id: string; createdAt: string }[] }>({
      collection: 'admins',
      where: { email: { equals: 'editor@example.com' } },
    });
    const startedHoursAgo = async (hours: number) => {
      const createdAt = new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
      await server.payload.db.updateOne({
        collection: 'admins',
        id: editor?.id ?? 0,
        data: { sessions: (editor?.sessions ?? []).map((session) => ({ ...session, createdAt })) },
        returning: false,
      });
    };

    // Nine hours in, a fresh 2-hour token still ends before the twelfth hour.
    await startedHoursAgo(9);
    expect((await send('POST', '/api/admins/refresh-token', headers)).status).toBe(200);
    // Eleven hours in, it would not: the refresh is refused, so the last token runs out by the twelfth hour.
    await startedHoursAgo(11);
    expect((await send('POST', '/api/admins/refresh-token', headers)).status).toBe(403);
  });
});

describe('the body limit in front of Payload and Next (ASVS 12.1.1)', () => {
  const MB = 1024 * 1024;
  const gate = () => `http://127.0.0.1:${String(port)}`;
  const TOO_LARGE = { errors: [{ message: 'The request body is larger than 1 MB.' }] };
  const SIGN_IN_START = Buffer.from('{"email":"admin@example.com","password":"');

  it('answers 413 to a sign-in declaring 150 MB before the client has sent a kilobyte, and Payload sees none of it', async () => {
    reachedPayload.length = 0;
    for (const target of ['/api/admins/login', '/api/admins/forgot-password', '/api/admins/first-register']) {
      const answer = await rawPost(gate(), target, {
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(150 * MB) },
        bodyStart: SIGN_IN_START,
      });
      expect(answer, target).toMatchObject({ status: 413, body: TOO_LARGE });
      expect(answer.sentBodyBytes, target).toBeLessThan(1024);
    }
    expect(reachedPayload).toEqual([]);
  });

  it('cuts a chunked body off with 413 once it passes 1 MB: Payload reads no more than that, the client sends no more than a little', async () => {
    nextRead.length = 0;
    const answer = await rawPost(gate(), '/api/admins/login', {
      headers: { 'Content-Type': 'application/json' },
      bodyStart: SIGN_IN_START,
      chunkedUpTo: 150 * MB,
    });
    expect(answer).toMatchObject({ status: 413, body: TOO_LARGE });
    // The answer came while the client was still sending: it stopped long before its 150 MB.
    expect(answer.sentBodyBytes).toBeLessThan(8 * MB);
    const read = nextRead.find((request) => request.path === '/api/admins/login');
    expect(read?.bodyBytes).toBeLessThanOrEqual(MB);
  });

  it('passes a chunked body under the limit to Payload unchanged', async () => {
    const answer = await send(
      'POST',
      '/api/admins/login',
      { 'sec-fetch-site': 'same-origin', 'transfer-encoding': 'chunked' },
      { email: 'editor@example.com', password: DEMO_PASSWORD },
      { localAddress: '127.0.0.7' },
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ user: { email: 'editor@example.com' } });
  });

  it('keeps Payload’s 50 MB for an editor’s file upload, and 1 MB for the same bytes sent as anything else', async () => {
    const headers = { cookie: editorCookie, 'sec-fetch-site': 'same-origin' };
    const boundary = 'hcp-gate-upload';
    // A real PNG, padded after its end to 2 MB: over the JSON limit, well under the upload limit.
    const png = Buffer.concat([
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
      Buffer.alloc(2 * MB),
    ]);
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"Gate test"}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gate.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/media',
          headers: {
            ...headers,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(multipart.byteLength),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
          );
        },
      );
      req.on('error', reject);
      req.end(multipart);
    });
    expect(upload.status, upload.body).toBe(201);
    const created = JSON.parse(upload.body) as { doc: { id: number } };
    await server.payload.delete({ collection: 'media', id: created.doc.id, overrideAccess: true });

    const declaredOverUpload = await rawPost(gate(), '/api/media', {
      headers: {
        ...headers,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(50 * MB + 1),
      },
      bodyStart: Buffer.from(`--${boundary}\r\n`),
    });
    expect(declaredOverUpload).toMatchObject({
      status: 413,
      body: { errors: [{ message: 'The request body is larger than 50 MB.' }] },
    });
    const asJson = await rawPost(gate(), '/api/media', {
      headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': String(2 * MB) },
      bodyStart: Buffer.from('{"alt":"'),
    });
    expect(asJson).toMatchObject({ status: 413, body: TOO_LARGE });
  });
});

describe('Next’s image optimizer, which would fetch /api/… from inside the gate', () => {
  it('is closed to everyone: no /_next/image request reaches Next, whatever its url and spelling', async () => {
    reachedPayload.length = 0;
    const editor = { cookie: editorCookie, 'sec-fetch-site': 'same-origin' };
    for (const target of [
      '/_next/image?url=%2Fapi%2Fusers&w=64&q=75',
      '/_next/image?url=/api/admins/me&w=64&q=75',
      '/_next/image?url=%2F_next%2Fstatic%2Fmedia%2Flogo.png&w=64&q=75',
      '/_next/image?url=https%3A%2F%2Fportal.test%2Fapi%2Fusers&w=64&q=75',
      '/_next/IMAGE?url=/api/users&w=64&q=75',
      '/_next/%69mage?url=/api/users&w=64&q=75',
      '/_next/static/../image?url=/api/users&w=64&q=75',
    ]) {
      for (const headers of [{}, editor]) {
        expect((await send('GET', target, headers)).status, target).toBeGreaterThanOrEqual(400);
      }
    }
    expect(reachedPayload).toEqual([]);
  });
});

describe('the CMS session token stays in its HttpOnly cookie (ASVS 3.4.2)', () => {
  const sessionCookieOf = (answer: Answer) =>
    answer.headers['set-cookie']?.find((value) => value.startsWith('payload-token='))?.split(';')[0] ?? '';

  it('is not in the JSON of the sign-in, me and refresh answers, while the cookie signs the admin in', async () => {
    const signIn = await send(
      'POST',
      '/api/admins/login',
      { 'sec-fetch-site': 'same-origin', 'accept-encoding': 'gzip, br' },
      { email: 'editor@example.com', password: DEMO_PASSWORD },
      { localAddress: '127.0.0.8' },
    );
    expect(signIn.status).toBe(200);
    const cookie = sessionCookieOf(signIn);
    const token = cookie.slice('payload-token='.length);
    expect(token).not.toBe('');
    expect(JSON.parse(signIn.body)).toMatchObject({
      user: { email: 'editor@example.com' },
      exp: expect.any(Number) as number,
    });
    expect(signIn.body).not.toContain(token);
    expect(Number(signIn.headers['content-length'])).toBe(Buffer.byteLength(signIn.body));

    const headers = { cookie, 'sec-fetch-site': 'same-origin' };
    const me = await send('GET', '/api/admins/me', headers);
    expect(JSON.parse(me.body)).toMatchObject({ user: { email: 'editor@example.com' } });
    expect(me.body).not.toContain(token);

    const refresh = await send('POST', '/api/admins/refresh-token', headers);
    expect(refresh.status).toBe(200);
    const refreshed = sessionCookieOf(refresh).slice('payload-token='.length);
    expect(refreshed).not.toBe('');
    expect(JSON.parse(refresh.body)).not.toHaveProperty('refreshedToken');
    expect(refresh.body).not.toContain(refreshed);
  });
});

describe('the admin’s script policy (ASVS 14.4.3)', () => {
  it('names a script-src with a fresh nonce per answer, and hands Next that same policy to put the nonce on its scripts', async () => {
    nextRead.length = 0;
    const policies = [(await send('GET', '/admin/login')).headers, (await send('GET', '/admin/login')).headers].map(
      (headers) => headers['content-security-policy']?.toString() ?? '',
    );
    const nonces = policies.map(
      (policy) => /script-src 'self' 'nonce-([A-Za-z0-9+/]{22}==)' 'strict-dynamic'/.exec(policy)?.[1],
    );
    expect(nonces[0]).toEqual(expect.any(String));
    expect(nonces[1]).not.toBe(nonces[0]);
    for (const policy of policies) {
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toContain("frame-ancestors 'none'");
    }
    expect(nextRead.map((read) => read.policy)).toEqual(policies);
  });

  it('replaces a policy the client sent, so no caller chooses the nonce', async () => {
    nextRead.length = 0;
    const chosen = "script-src 'nonce-chosenbytheattacker'";
    const answer = await send('GET', '/admin/login', { 'content-security-policy': chosen });
    expect(nextRead[0]?.policy).toBe(answer.headers['content-security-policy']);
    expect(nextRead[0]?.policy).not.toContain('chosenbytheattacker');
  });
});
