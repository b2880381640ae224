import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Env } from '../env';
import { DATA_EXPORTS_FOLDER } from '../privacy/folders';
import { fileStoreFor } from '../storage/file-store';
import { type DatabaseStore, databaseStore, run } from './database';
import {
  DATABASE_FILES,
  MANIFEST_FILE,
  type Manifest,
  ManifestSchema,
  UPLOADS_PREFIX,
  listFiles,
  sha256File,
} from './manifest';

export type BackupSource = Pick<Env, 'databaseUrl' | 'databaseKind' | 'uploadsDir' | 'uploadsS3'>;

/** The release writing the archive, from the CMS's package.json. */
export function appVersion(): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** `hcp-portal-postgres-20261124T083000Z.tar.gz`: sorts by time, says what it holds. */
export function archiveName(kind: Env['databaseKind'], at: Date): string {
  return `hcp-portal-${kind}-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;
}

/**
 * Writes one `.tar.gz` holding `manifest.json`, the database (a `VACUUM INTO` copy of SQLite or a `pg_dump -Fc` dump)
 * and every uploaded file but the personal data exports, from UPLOADS_DIR or the bucket. The archive appears under its
 * name only once complete (written beside it, then renamed), readable by its owner only: it holds personal data and
 * password hashes.
 */
export async function createBackup(source: BackupSource, out: string, now = new Date()): Promise<Manifest> {
  const target = path.resolve(out);
  if (existsSync(target)) throw new Error(`${target} exists: a backup never overwrites another.`);
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), '.hcp-backup-'));
  const partial = `${target}.partial`;
  try {
    const store: DatabaseStore = databaseStore(source);
    const migration = await store.latestMigration();
    const databaseFile = DATABASE_FILES[source.databaseKind];
    await store.snapshot(path.join(staging, databaseFile));
    // The files after the database: every file the copied rows name was written before the copy, so it is here too.
    const uploads = path.join(staging, UPLOADS_PREFIX);
    // Personal data exports are short-lived copies of what the database holds: they stay out (docs/privacy.md).
    await (await fileStoreFor(source)).exportTo(uploads, { skip: [DATA_EXPORTS_FOLDER] });

    const files: Manifest['files'] = [];
    for (const file of await listFiles(staging)) {
      const absolute = path.join(staging, file);
      files.push({ path: file, bytes: (await stat(absolute)).size, sha256: await sha256File(absolute) });
    }
    const manifest = ManifestSchema.parse({
      format: 'hcp-portal-backup',
      formatVersion: 1,
      appVersion: appVersion(),
      adapter: source.databaseKind,
      createdAt: now.toISOString(),
      migration,
      files,
    } satisfies Manifest);
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    await run('tar', [
      '--create',
      '--gzip',
      `--file=${partial}`,
      `--directory=${staging}`,
      '--owner=0',
      '--group=0',
      '--numeric-owner',
      MANIFEST_FILE,
      databaseFile,
      UPLOADS_PREFIX.slice(0, -1),
    ]);
    await chmod(partial, 0o600);
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
