// The audit trail (issue 18) from the outside: the server's real request listener (request ids, the gate and its
// client address, one trusted proxy in front), the portal API over HTTP, and Payload's REST handler where Next would
// be. Each audited action must leave exactly one event naming who, what, from where and in which request.
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
import { handleEndpoints, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // One reverse proxy in front, as in production: the client is the address it appends to X-Forwarded-For.
  process.env.TRUST_PROXY_HOPS = '1';
});

import { recordAuditEvent } from '../../src/audit/record';
import { createPortalApi } from '../../src/endpoints/app';
import { AUDIT_RETENTION_QUEUE, AUDIT_RETENTION_TASK, scheduleAuditRetention } from '../../src/jobs/auditRetention';
import { runQueue } from '../../src/jobs/worker';
import { ServerMetrics } from '../../src/observability/metrics';
import { observeRequests } from '../../src/observability/requests';
import config, { gateCollections, gateGlobals } from '../../src/payload.config';
import type { AuditEvent } from '../../src/payload-types';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { demoGovernance } from '../../src/seed/governance';
import { createRequestListener, gateConfigFrom } from '../../src/server/listener';
import { postgresPoolOf } from '../../src/db/connection';
import { sharedLimitsOf } from '../../src/utilities/shared-limits';
import { createPortalAccount, startTestServer, TEST_PASSWORD, type TestServer } from './harness';
import { nextMailTo, mailbox } from './mailbox';

/** The client's address as the proxy in front reports it. */
const CLIENT = '198.51.100.23';

type Answer = { status: number; headers: IncomingMessage['headers']; body: string };

let server: TestServer;
let payload: Payload;
let front: Server;
let port: number;
let adminCookie: string;
let editorCookie: string;
let ids: { admin: number; editor: number; clinician: number; pharmacistRole: number };
/** Every password, token, cookie and code this file uses: none may reach an event. */
const secrets = new Set<string>([TEST_PASSWORD, DEMO_PASSWORD]);

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Stands where Next stands: hands Payload's REST handler the request, its headers as the gate left them. */
async function payloadRestAsNextWould(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const [, root, ...slug] = url.pathname.split('/');
  if (root !== 'api') {
    res.writeHead(204).end();
    return;
  }
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const request = new Request(url, { method: req.method, headers, body: body ? new Uint8Array(body) : undefined });
  const path = `/api/${slug.map((segment) => encodeURIComponent(decodeURIComponent(segment))).join('/')}`;
  const response = await handleEndpoints({ config, path, request });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** A request through the front listener, from the client behind the proxy: a CMS cookie or a portal token, or none. */
function send(
  method: string,
  target: string,
  { cookie, token, body }: { cookie?: string; token?: string; body?: unknown } = {},
) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        headers: {
          'x-forwarded-for': CLIENT,
          'sec-fetch-site': 'same-origin',
          ...(cookie ? { cookie } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(text ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) } : {}),
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
    req.end(text);
  });
}

const requestIdOf = (answer: Answer) => String(answer.headers['x-request-id']);

async function signInToAdmin(email: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await send('POST', '/api/admins/login', { body: { email, password } });
  expect(answer.status).toBe(200);
  const cookie = answer.headers['set-cookie']?.find((value) => value.startsWith('payload-token='))?.split(';')[0];
  expect(cookie).toBeDefined();
  secrets.add(cookie?.slice('payload-token='.length) ?? '');
  return cookie ?? '';
}

async function signInToPortal(email: string, password = TEST_PASSWORD): Promise<{ answer: Answer; token: string }> {
  const answer = await send('POST', '/json/jwt-auth/v1/token', { body: { username: email, password } });
  const token = answer.status === 200 ? (JSON.parse(answer.body) as { token: string }).token : '';
  if (token) secrets.add(token);
  return { answer, token };
}

/** The newest event's id: what an action records comes after it. */
async function mark(): Promise<number> {
  const { docs } = await payload.find({ collection: 'audit-events', sort: '-id', limit: 1, overrideAccess: true });
  return docs[0]?.id ?? 0;
}

