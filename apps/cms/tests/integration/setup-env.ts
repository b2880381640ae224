// Runs before each integration test file imports anything. A worker's files run one after another in one process
// (`isolate: false`, vitest.config.ts), so Payload and the other packages are imported once per worker. The worker's
// first file starts the stand-ins (SMTP, push service, register check, Sentry) for all of them; every file then starts
// as if in a process of its own: the environment as the worker found it plus the settings below, fresh copies of the
// CMS's modules (env.ts reads this file's environment, no module keeps state from the last file), no cached Payload,
// empty boxes, and a database of its own (SQLite: a new file; PostgreSQL: the worker's, its schema dropped at boot).
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';
import webpush from 'web-push';

import { type ReceivedMail, mailbox, smtpServer } from './mailbox';
import { perWorker } from './per-worker';
import { pushAnswers, pushbox, startPushService } from './pushbox';
import { REGISTER_TOKEN, registerAnswers, registerRequests, startRegisterService } from './registerbox';
import { sentrybox, startSentryReceiver } from './sentrybox';
import { workerDatabaseName } from './worker-database';

/** The environment as the worker started, before any file's settings or its own changes to process.env. */
const workerEnv = perWorker('workerEnv', () => ({ ...process.env }));
// Vitest's own variables (VITEST_WORKER_ID…) are its to set for each file.
for (const name of Object.keys(process.env))
  if (!(name in workerEnv) && !name.startsWith('VITEST')) Reflect.deleteProperty(process.env, name);
for (const [name, value] of Object.entries(workerEnv)) if (!name.startsWith('VITEST')) process.env[name] = value;

vi.resetModules();
// getPayload caches its instance in a Map on globalThis, which payload.destroy() leaves in place: each file boots anew.
(globalThis as { _payload?: Map<string, unknown> })._payload?.clear();

mailbox.length = 0;
pushbox.length = 0;
pushAnswers.clear();
registerRequests.length = 0;
registerAnswers.clear();
sentrybox.length = 0;

/**
 * Files run in parallel workers, so each worker gets its own PostgreSQL database beside TEST_DATABASE_URL's (created
 * once, its schema dropped by each file that boots); scripts/test-integration.mjs drops them after the run.
 */
async function workerDatabase(baseUrl: string, worker: string): Promise<string> {
  const url = new URL(baseUrl);
  const name = workerDatabaseName(url.pathname.slice(1), worker);
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } catch (error) {
    // 42P04: the database exists from an earlier worker of this number, or a run that was stopped before its clean-up.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

function createSmtpServer() {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mailbox.push(mail);
        callback();
      });
    },
  });
}

/** A real SMTP server (smtp-server) that receives the portal's mail, on a port of the worker's. */
async function startSmtp(): Promise<{ port: number; listening: () => boolean }> {
  let smtp = createSmtpServer();
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  smtpServer.stop = () => new Promise<void>((resolve) => smtp.close(() => resolve()));
  smtpServer.start = async () => {
    smtp = createSmtpServer();
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  };
  return { port, listening: () => smtp.server.listening };
}

const postgres = process.env.INTEGRATION_DATABASE === 'postgres';
const baseDatabaseUrl = process.env.TEST_DATABASE_URL;
if (postgres && !baseDatabaseUrl) throw new Error('INTEGRATION_DATABASE=postgres needs TEST_DATABASE_URL.');

/** What the worker's files share, started by its first file. */
const shared = await perWorker('services', async () => {
  // VITEST_POOL_ID: the worker's number, the same for all its files.
  const databaseUrl =
    postgres && baseDatabaseUrl ? await workerDatabase(baseDatabaseUrl, process.env.VITEST_POOL_ID ?? '1') : undefined;
  return {
    databaseUrl,
    smtp: await startSmtp(),
    pushServiceOrigins: await startPushService(),
    registerCheckUrl: await startRegisterService(),
    sentryDsn: (await startSentryReceiver()).dsn,
  };
});
// A file that stopped the SMTP server (to test an outage) and failed before starting it again.
if (!shared.smtp.listening()) await smtpServer.start();

process.env.PAYLOAD_SECRET = 'integration-tests-secret-that-is-long-enough';
process.env.LOG_LEVEL = 'fatal';
process.env.SEED_DEMO = 'false';
// Each file starts with CMS accounts free of a required second factor; admin-two-factor.test.ts turns it on for itself.
process.env.ADMIN_2FA_REQUIRED = 'false';
process.env.PUBLIC_URL = 'http://portal.test';
process.env.UPLOADS_DIR = mkdtempSync(path.join(tmpdir(), 'hcp-uploads-'));
// Each file's own folder for the files of requests being read, so a test can see that none are left behind.
process.env.UPLOAD_TEMP_DIR = mkdtempSync(path.join(tmpdir(), 'hcp-upload-temp-'));
// Tests run the mail queue themselves (payload.jobs.run()), and a failed mail may be retried at once.
process.env.MAIL_QUEUE_AUTORUN = 'false';
process.env.MAIL_RETRY_DELAY_MS = '1';
// Bot-check challenges the tests solve in a few milliseconds, and as many as the suites fetch.
process.env.BOT_CHECK_MAX_NUMBER = '2000';
process.env.BOT_CHECK_RATE_LIMIT_PER_MINUTE = '10000';

process.env.DATABASE_URL =
  shared.databaseUrl ?? `file:${path.join(mkdtempSync(path.join(tmpdir(), 'hcp-it-')), 'portal.db')}`;

process.env.SMTP_HOST = '127.0.0.1';
process.env.SMTP_PORT = String(shared.smtp.port);
process.env.MAIL_FROM = 'HCP Portal <portal@example.org>';

// Web Push: a key pair of this file, a local push service standing in for FCM, and a queue the tests run by hand.
const vapid = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
process.env.VAPID_SUBJECT = 'mailto:push-tests@example.org';
process.env.PUSH_SERVICE_ORIGINS = shared.pushServiceOrigins;
process.env.PUSH_QUEUE_AUTORUN = 'false';
process.env.PERSONAL_DATA_QUEUE_AUTORUN = 'false';
process.env.PUSH_RETRY_DELAY_MS = '1';

// Register checks against a local stand-in for the provider's service (registerbox.ts); the tests run the queue by hand.
process.env.REGISTER_CHECK_URL = shared.registerCheckUrl;
process.env.REGISTER_CHECK_TOKEN = REGISTER_TOKEN;
process.env.REGISTER_CHECK_RETRY_DELAY_MS = '1';

// Error reporting to a local stand-in for Sentry (sentrybox.ts); analytics settings only for the client config.
process.env.SENTRY_DSN = shared.sentryDsn;
process.env.SENTRY_ENVIRONMENT = 'integration';
process.env.POSTHOG_KEY = 'phc_integration_key';
process.env.POSTHOG_HOST = 'http://127.0.0.1:9';
