import { createECDH, randomBytes } from 'node:crypto';

import { ApiErrorSchema } from '@hcp/contracts/errors';
import { NotificationPreferencesSchema, PushMessageSchema, PushPublicKeySchema } from '@hcp/contracts/push';
import { decrypt } from 'http_ece';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { env } from '../../src/env';
import { PUSH_QUEUE, sendPushNotifications } from '../../src/jobs/pushNotifications';
import { runQueue } from '../../src/jobs/worker';
import { document, paragraph } from '../../src/seed/lexical';
import { demoGovernance } from '../../src/seed/governance';
import {
  certifiedContext,
  createPortalAccount,
  createRole,
  postJson,
  signIn,
  startTestServer,
  type TestServer,
} from './harness';
import { pushAnswers, pushbox } from './pushbox';

let server: TestServer;
let tokens: { reader: string; optedOut: string; stability: string };
const pushService = process.env.PUSH_SERVICE_ORIGINS ?? '';

/** A browser as the Push API makes one: a P-256 key pair and an auth secret, and an endpoint on the push service. */
function browser(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const subscription = {
    endpoint: `${pushService}/push/${name}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  /** Opens a message the push service received for this browser (RFC 8291, aes128gcm). */
  const open = (body: Buffer) =>
    PushMessageSchema.parse(
      JSON.parse(
        decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString(),
      ),
    );
  return { subscription, open, path: `/push/${name}` };
}

const subscribe = (token: string | undefined, body: unknown) =>
  postJson(
    server.baseUrl,
    '/json/wb-push-notifications/v1/push/subscribe',
    body,
    token ? { authorization: `Bearer ${token}` } : {},
  );

async function subscriptionsOf(email: string) {
  const { docs } = await server.payload.find({
    collection: 'push-subscriptions',
    where: { 'account.email': { equals: email } },
    overrideAccess: true,
    pagination: false,
  });
  return docs.map((doc) => doc.endpoint);
}

let updates = 0;
/** Publishes a new important update, as an editor would: a draft first, then published. */
async function publishUpdate(title: string) {
  updates += 1;
  const draft = await server.payload.create({
    collection: 'important-updates',
    data: {
      title,
      slug: `push-update-${String(updates)}`,
      publishDate: new Date().toISOString(),
      category: 'safety-notice',
      summary: `Summary of ${title}`,
      body: document(paragraph('Read this.')),
      governance: demoGovernance(`MHP-PUSH-${String(updates)}`),
      _status: 'draft',
    },
    draft: true,
    overrideAccess: true,
  });
  await server.payload.update({
    collection: 'important-updates',
    id: draft.id,
    data: { _status: 'published' },
    overrideAccess: true,
    context: await certifiedContext(server.payload),
  });
  return draft;
}

const runPushQueue = () => server.payload.jobs.run({ queue: PUSH_QUEUE });

beforeAll(async () => {
  server = await startTestServer();
  const updatesRole = await createRole(server.payload, 'Updates reader', [
    'read',
    'wb_read_blog',
    'wb_edit_current_user',
  ]);
  const stabilityRole = await createRole(server.payload, 'Stability reader', ['read', 'wb_read_stability_matrix']);
  for (const [email, roles] of [
    ['reader@example.org', [updatesRole]],
    ['opted-out@example.org', [updatesRole]],
    ['stability@example.org', [stabilityRole]],
  ] as const) {
    await createPortalAccount(server.payload, { email, firstName: 'Push', lastName: 'Test', roles: [...roles] });
  }
  tokens = {
    reader: await signIn(server.baseUrl, 'reader@example.org'),
    optedOut: await signIn(server.baseUrl, 'opted-out@example.org'),
    stability: await signIn(server.baseUrl, 'stability@example.org'),
  };
}, 120_000);

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  pushbox.length = 0;
  pushAnswers.clear();
  await server.payload.delete({
    collection: 'push-subscriptions',
    where: { id: { exists: true } },
    overrideAccess: true,
  });
});

describe('the public key', () => {
  it('is the server’s VAPID public key, for anyone', async () => {
    const response = await fetch(`${server.baseUrl}/json/wb-push-notifications/v1/push/public-key`);
    expect(response.status).toBe(200);
    expect(PushPublicKeySchema.parse(await response.json()).publicKey).toBe(process.env.VAPID_PUBLIC_KEY);
  });
});

describe('subscribing', () => {
  it('answers 201 for a new browser, 200 for a known one, and 401 without a token', async () => {
    const { subscription } = browser('reader-phone');
    expect((await subscribe(undefined, subscription)).status).toBe(401);
    expect((await subscribe(tokens.reader, subscription)).status).toBe(201);
    expect((await subscribe(tokens.reader, subscription)).status).toBe(200);
    expect(await subscriptionsOf('reader@example.org')).toEqual([subscription.endpoint]);
  });

  it('moves a browser to the account now signed in on it', async () => {
    const { subscription } = browser('shared-ward-pc');
    await subscribe(tokens.reader, subscription);
    expect((await subscribe(tokens.optedOut, subscription)).status).toBe(200);
    expect(await subscriptionsOf('reader@example.org')).toEqual([]);
    expect(await subscriptionsOf('opted-out@example.org')).toEqual([subscription.endpoint]);
  });

  it('refuses malformed subscriptions with 400, naming the field, and stores nothing', async () => {
    const { subscription } = browser('malformed');
    for (const [body, field] of [
      [{ ...subscription, keys: { ...subscription.keys, p256dh: 'c2hvcnQ' } }, 'keys.p256dh'],
      [{ ...subscription, keys: { ...subscription.keys, auth: 'not base64url!' } }, 'keys.auth'],
      [{ ...subscription, endpoint: 'not a url' }, 'endpoint'],
      [{ keys: subscription.keys }, 'endpoint'],
    ] as const) {
      const response = await subscribe(tokens.reader, body);
      expect(response.status).toBe(400);
      expect(Object.keys(ApiErrorSchema.parse(await response.json()).data.params ?? {})).toContain(field);
    }
    expect(await subscriptionsOf('reader@example.org')).toEqual([]);
  });

  it('refuses endpoints that are not a known push service: other hosts, ports, private and link-local addresses', async () => {
    const { subscription } = browser('ssrf');
    const port = Number(new URL(pushService).port);
    for (const endpoint of [
      'https://169.254.169.254/latest/meta-data/',
      'http://10.0.0.7/push/1',
      'http://localhost:5432/',
      `http://127.0.0.1:${String(port + 1)}/push/1`,
      `https://127.0.0.1:${String(port)}/push/1`,
      `http://user:secret@127.0.0.1:${String(port)}/push/1`,
      'https://fcm.googleapis.com.attacker.example/push',
    ]) {
      const response = await subscribe(tokens.reader, { ...subscription, endpoint });
      expect(response.status, endpoint).toBe(400);
      expect(ApiErrorSchema.parse(await response.json()).data.params).toHaveProperty('endpoint');
    }
    expect(await subscriptionsOf('reader@example.org')).toEqual([]);
  });

  it('keeps an account’s 10 newest browsers: the 11th replaces the oldest', async () => {
    const browsers = Array.from({ length: 11 }, (_, index) => browser(`device-${String(index)}`));
    for (const { subscription } of browsers) expect((await subscribe(tokens.reader, subscription)).status).toBe(201);
    const kept = await subscriptionsOf('reader@example.org');
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(browsers[0]?.subscription.endpoint);
    expect(kept).toContain(browsers[10]?.subscription.endpoint);
  });

  it('keeps 10 browsers per account counting the caller’s own only: another account’s older browser stays', async () => {
    const other = browser('other-account');
    expect((await subscribe(tokens.optedOut, other.subscription)).status).toBe(201);
    for (let index = 0; index < 11; index += 1)
      expect((await subscribe(tokens.reader, browser(`later-${String(index)}`).subscription)).status).toBe(201);
    expect(await subscriptionsOf('reader@example.org')).toHaveLength(10);
    expect(await subscriptionsOf('opted-out@example.org')).toContain(other.subscription.endpoint);
  });

  it('unsubscribes only the caller’s own browser, and again changes nothing', async () => {
    const mine = browser('mine');
    const theirs = browser('theirs');
    await subscribe(tokens.reader, mine.subscription);
    await subscribe(tokens.optedOut, theirs.subscription);
    const unsubscribe = (endpoint: string) =>
      postJson(
        server.baseUrl,
        '/json/wb-push-notifications/v1/push/unsubscribe',
        { endpoint },
        { authorization: `Bearer ${tokens.reader}` },
      );
    expect((await unsubscribe(mine.subscription.endpoint)).status).toBe(200);
    expect((await unsubscribe(mine.subscription.endpoint)).status).toBe(200);
    expect((await unsubscribe(theirs.subscription.endpoint)).status).toBe(200);
    expect(await subscriptionsOf('reader@example.org')).toEqual([]);
    expect(await subscriptionsOf('opted-out@example.org')).toEqual([theirs.subscription.endpoint]);
  });
});

