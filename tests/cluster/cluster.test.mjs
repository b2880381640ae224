// Issue 17, "Proof": two built servers on one fresh PostgreSQL database behind a round-robin proxy, tested from the
// outside only. Each test talks to a process directly when it matters which one answers; a direct call carries the
// X-Forwarded-For entry the proxy would have appended, so both processes see the same client address.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, idempotencyKey, signIn, solveBotCheck, startCluster } from './harness.mjs';

/** Small limits, so the tests reach them in a few calls; the load test (bench/load.mjs) sets its own. */
const AUTH_RATE_LIMIT_PER_HOUR = 6;
/** The wrong passwords that go through before the first delay (apps/cms/src/utilities/guessLimits.ts). */
const DELAY_FROM_FAILURE = 3;

let cluster;
let a;
let b;

const enabled = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!enabled)('two processes on one PostgreSQL behind a proxy', () => {
  beforeAll(async () => {
    cluster = await startCluster({
      processes: 2,
      prefix: 'hcp_cluster_test',
      env: {
        AUTH_RATE_LIMIT_PER_HOUR: String(AUTH_RATE_LIMIT_PER_HOUR),
        // The least work the bot check allows: the tests solve challenges, they do not measure them.
        BOT_CHECK_MAX_NUMBER: '1000',
      },
    });
    [a, b] = cluster.nodes;
  }, 400_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 120_000);

  /** A call to one process as the proxy would forward it from `client` (an address of the caller's own). */
  function direct(node, path, { client = '127.0.0.1', headers = {}, ...init } = {}) {
    return fetch(`${node.baseUrl}${path}`, { ...init, headers: { 'x-forwarded-for': client, ...headers } });
  }

  const json = (body) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bearer = (token) => ({ authorization: `Bearer ${token}` });

  it('both serve, and the proxy spreads requests over both', async () => {
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch(`${cluster.proxy.url}/json/health`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const forwarded = Object.assign({}, ...cluster.proxy.stats.forwarded());
    expect(forwarded.A).toBeGreaterThan(0);
    expect(forwarded.B).toBeGreaterThan(0);
  });

  it('counts sign-in failures for one email across both processes', async () => {
    const client = '203.0.113.17';
    const email = 'clinician@example.com';
    const attempt = (node) =>
      direct(node, '/json/jwt-auth/v1/token', {
        client,
        ...json({ username: email, password: 'a-wrong-guess-of-many' }),
      });
    const statuses = [];
    // Alternating A, B, A: each process saw fewer than the failures that bring a delay, the pair saw that many.
    for (let i = 0; i < DELAY_FROM_FAILURE; i += 1) statuses.push((await attempt(i % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual([401, 401, 401]);
    const next = await attempt(DELAY_FROM_FAILURE % 2 === 0 ? a : b);
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await next.json()).toMatchObject({ code: 'rest_too_many_requests', data: { status: 429 } });
  });

  it('checks at most 3 of 20 wrong passwords sent at once through both processes from one IPv6 /64', async () => {
    const email = 'noroles@example.com';
    // Twenty devices of one network, half through each process, all at the same moment.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        direct(index % 2 === 0 ? a : b, '/json/jwt-auth/v1/token', {
          client: `2001:db8:28:1::${(index + 1).toString(16)}`,
          ...json({ username: email, password: `a-wrong-guess-${String(index)}` }),
        }),
      ),
    );
    const statuses = await Promise.all(
      answers.map(async (response) => {
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(DELAY_FROM_FAILURE);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20 - DELAY_FROM_FAILURE);
  });

  it('counts one address’s sign-in calls against the per-hour limit across both processes', async () => {
    const client = '203.0.113.18';
    const statuses = [];
    // Different emails, so the per-account throttle never steps in: only the per-address limit counts.
    for (let i = 0; i <= AUTH_RATE_LIMIT_PER_HOUR; i += 1) {
      const response = await direct(i % 2 === 0 ? a : b, '/json/jwt-auth/v1/token', {
        client,
        ...json({ username: `nobody-${String(i)}@example.org`, password: 'not-a-password-1' }),
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses.slice(0, AUTH_RATE_LIMIT_PER_HOUR)).toEqual(Array(AUTH_RATE_LIMIT_PER_HOUR).fill(401));
    expect(statuses[AUTH_RATE_LIMIT_PER_HOUR]).toBe(429);
  });

  it('revokes the session on the other process when the account logs out through one', async () => {
    const token = await signIn(a.baseUrl, 'pharmacist@example.com', DEMO_PASSWORD, { 'x-forwarded-for': '127.0.0.1' });
    expect((await direct(b, '/json/api/v1/account', { headers: bearer(token) })).status).toBe(200);
    const logout = await direct(a, '/json/api/v1/account/logout', { method: 'POST', headers: bearer(token) });
    expect(logout.status).toBe(200);
    // A revoked token answers 403, as every invalid token does (the portal signs out on 403).
    const after = await direct(b, '/json/api/v1/account', { headers: bearer(token) });
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ data: { status: 403 } });
    expect((await direct(a, '/json/api/v1/account', { headers: bearer(token) })).status).toBe(403);
  });

  it('reads an editor’s unpublish and republish through one process fresh through the other', async () => {
    const login = await direct(a, '/api/admins/login', {
      ...json({ email: 'admin@example.com', password: DEMO_PASSWORD }),
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '127.0.0.1' },
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.getSetCookie().find((value) => value.startsWith('payload-token=')) ?? '').split(
      ';',
    )[0];
    expect(cookie).not.toBe('');
    const reader = await signIn(b.baseUrl, 'clinician@example.com', DEMO_PASSWORD, { 'x-forwarded-for': '127.0.0.1' });
    const listed = async (node) => {
      const response = await direct(node, '/json/api/v1/important-updates?perPage=100', { headers: bearer(reader) });
      expect(response.status).toBe(200);
      return (await response.json()).items.map((item) => item.id);
    };
    // Both processes have read the list, so any cache either keeps is warm.
    const before = await listed(b);
    expect(await listed(a)).toEqual(before);
    const id = before[0];
    expect(id).toBeDefined();
    const item = () => direct(b, `/json/api/v1/important-update/${String(id)}`, { headers: bearer(reader) });
    expect((await item()).status).toBe(200);

    const edit = (status) =>
      direct(a, `/api/important-updates/${String(id)}`, {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          'sec-fetch-site': 'same-origin',
          cookie,
          'x-forwarded-for': '127.0.0.1',
        },
        body: JSON.stringify({ _status: status }),
      });
    expect((await edit('draft')).status).toBe(200);
    expect(await listed(b)).not.toContain(id);
    expect((await item()).status).toBe(404);

    expect((await edit('published')).status).toBe(200);
    expect(await listed(b)).toContain(id);
    expect((await item()).status).toBe(200);
  });

  it('refuses a bot-check solution replayed to the other process', async () => {
    const botCheck = await solveBotCheck(a.baseUrl, { 'x-forwarded-for': '127.0.0.1' });
    const submit = (node) =>
      direct(node, '/json/api/v1/forms/contact/submissions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey() },
        body: JSON.stringify({
          values: { name: 'Dana Ellis', email: 'dana.ellis@example.net', message: 'Replay?', consent: true },
          botCheck,
        }),
      });
    expect((await submit(a)).status).toBe(201);
    const replay = await submit(b);
    expect(replay.status).toBe(400);
    expect((await replay.json()).message).toMatch(/already used/);
  });

  it('stores a submission repeated with the same idempotency key once, across processes', async () => {
    const key = idempotencyKey();
    const body = {
      values: { name: 'Idris Kaye', email: 'idris.kaye@example.net', message: 'Twice?', consent: true },
    };
    const send = async (node) =>
      direct(node, '/json/api/v1/forms/contact/submissions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({
          ...body,
          botCheck: await solveBotCheck(node.baseUrl, { 'x-forwarded-for': '127.0.0.1' }),
        }),
      });
    const first = await send(a);
    expect(first.status).toBe(201);
    const again = await send(b);
    expect(again.status).toBe(201);
    expect((await again.json()).reference).toBe((await first.json()).reference);
  });

  it('sends each notification mail once though both processes run the mail queue', async () => {
    const references = [];
    for (let i = 0; i < 4; i += 1) {
      const node = i % 2 === 0 ? a : b;
      const response = await direct(node, '/json/api/v1/forms/contact/submissions', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey() },
        body: JSON.stringify({
          values: {
            name: 'Mina Osei',
            email: `mina.osei.${String(i)}@example.net`,
            message: `Once only, please (${String(i)}).`,
            consent: true,
          },
          botCheck: await solveBotCheck(node.baseUrl, { 'x-forwarded-for': '127.0.0.1' }),
        }),
      });
      expect(response.status).toBe(201);
      references.push((await response.json()).reference);
    }
    const copies = (i) =>
      cluster.smtp.mailbox.filter((mail) => mail.to.includes(`mina.osei.${String(i)}@example.net`)).length;
    const team = (reference) =>
      cluster.smtp.mailbox.filter((mail) => mail.to.includes('hello@example.com') && mail.raw.includes(reference))
        .length;
    // Both queues run every ten seconds: wait for every mail, then for two more rounds of both.
    const deadline = Date.now() + 45_000;
    while (references.some((reference, i) => team(reference) === 0 || copies(i) === 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 21_000));
    expect(references.map((reference) => team(reference))).toEqual([1, 1, 1, 1]);
    expect(references.map((_, i) => copies(i))).toEqual([1, 1, 1, 1]);
  }, 90_000);

  it('checks at most 5 of 20 wrong codes sent with one challenge at once through both processes', async () => {
    const email = 'pharmacist@example.com';
    // An address of this test's own, so the per-address limit of the other tests leaves it be.
    const client = '192.0.2.28';
    const from = { 'content-type': 'application/json' };
    const token = await signIn(a.baseUrl, email, DEMO_PASSWORD, { 'x-forwarded-for': client });
    const setup = await direct(a, '/json/api/v1/account/2fa/setup', {
      client,
      method: 'POST',
      headers: { ...from, ...bearer(token) },
      body: JSON.stringify({ password: DEMO_PASSWORD }),
    });
    expect(setup.status).toBe(200);
    const { secret } = await setup.json();
    const confirm = await direct(b, '/json/api/v1/account/2fa/confirm', {
      client,
      method: 'POST',
      headers: { ...from, ...bearer(token) },
      body: JSON.stringify({ code: await generate({ secret }) }),
    });
    expect(confirm.status).toBe(200);
    const passwordStep = await direct(a, '/json/jwt-auth/v1/token', {
      client,
      ...json({ username: email, password: DEMO_PASSWORD }),
    });
    expect(passwordStep.status).toBe(401);
    const { data } = await passwordStep.json();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        direct(index % 2 === 0 ? a : b, '/json/jwt-auth/v1/token/mfa', {
          client: `198.51.100.${String(index + 1)}`,
          ...json({ challenge: data.challenge, code: '000000' }),
        }),
      ),
    );
    const codes = await Promise.all(answers.map(async (response) => (await response.json()).code));
    // A checked code answers invalid_mfa_code; the others found the challenge's five tries taken.
    expect(codes.filter((code) => code === 'invalid_mfa_code').length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 'invalid_mfa_code').length).toBeGreaterThan(0);
    expect(
      codes.every((code) => ['invalid_mfa_code', 'mfa_challenge_invalid', 'rest_too_many_requests'].includes(code)),
    ).toBe(true);
  });

  it('fails no request when one process is sent SIGTERM under load, and that process exits 0', async () => {
    const token = await signIn(cluster.proxy.url, 'clinician@example.com');
    // Reads of several areas, and a POST the proxy never resends: a request a process drops shows as a failure.
    const calls = [
      { path: '/json/api/v1/stability' },
      { path: '/json/api/v1/important-updates' },
      { path: '/json/api/v1/account/dashboard' },
      { path: '/json/jwt-auth/v1/token/validate', method: 'POST' },
      { path: '/json/api/v1/quick-links' },
      { path: '/json/api/v1/search?q=amiodarone' },
    ];
    const failures = [];
    let done = 0;
    let running = true;
    const worker = async (index) => {
      for (let i = index; running; i += 1) {
        const { path, method = 'GET' } = calls[i % calls.length];
        try {
          const response = await fetch(`${cluster.proxy.url}${path}`, { method, headers: bearer(token) });
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`${method} ${path}: ${String(response.status)}`);
        } catch (error) {
          failures.push(`${method} ${path}: ${error.message}`);
        }
        done += 1;
      }
    };
    const workers = Array.from({ length: 8 }, (_, index) => worker(index));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const beforeSignal = done;
    b.signal('SIGTERM');
    const exit = await Promise.race([
      b.exited,
      new Promise((resolve) => setTimeout(() => resolve({ code: 'still running after 30 s' }), 30_000)),
    ]);
    // The survivor keeps serving for a while after the other is gone.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    running = false;
    await Promise.all(workers);
    expect(done).toBeGreaterThan(beforeSignal);
    expect(failures).toEqual([]);
    expect(exit).toEqual({ code: 0, signal: null });
  }, 60_000);
});
