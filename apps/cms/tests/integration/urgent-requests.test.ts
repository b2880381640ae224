import { FormSubmissionResultSchema, type FormSubmissionResult } from '@hcp/contracts/forms';
import {
  addWorkingDays,
  DEFAULT_SERVICE_LEVEL_DAYS,
  MyRequestsSchema,
  responseDeadline,
  urgentResponseDeadline,
  workingDayOf,
} from '@hcp/contracts/requests';
import type { ServerProps } from 'payload';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // This process runs its mail queues, as a server does: an urgent request's mail must go without a test running them.
  process.env.MAIL_QUEUE_AUTORUN = 'true';
});

import { OpenRequests } from '../../src/components/admin/RequestDeadline';
import { FORM_MAIL_QUEUE } from '../../src/jobs/formNotifications';
import { drainJobs, runQueue, startJobWorkers } from '../../src/jobs/worker';
import type { Admin } from '../../src/payload-types';
import { seedDemo } from '../../src/seed/demo';
import { solveBotCheck } from './bot-check-solver';
import { demoAdmin, signInDemoCallers, startTestServer, type TestServer } from './harness';
import { mailbox, mailsTo, nextMailTo, type ReadMail, readMail } from './mailbox';

const ENQUIRY = 'medicines-information-enquiry';
const URGENT_TEAM = 'medinfo.urgent@example.com';
const TEAM = 'medinfo@example.com';

let server: TestServer;
let clinician: string;
let editor: Admin & { collection: 'admins' };

beforeAll(async () => {
  server = await startTestServer();
  // No scheduled queue runs: only the submission call's own run of the urgent queue can send an urgent mail here.
  await drainJobs({ deadlineMs: 60_000 });
  startJobWorkers(server.payload, []);
  await seedDemo(server.payload, { content: ['forms'] });
  ({ clinician } = await signInDemoCallers(server));
  editor = await demoAdmin(server, 'editor@example.com');
}, 120_000);

afterAll(async () => {
  await server.close();
});

const enquiry = (urgency: string) => ({
  product: 'Vanclorin 1 g',
  question: 'Can the reconstituted vial be kept in the fridge overnight?',
  urgency,
  reply_email: 'clinician@example.com',
});

async function send(body: Record<string, unknown>): Promise<FormSubmissionResult> {
  const response = await fetch(`${server.baseUrl}/json/api/v1/forms/${ENQUIRY}/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${clinician}` },
    body: JSON.stringify({ ...body, botCheck: await solveBotCheck(server.baseUrl) }),
  });
  expect(response.status).toBe(201);
  return FormSubmissionResultSchema.parse(await response.json());
}

