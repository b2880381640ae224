import { FormSubmissionResultSchema, SCREEN_FORMS } from '@hcp/contracts/forms';
import { getPayload, type Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { env } from '../../src/env';
import { ABANDONED_CLAIM_MESSAGE, CLAIM_LEASE_MS, claimJobs } from '../../src/db/job-claims';
import { FORM_MAIL_QUEUE, MAIL_ATTEMPTS } from '../../src/jobs/formNotifications';
import { drainJobs, runQueue, startJobWorkers } from '../../src/jobs/worker';
import config from '../../src/payload.config';
import { seedDemo } from '../../src/seed/demo';
import { solveBotCheck } from './bot-check-solver';
import { startTestServer, type TestServer } from './harness';
import { mailbox, readMail, smtpServer } from './mailbox';

/** The contact form's team address (seed/forms.ts). */
const TEAM = 'hello@example.com';

let server: TestServer;
/**
 * A second process on the same database. On PostgreSQL it is a second Payload with its own connection pool, as a
 * second `npm run serve` would be. SQLite is one process by design (docs/deploy.md), so there the "second process"
 * is a second run in the same one, which still races the first for the same rows.
 */
let other: Payload;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['forms'] });
  other =
    env.databaseKind === 'postgres' ? await getPayload({ config, key: 'job-queue-second-process' }) : server.payload;
}, 120_000);

afterAll(async () => {
  if (other !== server.payload) await other.destroy();
  await server.close();
});