async function eventsSince(since: number): Promise<AuditEvent[]> {
  const { docs } = await payload.find({
    collection: 'audit-events',
    where: { id: { greater_than: since } },
    sort: 'id',
    pagination: false,
    overrideAccess: true,
  });
  return docs;
}

async function latestVersionOf(collection: 'quick-links', id: number): Promise<string> {
  const { docs } = await payload.findVersions({
    collection,
    where: { parent: { equals: id } },
    sort: '-id',
    limit: 1,
    overrideAccess: true,
  });
  return String(docs[0]?.id);
}

beforeAll(async () => {
  server = await startTestServer();
  payload = server.payload;
  await seedDemo(payload, { content: false });
  const idOf = async (collection: 'admins' | 'users' | 'roles', field: string, value: string) =>
    (await payload.find({ collection, where: { [field]: { equals: value } }, limit: 1, overrideAccess: true })).docs[0]
      ?.id ?? 0;
  ids = {
    admin: await idOf('admins', 'email', 'admin@example.com'),
    editor: await idOf('admins', 'email', 'editor@example.com'),
    clinician: await idOf('users', 'email', 'clinician@example.com'),
    pharmacistRole: await idOf('roles', 'name', 'Pharmacist'),
  };

  const api = getRequestListener(createPortalApi(() => payload).fetch);
  const listener = createRequestListener({
    handlers: { api, next: payloadRestAsNextWould, spa: (_req, res) => res.writeHead(404).end() },
    gate: gateConfigFrom(payload.config.admin.user, gateCollections, gateGlobals),
    publicUrl: 'http://portal.test',
    trustProxyHops: 1,
    adminSignInPerHour: 1000,
    sharedLimits: await sharedLimitsOf(payload),
    onError: () => undefined,
  });
  front = createServer(
    observeRequests(listener, {
      metrics: new ServerMetrics({ db: payload.db, pool: postgresPoolOf(payload.db) }),
      logger: { info: () => undefined },
      trustProxyHops: 1,
      metricsOnThisPort: false,
    }),
  );
  front.listen(0, '127.0.0.1');
  await once(front, 'listening');
  port = (front.address() as AddressInfo).port;
  adminCookie = await signInToAdmin('admin@example.com');
  editorCookie = await signInToAdmin('editor@example.com');
});

afterAll(async () => {
  delete process.env.TRUST_PROXY_HOPS;
  await new Promise<void>((resolve) => front.close(() => resolve()));
  await server.close();
});

