import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';

import busboy from 'busboy';

/** A file part as it arrived, written to disk: its form field, the sender's name and declared type, size and place. */
export type SpooledFile = { field: string; name: string; type: string; size: number; path: string };

/**
 * The private folder (0700, files 0600) where one request's files wait while they are checked: made on the first file,
 * removed with everything in it by `dispose`, whatever became of the request.
 */
export class UploadSpool {
  private folder: Promise<string> | undefined;

  constructor(private readonly parent: string) {}

  /** A new file's path in the folder, nothing yet written to it. */
  async newFilePath(): Promise<string> {
    this.folder ??= mkdir(this.parent, { recursive: true }).then(() => mkdtemp(path.join(this.parent, SPOOL_PREFIX)));
    return path.join(await this.folder, randomUUID());
  }

  async dispose(): Promise<void> {
    const folder = await this.folder?.catch(() => undefined);
    this.folder = undefined;
    if (folder) await rm(folder, { recursive: true, force: true });
  }
}

/** The name every request's spool folder starts with, in the temporary folder. */
const SPOOL_PREFIX = 'hcp-upload-';

/**
 * Removes the spool folders a process left behind when it was killed mid-request (`dispose` never ran). Only folders
 * older than `olderThanMs` go: a request never lasts that long, so a folder another process on the machine is still
 * filling is left alone. Answers how many were removed.
 */
