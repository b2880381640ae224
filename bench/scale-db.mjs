// `tsx bench/scale-db.mjs N DATABASE_URL`: fills an empty database with the demo content and N generated items per
// portal area (apps/cms/src/seed/scale.ts), then exits. bench/start-server.mjs runs it (through tsx, with the
// production conditions) when BENCH_SCALE is set, and keeps SQLite results under the system's temporary folder.
import { randomBytes } from 'node:crypto';

const [count, databaseUrl] = [Number(process.argv[2]), process.argv[3]];
if (!Number.isInteger(count) || count < 1 || !databaseUrl) {
  throw new Error('usage: tsx bench/scale-db.mjs <items per area> <DATABASE_URL>');
}
// The CMS reads its configuration once, on import: set it first.
Object.assign(process.env, {
  DATABASE_URL: databaseUrl,
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
});
const { bootPayload } = await import('../apps/cms/src/server/boot.ts');
const { seedScale } = await import('../apps/cms/src/seed/scale.ts');

const began = performance.now();
const payload = await bootPayload({ seedDemo: true });
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
process.stderr.write(`scale: schema and demo content in ${seconds(performance.now() - began)}\n`);
await seedScale(payload, count, (collection, ms) => {
  process.stderr.write(`scale: ${collection} in ${seconds(ms)}\n`);
});
process.stderr.write(`scale: ${String(count)} items per area in ${seconds(performance.now() - began)} in all\n`);
await payload.destroy();
process.exit(0);
