// `npm start`: serves the last build with demo content, generating a PAYLOAD_SECRET and a VAPID key pair (Web Push)
// into data/ on first start.
import { spawn } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const secretFile = path.join(root, 'data', 'payload-secret');
const vapidFile = path.join(root, 'data', 'vapid-keys.json');

// The demo's CMS accounts work at once: two-step sign-in for /admin is not required here (it is in production).
const env = { ADMIN_2FA_REQUIRED: 'false', ...process.env, SEED_DEMO: 'true' };
if (!env.PAYLOAD_SECRET && !env.PAYLOAD_SECRET_FILE) {
  if (!existsSync(secretFile)) {
    mkdirSync(path.dirname(secretFile), { recursive: true });
    writeFileSync(secretFile, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
    console.log(`Generated a PAYLOAD_SECRET into ${path.relative(root, secretFile)}.`);
  }
  env.PAYLOAD_SECRET_FILE = secretFile;
}

if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY && !env.VAPID_KEYS_FILE) {
  if (!existsSync(vapidFile)) {
    // A P-256 key pair as Web Push wants it: the uncompressed public point and the private scalar, base64url.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      // The scalar is 32 bytes; a leading zero byte is dropped by getPrivateKey, so it is padded back.
      privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
        .subarray(-32)
        .toString('base64url'),
    };
    mkdirSync(path.dirname(vapidFile), { recursive: true });
    writeFileSync(vapidFile, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
    console.log(`Generated a VAPID key pair for push notifications into ${path.relative(root, vapidFile)}.`);
  }
  env.VAPID_KEYS_FILE = vapidFile;
  // Push services want a contact; the demo, on a loopback address, gives a local one (production sets its own).
  env.VAPID_SUBJECT ??= 'mailto:push@localhost';
}

const child = spawn('npm', ['run', '--silent', 'serve'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