/** The mail to `address` about one reference (the scheduled runs may send other mails around it), once it came. */
async function mailAbout(reference: string, address: string, after: number): Promise<ReadMail> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const found = mailbox
      .slice(after)
      .find((one) => one.to.includes(address) && readMail(one.raw).subject.includes(reference));
    if (found) return readMail(found.raw);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${address} about ${reference}`);
}

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

async function myRequests(query = '') {
  const response = await fetch(`${server.baseUrl}/json/api/v1/account/requests${query}`, {
    headers: { authorization: `Bearer ${clinician}` },
  });
  expect(response.status).toBe(200);
  return MyRequestsSchema.parse(await response.json());
}

async function enquiryForm() {
  const { docs } = await server.payload.find({
    collection: 'forms',
    where: { slug: { equals: ENQUIRY } },
    overrideAccess: true,
  });
  const form = docs[0];
  if (!form) throw new Error('No enquiry form');
  return form;
}

describe('an urgent request', () => {
  it('is due the same working day (or the next, after 16:00 London), sooner than a routine one', async () => {
    const urgent = await send({ values: enquiry('urgent') });
    const routine = await send({ values: enquiry('routine') });

    expect(urgent.urgent).toBe(true);
    expect(urgent.deadline).toBe(urgentResponseDeadline(new Date(urgent.submittedAt), 0));
    expect(routine.urgent).toBe(false);
    expect(routine.deadline).toBe(responseDeadline(new Date(routine.submittedAt), DEFAULT_SERVICE_LEVEL_DAYS));
    // Same working day, or the first after today: never as late as the routine two working days.
    const sentOn = workingDayOf(new Date(urgent.submittedAt));
    expect(urgent.deadline).not.toBeNull();
    expect(String(urgent.deadline) <= addWorkingDays(sentOn, 1)).toBe(true);
    expect(String(urgent.deadline) < String(routine.deadline)).toBe(true);

    const kept = await stored(urgent.reference);
    expect(kept.urgent).toBe(true);
    expect(kept.deadline?.slice(0, 10)).toBe(urgent.deadline);
    expect((await stored(routine.reference)).urgent).toBe(false);
  });

  it('is told the form’s urgent message instead of the routine wait, and the Medical Information line', async () => {
    const urgent = await send({ values: enquiry('urgent') });
    const routine = await send({ values: enquiry('routine') });
    const messageOf = (result: FormSubmissionResult) =>
      result.confirmation.type === 'message' ? result.confirmation.message : '';
    expect(messageOf(urgent)).toContain('marked your enquiry as urgent');
    expect(messageOf(urgent)).not.toContain('within two working days');
    expect(messageOf(routine)).toContain('within two working days');
    const line = { phone: '+44 1223 000 140', hours: 'Monday to Friday, 8:00 to 18:00' };
    expect(urgent.medicalInformation).toEqual(line);
    expect(routine.medicalInformation).toEqual(line);
  });

  it('ignores an urgency flag sent beside the answers: only the answer decides', async () => {
    const forged = await send({ values: enquiry('routine'), urgent: true, urgency: 'urgent' });
    expect(forged.urgent).toBe(false);
    expect(forged.deadline).toBe(responseDeadline(new Date(forged.submittedAt), DEFAULT_SERVICE_LEVEL_DAYS));
    expect((await stored(forged.reference)).urgent).toBe(false);

    // Inside the answers it is a question the form does not have: refused, nothing stored.
    const response = await fetch(`${server.baseUrl}/json/api/v1/forms/${ENQUIRY}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${clinician}` },
      body: JSON.stringify({
        values: { ...enquiry('routine'), urgent: true },
        botCheck: await solveBotCheck(server.baseUrl),
      }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ data: { params: { urgent: 'This field is not in the form.' } } });
  });

  it('mails the urgent team address at once, URGENT in the subject, without waiting for a queue run', async () => {
    const before = mailbox.length;
    const urgent = await send({ values: enquiry('urgent') });
    // Nothing here runs a queue, nor does any schedule: the submission call started the urgent queue's run itself.
    const mail = await nextMailTo(URGENT_TEAM, before);
    expect(mail.subject).toMatch(/^URGENT \[HCP-\d{4}-\d{6}\] Medicines information enquiry \(answer by /);
    expect(mail.subject).toContain(urgent.reference);
    expect(mail.text).toContain('URGENT: the sender marked this "Medicines information enquiry" request as urgent.');
    expect(mail.text).toContain('Today: a patient is waiting');
    // The routine team address is not sent a second, unmarked mail of it.
    await runQueue(server.payload, FORM_MAIL_QUEUE, 20);
    expect(mailbox.slice(before).some((one) => one.to.includes(TEAM) && one.raw.includes(urgent.reference))).toBe(
      false,
    );
  });

  it('mails the routine team address without URGENT when the answer is routine', async () => {
    const before = mailbox.length;
    const urgentBefore = mailsTo(URGENT_TEAM);
    const routine = await send({ values: enquiry('routine') });
    await runQueue(server.payload, FORM_MAIL_QUEUE, 20);
    const mail = await mailAbout(routine.reference, TEAM, before);
    expect(mail.subject).toBe(`[${routine.reference}] Medicines information enquiry`);
    expect(mailsTo(URGENT_TEAM)).toBe(urgentBefore);
  });

  it('comes first on My requests while open, soonest deadline first, then the rest newest first', async () => {
    const first = await send({ values: enquiry('urgent') });
    const routine = await send({ values: enquiry('routine') });
    const second = await send({ values: enquiry('urgent') });

    const list = await myRequests('?perPage=100');
    const urgentOpen = list.items.filter((item) => item.urgent && ['received', 'in-progress'].includes(item.status));
    expect(list.items.slice(0, urgentOpen.length)).toEqual(urgentOpen);
    const order = list.items.map((item) => item.reference);
    expect(order.indexOf(first.reference)).toBeLessThan(order.indexOf(second.reference));
    expect(order.indexOf(second.reference)).toBeLessThan(order.indexOf(routine.reference));
    const rest = list.items.slice(urgentOpen.length).map((item) => item.submittedAt);
    expect(rest).toEqual([...rest].sort().reverse());

    // Page by page, the same order, each request once.
    const paged: string[] = [];
    const pages = Math.ceil(list.totalItems / 3);
    for (let page = 1; page <= pages + 1; page += 1) {
      const one = await myRequests(`?perPage=3&page=${String(page)}`);
      paged.push(...one.items.map((item) => item.reference));
      expect(one.totalItems).toBe(list.totalItems);
    }
    expect(paged).toEqual(order);

    // Answered, it keeps its flag and goes back among the others by date.
    await server.payload.update({
      collection: 'form-submissions',
      id: (await stored(first.reference)).id,
      data: { status: 'answered', answerMessage: 'Yes, for up to 24 hours at 2 to 8 °C.' },
      user: editor,
      overrideAccess: false,
    });
    const after = await myRequests('?perPage=100');
    const answered = after.items.find((item) => item.reference === first.reference);
    expect(answered).toMatchObject({ urgent: true, status: 'answered' });
    const afterOrder = after.items.map((item) => item.reference);
    expect(afterOrder.indexOf(first.reference)).toBeGreaterThan(afterOrder.indexOf(routine.reference));
  });

  it('cannot be made urgent or routine by staff afterwards', async () => {
    const urgent = await send({ values: enquiry('urgent') });
    const doc = await stored(urgent.reference);
    await server.payload.update({
      collection: 'form-submissions',
      id: doc.id,
      data: { urgent: false, status: 'in-progress' },
      user: editor,
      overrideAccess: false,
    });
    expect((await stored(urgent.reference)).urgent).toBe(true);
  });
});

describe('the urgency rule in the admin', () => {
  async function refusal(data: Record<string, unknown>): Promise<string> {
    const form = await enquiryForm();
    try {
      await server.payload.update({ collection: 'forms', id: form.id, data, user: editor, overrideAccess: false });
    } catch (error) {
      return ((error as { data?: { errors?: { message: string }[] } }).data?.errors ?? [])
        .map((one) => one.message)
        .join(' ');
    }
    throw new Error('The change was not refused.');
  }

  it('must name a radio or select question of the form and one of its options', async () => {
    expect(await refusal({ urgency: { field: 'how_soon', option: 'urgent' } })).toContain(
      'The form has no question named "how_soon".',
    );
    expect(await refusal({ urgency: { field: 'product', option: 'urgent' } })).toContain(
      '"product" must be a radio or select question (one choice).',
    );
    expect(await refusal({ urgency: { field: 'urgency', option: 'asap' } })).toContain(
      '"urgency" has no option "asap". Its options: routine, urgent.',
    );
    expect(await refusal({ urgency: { field: 'urgency', option: '' } })).toContain(
      'Name the option that means urgent.',
    );
  });

  it('sets the urgent response time in working days, and no rule means no urgent request', async () => {
    const form = await enquiryForm();
    await server.payload.update({
      collection: 'forms',
      id: form.id,
      data: { urgency: { ...form.urgency, serviceLevelDays: 1 } },
      overrideAccess: true,
    });
    const oneDay = await send({ values: enquiry('urgent') });
    expect(oneDay.deadline).toBe(urgentResponseDeadline(new Date(oneDay.submittedAt), 1));

    await server.payload.update({
      collection: 'forms',
      id: form.id,
      data: { urgency: { field: null, option: null } },
      overrideAccess: true,
    });
    const noRule = await send({ values: enquiry('urgent') });
    expect(noRule.urgent).toBe(false);
    expect(noRule.deadline).toBe(responseDeadline(new Date(noRule.submittedAt), DEFAULT_SERVICE_LEVEL_DAYS));
    await server.payload.update({
      collection: 'forms',
      id: form.id,
      data: { urgency: form.urgency },
      overrideAccess: true,
    });
  });
});

describe('the Medical Information line', () => {
  it('is kept by editors, checked as a phone number, and left out of the answer when empty', async () => {
    await expect(
      server.payload.updateGlobal({
        slug: 'medical-information',
        data: { phone: 'call us' },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow();
    await server.payload.updateGlobal({
      slug: 'medical-information',
      data: { phone: '', hours: '' },
      user: editor,
      overrideAccess: false,
    });
    expect((await send({ values: enquiry('routine') })).medicalInformation).toBeNull();
    await server.payload.updateGlobal({
      slug: 'medical-information',
      data: { phone: '01223 000 141', hours: '' },
      user: editor,
      overrideAccess: false,
    });
    expect((await send({ values: enquiry('routine') })).medicalInformation).toEqual({
      phone: '01223 000 141',
      hours: null,
    });
  });
});

describe('the admin home’s open requests', () => {
  /** Moves a request's deadline into the past, as time would: the server's own write, past every access rule. */
  async function dueOn(reference: string, day: string) {
    await server.payload.update({
      collection: 'form-submissions',
      id: (await stored(reference)).id,
      data: { deadline: `${day}T00:00:00.000Z` },
      overrideAccess: true,
    });
  }

  it('lists urgent requests first whatever their deadline, and an overdue urgent one in red with its words', async () => {
    const routine = await send({ values: enquiry('routine') });
    const urgent = await send({ values: enquiry('urgent') });
    await dueOn(routine.reference, '2026-01-05');
    await dueOn(urgent.reference, '2026-02-02');

    const element = await OpenRequests({ payload: server.payload, user: editor } as unknown as ServerProps);
    const html = renderToStaticMarkup(element);
    expect(html).toMatch(/Open requests \(\d+\), \d+ urgent, \d+ overdue/);
    const rows = html.split('<tr').slice(2);
    const rowOf = (reference: string) => rows.findIndex((row) => row.includes(reference));
    // Sorted by deadline alone, the routine one (due in January) would come first.
    expect(rowOf(urgent.reference)).toBeGreaterThanOrEqual(0);
    expect(rowOf(urgent.reference)).toBeLessThan(rowOf(routine.reference));
    const urgentRow = rows[rowOf(urgent.reference)] ?? '';
    expect(urgentRow).toContain('class="open-requests__row--urgent-overdue"');
    expect(urgentRow).toContain('Urgent');
    expect(urgentRow).toContain('2 Feb 2026 · Overdue');
    const routineRow = rows[rowOf(routine.reference)] ?? '';
    expect(routineRow).not.toContain('open-requests__row--urgent-overdue');
    expect(routineRow).toContain('Routine');
    expect(routineRow).toContain('5 Jan 2026 · Overdue');
    // Every urgent row comes before every routine one.
    const urgency = rows.map((row) => row.includes('>Urgent<'));
    expect(urgency).toEqual([...urgency].sort((a, b) => Number(b) - Number(a)));
  });
});
