import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { type Manifest, ManifestSchema, verifyFiles } from './manifest';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function manifestOf(files: Record<string, string>): Manifest {
  return {
    format: 'hcp-portal-backup',
    formatVersion: 1,
    appVersion: '0.3.14',
    adapter: 'sqlite',
    createdAt: '2026-11-24T02:00:00.000Z',
    migration: '20261121_230928_initial',
    files: Object.entries(files).map(([file, content]) => ({
      path: file,
      bytes: Buffer.byteLength(content),
      sha256: sha256(content),
    })),
  };
}

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

async function folderWith(files: Record<string, string>): Promise<string> {
  const root = mkdtempSync(path.join(tmpdir(), 'hcp-manifest-'));
  folders.push(root);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  return root;
}

describe('the backup manifest', () => {
  it('accepts plain relative paths only: nothing that could lead a restore outside its folder', () => {
    expect(ManifestSchema.safeParse(manifestOf({ 'uploads/media/a.png': 'x' })).success).toBe(true);
    for (const bad of ['../etc/passwd', '/etc/passwd', 'uploads/../../x', 'uploads//x', './x', 'uploads\\x']) {
      expect(ManifestSchema.safeParse(manifestOf({ [bad]: 'x' })).success, bad).toBe(false);
    }
  });

  it('matches a folder holding exactly the listed files with their checksums', async () => {
    const files = { 'database.sqlite': 'db', 'uploads/documents/a.pdf': '%PDF' };
    await expect(verifyFiles(await folderWith(files), manifestOf(files))).resolves.toBeUndefined();
  });

  it('names a changed, a missing and an unlisted file', async () => {
    const listed = { 'database.sqlite': 'db', 'uploads/documents/a.pdf': '%PDF' };
    await expect(
      verifyFiles(await folderWith({ ...listed, 'uploads/documents/a.pdf': '%PDX' }), manifestOf(listed)),
    ).rejects.toThrow('Checksum mismatch for uploads/documents/a.pdf');
    await expect(verifyFiles(await folderWith({ 'database.sqlite': 'db' }), manifestOf(listed))).rejects.toThrow(
      'missing: uploads/documents/a.pdf',
    );
    await expect(
      verifyFiles(await folderWith({ ...listed, 'uploads/extra.txt': 'x' }), manifestOf(listed)),
    ).rejects.toThrow('not listed: uploads/extra.txt');
  });
});
