import { createECDH, randomBytes } from 'node:crypto';

import { decrypt } from 'http_ece';
import { ApiErrorSchema } from '@hcp/contracts/errors';
import { FormSubmissionResultSchema, SCREEN_FORMS } from '@hcp/contracts/forms';
import { PushMessageSchema } from '@hcp/contracts/push';
import { isWorkingDay, MyRequestSchema, MyRequestsSchema, workingDayOf } from '@hcp/contracts/requests';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { FORM_MAIL_QUEUE } from '../../src/jobs/formNotifications';
import { PUSH_QUEUE } from '../../src/jobs/pushNotifications';
import type { Admin } from '../../src/payload-types';
import { seedDemo } from '../../src/seed/demo';
import { solveBotCheck } from './bot-check-solver';
import {
  createPortalAccount,
  createRole,
  postJson,
  signIn,
  demoAdmin,
  signInDemoCallers,
  startTestServer,
  type TestServer,
} from './harness';
import { mailbox, mailsTo, nextMailTo } from './mailbox';
import { pushbox } from './pushbox';

let server: TestServer;
let clinician: string;
let pharmacist: string;
let noroles: string;
let editor: Admin & { collection: 'admins' };

function first<T>(items: readonly T[]): T {
  const item = items[0];
  if (item === undefined) throw new Error('Expected at least one.');
  return item;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['forms', 'product-catalogue'] });
  ({ clinician, pharmacist, noroles } = await signInDemoCallers(server));
  editor = await demoAdmin(server, 'editor@example.com');
}, 120_000);

afterAll(async () => {
  await server.close();
});

async function submit(slug: string, values: object, token?: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/json/api/v1/forms/${slug}/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify({ values, botCheck: await solveBotCheck(server.baseUrl) }),
  });
  expect(response.status).toBe(201);
  return FormSubmissionResultSchema.parse(await response.json()).reference;
}

const callback = (token: string) =>
  submit(SCREEN_FORMS.callback.slug, { topic: 'supply', phone: '+44 20 7946 0321', preferred_time: 'any' }, token);
const contact = (token?: string) =>
  submit(
    SCREEN_FORMS.contact.slug,
    { name: 'Dana Ellis', email: 'dana.ellis@example.net', message: 'Do you supply Wales?', consent: true },
    token,
  );

const REPORT = { issue_type: 'portal-problem', description: 'The menu does not open.', patient_harmed: 'no' };

const get = (path: string, token: string) =>
  fetch(`${server.baseUrl}/json/api/v1/account/${path}`, { headers: bearer(token) });

async function stored(reference: string) {
  const { docs } = await server.payload.find({
    collection: 'form-submissions',
    where: { reference: { equals: reference } },
    overrideAccess: true,
    depth: 0,
  });
  const doc = docs[0];
  if (!doc) throw new Error(`No submission ${reference}`);
  return doc;
}

/** A portal account as the portal API passes it to the local API: its document, in the users collection. */
async function portalAccount(email: string) {
  const { docs } = await server.payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  });
  return { ...first(docs), collection: 'users' as const };
}

/** Changes a request as the editor does in the admin: the local API with the editor's access. */
async function asEditor(reference: string, data: Record<string, unknown>) {
  const doc = await stored(reference);
  return server.payload.update({
    collection: 'form-submissions',
    id: doc.id,
    data,
    user: editor,
    overrideAccess: false,
  });
}

/** The messages of the validation error a change was refused with. */
async function refusal(change: Promise<unknown>): Promise<string> {
  try {
    await change;
  } catch (error) {
    const errors = (error as { data?: { errors?: { message: string }[] } }).data?.errors ?? [];
    return errors.map((one) => one.message).join(' ');
  }
  throw new Error('The change was not refused.');
}