describe('portal sign-ins', () => {
  it('records a sign-in with the account, the client’s address and the request id', async () => {
    const since = await mark();
    const { answer } = await signInToPortal('clinician@example.com', DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    const events = await eventsSince(since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'sign-in.succeeded',
      actorKind: 'portal-account',
      actorId: String(ids.clinician),
      actorEmail: 'clinician@example.com',
      targetCollection: 'users',
      targetId: String(ids.clinician),
      clientAddress: CLIENT,
      requestId: requestIdOf(answer),
    });
    expect(Date.now() - new Date(events[0]?.at ?? 0).getTime()).toBeLessThan(60_000);
  });

  it('records a wrong password against the account, and an unknown address without what was typed', async () => {
    let since = await mark();
    const wrong = await signInToPortal('clinician@example.com', 'not-the-clinician-password');
    secrets.add('not-the-clinician-password');
    expect(wrong.answer.status).toBe(401);
    let events = await eventsSince(since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'sign-in.failed',
      actorKind: 'anonymous',
      actorId: null,
      targetCollection: 'users',
      targetId: String(ids.clinician),
      clientAddress: CLIENT,
      requestId: requestIdOf(wrong.answer),
      details: { reason: 'wrong-password' },
    });

    since = await mark();
    // What someone types as the email may be a password typed in the wrong field: it is never kept.
    const typed = 'my-secret-passphrase-typed-as-email';
    const unknown = await signInToPortal(typed, 'whatever-was-typed-here');
    secrets.add(typed);
    secrets.add('whatever-was-typed-here');
    expect(unknown.answer.status).toBe(401);
    events = await eventsSince(since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'sign-in.failed',
      targetCollection: 'users',
      targetId: null,
      targetLabel: null,
      details: { reason: 'unknown-account' },
      requestId: requestIdOf(unknown.answer),
    });
  });

  it('records sign-ins the throttle holds back, and refusals of a suspended account', async () => {
    await createPortalAccount(payload, { email: 'guessed@example.org', firstName: 'G', lastName: 'U', roles: [] });
    const since = await mark();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await signInToPortal('guessed@example.org', `guess-number-${String(attempt)}`)).answer.status);
      secrets.add(`guess-number-${String(attempt)}`);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const events = await eventsSince(since);
    expect(events.map((event) => [event.action, (event.details as { reason: string }).reason])).toEqual([
      ['sign-in.failed', 'wrong-password'],
      ['sign-in.failed', 'wrong-password'],
      ['sign-in.failed', 'wrong-password'],
      ['sign-in.failed', 'throttled'],
    ]);

    await createPortalAccount(payload, {
      email: 'stopped@example.org',
      firstName: 'S',
      lastName: 'T',
      roles: [],
      status: 'suspended',
    });
    const before = await mark();
    const refused = await signInToPortal('stopped@example.org');
    expect(refused.answer.status).toBe(401);
    const suspended = await eventsSince(before);
    expect(suspended).toHaveLength(1);
    expect(suspended[0]).toMatchObject({
      action: 'sign-in.failed',
      targetLabel: 'stopped@example.org',
      details: { reason: 'suspended' },
    });
  });
});

describe('portal credential changes', () => {
  it('records a password change, a reset and an email change once each, as the account', async () => {
    const id = await createPortalAccount(payload, {
      email: 'changer@example.org',
      firstName: 'Cha',
      lastName: 'Nger',
      roles: [ids.pharmacistRole],
    });
    const { token } = await signInToPortal('changer@example.org');
    const newPassword = 'a-brand-new-passphrase-2026';
    secrets.add(newPassword);
    let since = await mark();
    const update = await send('POST', '/json/api/v1/account/update', {
      token,
      body: { currentPassword: TEST_PASSWORD, newPassword },
    });
    expect(update.status).toBe(200);
    secrets.add((JSON.parse(update.body) as { token: string }).token);
    let events = await eventsSince(since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'password.changed',
      actorKind: 'portal-account',
      actorId: String(id),
      targetId: String(id),
      clientAddress: CLIENT,
      requestId: requestIdOf(update),
    });

    const mails = mailbox.length;
    await send('POST', '/json/api/v1/account/request-password-reset', { body: { email: 'changer@example.org' } });
    const link = (await nextMailTo('changer@example.org', mails)).links.find((url) => url.includes('#token='));
    const resetToken = new URL(link ?? 'http://x').hash.replace('#token=', '');
    secrets.add(resetToken);
    const resetPassword = 'reset-to-this-passphrase-2026';
    secrets.add(resetPassword);
    since = await mark();
    const reset = await send('POST', '/json/api/v1/account/process-password-reset', {
      body: { token: resetToken, password: resetPassword },
    });
    expect(reset.status).toBe(200);
    events = await eventsSince(since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'password.reset',
      actorKind: 'portal-account',
      actorId: String(id),
      actorEmail: 'changer@example.org',
      targetId: String(id),
      clientAddress: CLIENT,
      requestId: requestIdOf(reset),
    });

    const { token: fresh } = await signInToPortal('changer@example.org', resetPassword);
    const beforeRequest = mailbox.length;
    since = await mark();
    const requested = await send('POST', '/json/api/v1/account/update', {
      token: fresh,
      body: { email: 'changed@example.org', currentPassword: resetPassword },
    });
    expect(requested.status).toBe(200);
    secrets.add((JSON.parse(requested.body) as { token: string }).token);
    // Requesting a new address changes nothing yet: the event comes when the new address confirms it.
    expect(await eventsSince(since)).toEqual([]);
    const confirmLink = (await nextMailTo('changed@example.org', beforeRequest)).links.find((url) =>
      url.includes('confirm-email-change#token='),
    );
    const emailToken = new URL(confirmLink ?? 'http://x').hash.replace('#token=', '');
    secrets.add(emailToken);
    const confirmed = await send('POST', '/json/api/v1/account/confirm-email-change', { body: { token: emailToken } });
    expect(confirmed.status).toBe(200);
    events = await eventsSince(since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'email.changed',
      actorKind: 'portal-account',
      actorId: String(id),
      targetId: String(id),
      targetLabel: 'changed@example.org',
      clientAddress: CLIENT,
      requestId: requestIdOf(confirmed),
      details: { emailBefore: 'changer@example.org', emailAfter: 'changed@example.org' },
    });
  });
});

