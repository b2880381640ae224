// `npm run backup [-- --out <file or folder/>]` and `npm run restore -- <archive> [--force]`, configured by the same
// environment as the server (DATABASE_URL, UPLOADS_DIR or UPLOADS_S3_*): see docs/deploy.md.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import type { Env } from '../env';
import { fileStoreFor } from '../storage/file-store';
import { archiveName, createBackup } from './backup';
import { databaseStore } from './database';
import { restoreBackup } from './restore';

function outputFile(env: Env, out: string | undefined, now: Date): string {
  const name = archiveName(env.databaseKind, now);
  if (!out) return path.resolve('backups', name);
  const folder = out.endsWith('/') || (existsSync(out) && statSync(out).isDirectory());
  return folder ? path.resolve(out, name) : path.resolve(out);
}

async function main(argv: string[]): Promise<void> {
  // Imported here, so a configuration problem ends with its plain message, as the server's does (server/main.ts).
  const { env } = await import('../env');
  const [command, ...rest] = argv;
  if (command === 'backup') {
    const { values } = parseArgs({ args: rest, options: { out: { type: 'string' } }, strict: true });
    const now = new Date();
    const file = outputFile(env, values.out, now);
    const manifest = await createBackup(env, file, now);
    const uploads = manifest.files.filter((entry) => entry.path.startsWith('uploads/')).length;
    console.log(
      `Backed up ${databaseStore(env).describe()} (migration ${manifest.migration ?? 'none'}) and ${String(uploads)} uploaded files to ${file}`,
    );
    return;
  }
  if (command === 'restore') {
    const { values, positionals } = parseArgs({
      args: rest,
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
    const [archive] = positionals;
    if (!archive || positionals.length > 1) throw new Error('Usage: npm run restore -- <archive.tar.gz> [--force]');
    const manifest = await restoreBackup(env, archive, { force: values.force });
    console.log(
      `Restored ${archive} (taken ${manifest.createdAt} by ${manifest.appVersion}) into ${databaseStore(env).describe()} and ${(await fileStoreFor(env)).describe()}. The next start applies any newer migrations.`,
    );
    return;
  }
  throw new Error('Usage: cli.ts backup [--out <file|folder/>] | restore <archive> [--force]');
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
