import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

/** The database's file inside an archive, per adapter: a SQLite database file, or a `pg_dump -Fc` dump. */
export const DATABASE_FILES = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

/** Where the uploads (UPLOADS_DIR, every upload collection's staticDir below it) sit inside an archive. */
export const UPLOADS_PREFIX = 'uploads/';

export const MANIFEST_FILE = 'manifest.json';

const RelativePath = z
  .string()
  .min(1)
  .max(1024)
  .refine(
    (value) =>
      !value.startsWith('/') &&
      !value.includes('\\') &&
      !value.includes('\0') &&
      value.split('/').every((part) => part !== '' && part !== '.' && part !== '..'),
    'must be a relative path without . or .. parts',
  );

export const ManifestSchema = z.object({
  format: z.literal('hcp-portal-backup'),
  formatVersion: z.literal(1),
  /** The release that wrote the archive (apps/cms/package.json). */
  appVersion: z.string().min(1),
  adapter: z.enum(['sqlite', 'postgres']),
  createdAt: z.iso.datetime(),
  /** The newest migration applied to the database when it was copied; null for a database never migrated. */
  migration: z.string().min(1).nullable(),
  files: z
    .array(z.object({ path: RelativePath, bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }))
    .min(1),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type ManifestFile = Manifest['files'][number];

export function sha256File(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every regular file below `root`, as `/`-separated paths relative to it, sorted; anything else is refused. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) continue;
    const relative = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!entry.isFile()) throw new Error(`${relative} is neither a file nor a folder: backups hold only plain files.`);
    files.push(relative);
  }
  return files.sort();
}

/** Checks the files below `root` against the manifest: the same set of paths, each with its size and SHA-256. */
export async function verifyFiles(root: string, manifest: Manifest): Promise<void> {
  const present = (await listFiles(root)).filter((file) => file !== MANIFEST_FILE);
  const listed = manifest.files.map((file) => file.path).sort();
  const missing = listed.filter((file) => !present.includes(file));
  const extra = present.filter((file) => !listed.includes(file));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `The archive does not match its manifest (missing: ${missing.join(', ') || 'none'}; not listed: ${extra.join(', ') || 'none'}).`,
    );
  }
  for (const file of manifest.files) {
    const digest = await sha256File(path.join(root, file.path));
    if (digest !== file.sha256) throw new Error(`Checksum mismatch for ${file.path}: the archive is damaged.`);
  }
}