describe('in /admin', () => {
  it('records sign-ins to /admin, and failures without what was typed', async () => {
    let since = await mark();
    const answer = await send('POST', '/api/admins/login', {
      body: { email: 'editor@example.com', password: DEMO_PASSWORD },
    });
    expect(answer.status).toBe(200);
    secrets.add(answer.headers['set-cookie']?.[0]?.split(';')[0]?.split('=')[1] ?? '');
    let events = await eventsSince(since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'sign-in.succeeded',
      actorKind: 'cms-account',
      actorId: String(ids.editor),
      actorEmail: 'editor@example.com',
      targetCollection: 'admins',
      targetId: String(ids.editor),
      clientAddress: CLIENT,
      requestId: requestIdOf(answer),
    });

    since = await mark();
    const wrong = await send('POST', '/api/admins/login', {
      body: { email: 'editor@example.com', password: 'not-the-editor-password' },
    });
    secrets.add('not-the-editor-password');
    const unknown = await send('POST', '/api/admins/login', {
      body: { email: 'password-in-the-email-field', password: 'and-more-typing' },
    });
    secrets.add('password-in-the-email-field');
    secrets.add('and-more-typing');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    events = await eventsSince(since);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      action: 'sign-in.failed',
      actorKind: 'anonymous',
      targetCollection: 'admins',
      targetId: String(ids.editor),
      clientAddress: CLIENT,
      requestId: requestIdOf(wrong),
      details: { reason: 'wrong-password' },
    });
    expect(events[1]).toMatchObject({
      action: 'sign-in.failed',
      targetId: null,
      targetLabel: null,
      requestId: requestIdOf(unknown),
      details: { reason: 'unknown-account' },
    });
  });

  it('records an editor approving and suspending a portal account, naming the roles and statuses', async () => {
    const id = await createPortalAccount(payload, {
      email: 'waiting@example.org',
      firstName: 'Wai',
      lastName: 'Ting',
      roles: [],
      status: 'pending',
    });
    let since = await mark();
    const approved = await send('PATCH', `/api/users/${String(id)}`, {
      cookie: editorCookie,
      body: { roles: [ids.pharmacistRole] },
    });
    expect(approved.status).toBe(200);
    let events = await eventsSince(since);
    const common = {
      actorKind: 'cms-account',
      actorId: String(ids.editor),
      actorEmail: 'editor@example.com',
      targetCollection: 'users',
      targetId: String(id),
      targetLabel: 'waiting@example.org',
      clientAddress: CLIENT,
      requestId: requestIdOf(approved),
    };
    // Giving a pending account its first roles approves it: two facts, one event each.
    expect(events).toHaveLength(2);
    expect(events.find((event) => event.action === 'roles.changed')).toMatchObject({
      ...common,
      details: { rolesBefore: [], rolesAfter: ['Pharmacist'] },
    });
    expect(events.find((event) => event.action === 'approval.changed')).toMatchObject({
      ...common,
      details: { statusBefore: 'pending', statusAfter: 'approved' },
    });

    since = await mark();
    const suspended = await send('PATCH', `/api/users/${String(id)}`, {
      cookie: editorCookie,
      body: { status: 'suspended' },
    });
    expect(suspended.status).toBe(200);
    events = await eventsSince(since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      ...common,
      action: 'account.suspended',
      requestId: requestIdOf(suspended),
      details: { statusBefore: 'approved', statusAfter: 'suspended' },
    });

    // A save that changes neither leaves nothing.
    since = await mark();
    expect(
      (await send('PATCH', `/api/users/${String(id)}`, { cookie: editorCookie, body: { organisation: 'NHS' } })).status,
    ).toBe(200);
    expect(await eventsSince(since)).toEqual([]);
  });

  it('records a CMS account’s role, email and password changes, and a reset through its emailed link', async () => {
    const created = await payload.create({
      collection: 'admins',
      data: {
        email: 'new.editor@example.com',
        name: 'New Editor',
        role: 'editor',
        password: 'new-editor-passphrase-1',
      },
      overrideAccess: true,
    });
    secrets.add('new-editor-passphrase-1');
    let since = await mark();
    const promoted = await send('PATCH', `/api/admins/${String(created.id)}`, {
      cookie: adminCookie,
      body: { role: 'admin', email: 'lead.editor@example.com' },
    });
    expect(promoted.status).toBe(200);
    let events = await eventsSince(since);
    const common = {
      actorKind: 'cms-account',
      actorId: String(ids.admin),
      targetCollection: 'admins',
      targetId: String(created.id),
      targetLabel: 'lead.editor@example.com',
      clientAddress: CLIENT,
      requestId: requestIdOf(promoted),
    };
    expect(events).toHaveLength(2);
    expect(events.find((event) => event.action === 'roles.changed')).toMatchObject({
      ...common,
      details: { rolesBefore: ['editor'], rolesAfter: ['admin'] },
    });
    expect(events.find((event) => event.action === 'email.changed')).toMatchObject({
      ...common,
      details: { emailBefore: 'new.editor@example.com', emailAfter: 'lead.editor@example.com' },
    });

    since = await mark();
    const password = 'changed-by-the-administrator-1';
    secrets.add(password);
    const changed = await send('PATCH', `/api/admins/${String(created.id)}`, {
      cookie: adminCookie,
      body: { password },
    });
    expect(changed.status).toBe(200);
    events = await eventsSince(since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ ...common, action: 'password.changed', requestId: requestIdOf(changed) });

    // "Forgot password?": the emailed link sets a new password and signs the account in, one event.
    const resetToken = await payload.forgotPassword({
      collection: 'admins',
      data: { email: 'lead.editor@example.com' },
      disableEmail: true,
    });
    secrets.add(resetToken);
    const resetPassword = 'reset-by-the-lead-editor-1';
    secrets.add(resetPassword);
    since = await mark();
    const reset = await send('POST', '/api/admins/reset-password', {
      body: { token: resetToken, password: resetPassword },
    });
    expect(reset.status).toBe(200);
    events = await eventsSince(since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'password.reset',
      actorKind: 'cms-account',
      actorId: String(created.id),
      actorEmail: 'lead.editor@example.com',
      targetCollection: 'admins',
      targetId: String(created.id),
      clientAddress: CLIENT,
      requestId: requestIdOf(reset),
      details: { signedIn: true },
    });
  });

  it('records publishing, unpublishing and deleting content with who, what and which version, not a draft beside it', async () => {
    const item = {
      title: 'Audit trail guidance',
      url: 'https://example.org/audit',
      group: 'Guidance',
      displayOrder: 1,
      governance: demoGovernance('HCP-AUDIT-1'),
    };
    let since = await mark();
    const draft = await send('POST', '/api/quick-links?draft=true', {
      cookie: editorCookie,
      body: { ...item, _status: 'draft' },
    });
    expect(draft.status).toBe(201);
    const id = (JSON.parse(draft.body) as { doc: { id: number } }).doc.id;
    expect(await eventsSince(since)).toEqual([]);

    const common = {
      actorKind: 'cms-account',
      actorId: String(ids.editor),
      targetCollection: 'quick-links',
      targetId: String(id),
      targetLabel: 'Audit trail guidance',
      clientAddress: CLIENT,
    };
    since = await mark();
    const published = await send('PATCH', `/api/quick-links/${String(id)}`, {
      cookie: editorCookie,
      body: { _status: 'published' },
    });
    expect(published.status).toBe(200);
    let events = await eventsSince(since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      ...common,
      action: 'content.published',
      targetVersion: await latestVersionOf('quick-links', id),
      requestId: requestIdOf(published),
    });

    // A draft saved beside the published item changes nothing the portal shows: no event.
    since = await mark();
    const kept = await send('PATCH', `/api/quick-links/${String(id)}?draft=true`, {
      cookie: editorCookie,
      body: { description: 'A draft of a new description', _status: 'draft' },
    });
    expect(kept.status).toBe(200);
    expect(await eventsSince(since)).toEqual([]);

    since = await mark();
    // The admin's Unpublish button sends this.
    const unpublished = await send('PATCH', `/api/quick-links/${String(id)}?depth=0`, {
      cookie: editorCookie,
      body: { _status: 'draft' },
    });
    expect(unpublished.status).toBe(200);
    events = await eventsSince(since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      ...common,
      action: 'content.unpublished',
      targetVersion: await latestVersionOf('quick-links', id),
      requestId: requestIdOf(unpublished),
    });

    const lastVersion = await latestVersionOf('quick-links', id);
    since = await mark();
    const deleted = await send('DELETE', `/api/quick-links/${String(id)}`, { cookie: editorCookie });
    expect(deleted.status).toBe(200);
    events = await eventsSince(since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      ...common,
      action: 'content.deleted',
      targetVersion: lastVersion,
      requestId: requestIdOf(deleted),
    });
  });

  it('records an export of form submissions', async () => {
    const since = await mark();
    const exported = await send('GET', '/api/form-submissions/export', { cookie: adminCookie });
    expect(exported.status).toBe(200);
    const events = await eventsSince(since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'submissions.exported',
      actorKind: 'cms-account',
      actorId: String(ids.admin),
      targetCollection: 'form-submissions',
      targetLabel: 'All forms',
      clientAddress: CLIENT,
      requestId: requestIdOf(exported),
      details: { submissions: 0 },
    });
  });
});

