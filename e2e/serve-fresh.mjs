// Starts the built server for the e2e suite on a throw-away SQLite database with the demo content, and a real
// SMTP server (smtp-server) that stores each message it receives as a file in E2E_MAIL_DIR for the tests to read.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hcp-e2e-'));
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(dataDir, 'mail');
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()).join(',');
      const file = path.join(mailDir, `${String(received).padStart(4, '0')}-${to}.eml`);
      writeFileSync(file, Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

const port = process.env.PORT ?? '3100';
const child = spawn('npm', ['run', '--silent', 'serve'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: `file:${path.join(dataDir, 'portal.db')}`,
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
    // The demo CMS accounts sign in to /admin with their password alone, as in `npm start`.
    ADMIN_2FA_REQUIRED: 'false',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.server.address().port),
    MAIL_FROM: 'HCP Portal <portal@example.org>',
  },
});

const stop = (signal) => child.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => {
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
