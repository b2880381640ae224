import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

import type { UploadsS3 } from '../env';
import type { FileSource, FileStore, StoredFile, UploadFolder } from './file-store';
import { storedName } from './file-store';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Uploads in an S3 bucket (or an S3-compatible store), below `prefix`, in the folder layout of UPLOADS_DIR. Objects
 * are written without an ACL, so they stay as private as the bucket; nothing hands out their URLs: the portal's
 * routes and Payload's file route stream them after checking the caller.
 */
export class S3BucketStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  /** `listPageSize`: keys per listing request (S3 answers at most 1000); smaller only in tests. */
  constructor(
    settings: UploadsS3,
    private readonly listPageSize = 1000,
  ) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // S3-compatible stores do not all accept the checksums the SDK adds by default: send them only when S3 needs one.
      ...(settings.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
    });
  }

  private key(folder: UploadFolder, name: string): string {
    return `${this.prefix}${folder}/${storedName(name)}`;
  }

  describe(): string {
    return `s3://${this.bucket}/${this.prefix}`;
  }

  async put(folder: UploadFolder, name: string, source: FileSource, contentType?: string): Promise<void> {
    const body =
      source instanceof Uint8Array
        ? { Body: source, ContentLength: source.byteLength }
        : { Body: createReadStream(source.path), ContentLength: (await stat(source.path)).size };
    // A PUT is atomic: the object appears whole, or not at all. No ACL: the bucket's private default applies.
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.key(folder, name), ContentType: contentType, ...body }),
    );
  }

  async read(folder: UploadFolder, name: string): Promise<StoredFile | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(folder, name) }));
      if (!(object.Body instanceof Readable)) throw new Error('The S3 client answered without a Node stream.');
      return { size: object.ContentLength ?? 0, contentType: object.ContentType, body: object.Body };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async size(folder: UploadFolder, name: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(folder, name) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async remove(folder: UploadFolder, name: string): Promise<void> {
    // Deleting a missing key succeeds in S3.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(folder, name) }));
  }

  /** Every key below the prefix, relative to it, with its size. */
  async list(): Promise<{ path: string; bytes: number }[]> {
    const files: { path: string; bytes: number }[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix || undefined,
          ContinuationToken: token,
          MaxKeys: this.listPageSize,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && !object.Key.endsWith('/'))
          files.push({ path: object.Key.slice(this.prefix.length), bytes: object.Size ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }

  async exportTo(dir: string, { skip }: { skip: readonly UploadFolder[] }): Promise<void> {
    await mkdir(dir);
    for (const file of await this.list()) {
      if (skip.some((folder) => file.path.startsWith(`${folder}/`))) continue;
      const parts = file.path.split('/');
      // Keys that are not plain relative paths have no place in the folder layout (nor in a backup).
      if (parts.some((part) => part === '' || part === '.' || part === '..'))
        throw new Error(`The bucket holds ${this.prefix}${file.path}, which is not a plain file path.`);
      const target = path.join(dir, ...parts);
      await mkdir(path.dirname(target), { recursive: true });
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: `${this.prefix}${file.path}` }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('The S3 client answered without a Node stream.');
      await pipeline(object.Body, createWriteStream(target, { flags: 'wx' }));
    }
  }

  async isEmpty(): Promise<boolean> {
    const page = await this.client.send(
      new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix || undefined, MaxKeys: 1 }),
    );
    return (page.Contents ?? []).length === 0;
  }

  async replaceWith(dir: string): Promise<void> {
    for (const file of await this.list())
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: `${this.prefix}${file.path}` }));
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const absolute = path.join(entry.parentPath, entry.name);
      const relative = path.relative(dir, absolute).split(path.sep).join('/');
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: `${this.prefix}${relative}`,
          Body: createReadStream(absolute),
          ContentLength: (await stat(absolute)).size,
        }),
      );
    }
  }
}