async function setServiceLevel(slug: string, days: number) {
  const { docs } = await server.payload.find({
    collection: 'forms',
    where: { slug: { equals: slug } },
    overrideAccess: true,
  });
  const form = docs[0];
  if (!form) throw new Error(`No form ${slug}`);
  await server.payload.update({
    collection: 'forms',
    id: form.id,
    data: { serviceLevelDays: days },
    overrideAccess: true,
  });
}

/** Working days after `from` up to and including `to`. */
function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (
    let day = new Date(`${from}T00:00:00Z`).getTime() + DAY_MS;
    day <= new Date(`${to}T00:00:00Z`).getTime();
    day += DAY_MS
  )
    if (isWorkingDay(new Date(day).toISOString().slice(0, 10))) count += 1;
  return count;
}

describe('a request’s deadline', () => {
  it('is the form’s service level in working days after the day it came', async () => {
    await setServiceLevel(SCREEN_FORMS.reportIssue.slug, 0);
    await setServiceLevel(SCREEN_FORMS.callback.slug, 5);
    const sameDay = await submit(SCREEN_FORMS.reportIssue.slug, REPORT, pharmacist);
    const fiveDays = await callback(pharmacist);
    const list = MyRequestsSchema.parse(await (await get('requests', pharmacist)).json());
    const byRef = new Map(list.items.map((item) => [item.reference, item]));
    const today = workingDayOf(new Date());
    expect(byRef.get(sameDay)?.deadline).toBe(today);
    const deadline = byRef.get(fiveDays)?.deadline ?? '';
    // The deadline is a working day, five working days on: a request sent on a Saturday is due the Friday after, six
    // calendar days later, so the span in calendar days depends on the day the test runs and is not asserted.
    expect(deadline > today).toBe(true);
    expect(isWorkingDay(deadline)).toBe(true);
    expect(workingDaysBetween(today, deadline)).toBe(5);
    await setServiceLevel(SCREEN_FORMS.callback.slug, 1);
  });
});

describe('GET /json/api/v1/account/requests', () => {
  it('lists the caller’s requests newest first, received and not overdue, and never contact messages', async () => {
    const first = await callback(clinician);
    const second = await submit(SCREEN_FORMS.reportIssue.slug, REPORT, clinician);
    const anonymous = await contact();
    const signedInContact = await contact(clinician);
    const response = await get('requests', clinician);
    expect(response.status).toBe(200);
    const list = MyRequestsSchema.parse(await response.json());
    const references = list.items.map((item) => item.reference);
    expect(references).toContain(first);
    expect(references).not.toContain(anonymous);
    expect(references).not.toContain(signedInContact);
    expect(references.indexOf(second)).toBeLessThan(references.indexOf(first));
    const item = list.items.find((one) => one.reference === first);
    expect(item).toMatchObject({ status: 'received', statusLabel: 'Received', overdue: false });
    expect(item?.form).toEqual({ title: 'Request a callback', slug: SCREEN_FORMS.callback.slug, kind: 'callback' });
    // The contact messages have no life cycle at all.
    expect((await stored(anonymous)).status ?? null).toBeNull();
    expect((await stored(signedInContact)).status ?? null).toBeNull();
  });

  it('pages like other lists', async () => {
    const list = MyRequestsSchema.parse(await (await get('requests?perPage=1&page=1', clinician)).json());
    expect(list.items).toHaveLength(1);
    expect(list.perPage).toBe(1);
    expect(list.totalItems).toBeGreaterThanOrEqual(1);
    expect((await get('requests?perPage=0', clinician)).status).toBe(400);
  });

  it('flags an open request past its deadline as overdue, and not once answered', async () => {
    const reference = await callback(clinician);
    const doc = await stored(reference);
    await server.payload.update({
      collection: 'form-submissions',
      id: doc.id,
      data: { deadline: '2026-01-05T00:00:00.000Z' },
      overrideAccess: true,
    });
    const overdue = MyRequestSchema.parse(await (await get(`requests/${reference}`, clinician)).json());
    expect(overdue).toMatchObject({ deadline: '2026-01-05', overdue: true });
    await asEditor(reference, { status: 'answered', answerMessage: 'We called you.' });
    const answered = MyRequestSchema.parse(await (await get(`requests/${reference}`, clinician)).json());
    expect(answered.overdue).toBe(false);
  });

  it('needs a token and wb_edit_current_user', async () => {
    expect((await fetch(`${server.baseUrl}/json/api/v1/account/requests`)).status).toBe(401);
    expect((await get('requests', noroles)).status).toBe(403);
  });
});

