// Issue 28, row 7: "Forgot password?" in /admin, through Payload's REST handler as Next calls it. Payload's own
// operation mailed inside its transaction, and on SQLite its interval write waited 10 s for the lock that transaction
// held, then answered 500 with the typed address in the error log.
import { handleEndpoints, type SendEmailOptions } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { env } from '../../src/env';
import config from '../../src/payload.config';
import { runQueuedMail, startTestServer, TEST_PASSWORD, type TestServer } from './harness';
import { mailbox, mailsTo, nextMailTo, smtpServer } from './mailbox';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

type Answer = { status: number; body: Record<string, unknown> };

/** Calls Payload's REST handler as Next's route does, from the admin's own pages (same-origin). */
async function rest(path: string, body: unknown): Promise<Answer> {
  const request = new Request(`http://127.0.0.1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(body),
  });
  const response = await handleEndpoints({ config, path, request });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function createAdmin(email: string): Promise<void> {
  await server.payload.create({
    collection: 'admins',
    data: { email, name: 'Rae Recovery', role: 'editor', password: TEST_PASSWORD },
    overrideAccess: true,
  });
}

const runMailQueue = () => runQueuedMail(server.payload);

async function queuedResetMails(): Promise<number> {
  const { totalDocs } = await server.payload.count({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendAdminPasswordReset' } },
    overrideAccess: true,
  });
  return totalDocs;
}

/** The token at the end of the emailed /admin/reset/… link. */
function resetTokenOf(links: string[]): string {
  const link = links.find((candidate) => candidate.includes('/admin/reset/')) ?? '';
  expect(link.startsWith(`${env.publicUrl}/admin/reset/`)).toBe(true);
  return link.slice(link.lastIndexOf('/') + 1);
}

/** Whether this process's SQLite write lock is held now (always false on PostgreSQL, which has none). */
function writeLockHeld(): boolean {
  const client = (server.payload.db as unknown as { client?: { writing?: boolean } }).client;
  return client?.writing === true;
}

describe('CMS password recovery', () => {
  it('answers 200, mails the link after the commit, and the link sets a new password once', async () => {
    const email = 'rae.recovery@example.org';
    await createAdmin(email);
    const before = mailbox.length;

    const asked = await rest('/api/admins/forgot-password', { email: '  Rae.Recovery@Example.org ' });
    expect(asked.status).toBe(200);
    // Nothing was mailed inside the request: the mail waits in the queue, committed with the request.
    expect(mailsTo(email)).toBe(0);
    expect(await queuedResetMails()).toBe(1);

    // On SQLite, no write holds the process's write lock while the mail server is talked to.
    const send = server.payload.sendEmail.bind(server.payload);
    const lockHeldWhileMailing: boolean[] = [];
    const spy = vi.spyOn(server.payload, 'sendEmail').mockImplementation((message: SendEmailOptions) => {
      lockHeldWhileMailing.push(writeLockHeld());
      return send(message);
    });
    try {
      await runMailQueue();
    } finally {
      spy.mockRestore();
    }
    expect(lockHeldWhileMailing).toEqual([false]);
    const mail = await nextMailTo(email, before);
    expect(mail.subject).toBe('Reset your HCP Portal CMS password');
    expect(await queuedResetMails()).toBe(0);

    const token = resetTokenOf(mail.links);
    const reset = await rest('/api/admins/reset-password', { token, password: 'amber-orchard-lantern-4' });
    expect(reset.status).toBe(200);
    const signedIn = await server.payload.login({
      collection: 'admins',
      data: { email, password: 'amber-orchard-lantern-4' },
    });
    expect(signedIn.token).toBeTruthy();
    const again = await rest('/api/admins/reset-password', { token, password: 'second-use-of-link-5' });
    expect(again.status).toBe(403);
  });

  it('answers an unknown address the same, and queues nothing', async () => {
    const before = mailbox.length;
    const asked = await rest('/api/admins/forgot-password', { email: 'nobody.here@example.org' });
    expect(asked).toEqual({ status: 200, body: { message: expect.any(String) as unknown } });
    expect(await queuedResetMails()).toBe(0);
    await runMailQueue();
    expect(mailbox.length).toBe(before);
  });

  it('refuses a request without an address', async () => {
    expect((await rest('/api/admins/forgot-password', {})).status).toBe(400);
  });

  it('mails one link for requests sent together, and the link still works after a repeat within the interval', async () => {
    const email = 'rowan.repeat@example.org';
    await createAdmin(email);
    const before = mailbox.length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => rest('/api/admins/forgot-password', { email })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await queuedResetMails()).toBe(1);
    await runMailQueue();
    const mail = await nextMailTo(email, before);
    // Another request within the interval neither mails nor replaces the link just sent.
    expect((await rest('/api/admins/forgot-password', { email })).status).toBe(200);
    await runMailQueue();
    expect(mailsTo(email)).toBe(1);
    const reset = await rest('/api/admins/reset-password', {
      token: resetTokenOf(mail.links),
      password: 'copper-meadow-signal-6',
    });
    expect(reset.status).toBe(200);
  });

  it('keeps the mail queued while SMTP is down and sends a working link once it is back', async () => {
    const email = 'sky.smtpdown@example.org';
    await createAdmin(email);
    const before = mailbox.length;
    await smtpServer.stop();
    try {
      expect((await rest('/api/admins/forgot-password', { email })).status).toBe(200);
      await runMailQueue();
      expect(mailsTo(email)).toBe(0);
      // The failed send failed the job, which stays queued for its retry.
      expect(await queuedResetMails()).toBe(1);
    } finally {
      await smtpServer.start();
    }
    // The retry waits MAIL_RETRY_DELAY_MS (1 ms in tests) before the queue picks it up again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await runMailQueue();
    const mail = await nextMailTo(email, before);
    const reset = await rest('/api/admins/reset-password', {
      token: resetTokenOf(mail.links),
      password: 'violet-harbour-candle-7',
    });
    expect(reset.status).toBe(200);
  });

  it("refuses Payload's own operation when it would mail inside its transaction", async () => {
    await expect(
      server.payload.forgotPassword({ collection: 'admins', data: { email: 'rae.recovery@example.org' } }),
    ).rejects.toThrow(/disableEmail/);
  });
});
