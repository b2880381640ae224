import { ApiErrorSchema } from '@hcp/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  RECHECK_AFTER_DAYS,
  REGISTER_CHECK_ATTEMPTS,
  REGISTER_CHECK_QUEUE,
  REGISTER_CHECK_TASK,
  REGISTER_RECHECK_QUEUE,
  REGISTER_RECHECK_TASK,
  checkRegistration,
  recheckRegistrations,
  scheduleRegisterRechecks,
} from '../../src/jobs/registerChecks';
import { runQueue } from '../../src/jobs/worker';
import type { Admin, User } from '../../src/payload-types';
import {
  createPortalAccount,
  createRole,
  postJson,
  signIn,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from './harness';
import { mailbox, nextMailTo } from './mailbox';
import { REGISTER_TOKEN, registerAnswers, registerRequests } from './registerbox';

let server: TestServer;
let readerRole: number;
let editor: Admin & { collection: 'admins' };

beforeAll(async () => {
  server = await startTestServer();
  readerRole = await createRole(server.payload, 'Reader', ['read', 'wb_edit_current_user']);
  const created = await server.payload.create({
    collection: 'admins',
    data: { email: 'decider@example.org', name: 'Dee Cider', role: 'editor', password: TEST_PASSWORD },
    overrideAccess: true,
  });
  editor = { ...created, collection: 'admins' };
});

afterAll(async () => {
  await server.close();
});

const asEditor = (id: number, data: Record<string, unknown>) =>
  server.payload.update({ collection: 'users', id, data, user: editor, overrideAccess: false });

const pendingAccount = (email: string) =>
  createPortalAccount(server.payload, { email, firstName: 'Pen', lastName: 'Ding', roles: [], status: 'pending' });

describe('rejecting a registration', () => {
  it('needs a reason, mails it to the professional, and ends their sessions and sign-ins', async () => {
    const email = 'rejected@example.org';
    const id = await pendingAccount(email);
    const session = await signIn(server.baseUrl, email);
    const account = () =>
      fetch(`${server.baseUrl}/json/api/v1/account`, { headers: { authorization: `Bearer ${session}` } });
    expect((await account()).status).toBe(200);

    for (const reason of [undefined, '   ']) {
      const refusal = await asEditor(id, { status: 'rejected', rejectionReason: reason }).catch(
        (error: unknown) => error,
      );
      const { errors } = (refusal as { data?: { errors?: { path: string; message: string }[] } }).data ?? {};
      expect(errors?.map((error) => error.path)).toEqual(['rejectionReason']);
      expect(errors?.[0]?.message).toMatch(/^Say why/);
    }
    const unchanged = await server.payload.findByID({ collection: 'users', id, overrideAccess: true });
    expect(unchanged.status).toBe('pending');

    const before = mailbox.length;
    const reason = 'We could not find registration number 2091145 on the GPhC register <please check it>.';
    await asEditor(id, { status: 'rejected', rejectionReason: reason });
    const mail = await nextMailTo(email, before);
    expect(mail.subject).toBe('Your HCP Portal registration');
    expect(mail.text).toContain(reason);

    expect((await account()).status).toBe(403);
    const again = await postJson(server.baseUrl, '/json/jwt-auth/v1/token', {
      username: email,
      password: TEST_PASSWORD,
    });
    expect(again.status).toBe(401);
    const refused = ApiErrorSchema.parse(await again.json());
    expect(refused.code).toBe('account_rejected');
    expect(refused.message).toMatch(/registration was not approved/);
    // A wrong password still says nothing about the account.
    const wrong = await postJson(server.baseUrl, '/json/jwt-auth/v1/token', {
      username: email,
      password: 'not-it-at-all',
    });
    expect(ApiErrorSchema.parse(await wrong.json()).code).not.toBe('account_rejected');

    // Nor can a password reset reopen it: no reset link is made.
    const reset = await postJson(server.baseUrl, '/json/api/v1/account/request-password-reset', { email });
    expect(reset.status).toBe(200);
    const stored = await server.payload.db.findOne<User>({ collection: 'users', where: { id: { equals: id } } });
    expect(stored?.passwordReset?.tokenHash ?? null).toBeNull();
  });

  it('approving a rejected registration later clears the reason and mails the approval', async () => {
    const email = 'reconsidered@example.org';
    const id = await pendingAccount(email);
    await asEditor(id, { status: 'rejected', rejectionReason: 'The number does not match your name.' });
    const before = mailbox.length;
    const approved = await asEditor(id, { status: 'approved', roles: [readerRole] });
    expect(approved.rejectionReason ?? null).toBeNull();
    expect((await nextMailTo(email, before)).subject).toBe('Your HCP Portal account is approved');
    await expect(signIn(server.baseUrl, email)).resolves.toEqual(expect.any(String));
  });
});

describe('register checks (REGISTER_CHECK_URL)', () => {
  const registerCheckOf = async (id: number) =>
    (await server.payload.findByID({ collection: 'users', id, overrideAccess: true })).registerCheck;
  const confirmedAccount = async (
    email: string,
    regulator: NonNullable<User['regulator']>,
    registrationNumber: string,
  ) => {
    const id = await createPortalAccount(server.payload, {
      email,
      firstName: 'Ada',
      lastName: 'Quinn',
      roles: [],
      status: 'unverified',
    });
    await server.payload.update({
      collection: 'users',
      id,
      data: { regulator, registrationNumber },
      overrideAccess: true,
    });
    // Confirming the address puts the registration in the approval queue, and queues its check.
    await server.payload.update({ collection: 'users', id, data: { status: 'pending' }, overrideAccess: true });
    return id;
  };
  const runChecks = () => runQueue(server.payload, REGISTER_CHECK_QUEUE, 10);

  it('checks a registration as it reaches the approval queue, and keeps the answer for staff', async () => {
    registerAnswers.set('GPhC 2012345', { result: 'found', registeredName: 'Ada Quinn' });
    const id = await confirmedAccount('checked@example.org', 'GPhC', '2012345');
    expect(await registerCheckOf(id)).toMatchObject({ result: null });
    await runChecks();
    expect(await registerCheckOf(id)).toMatchObject({
      result: 'found',
      registeredName: 'Ada Quinn',
      checkedNumber: 'GPhC 2012345',
    });
    expect(registerRequests.at(-1)?.body).toEqual({
      regulator: 'GPhC',
      registrationNumber: '2012345',
      firstName: 'Ada',
      lastName: 'Quinn',
    });
  });

  it('shows a name mismatch with the name on the register, and checks again when the number changes', async () => {
    registerAnswers.set('GMC 7654321', { result: 'name-mismatch', registeredName: 'Adam Quincey' });
    registerAnswers.set('GMC 7654322', { result: 'found', registeredName: 'Ada Quinn' });
    const id = await confirmedAccount('mismatch@example.org', 'GMC', '7654321');
    await runChecks();
    expect(await registerCheckOf(id)).toMatchObject({ result: 'name-mismatch', registeredName: 'Adam Quincey' });

    await server.payload.update({
      collection: 'users',
      id,
      data: { registrationNumber: '7654322' },
      overrideAccess: true,
    });
    await runChecks();
    expect(await registerCheckOf(id)).toMatchObject({ result: 'found', checkedNumber: 'GMC 7654322' });
  });

  it('tries again while the service is down, then says it was unavailable', async () => {
    registerAnswers.set('PSNI 54321', { status: 503 });
    const id = await confirmedAccount('outage@example.org', 'PSNI', '54321');
    const before = registerRequests.length;
    for (let run = 0; run < REGISTER_CHECK_ATTEMPTS; run += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await runChecks();
    }
    expect(registerRequests.length - before).toBe(REGISTER_CHECK_ATTEMPTS);
    expect(await registerCheckOf(id)).toMatchObject({ result: 'unavailable' });
  });

  it('flags an approved registration that is no longer on the register as lapsed', async () => {
    registerAnswers.set('NMC 12A3456E', { result: 'found', registeredName: 'Ada Quinn' });
    const id = await confirmedAccount('lapsing@example.org', 'NMC', '12A3456E');
    await runChecks();
    await asEditor(id, { roles: [readerRole] });
    registerAnswers.set('NMC 12A3456E', { result: 'not-found' });
    const env = {
      registerCheck: {
        url: process.env.REGISTER_CHECK_URL ?? '',
        token: REGISTER_TOKEN,
        timeoutMs: 5000,
        retryDelayMs: 1,
      },
    };
    expect(await checkRegistration(server.payload, env, { userId: id })).toEqual({ result: 'lapsed' });
    expect(await registerCheckOf(id)).toMatchObject({ result: 'lapsed' });
  });

  describe('the monthly re-check', () => {
    const DAY = 86_400_000;
    const env = () => ({
      registerCheck: {
        url: process.env.REGISTER_CHECK_URL ?? '',
        token: REGISTER_TOKEN,
        timeoutMs: 5000,
        retryDelayMs: 1,
      },
    });
    const checkedDaysAgo = (id: number, days: number, result: 'found' | 'lapsed' = 'found') =>
      server.payload.db.updateOne({
        collection: 'users',
        id,
        data: { registerCheck: { result, checkedAt: new Date(Date.now() - days * DAY).toISOString() } },
        returning: false,
      });
    const queuedChecksFor = async (ids: number[]) => {
      const { docs } = await server.payload.find({
        collection: 'payload-jobs',
        where: { and: [{ taskSlug: { equals: REGISTER_CHECK_TASK } }, { completedAt: { exists: false } }] },
        pagination: false,
        overrideAccess: true,
      });
      const queued = new Set(docs.map((job) => (job.input as { userId: number }).userId));
      return ids.filter((id) => queued.has(id));
    };

    it('checks again every registration last checked a month ago, and flags one that has lapsed', async () => {
      // Settle the checks earlier tests queued, so that only the sweep's are waiting.
      await runChecks();
      registerAnswers.set('GPhC 2033001', { result: 'found', registeredName: 'Ada Quinn' });
      registerAnswers.set('GPhC 2033002', { result: 'found', registeredName: 'Ada Quinn' });
      const due = await confirmedAccount('due-recheck@example.org', 'GPhC', '2033001');
      const recent = await confirmedAccount('recent-check@example.org', 'GPhC', '2033002');
      const suspended = await confirmedAccount('suspended-check@example.org', 'GPhC', '2033003');
      await runChecks();
      await asEditor(due, { roles: [readerRole] });
      await asEditor(recent, { roles: [readerRole] });
      await server.payload.update({
        collection: 'users',
        id: suspended,
        data: { status: 'suspended' },
        overrideAccess: true,
      });
      await runChecks();
      await checkedDaysAgo(due, RECHECK_AFTER_DAYS + 1);
      await checkedDaysAgo(recent, RECHECK_AFTER_DAYS - 2);
      await checkedDaysAgo(suspended, RECHECK_AFTER_DAYS + 10);

      const { queued } = await recheckRegistrations(server.payload, env());
      expect(queued).toBeGreaterThanOrEqual(1);
      // Only the approved or pending registrations a month old are checked again: not a recent one, nor a closed account.
      expect(await queuedChecksFor([due, recent, suspended])).toEqual([due]);

      // The number has since left the register: the re-check marks the approved account lapsed.
      registerAnswers.set('GPhC 2033001', { result: 'not-found' });
      const before = registerRequests.length;
      await runChecks();
      expect(registerRequests.slice(before).map((request) => request.body.registrationNumber)).toContain('2033001');
      expect(await registerCheckOf(due)).toMatchObject({ result: 'lapsed' });
      expect(await registerCheckOf(recent)).toMatchObject({ result: 'found' });
      // Checked now, it is not due again until next month.
      await recheckRegistrations(server.payload, env());
      expect(await queuedChecksFor([due])).toEqual([]);
    });

    it('keeps one nightly sweep queued, for 02:00 UTC', async () => {
      const now = new Date('2026-11-24T17:00:00Z');
      await scheduleRegisterRechecks(server.payload, now);
      await scheduleRegisterRechecks(server.payload, now);
      const { docs } = await server.payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: REGISTER_RECHECK_TASK } },
        overrideAccess: true,
      });
      expect(docs).toHaveLength(1);
      expect(docs[0]?.queue).toBe(REGISTER_RECHECK_QUEUE);
      expect(new Date(docs[0]?.waitUntil ?? 0).toISOString()).toBe('2026-11-25T02:00:00.000Z');
    });
  });
});
