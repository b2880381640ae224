// Runs before each integration test file imports anything: the configuration Payload reads at import time,
// and a real SMTP server (smtp-server) that receives the portal's mail.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { SMTPServer } from 'smtp-server';

import { type ReceivedMail, mailbox, smtpServer } from './mailbox';

process.env.PAYLOAD_SECRET = 'integration-tests-secret-that-is-long-enough';
process.env.LOG_LEVEL = 'fatal';
process.env.SEED_DEMO = 'false';
process.env.PUBLIC_URL = 'http://portal.test';
process.env.UPLOADS_DIR = mkdtempSync(path.join(tmpdir(), 'hcp-uploads-'));
// Tests run the mail queue themselves (payload.jobs.run()), and a failed mail may be retried at once.
process.env.MAIL_QUEUE_AUTORUN = 'false';
process.env.MAIL_RETRY_DELAY_MS = '1';

if (process.env.INTEGRATION_DATABASE === 'postgres') {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('INTEGRATION_DATABASE=postgres needs TEST_DATABASE_URL.');
  process.env.DATABASE_URL = url;
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