describe('the trail itself', () => {
  it('cannot be added to, changed or deleted through Payload’s REST API, by an administrator either', async () => {
    const [newest] = await eventsSince((await mark()) - 1);
    const before = await payload.count({ collection: 'audit-events', overrideAccess: true });
    const created = await send('POST', '/api/audit-events', {
      cookie: adminCookie,
      body: { at: new Date().toISOString(), action: 'sign-in.succeeded', actorKind: 'system' },
    });
    const changed = await send('PATCH', `/api/audit-events/${String(newest?.id)}`, {
      cookie: adminCookie,
      body: { actorEmail: 'someone.else@example.com' },
    });
    const changedMany = await send('PATCH', '/api/audit-events?where[id][exists]=true', {
      cookie: adminCookie,
      body: { actorEmail: 'someone.else@example.com' },
    });
    const deleted = await send('DELETE', `/api/audit-events/${String(newest?.id)}`, { cookie: adminCookie });
    const deletedMany = await send('DELETE', '/api/audit-events?where[id][exists]=true', { cookie: adminCookie });
    expect([created.status, changed.status, changedMany.status, deleted.status, deletedMany.status]).toEqual([
      403, 403, 403, 403, 403,
    ]);
    expect(await payload.count({ collection: 'audit-events', overrideAccess: true })).toEqual(before);
    const again = await payload.findByID({ collection: 'audit-events', id: newest?.id ?? 0, overrideAccess: true });
    expect(again).toEqual(newest);
  });

  it('is read by administrators and nobody else', async () => {
    const byAdmin = await send('GET', '/api/audit-events?limit=1', { cookie: adminCookie });
    expect(byAdmin.status).toBe(200);
    expect((JSON.parse(byAdmin.body) as { totalDocs: number }).totalDocs).toBeGreaterThan(0);
    const byEditor = await send('GET', '/api/audit-events?limit=1', { cookie: editorCookie });
    expect(byEditor.status).toBe(403);
    const oneByEditor = await send('GET', `/api/audit-events/${String(await mark())}`, { cookie: editorCookie });
    expect(oneByEditor.status).toBe(403);
    expect((await send('GET', '/api/audit-events?limit=1')).status).toBe(403);
  });
});