describe('GET /json/api/v1/account/requests/{reference}', () => {
  it('gives the caller’s own answers and no answer until it is answered', async () => {
    const reference = await callback(pharmacist);
    const response = await get(`requests/${reference}`, pharmacist);
    expect(response.status).toBe(200);
    const request = MyRequestSchema.parse(await response.json());
    expect(request.answer).toBeNull();
    expect(request.withdrawable).toBe(true);
    expect(request.answers).toContainEqual({ label: 'Topic', text: 'Orders and supply' });
    expect(request.answers).toContainEqual({ label: 'Preferred time', text: 'Any time' });
    // A draft answer written while in progress is not shown yet.
    await asEditor(reference, { status: 'in-progress', answerMessage: 'Half written' });
    expect(MyRequestSchema.parse(await (await get(`requests/${reference}`, pharmacist)).json()).answer).toBeNull();
  });

  it('answers 404 for another account’s reference, as for one that does not exist, and 400 for a malformed one', async () => {
    const reference = await callback(pharmacist);
    const other = await get(`requests/${reference}`, clinician);
    expect(other.status).toBe(404);
    const missing = await get('requests/HCP-2026-999999', clinician);
    expect(missing.status).toBe(404);
    expect(ApiErrorSchema.parse(await other.json()).message).toBe(ApiErrorSchema.parse(await missing.json()).message);
    expect((await get('requests/not-a-reference', clinician)).status).toBe(400);
    const anonymous = await contact();
    expect((await get(`requests/${anonymous}`, clinician)).status).toBe(404);
  });
});

describe('the requests rule (access/ownRequests.ts)', () => {
  it('gives a portal account, through the local API, its own requests only: not another’s, not its contact messages', async () => {
    const mine = await callback(clinician);
    const theirs = await callback(pharmacist);
    const message = await contact(clinician);
    const { docs } = await server.payload.find({
      collection: 'form-submissions',
      where: { reference: { in: [mine, theirs, message] } },
      pagination: false,
      depth: 0,
      user: await portalAccount('clinician@example.com'),
      overrideAccess: false,
    });
    expect(docs.map((doc) => doc.reference)).toEqual([mine]);
    expect((await stored(message)).account).toBe((await stored(mine)).account);
  });
});