export async function sweepAbandonedSpools(parent: string, olderThanMs: number, now = Date.now()): Promise<number> {
  const entries = await readdir(parent, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(SPOOL_PREFIX)) continue;
    const folder = path.join(parent, entry.name);
    const modified = await stat(folder).then(
      (info) => info.mtimeMs,
      () => now,
    );
    if (now - modified < olderThanMs) continue;
    await rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

export type MultipartLimits = {
  /** The part that holds the JSON, and its largest size in bytes; it is kept in memory. */
  jsonPart: string;
  jsonBytes: number;
  /** The largest file, and the largest total of all files, in bytes. */
  fileBytes: number;
  filesBytes: number;
};

export type MultipartParts = {
  /** The JSON part's text; undefined when the body had none. */
  json: string | undefined;
  /** The file parts in the order they came, an empty file input (no name, no bytes) left out. */
  files: SpooledFile[];
  /** The names of text parts other than the JSON part. */
  strayFields: string[];
};

/** Why the body was not read to its end: the reading stopped there. */
export type MultipartRefusal<S> =
  | { kind: 'file-too-large'; field: string; name: string }
  | { kind: 'files-too-large'; field: string; name: string }
  | { kind: 'json-too-large' }
  | { kind: 'unreadable' }
  | { kind: 'screened'; answer: S };

export type MultipartOutcome<S> = { ok: true; parts: MultipartParts } | { ok: false; refusal: MultipartRefusal<S> };

class StopReading extends Error {}

/**
 * Reads a multipart/form-data body as it arrives: the JSON part into memory (up to its limit), each file part into a
 * file of the spool, counting every file's bytes and all of them against the limits. Reading stops at the first limit
 * passed, at a body that breaks off or is malformed, or when `screen` (given the JSON part's text as soon as it is
 * complete, while the files may still be arriving) answers something; the rest of the body is left unread. Every file
 * write has ended, one way or the other, when this resolves; the files stay in the spool until it is disposed.
 */
export function spoolMultipart<S>(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  spool: UploadSpool,
  limits: MultipartLimits,
  screen?: (json: string) => Promise<S | undefined>,
): Promise<MultipartOutcome<S>> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send file names as raw UTF-8; the name is checked and cleaned later, so it is kept as sent.
      defParamCharset: 'utf8',
      preservePath: true,
      // busboy reports a limit once a part reaches it: one byte more is what passes it.
      limits: { fieldSize: limits.jsonBytes + 1, fileSize: limits.fileBytes + 1 },
    });
  } catch {
    // No boundary, or not multipart after all.
    return Promise.resolve({ ok: false, refusal: { kind: 'unreadable' } });
  }
  const source = Readable.fromWeb(body as NodeWebReadableStream<Uint8Array>);
  const files: (SpooledFile & { kept: boolean })[] = [];
  const strayFields: string[] = [];
  const writes: Promise<unknown>[] = [];
  const reading = new Set<Readable>();
  let json: string | undefined;
  let total = 0;
  let screening: Promise<S | undefined> = Promise.resolve(undefined);

  return new Promise((resolve, reject) => {
    let settled = false;
    /** Stops reading, and settles once every file write has ended: with the outcome, or the error that broke it. */
    const stop = (outcome: MultipartOutcome<S> | { error: unknown }) => {
      if (settled) return;
      settled = true;
      // No byte more is read: the server discards the rest of the body after the answer.
      source.unpipe(parser);
      source.pause();
      for (const stream of reading) stream.destroy(new StopReading());
      void Promise.allSettled(writes).then(() => {
        if (!('error' in outcome)) resolve(outcome);
        else reject(outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error)));
      });
    };
    const refuse = (refusal: MultipartRefusal<S>) => stop({ ok: false, refusal });
    const takeJson = (text: string) => {
      json = text;
      if (!screen) return;
      screening = screen(text).then(
        (answer) => {
          if (answer !== undefined) refuse({ kind: 'screened', answer });
          return answer;
        },
        (error: unknown) => {
          stop({ error });
          return undefined;
        },
      );
    };

    parser.on('field', (name, value, info) => {
      if (settled) return;
      if (name !== limits.jsonPart) strayFields.push(name);
      else if (info.valueTruncated) refuse({ kind: 'json-too-large' });
      else takeJson(value);
    });

    parser.on('file', (field, stream, info) => {
      if (settled) {
        stream.resume();
        return;
      }
      reading.add(stream);
      stream.once('close', () => reading.delete(stream));
      // Destroyed when the reading stops, maybe before its write began: the write's outcome says what happened.
      stream.on('error', () => undefined);
      if (field === limits.jsonPart) {
        // The JSON sent as a file part (a Blob): read into memory, as a text part would be.
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.jsonBytes) refuse({ kind: 'json-too-large' });
          else chunks.push(chunk);
        });
        stream.on('end', () => {
          if (!settled) takeJson(Buffer.concat(chunks).toString('utf8'));
        });
        return;
      }
      // busboy's types promise a name, but a part typed application/octet-stream without one (an empty file input) has
      // none.
      const filename = info.filename as string | undefined;
      const file = { field, name: filename ?? '', type: info.mimeType, size: 0, path: '', kept: false };
      files.push(file);
      const tooLarge = () => refuse({ kind: 'file-too-large', field, name: file.name });
      stream.on('limit', tooLarge);
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          file.size += chunk.length;
          total += chunk.length;
          if (file.size > limits.fileBytes) tooLarge();
          else if (total > limits.filesBytes) refuse({ kind: 'files-too-large', field, name: file.name });
          if (settled) done(new StopReading());
          else done(null, chunk);
        },
      });
      writes.push(
        (async () => {
          file.path = await spool.newFilePath();
          await pipeline(stream, counter, createWriteStream(file.path, { flags: 'wx', mode: 0o600 }));
          file.kept = true;
        })().catch((error: unknown) => {
          // A write that failed for another reason than a stop (a full disk) is the server's failure.
          if (!(error instanceof StopReading) && !settled) stop({ error });
          stream.resume();
        }),
      );
    });

    parser.on('error', () => refuse({ kind: 'unreadable' }));
    // The body broke off: past the route's body limit (body-limit.ts), or the client went away.
    source.on('error', () => refuse({ kind: 'unreadable' }));
    parser.on('close', () => {
      void Promise.allSettled(writes)
        .then(() => screening)
        .then(() =>
          stop({
            ok: true,
            parts: {
              json,
              // A file input left empty still sends a nameless, empty part.
              files: files
                .filter((file) => file.kept && (file.name !== '' || file.size > 0))
                .map(({ field, name, type, size, path: filePath }) => ({ field, name, type, size, path: filePath })),
              strayFields,
            },
          }),
        );
    });
    source.pipe(parser);
  });
}
