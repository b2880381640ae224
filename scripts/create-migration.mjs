// `npm run migrate:create -- <name>`: writes the same schema change as a migration for SQLite and for PostgreSQL.
// The PostgreSQL side diffs against a scratch database (MIGRATION_DATABASE_URL, default the local server's hcp_scratch).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name_in_snake_case>');
  process.exit(2);
}
const cms = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/cms');
const scratch = mkdtempSync(path.join(tmpdir(), 'hcp-migration-'));
const postgresUrl = process.env.MIGRATION_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/hcp_scratch';

const targets = [
  ['SQLite', `file:${path.join(scratch, 'scratch.db')}`],
  ['PostgreSQL', postgresUrl],
];
try {
  for (const [label, url] of targets) {
    console.log(`Creating the ${label} migration…`);
    execFileSync('npx', ['payload', 'migrate:create', name], {
      cwd: cms,
      // No terminal: Payload's questions (a blank migration?) take their defaults instead of waiting.
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        // See docs/architecture.md, "Lexical and Node 20": without it, loading the config can hang.
        NODE_OPTIONS: '--conditions=production',
        DATABASE_URL: url,
        PAYLOAD_CONFIG_PATH: 'src/payload.config.ts',
        NODE_ENV: 'development',
      },
    });
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