describe('notification preferences', () => {
  it('list the areas the roles open, and switch one off', async () => {
    const headers = { authorization: `Bearer ${tokens.reader}` };
    const url = `${server.baseUrl}/json/api/v1/account/notifications`;
    const before = NotificationPreferencesSchema.parse(await (await fetch(url, { headers })).json());
    expect(before.areas).toEqual([{ area: 'important-updates', label: 'New important updates', enabled: true }]);

    const put = (body: unknown) =>
      fetch(url, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put({ off: ['gossip'] })).status).toBe(400);
    const after = NotificationPreferencesSchema.parse(await (await put({ off: ['important-updates'] })).json());
    expect(after.areas[0]?.enabled).toBe(false);
    const read = NotificationPreferencesSchema.parse(await (await fetch(url, { headers })).json());
    expect(read.areas[0]?.enabled).toBe(false);
    await put({ off: [] });
  });

  it('are read by every signed-in account, so the offer names only what it can receive; switching needs the account page', async () => {
    const url = `${server.baseUrl}/json/api/v1/account/notifications`;
    // The stability reader's roles open no account page (no wb_edit_current_user) and no important updates.
    const headers = { authorization: `Bearer ${tokens.stability}` };
    const read = await fetch(url, { headers });
    expect(read.status).toBe(200);
    expect(NotificationPreferencesSchema.parse(await read.json()).areas).toEqual([
      { area: 'stability', label: 'Stability data published with a notice', enabled: true },
    ]);
    const put = await fetch(url, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ off: ['stability'] }),
    });
    expect(put.status).toBe(403);
    expect((await fetch(url)).status).toBe(401);
  });
});

