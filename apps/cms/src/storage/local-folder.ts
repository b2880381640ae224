import { existsSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

import type { FileSource, FileStore, StoredFile, UploadFolder } from './file-store';
import { storedName } from './file-store';

/** Uploads in a folder (UPLOADS_DIR) every server process sees: one machine, or a shared file system. */
export class LocalFolderStore implements FileStore {
  constructor(private readonly root: string) {}

  private file(folder: UploadFolder, name: string): string {
    return path.join(this.root, folder, storedName(name));
  }

  describe(): string {
    return this.root;
  }

  /** To a hidden `.part` file first, renamed into place once every byte is on disk; a failed write leaves nothing. */
  async put(folder: UploadFolder, name: string, source: FileSource): Promise<void> {
    const dir = path.join(this.root, folder);
    // Owner only: personal data exports and form uploads wait here.
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const part = path.join(dir, `.${storedName(name)}.part`);
    try {
      if (source instanceof Uint8Array) await fs.writeFile(part, source, { flag: 'wx' });
      else await fs.copyFile(source.path, part);
      await fs.rename(part, this.file(folder, name));
    } catch (error) {
      await fs.rm(part, { force: true });
      throw error;
    }
  }

  async read(folder: UploadFolder, name: string): Promise<StoredFile | undefined> {
    const file = this.file(folder, name);
    const size = await this.size(folder, name);
    if (size === undefined) return undefined;
    return { size, contentType: undefined, body: createReadStream(file) };
  }

  async size(folder: UploadFolder, name: string): Promise<number | undefined> {
    return fs.stat(this.file(folder, name)).then(
      (info) => (info.isFile() ? info.size : undefined),
      () => undefined,
    );
  }

  async remove(folder: UploadFolder, name: string): Promise<void> {
    await fs.unlink(this.file(folder, name)).catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    });
  }

  async list(): Promise<{ path: string; bytes: number }[]> {
    if (!existsSync(this.root)) return [];
    const entries = await fs.readdir(this.root, { recursive: true, withFileTypes: true });
    const files = [];
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const absolute = path.join(entry.parentPath, entry.name);
      files.push({
        path: path.relative(this.root, absolute).split(path.sep).join('/'),
        bytes: (await fs.stat(absolute)).size,
      });
    }
    return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  async exportTo(dir: string, { skip }: { skip: readonly UploadFolder[] }): Promise<void> {
    if (!existsSync(this.root)) {
      await fs.mkdir(dir);
      return;
    }
    const skipped = new Set(skip.map((folder) => path.join(this.root, folder)));
    await fs.cp(this.root, dir, { recursive: true, errorOnExist: true, filter: (from) => !skipped.has(from) });
  }

  async isEmpty(): Promise<boolean> {
    return !existsSync(this.root) || (await fs.readdir(this.root)).length === 0;
  }

  async replaceWith(dir: string): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    // The folder itself stays (it may be a mounted volume); its content is replaced.
    for (const entry of await fs.readdir(this.root))
      await fs.rm(path.join(this.root, entry), { recursive: true, force: true });
    await fs.cp(dir, this.root, { recursive: true });
  }
}
