// `npm start`: serves the last build with demo content, generating a PAYLOAD_SECRET into data/ on first start.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const secretFile = path.join(root, 'data', 'payload-secret');

const env = { ...process.env, SEED_DEMO: 'true' };
if (!env.PAYLOAD_SECRET && !env.PAYLOAD_SECRET_FILE) {
  if (!existsSync(secretFile)) {
    mkdirSync(path.dirname(secretFile), { recursive: true });
    writeFileSync(secretFile, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
    console.log(`Generated a PAYLOAD_SECRET into ${path.relative(root, secretFile)}.`);
  }
  env.PAYLOAD_SECRET_FILE = secretFile;
}

const child = spawn('npm', ['run', '--silent', 'serve'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