describe('sending', () => {
  it('notifies every willing reader’s browser of a published update, encrypted for that browser, once', async () => {
    const reader = browser('reader-laptop');
    const optedOut = browser('opted-out-laptop');
    const elsewhere = browser('stability-laptop');
    await subscribe(tokens.reader, reader.subscription);
    await subscribe(tokens.optedOut, optedOut.subscription);
    await subscribe(tokens.stability, elsewhere.subscription);
    await fetch(`${server.baseUrl}/json/api/v1/account/notifications`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.optedOut}`, 'content-type': 'application/json' },
      body: JSON.stringify({ off: ['important-updates'] }),
    });

    const update = await publishUpdate('Heparexin: new vial stopper');
    await runPushQueue();

    expect(pushbox.map((push) => push.path)).toEqual([reader.path]);
    const [received] = pushbox;
    if (!received) throw new Error('Nothing arrived.');
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(received.headers.ttl).toBe(String(24 * 60 * 60));
    expect(received.headers.urgency).toBe('normal');
    expect(received.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
    expect(received.body.length).toBeLessThanOrEqual(4096);
    expect(reader.open(received.body)).toEqual({
      title: 'Heparexin: new vial stopper',
      body: 'Summary of Heparexin: new vial stopper',
      url: `/important-updates/${update.slug}`,
      tag: `important-updates-${String(update.id)}`,
    });

    // Publishing it again after an edit, or a second run, notifies nobody twice.
    await server.payload.update({
      collection: 'important-updates',
      id: update.id,
      data: { summary: 'Edited summary' },
      overrideAccess: true,
      context: await certifiedContext(server.payload),
    });
    await server.payload.jobs.queue({
      task: 'sendPushNotifications',
      queue: PUSH_QUEUE,
      input: { collection: 'important-updates', id: update.id },
    });
    await runPushQueue();
    expect(pushbox).toHaveLength(1);
  });

  it('deletes a subscription the push service no longer knows (410)', async () => {
    const gone = browser('uninstalled');
    await subscribe(tokens.reader, gone.subscription);
    pushAnswers.set(gone.path, [{ status: 410 }]);
    await publishUpdate('Supply: Vanclorin back in stock');
    await runPushQueue();
    expect(await subscriptionsOf('reader@example.org')).toEqual([]);
  });

  it('retries a browser whose push service answers 429, after its Retry-After, and then delivers', async () => {
    const busy = browser('busy-service');
    await subscribe(tokens.reader, busy.subscription);
    pushAnswers.set(busy.path, [{ status: 429, headers: { 'retry-after': '0' } }]);
    await publishUpdate('Cefravex: new SmPC');
    await runPushQueue();
    expect(pushbox).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await runPushQueue();
    expect(pushbox.map((push) => push.path)).toEqual([busy.path]);
    expect(busy.open(pushbox[0]?.body ?? Buffer.alloc(0)).title).toBe('Cefravex: new SmPC');
  });

  it('retries a push service answering 503, and delivers once it answers 201', async () => {
    const down = browser('service-down');
    await subscribe(tokens.reader, down.subscription);
    pushAnswers.set(down.path, [{ status: 503 }, { status: 503 }]);
    await publishUpdate('Orvalin: recall lifted');
    await runPushQueue();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await runPushQueue();
    expect(pushbox).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await runPushQueue();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await runPushQueue();
    expect(pushbox.map((push) => push.path)).toEqual([down.path]);
    expect(down.open(pushbox[0]?.body ?? Buffer.alloc(0)).title).toBe('Orvalin: recall lifted');
  });

  it('leaves the browsers not reached by its deadline to a follow-up job, on the same try', async () => {
    const late = browser('reached-late');
    await subscribe(tokens.reader, late.subscription);
    const update = await publishUpdate('Dosalin: new strength');
    await server.payload.delete({
      collection: 'payload-jobs',
      where: { queue: { equals: PUSH_QUEUE } },
      overrideAccess: true,
    });
    // A run whose deadline has already passed sends nothing and queues the rest.
    const outcome = await sendPushNotifications(
      server.payload,
      env,
      { collection: 'important-updates', id: update.id, attempt: 3 },
      AbortSignal.abort(),
    );
    expect(outcome).toEqual({ sent: 0, retrying: 0, unsent: 1 });
    const { docs: follow } = await server.payload.find({
      collection: 'payload-jobs',
      where: { queue: { equals: PUSH_QUEUE } },
      overrideAccess: true,
    });
    expect(follow.map((job) => job.input)).toEqual([{ collection: 'important-updates', id: update.id, attempt: 3 }]);
    await runPushQueue();
    expect(pushbox.map((push) => push.path)).toEqual([late.path]);
  });

  it('waits as long as a 429’s Retry-After asks before trying again, then delivers once', async () => {
    const busy = browser('rate-limited');
    await subscribe(tokens.reader, busy.subscription);
    pushAnswers.set(busy.path, [{ status: 429, headers: { 'retry-after': '120' } }]);
    await publishUpdate('Telvaxin: storage update');
    const before = Date.now();
    await runPushQueue();
    const { docs: waiting } = await server.payload.find({
      collection: 'payload-jobs',
      where: { queue: { equals: PUSH_QUEUE } },
      overrideAccess: true,
    });
    expect(waiting).toHaveLength(1);
    expect(Date.parse(waiting[0]?.waitUntil ?? '')).toBeGreaterThanOrEqual(before + 120_000);
    await runPushQueue();
    expect(pushbox).toHaveLength(0);

    // Two minutes later (the wait moved to now), two processes run the queue at the same moment.
    await server.payload.update({
      collection: 'payload-jobs',
      id: waiting[0]?.id ?? 0,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    });
    await Promise.all([runQueue(server.payload, PUSH_QUEUE, 5), runQueue(server.payload, PUSH_QUEUE, 5)]);
    await runPushQueue();
    expect(pushbox.map((push) => push.path)).toEqual([busy.path]);
  });
});