let submitted = 0;
/** A visitor's contact form submission: its reference, and the address its copy goes to. */
async function submitContact(): Promise<{ reference: string; submitter: string }> {
  submitted += 1;
  const submitter = `queue.visitor.${String(submitted)}@example.net`;
  const response = await fetch(`${server.baseUrl}/json/api/v1/forms/${SCREEN_FORMS.contact.slug}/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      values: { name: 'Queue Visitor', email: submitter, message: 'Is this sent once?', consent: true },
      botCheck: await solveBotCheck(server.baseUrl),
    }),
  });
  expect(response.status).toBe(201);
  const { reference } = FormSubmissionResultSchema.parse(await response.json());
  return { reference, submitter };
}

/** What arrived at the SMTP server for a submission: the team's mails naming it, and the submitter's copies. */
function arrived({ reference, submitter }: { reference: string; submitter: string }) {
  return {
    team: mailbox.filter((mail) => mail.to.includes(TEAM) && readMail(mail.raw).subject.includes(reference)).length,
    copies: mailbox.filter((mail) => mail.to.includes(submitter)).length,
  };
}

async function jobOf(reference: string) {
  const { docs: submissions } = await server.payload.find({
    collection: 'form-submissions',
    where: { reference: { equals: reference } },
    overrideAccess: true,
  });
  const submission = submissions[0]?.id;
  const { docs: jobs } = await server.payload.find({
    collection: 'payload-jobs',
    where: { queue: { equals: FORM_MAIL_QUEUE } },
    pagination: false,
    overrideAccess: true,
  });
  return jobs.find((job) => (job.input as { submission?: number }).submission === submission);
}

/** Leaves a job as a process that claimed it `ago` ms ago and then died would: `processing`, untouched since. */
async function abandon(jobId: number, ago: number, totalTried = 0) {
  await server.payload.db.updateJobs({
    id: jobId,
    data: { processing: true, totalTried, updatedAt: new Date(Date.now() - ago).toISOString() },
    req: {},
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('two processes running the mail queue at the same moment', () => {
  it('send each mail exactly once', async () => {
    const submissions = [];
    for (let count = 0; count < 6; count += 1) submissions.push(await submitContact());
    // Both processes run the queue together, several times over, as their timers would.
    const runs = [];
    for (let round = 0; round < 3; round += 1) {
      runs.push(
        ...(await Promise.allSettled([
          runQueue(server.payload, FORM_MAIL_QUEUE, 20),
          runQueue(other, FORM_MAIL_QUEUE, 20),
          runQueue(other, FORM_MAIL_QUEUE, 20),
        ])),
      );
    }
    expect(submissions.map(arrived)).toEqual(submissions.map(() => ({ team: 1, copies: 1 })));
    expect(runs.filter((run) => run.status === 'rejected')).toEqual([]);
    for (const submission of submissions) expect(await jobOf(submission.reference)).toBeUndefined();
  });

  it('never hand one job to two claimers', async () => {
    const submissions = [];
    for (let count = 0; count < 4; count += 1) submissions.push(await submitContact());
    const claims = await Promise.all([
      claimJobs(server.payload, FORM_MAIL_QUEUE, 20),
      claimJobs(other, FORM_MAIL_QUEUE, 20),
      claimJobs(other, FORM_MAIL_QUEUE, 20),
    ]);
    const ids = claims.flat();
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    await Promise.all(ids.map((id) => server.payload.jobs.runByID({ id, overrideAccess: true })));
    for (const submission of submissions) expect(arrived(submission)).toEqual({ team: 1, copies: 1 });
  });
});

describe('a job whose process died while running it', () => {
  it('is left alone while its claim is younger than the lease (a slow process may still finish it)', async () => {
    const submission = await submitContact();
    const job = await jobOf(submission.reference);
    await abandon(Number(job?.id), CLAIM_LEASE_MS / 2);
    const run = await runQueue(other, FORM_MAIL_QUEUE, 20);
    expect(run.ran).not.toContain(job?.id);
    expect(arrived(submission)).toEqual({ team: 0, copies: 0 });

    await abandon(Number(job?.id), CLAIM_LEASE_MS + 60_000);
    const retried = await runQueue(other, FORM_MAIL_QUEUE, 20);
    expect(retried.recovered).toContain(job?.id);
    expect(retried.ran).toContain(job?.id);
    expect(arrived(submission)).toEqual({ team: 1, copies: 1 });
    expect(await jobOf(submission.reference)).toBeUndefined();
  });

  it('fails for good, visibly, once it has been tried as often as the task allows', async () => {
    const submission = await submitContact();
    const job = await jobOf(submission.reference);
    await abandon(Number(job?.id), CLAIM_LEASE_MS + 60_000, MAIL_ATTEMPTS);
    await runQueue(server.payload, FORM_MAIL_QUEUE, 20);
    const failed = await jobOf(submission.reference);
    expect(failed).toMatchObject({ hasError: true, processing: false, totalTried: MAIL_ATTEMPTS + 1 });
    expect((failed?.error as { message?: string } | undefined)?.message).toBe(ABANDONED_CLAIM_MESSAGE);
    expect(arrived(submission)).toEqual({ team: 0, copies: 0 });
  });
});

describe('a mail server that refuses, then accepts', () => {
  it('keeps the mail queued while SMTP is down and sends it once when it is back', async () => {
    await smtpServer.stop();
    let submission;
    try {
      submission = await submitContact();
      await runQueue(server.payload, FORM_MAIL_QUEUE, 20);
      await pause(20);
      await runQueue(other, FORM_MAIL_QUEUE, 20);
      expect(arrived(submission)).toEqual({ team: 0, copies: 0 });
      expect(await jobOf(submission.reference)).toMatchObject({ hasError: false, totalTried: 2 });
    } finally {
      await smtpServer.start();
    }
    // The retry waits its backoff (MAIL_RETRY_DELAY_MS, 1 ms in tests, doubling) before a run picks it up.
    await pause(50);
    await Promise.all([runQueue(server.payload, FORM_MAIL_QUEUE, 20), runQueue(other, FORM_MAIL_QUEUE, 20)]);
    await runQueue(server.payload, FORM_MAIL_QUEUE, 20);
    expect(arrived(submission)).toEqual({ team: 1, copies: 1 });
    expect(await jobOf(submission.reference)).toBeUndefined();
  });
});

describe('draining the queue for a shutdown', () => {
  it('starts no new run, and waits for the one under way to finish', async () => {
    const submission = await submitContact();
    startJobWorkers(server.payload, [{ queue: FORM_MAIL_QUEUE, limit: 20, everyMs: 1 }]);
    // Wait until the worker's run has claimed the job, then drain while it is sending.
    for (let wait = 0; wait < 200 && (await jobOf(submission.reference))?.processing !== true; wait += 1)
      await pause(5);
    const drained = await drainJobs({ deadlineMs: 10_000 });
    expect(drained).toEqual({ finished: true, unfinished: 0 });
    expect(arrived(submission)).toEqual({ team: 1, copies: 1 });

    const later = await submitContact();
    await pause(100);
    expect(await jobOf(later.reference)).toMatchObject({ processing: false, totalTried: 0 });
    expect(arrived(later)).toEqual({ team: 0, copies: 0 });
    await runQueue(server.payload, FORM_MAIL_QUEUE, 20);
  });

  it('gives up waiting at its deadline, leaving the claim for the lease to hand back', async () => {
    const submission = await submitContact();
    await smtpServer.stop();
    // A mail server that accepts connections and never answers: the send hangs until its time-out.
    const { createServer } = await import('node:net');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(Number(process.env.SMTP_PORT), '127.0.0.1', resolve));
    try {
      startJobWorkers(server.payload, [{ queue: FORM_MAIL_QUEUE, limit: 20, everyMs: 1 }]);
      for (let wait = 0; wait < 200 && (await jobOf(submission.reference))?.processing !== true; wait += 1)
        await pause(5);
      const drained = await drainJobs({ deadlineMs: 200 });
      expect(drained).toEqual({ finished: false, unfinished: 1 });
      expect((await jobOf(submission.reference))?.processing).toBe(true);
      // The run still ends by itself once the greeting time-out gives up, and the job is retried later.
      const finished = await drainJobs({ deadlineMs: 30_000 });
      expect(finished.finished).toBe(true);
      expect(await jobOf(submission.reference)).toMatchObject({ processing: false, totalTried: 1 });
    } finally {
      await new Promise<void>((resolve) => silent.close(() => resolve()));
      await smtpServer.start();
    }
    await pause(20);
    await runQueue(server.payload, FORM_MAIL_QUEUE, 20);
    expect(arrived(submission)).toEqual({ team: 1, copies: 1 });
  }, 60_000);
});
