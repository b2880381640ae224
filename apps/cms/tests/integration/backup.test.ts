import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { createLocalReq } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ManifestSchema } from '../../src/backup/manifest';
import { env } from '../../src/env';
import { migrations as postgresMigrations } from '../../src/migrations/postgres';
import { migrations as sqliteMigrations } from '../../src/migrations/sqlite';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { seedPdfDocument } from '../../src/seed/documents';
import { adminQuery, backupCli, scratchDatabases, startRestoredServer } from './backup-tools';
import { signIn, startTestServer, type TestServer } from './harness';

const work = mkdtempSync(path.join(tmpdir(), 'hcp-backup-test-'));
const { emptyDatabase, dropAll } = scratchDatabases(env.databaseUrl, work);

let server: TestServer;
let documentId: number;
let original: Buffer;
let archive: string;

/** Runs `tar` (the archive format the scripts write) and fails on a non-zero exit. */
function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: 'ignore' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`tar exited ${String(code)}`))));
  });
}

async function tableCount(databaseUrl: string): Promise<number> {
  if (databaseUrl.startsWith('file:')) {
    const file = databaseUrl.slice('file:'.length);
    if (!existsSync(file)) return 0;
    const { createClient } = await import('@libsql/client');
    const client = createClient({ url: databaseUrl });
    try {
      return Number((await client.execute("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'")).rows[0]?.n);
    } finally {
      client.close();
    }
  }
  const { rows } = await adminQuery(
    "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    databaseUrl,
  );
  return (rows[0] as { n: number }).n;
}

const download = (baseUrl: string, id: number, token: string) =>
  fetch(`${baseUrl}/json/api/v1/documents/${String(id)}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: false });
  const req = await createLocalReq({}, server.payload);
  documentId = await seedPdfDocument(server.payload, req, {
    title: 'Restore drill: CARDIO-9 synopsis',
    area: 'wb_read_clinical_trials',
    filename: 'cardio-9-synopsis.pdf',
    paragraphs: ['Kept across a backup and a restore.'],
  });
  const response = await download(
    server.baseUrl,
    documentId,
    await signIn(server.baseUrl, 'clinician@example.com', DEMO_PASSWORD),
  );
  expect(response.status).toBe(200);
  original = Buffer.from(await response.arrayBuffer());
});

afterAll(async () => {
  await server.close();
  await dropAll();
  await rm(work, { recursive: true, force: true });
});

describe(`npm run backup on ${env.databaseKind}`, { timeout: 120_000 }, () => {
  it('writes one archive with the database, the uploaded files and a manifest of their checksums', async () => {
    // A personal data export waiting for its owner: a short-lived copy, which backups leave out.
    await mkdir(path.join(env.uploadsDir, 'data-exports'), { recursive: true });
    await writeFile(path.join(env.uploadsDir, 'data-exports', 'waiting.zip'), 'PK');
    const run = await backupCli(['backup', '--out', `${path.join(work, 'archives')}/`]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const names = await readdir(path.join(work, 'archives'));
    // Only the finished archive: no staging folder or partial file left beside it.
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(new RegExp(`^hcp-portal-${env.databaseKind}-\\d{8}T\\d{6}Z\\.tar\\.gz$`));
    archive = path.join(work, 'archives', names[0] ?? '');

    const unpacked = path.join(work, 'unpacked');
    await mkdir(unpacked);
    await tar(['--extract', '--gzip', `--file=${archive}`, `--directory=${unpacked}`]);
    const manifest = ManifestSchema.parse(JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8')));
    const committed = env.databaseKind === 'sqlite' ? sqliteMigrations : postgresMigrations;
    expect(manifest.adapter).toBe(env.databaseKind);
    expect(manifest.migration).toBe(committed.at(-1)?.name);
    const stored = await server.payload.findByID({ collection: 'documents', id: documentId, overrideAccess: true });
    const file = manifest.files.find((entry) => entry.path === `uploads/documents/${stored.filename ?? ''}`);
    expect(file).toEqual({
      path: `uploads/documents/${stored.filename ?? ''}`,
      bytes: original.length,
      sha256: createHash('sha256').update(original).digest('hex'),
    });
    expect(manifest.files.map((entry) => entry.path)).toContain(
      env.databaseKind === 'sqlite' ? 'database.sqlite' : 'database.pgdump',
    );
    expect(manifest.files.filter((entry) => entry.path.startsWith('uploads/data-exports'))).toEqual([]);
  });
});

describe(`npm run restore on ${env.databaseKind}`, { timeout: 120_000 }, () => {
  let restoredUrl: string;
  let restoredUploads: string;

  it('restores into an empty database, where the content and its file read back through the portal API', async () => {
    // Written after the backup: the restored copy must not have it.
    const later = await seedPdfDocument(server.payload, await createLocalReq({}, server.payload), {
      title: 'Written after the backup',
      area: 'wb_read_clinical_trials',
      filename: 'later.pdf',
      paragraphs: ['Not in the archive.'],
    });
    restoredUrl = await emptyDatabase('restored');
    restoredUploads = path.join(work, 'restored-uploads');
    const run = await backupCli(['restore', archive], { DATABASE_URL: restoredUrl, UPLOADS_DIR: restoredUploads });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);

    const restored = await startRestoredServer({ DATABASE_URL: restoredUrl, UPLOADS_DIR: restoredUploads });
    try {
      const token = await signIn(restored.baseUrl, 'clinician@example.com', DEMO_PASSWORD);
      const response = await download(restored.baseUrl, documentId, token);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain('cardio-9-synopsis.pdf');
      expect(Buffer.from(await response.arrayBuffer()).equals(original)).toBe(true);
      expect((await download(restored.baseUrl, later, token)).status).toBe(404);
    } finally {
      await restored.stop();
    }
  });

  it('refuses to overwrite a database that is not empty, unless --force', async () => {
    const refused = await backupCli(['restore', archive], { DATABASE_URL: restoredUrl, UPLOADS_DIR: restoredUploads });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/is not empty: restore into an empty database, or pass --force/);

    const forced = await backupCli(['restore', archive, '--force'], {
      DATABASE_URL: restoredUrl,
      UPLOADS_DIR: restoredUploads,
    });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
  });

  it('refuses a damaged archive before writing anything', async () => {
    const unpacked = path.join(work, 'unpacked');
    const stored = await server.payload.findByID({ collection: 'documents', id: documentId, overrideAccess: true });
    const file = path.join(unpacked, 'uploads', 'documents', stored.filename ?? '');
    const bytes = await readFile(file);
    bytes[bytes.length - 2] = (bytes[bytes.length - 2] ?? 0) ^ 0xff;
    await writeFile(file, bytes);
    const damaged = path.join(work, 'damaged.tar.gz');
    await tar(['--create', '--gzip', `--file=${damaged}`, `--directory=${unpacked}`, '.']);

    const target = await emptyDatabase('damaged');
    const uploads = path.join(work, 'damaged-uploads');
    const run = await backupCli(['restore', damaged], { DATABASE_URL: target, UPLOADS_DIR: uploads });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`Checksum mismatch for uploads/documents/${stored.filename ?? ''}`);
    expect(await tableCount(target)).toBe(0);
    expect(existsSync(uploads)).toBe(false);
  });
});
