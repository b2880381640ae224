import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';

import { describe, expect, it } from 'vitest';

import { storedName } from './file-store';
import { LocalFolderStore } from './local-folder';

const scratch = () => mkdtempSync(path.join(tmpdir(), 'hcp-local-store-'));

describe('LocalFolderStore', () => {
  it('stores bytes and local files whole under their folder, reads them back, and forgets removed ones', async () => {
    const root = path.join(scratch(), 'uploads');
    const store = new LocalFolderStore(root);
    expect(await store.isEmpty()).toBe(true);
    await store.put('form-uploads', 'a.txt', new TextEncoder().encode('first'));
    const built = path.join(scratch(), 'export.zip');
    await writeFile(built, 'PK zip');
    await store.put('data-exports', 'b.zip', { path: built });

    expect(await readdir(path.join(root, 'form-uploads'))).toEqual(['a.txt']);
    // Owner only: personal data waits in these folders.
    expect((await stat(path.join(root, 'data-exports'))).mode & 0o777).toBe(0o700);
    const read = await store.read('form-uploads', 'a.txt');
    if (!read) throw new Error('a.txt was not stored');
    expect(read.size).toBe(5);
    expect(await text(read.body)).toBe('first');
    expect(await store.size('data-exports', 'b.zip')).toBe(6);
    expect(await store.list()).toEqual([
      { path: 'data-exports/b.zip', bytes: 6 },
      { path: 'form-uploads/a.txt', bytes: 5 },
    ]);

    await store.remove('form-uploads', 'a.txt');
    await store.remove('form-uploads', 'a.txt');
    expect(await store.read('form-uploads', 'a.txt')).toBeUndefined();
    expect(await store.size('form-uploads', 'a.txt')).toBeUndefined();
    expect(await store.isEmpty()).toBe(false);
  });

  it('keeps a crafted name inside its folder', async () => {
    const root = path.join(scratch(), 'uploads');
    const store = new LocalFolderStore(root);
    await store.put('documents', '../../escape.pdf', new Uint8Array([1]));
    expect(await readdir(path.join(root, 'documents'))).toEqual(['escape.pdf']);
    expect(storedName('a/b\\c.pdf')).toBe('c.pdf');
    expect(() => storedName('..')).toThrow(/Not a stored file name/);
    expect(() => storedName('folder/')).toThrow(/Not a stored file name/);
  });

  it('exports everything but the skipped folders, and replaces its content with an export', async () => {
    const source = new LocalFolderStore(path.join(scratch(), 'uploads'));
    await source.put('documents', 'spc.pdf', new TextEncoder().encode('%PDF'));
    await source.put('data-exports', 'short-lived.zip', new TextEncoder().encode('PK'));
    const exported = path.join(scratch(), 'archive', 'uploads');
    await mkdir(path.dirname(exported));
    await source.exportTo(exported, { skip: ['data-exports'] });
    expect(await readdir(exported, { recursive: true })).toEqual(['documents', path.join('documents', 'spc.pdf')]);

    const target = new LocalFolderStore(path.join(scratch(), 'restored'));
    await target.put('media', 'old.png', new Uint8Array([0]));
    await target.replaceWith(exported);
    expect(await target.list()).toEqual([{ path: 'documents/spc.pdf', bytes: 4 }]);
  });

  it('exports an empty folder for an uploads folder that does not exist yet', async () => {
    const exported = path.join(scratch(), 'uploads');
    await new LocalFolderStore(path.join(scratch(), 'never-written')).exportTo(exported, { skip: [] });
    expect(await readdir(exported)).toEqual([]);
  });
});