describe('the life cycle', () => {
  it('is moved by staff: status, owner and answer; the requester then reads the answer', async () => {
    const reference = await callback(pharmacist);
    await asEditor(reference, { status: 'in-progress', owner: editor.id });
    const moved = await stored(reference);
    expect(moved.status).toBe('in-progress');
    expect(moved.owner).toBe(editor.id);
    await asEditor(reference, { status: 'answered', answerMessage: 'Your order ships on Monday.' });
    const request = MyRequestSchema.parse(await (await get(`requests/${reference}`, pharmacist)).json());
    expect(request.status).toBe('answered');
    expect(request.answer?.message).toBe('Your order ships on Monday.');
    expect(request.answer?.answeredAt).not.toBeNull();
    expect(request.withdrawable).toBe(false);
  });

  it('names the team the answer is from: the request’s own, else the one in the settings', async () => {
    const read = async (reference: string) =>
      MyRequestSchema.parse(await (await get(`requests/${reference}`, pharmacist)).json()).answer;
    const byDefault = await callback(pharmacist);
    await asEditor(byDefault, { status: 'answered', answerMessage: 'Yes, it is in stock.' });
    expect((await read(byDefault))?.team).toBe('Medical Information team');

    await server.payload.updateGlobal({
      slug: 'medical-information',
      data: { teamName: 'Hospital Pharmacy Liaison' },
      overrideAccess: true,
    });
    try {
      expect((await read(byDefault))?.team).toBe('Hospital Pharmacy Liaison team');
      const team = await server.payload.create({
        collection: 'teams',
        data: {
          name: 'Clinical Trials Unit',
          slug: 'clinical-trials-unit-answers',
          summary: 'Questions about our trials.',
          displayOrder: 1,
          members: [{ name: 'Grace Adeyemi', jobTitle: 'Trial manager', email: 'grace@example.org' }],
          governance: { approvalCode: 'HCP-UK-0001', dateOfPreparation: '2026-01-05', reviewBy: '2030-01-05' },
          _status: 'published',
        },
        overrideAccess: true,
      });
      const byTeam = await callback(pharmacist);
      await asEditor(byTeam, { status: 'answered', answerMessage: 'See the protocol.', answeringTeam: team.id });
      expect(await read(byTeam)).toMatchObject({ message: 'See the protocol.', team: 'Clinical Trials Unit team' });
    } finally {
      await server.payload.updateGlobal({
        slug: 'medical-information',
        data: { teamName: null },
        overrideAccess: true,
      });
    }
  });

  it('refuses a portal account moving a request, and staff changing what was sent or its deadline', async () => {
    const reference = await callback(pharmacist);
    const doc = await stored(reference);
    const { docs } = await server.payload.find({
      collection: 'users',
      where: { email: { equals: 'pharmacist@example.com' } },
      overrideAccess: true,
    });
    const requester = { ...first(docs), collection: 'users' as const };
    await expect(
      server.payload.update({
        collection: 'form-submissions',
        id: doc.id,
        data: { status: 'closed' },
        user: requester,
        overrideAccess: false,
      }),
    ).rejects.toThrow();
    await asEditor(reference, {
      values: { topic: 'other' },
      deadline: '2030-01-01T00:00:00.000Z',
      status: 'in-progress',
    });
    const after = await stored(reference);
    expect(after.values).toEqual(doc.values);
    expect(after.deadline).toBe(doc.deadline);
    expect(after.status).toBe('in-progress');
  });

  it('asks for an answer before Answered, and leaves withdrawing to the requester', async () => {
    const reference = await callback(pharmacist);
    expect(await refusal(asEditor(reference, { status: 'answered' }))).toMatch(/Write the answer/);
    expect(await refusal(asEditor(reference, { status: 'withdrawn' }))).toMatch(/Only the requester/);
    expect((await stored(reference)).status).toBe('received');
  });

  it('keeps anonymous contact messages from editors; administrators still read them', async () => {
    const anonymous = await contact();
    const { docs: seenByEditor } = await server.payload.find({
      collection: 'form-submissions',
      where: { reference: { equals: anonymous } },
      user: editor,
      overrideAccess: false,
    });
    expect(seenByEditor).toHaveLength(0);
    const { docs: admins } = await server.payload.find({
      collection: 'admins',
      where: { role: { equals: 'admin' } },
      overrideAccess: true,
    });
    const { docs: seenByAdmin } = await server.payload.find({
      collection: 'form-submissions',
      where: { reference: { equals: anonymous } },
      user: { ...first(admins), collection: 'admins' },
      overrideAccess: false,
    });
    expect(seenByAdmin).toHaveLength(1);
  });

  it('lets the requester withdraw an open request once; staff cannot reopen it', async () => {
    const reference = await callback(pharmacist);
    const withdraw = (token: string) =>
      postJson(server.baseUrl, `/json/api/v1/account/requests/${reference}/withdraw`, {}, bearer(token));
    expect((await withdraw(clinician)).status).toBe(404);
    const response = await withdraw(pharmacist);
    expect(response.status).toBe(200);
    expect(MyRequestSchema.parse(await response.json())).toMatchObject({ status: 'withdrawn', withdrawable: false });
    expect((await withdraw(pharmacist)).status).toBe(409);
    expect(await refusal(asEditor(reference, { status: 'in-progress' }))).toMatch(/stays withdrawn/);
  });
});

