// Runs before each integration test file imports anything: the configuration Payload reads at import time,
// and a real SMTP server (smtp-server) that receives the portal's mail.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import webpush from 'web-push';

import { type ReceivedMail, mailbox, smtpServer } from './mailbox';
import { startPushService } from './pushbox';
import { REGISTER_TOKEN, startRegisterService } from './registerbox';
import { startSentryReceiver } from './sentrybox';
import { workerDatabaseName } from './worker-database';

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
    // 42P04: the worker's database exists from an earlier file of this run.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

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

if (process.env.INTEGRATION_DATABASE === 'postgres') {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('INTEGRATION_DATABASE=postgres needs TEST_DATABASE_URL.');
  process.env.DATABASE_URL = await workerDatabase(url, process.env.VITEST_POOL_ID ?? '1');
} else {
  process.env.DATABASE_URL = `file:${path.join(mkdtempSync(path.join(tmpdir(), 'hcp-it-')), 'portal.db')}`;
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
let smtp = createSmtpServer();
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;
process.env.SMTP_HOST = '127.0.0.1';
process.env.SMTP_PORT = String(smtpPort);
smtpServer.stop = () => new Promise<void>((resolve) => smtp.close(() => resolve()));
smtpServer.start = async () => {
  smtp = createSmtpServer();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
};
process.env.MAIL_FROM = 'HCP Portal <portal@example.org>';

// Web Push: a key pair of this run, a local push service standing in for FCM, and a queue the tests run by hand.
const vapid = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
process.env.VAPID_SUBJECT = 'mailto:push-tests@example.org';
process.env.PUSH_SERVICE_ORIGINS = await startPushService();
process.env.PUSH_QUEUE_AUTORUN = 'false';
process.env.PERSONAL_DATA_QUEUE_AUTORUN = 'false';
process.env.PUSH_RETRY_DELAY_MS = '1';

// Register checks against a local stand-in for the provider's service (registerbox.ts); the tests run the queue by hand.
process.env.REGISTER_CHECK_URL = await startRegisterService();
process.env.REGISTER_CHECK_TOKEN = REGISTER_TOKEN;
process.env.REGISTER_CHECK_RETRY_DELAY_MS = '1';

// Error reporting to a local stand-in for Sentry (sentrybox.ts); analytics settings only for the client config.
process.env.SENTRY_DSN = (await startSentryReceiver()).dsn;
process.env.SENTRY_ENVIRONMENT = 'integration';
process.env.POSTHOG_KEY = 'phc_integration_key';
process.env.POSTHOG_HOST = 'http://127.0.0.1:9';