describe('when the trail cannot be written', () => {
  it('a publish or role change fails with it, a sign-in keeps no session, and a failed sign-in is still answered', async () => {
    const item = await payload.create({
      collection: 'quick-links',
      data: {
        title: 'Held back',
        url: 'https://example.org/held',
        group: 'Guidance',
        displayOrder: 2,
        governance: demoGovernance('HCP-AUDIT-2'),
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
    });
    const hooks = payload.collections['audit-events'].config.hooks;
    const broken = () => {
      throw new Error('the audit table is out of space');
    };
    hooks.beforeChange.push(broken);
    try {
      const published = await send('PATCH', `/api/quick-links/${String(item.id)}`, {
        cookie: editorCookie,
        body: { _status: 'published' },
      });
      expect(published.status).toBeGreaterThanOrEqual(500);
      const stored = await payload.db.findOne<{ id: number; _status: string }>({
        collection: 'quick-links',
        where: { id: { equals: item.id } },
      });
      expect(stored?._status).toBe('draft');

      const roles = await send('PATCH', `/api/users/${String(ids.clinician)}`, {
        cookie: editorCookie,
        body: { roles: [] },
      });
      expect(roles.status).toBeGreaterThanOrEqual(500);
      const clinician = await payload.findByID({
        collection: 'users',
        id: ids.clinician,
        depth: 0,
        overrideAccess: true,
      });
      expect(clinician.roles?.length).toBeGreaterThan(0);

      const sessionsBefore = clinician.sessions?.length ?? 0;
      const signIn = await signInToPortal('clinician@example.com', DEMO_PASSWORD);
      expect(signIn.answer.status).toBe(500);
      const after = await payload.findByID({ collection: 'users', id: ids.clinician, depth: 0, overrideAccess: true });
      expect(after.sessions?.length ?? 0).toBe(sessionsBefore);

      const wrong = await signInToPortal('clinician@example.com', 'still-not-the-password');
      secrets.add('still-not-the-password');
      expect(wrong.answer.status).toBe(401);
      const wrongAdmin = await send('POST', '/api/admins/login', {
        body: { email: 'editor@example.com', password: 'still-not-the-password' },
      });
      expect(wrongAdmin.status).toBe(401);
    } finally {
      hooks.beforeChange.splice(hooks.beforeChange.indexOf(broken), 1);
    }
  });
});

/** The cells of a CSV answer (utilities/csv.ts: every cell quoted, CRLF line ends, a byte-order mark first). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\ufeff/, '');
  for (let index = 0; index < body.length; index += 1) {
    const char = body.charAt(index);
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe('the CSV export', () => {
  it('answers administrators only', async () => {
    expect((await send('GET', '/api/audit-events/export', { cookie: editorCookie })).status).toBe(403);
    expect((await send('GET', '/api/audit-events/export')).status).toBe(403);
    const { token } = await signInToPortal('pharmacist@example.com', DEMO_PASSWORD);
    expect((await send('GET', '/api/audit-events/export', { token })).status).toBe(403);
    const answer = await send('GET', '/api/audit-events/export', { cookie: adminCookie });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-events-(\d{4}-\d{2}-\d{2})\.csv"; filename\*=UTF-8''audit-events-\1\.csv$/,
    );
    const rows = parseCsv(answer.body);
    expect(rows[0]).toEqual([
      'Time (UTC)',
      'Action',
      'Actor kind',
      'Actor id',
      'Actor email',
      'Target collection',
      'Target id',
      'Target',
      'Target version',
      'Client address',
      'Request id',
      'Details',
    ]);
    // Every event, newest first.
    expect(rows.length - 1).toBe(
      await payload.count({ collection: 'audit-events', overrideAccess: true }).then((count) => count.totalDocs),
    );
    const times = rows.slice(1).map((row) => row[0] ?? '');
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('exports the list’s current filter and search, escaping quotes and keeping formulas as text', async () => {
    const labels = [
      '=HYPERLINK("http://evil.example","open")',
      '+44 20 7946 0000',
      '-1',
      '@SUM(A1:A9)',
      'Plain, "quoted" text',
    ];
    for (const label of labels) {
      await recordAuditEvent(payload, {
        action: 'content.published',
        actor: { kind: 'system' },
        target: { collection: 'pages', label },
        requestId: 'csv-export-check',
      });
    }
    const filtered = await send(
      'GET',
      `/api/audit-events/export?where[or][0][and][0][requestId][equals]=csv-export-check&where[or][0][and][1][action][equals]=content.published`,
      { cookie: adminCookie },
    );
    expect(filtered.status).toBe(200);
    const rows = parseCsv(filtered.body).slice(1);
    expect(rows.map((row) => row[7])).toEqual(
      [
        '\'=HYPERLINK("http://evil.example","open")',
        "'+44 20 7946 0000",
        "'-1",
        "'@SUM(A1:A9)",
        'Plain, "quoted" text',
      ].reverse(),
    );
    expect(filtered.body).toContain('"\'=HYPERLINK(""http://evil.example"",""open"")"');

    const searched = await send('GET', '/api/audit-events/export?search=csv-export', { cookie: adminCookie });
    expect(parseCsv(searched.body).slice(1)).toHaveLength(labels.length);

    const refused = await send('GET', '/api/audit-events/export?where[nosuchfield][equals]=x', { cookie: adminCookie });
    expect(refused.status).toBe(400);
  });
});

describe('retention', () => {
  it('runs daily and deletes only the events older than AUDIT_RETENTION_DAYS (730)', async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
    const make = (daysAgo: number) =>
      payload.create({
        collection: 'audit-events',
        data: {
          at: at(daysAgo),
          action: 'sign-in.succeeded',
          actorKind: 'system',
          requestId: `retention-${String(daysAgo)}`,
        },
        overrideAccess: true,
      });
    const old = await make(731);
    const older = await make(2000);
    const kept = await make(729);

    await scheduleAuditRetention(payload);
    await scheduleAuditRetention(payload);
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: AUDIT_RETENTION_TASK } },
      overrideAccess: true,
    });
    expect(jobs).toHaveLength(1);
    const waitUntil = new Date(jobs[0]?.waitUntil ?? 0);
    expect(waitUntil.toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(waitUntil.getTime()).toBeGreaterThan(Date.now());
    expect(waitUntil.getTime() - Date.now()).toBeLessThanOrEqual(day);

    // Not due yet: a run now leaves everything.
    expect((await runQueue(payload, AUDIT_RETENTION_QUEUE, 1)).ran).toEqual([]);
    // Midnight comes.
    await payload.update({
      collection: 'payload-jobs',
      id: jobs[0]?.id ?? 0,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    });
    expect((await runQueue(payload, AUDIT_RETENTION_QUEUE, 1)).ran).toEqual([jobs[0]?.id]);

    const remaining = async (id: number) =>
      (await payload.find({ collection: 'audit-events', where: { id: { equals: id } }, overrideAccess: true }))
        .totalDocs;
    expect([await remaining(old.id), await remaining(older.id), await remaining(kept.id)]).toEqual([0, 0, 1]);
    expect(
      await payload.count({ collection: 'audit-events', where: { at: { less_than: at(730) } }, overrideAccess: true }),
    ).toMatchObject({ totalDocs: 0 });
  });
});

describe('secrets', () => {
  it('no event holds a password, token, cookie or code used in this file', async () => {
    const { docs } = await payload.find({ collection: 'audit-events', pagination: false, overrideAccess: true });
    expect(docs.length).toBeGreaterThan(20);
    const text = JSON.stringify(docs);
    const found = [...secrets].filter((secret) => secret.length >= 6 && text.includes(secret));
    expect(found).toEqual([]);
    expect(secrets.size).toBeGreaterThan(15);
  });
});