describe('notifications', () => {
  /** A browser as the Push API makes one, subscribed for `token`'s account. */
  async function subscribedBrowser(token: string, name: string) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const subscription = {
      endpoint: `${process.env.PUSH_SERVICE_ORIGINS ?? ''}/push/${name}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
    const response = await postJson(
      server.baseUrl,
      '/json/wb-push-notifications/v1/push/subscribe',
      subscription,
      bearer(token),
    );
    expect(response.status).toBeLessThan(300);
    const open = (body: Buffer) =>
      PushMessageSchema.parse(
        JSON.parse(
          decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth.toString('base64url') }).toString(),
        ),
      );
    return { path: `/push/${name}`, open };
  }

  beforeEach(async () => {
    // Earlier tests' notices are sent and forgotten.
    await server.payload.jobs.run({ queue: FORM_MAIL_QUEUE, limit: 500 });
    await server.payload.jobs.run({ queue: PUSH_QUEUE, limit: 500 });
    pushbox.length = 0;
  });

  it('mails the requester on each status change, without the answer, and pushes to their subscribed browser', async () => {
    const browser = await subscribedBrowser(pharmacist, 'requester');
    const reference = await callback(pharmacist);
    await server.payload.jobs.run({ queue: FORM_MAIL_QUEUE, limit: 500 });
    const before = mailbox.length;
    await asEditor(reference, { status: 'answered', answerMessage: 'Confidential clinical answer' });
    await server.payload.jobs.run({ queue: FORM_MAIL_QUEUE, limit: 500 });
    const mail = await nextMailTo('pharmacist@example.com', before);
    expect(mail.subject).toBe(`Your request ${reference}: answered`);
    expect(mail.text).toContain('Request a callback');
    expect(mail.text).not.toContain('Confidential clinical answer');
    expect(mail.links).toContain(`http://portal.test/my-requests/${reference}`);

    await server.payload.jobs.run({ queue: PUSH_QUEUE, limit: 500 });
    const pushes = pushbox.filter((push) => push.path === browser.path);
    expect(pushes).toHaveLength(1);
    const message = browser.open(first(pushes).body);
    expect(message).toMatchObject({ url: `/my-requests/${reference}` });
    expect(message.title).toContain(reference);
  });

  it('sends nothing when nothing changed the status, nor for the requester’s own withdrawal', async () => {
    const reference = await callback(pharmacist);
    await server.payload.jobs.run({ queue: FORM_MAIL_QUEUE, limit: 500 });
    const before = mailsTo('pharmacist@example.com');
    await asEditor(reference, { owner: editor.id });
    await postJson(server.baseUrl, `/json/api/v1/account/requests/${reference}/withdraw`, {}, bearer(pharmacist));
    await server.payload.jobs.run({ queue: FORM_MAIL_QUEUE, limit: 500 });
    await server.payload.jobs.run({ queue: PUSH_QUEUE, limit: 500 });
    expect(mailsTo('pharmacist@example.com')).toBe(before);
    expect(pushbox).toHaveLength(0);
  });

  it('pushes nothing to a requester whose roles do not open My requests, where the notice leads', async () => {
    const role = await createRole(server.payload, 'Callbacks only', ['read', 'wb_read_report_issue']);
    await createPortalAccount(server.payload, {
      email: 'callbacks-only@example.org',
      firstName: 'Cal',
      lastName: 'Back',
      roles: [role],
    });
    const token = await signIn(server.baseUrl, 'callbacks-only@example.org');
    const browser = await subscribedBrowser(token, 'callbacks-only');
    const reference = await callback(token);
    await asEditor(reference, { status: 'answered', answerMessage: 'We called you back.' });
    await server.payload.jobs.run({ queue: PUSH_QUEUE, limit: 500 });
    expect(pushbox.filter((push) => push.path === browser.path)).toEqual([]);
  });
});
