import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Env } from '../env';
import { migrations as postgresMigrations } from '../migrations/postgres';
import { migrations as sqliteMigrations } from '../migrations/sqlite';
import { fileStoreFor } from '../storage/file-store';
import { databaseStore, run } from './database';
import { DATABASE_FILES, MANIFEST_FILE, type Manifest, ManifestSchema, UPLOADS_PREFIX, verifyFiles } from './manifest';

export type RestoreTarget = Pick<Env, 'databaseUrl' | 'databaseKind' | 'uploadsDir' | 'uploadsS3'>;

/** The archive's members, refused unless every one is a plain file or a folder (no links that could point outside). */
async function checkMembers(archive: string): Promise<void> {
  const listing = await new Promise<string>((resolve, reject) => {
    const child = spawn('tar', ['--list', '--verbose', '--gzip', `--file=${archive}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`${archive} is not a readable backup: ${Buffer.concat(errors).toString('utf8').trim()}`));
    });
  });
  for (const line of listing.split('\n').filter(Boolean)) {
    if (!line.startsWith('-') && !line.startsWith('d'))
      throw new Error(`${archive} holds something other than files and folders: ${line}`);
  }
}

/**
 * Restores an archive of `createBackup` into the configured database and UPLOADS_DIR or bucket. Everything is checked
 * before anything is written: the members, the manifest, every checksum, the adapter, that this release knows the
 * archive's migrations, and that the database and the uploads folder or bucket are empty (unless `force`). Stop the
 * servers first.
 */
export async function restoreBackup(
  target: RestoreTarget,
  archive: string,
  options: { force: boolean },
): Promise<Manifest> {
  const source = path.resolve(archive);
  if (!existsSync(source)) throw new Error(`There is no archive at ${source}.`);
  await checkMembers(source);
  const work = await mkdtemp(path.join(tmpdir(), 'hcp-restore-'));
  try {
    await run('tar', [
      '--extract',
      '--gzip',
      `--file=${source}`,
      `--directory=${work}`,
      '--no-same-owner',
      '--no-same-permissions',
    ]);
    let manifest: Manifest;
    try {
      manifest = ManifestSchema.parse(JSON.parse(await readFile(path.join(work, MANIFEST_FILE), 'utf8')));
    } catch (error) {
      throw new Error(`${source} has no valid ${MANIFEST_FILE}: is it an HCP Portal backup? (${String(error)})`, {
        cause: error,
      });
    }
    await verifyFiles(work, manifest);
    if (manifest.adapter !== target.databaseKind) {
      throw new Error(
        `The archive holds a ${manifest.adapter} database, but DATABASE_URL names ${target.databaseKind}: restore it with the adapter it was taken from.`,
      );
    }
    const known = (target.databaseKind === 'sqlite' ? sqliteMigrations : postgresMigrations).map(({ name }) => name);
    if (manifest.migration !== null && !known.includes(manifest.migration)) {
      throw new Error(
        `The archive was taken by a newer release (${manifest.appVersion}, migration ${manifest.migration}): restore it with that release or a later one.`,
      );
    }

    const store = databaseStore(target);
    const uploads = await fileStoreFor(target);
    if (!options.force) {
      if (!(await store.isEmpty()))
        throw new Error(
          `${store.describe()} is not empty: restore into an empty database, or pass --force to replace it.`,
        );
      if (!(await uploads.isEmpty()))
        throw new Error(
          `${uploads.describe()} is not empty: restore into an empty ${target.uploadsS3 ? 'bucket' : 'folder'}, or pass --force to replace it.`,
        );
    } else if (target.databaseKind === 'postgres') {
      // pg_restore --clean drops only what the dump recreates: tables of a later migration would survive and clash.
      const current = await store.latestMigration();
      if (current !== null && (manifest.migration === null || current > manifest.migration)) {
        throw new Error(
          `${store.describe()} has migrations newer than the archive (${current}): restore into an empty database instead.`,
        );
      }
    }

    await store.restore(path.join(work, DATABASE_FILES[manifest.adapter]));
    await uploads.replaceWith(path.join(work, UPLOADS_PREFIX));
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
