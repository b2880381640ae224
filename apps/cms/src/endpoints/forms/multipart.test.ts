import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { type MultipartLimits, spoolMultipart, UploadSpool } from './multipart';

const KB = 1024;
const BOUNDARY = 'hcp-multipart-test';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const LIMITS: MultipartLimits = {
  jsonPart: 'submission',
  jsonBytes: 4 * KB,
  fileBytes: 256 * KB,
  filesBytes: 400 * KB,
};

type Part = { name: string; filename?: string; type?: string; content: Buffer | number };

/**
 * A multipart body produced as it is read, 16 KB at a time, counting what was read: a part's content is its bytes, or
 * that many bytes of `x`.
 */
function bodyOf(parts: Part[]) {
  const pieces: (Buffer | number)[] = [];
  for (const { name, filename, type, content } of parts) {
    const disposition = `form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}`;
    const headers = [`Content-Disposition: ${disposition}`, ...(type ? [`Content-Type: ${type}`] : [])];
    pieces.push(Buffer.from(`--${BOUNDARY}\r\n${headers.join('\r\n')}\r\n\r\n`), content, Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const counted = {
    read: 0,
    total: pieces.reduce<number>((sum, p) => sum + (typeof p === 'number' ? p : p.length), 0),
  };
  let index = 0;
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const piece = pieces[index];
        if (piece === undefined) {
          controller.close();
          return;
        }
        const length = typeof piece === 'number' ? piece : piece.length;
        const size = Math.min(16 * KB, length - offset);
        const chunk = typeof piece === 'number' ? Buffer.alloc(size, 'x') : piece.subarray(offset, offset + size);
        offset += size;
        if (offset >= length) {
          index += 1;
          offset = 0;
        }
        counted.read += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counted };
}

let parent: string;
let spool: UploadSpool;

function newSpool() {
  parent = mkdtempSync(path.join(tmpdir(), 'hcp-multipart-test-'));
  spool = new UploadSpool(parent);
  return spool;
}

afterEach(async () => {
  await spool.dispose();
  expect(readdirSync(parent)).toEqual([]);
});

const json = (value: unknown) => ({ name: 'submission', content: Buffer.from(JSON.stringify(value)) });

describe('spoolMultipart', () => {
  it('writes each file part to a private folder as it was sent, and keeps the JSON part and stray names', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100 * KB, 7)]);
    const { stream } = bodyOf([
      json({ values: { name: 'Ana' } }),
      { name: 'evidence', filename: 'scan «1».pdf', type: 'application/pdf', content: pdf },
      { name: 'evidence', filename: 'notes.txt', type: 'text/plain', content: Buffer.from('café') },
      // An empty file input still sends a nameless, empty part.
      { name: 'photo', filename: '', type: 'application/octet-stream', content: Buffer.alloc(0) },
      { name: 'extra', content: Buffer.from('value') },
    ]);
    const outcome = await spoolMultipart(stream, CONTENT_TYPE, newSpool(), LIMITS);
    if (!outcome.ok) throw new Error(outcome.refusal.kind);
    const { json: text, files, strayFields } = outcome.parts;
    expect(JSON.parse(text ?? '')).toEqual({ values: { name: 'Ana' } });
    expect(strayFields).toEqual(['extra']);
    expect(files.map(({ field, name, type, size }) => [field, name, type, size])).toEqual([
      ['evidence', 'scan «1».pdf', 'application/pdf', pdf.length],
      ['evidence', 'notes.txt', 'text/plain', 5],
    ]);
    expect(readFileSync(files[0]?.path ?? '').equals(pdf)).toBe(true);
    expect(readFileSync(files[1]?.path ?? '', 'utf8')).toBe('café');
    const folder = path.dirname(files[0]?.path ?? '');
    expect(path.dirname(folder)).toBe(parent);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    for (const file of files) expect(statSync(file.path).mode & 0o777).toBe(0o600);
    await spool.dispose();
    expect(existsSync(folder)).toBe(false);
  });

  it('takes the JSON part sent as a file part, as a Blob is', async () => {
    const { stream } = bodyOf([
      { name: 'submission', filename: 'blob', type: 'application/json', content: Buffer.from('{"values":{}}') },
      { name: 'scan', filename: 'a.pdf', content: 10 * KB },
    ]);
    const outcome = await spoolMultipart(stream, CONTENT_TYPE, newSpool(), LIMITS);
    if (!outcome.ok) throw new Error(outcome.refusal.kind);
    expect(outcome.parts.json).toBe('{"values":{}}');
    expect(outcome.parts.files.map(({ field }) => field)).toEqual(['scan']);
  });

  it('stops reading at a file over its limit, and names it', async () => {
    const { stream, counted } = bodyOf([
      json({}),
      { name: 'scan', filename: 'big.pdf', type: 'application/pdf', content: 8 * 1024 * KB },
    ]);
    const outcome = await spoolMultipart(stream, CONTENT_TYPE, newSpool(), LIMITS);
    expect(outcome).toEqual({ ok: false, refusal: { kind: 'file-too-large', field: 'scan', name: 'big.pdf' } });
    expect(counted.read).toBeLessThan(counted.total / 4);
  });

  it('takes a file of exactly the limit', async () => {
    const { stream } = bodyOf([json({}), { name: 'scan', filename: 'a.pdf', content: LIMITS.fileBytes }]);
    const outcome = await spoolMultipart(stream, CONTENT_TYPE, newSpool(), LIMITS);
    expect(outcome.ok ? outcome.parts.files.map(({ size }) => size) : outcome.refusal).toEqual([LIMITS.fileBytes]);
  });

  it('stops reading when the files together pass their limit, naming the file that tipped it over', async () => {
    const { stream, counted } = bodyOf([
      { name: 'a', filename: 'a.pdf', content: 200 * KB },
      { name: 'b', filename: 'b.pdf', content: 250 * KB },
      { name: 'c', filename: 'c.pdf', content: 8 * 1024 * KB },
      json({}),
    ]);
    const outcome = await spoolMultipart(stream, CONTENT_TYPE, newSpool(), LIMITS);
    expect(outcome).toEqual({ ok: false, refusal: { kind: 'files-too-large', field: 'b', name: 'b.pdf' } });
    expect(counted.read).toBeLessThan(counted.total / 4);
  });

  it('refuses a JSON part over its own limit', async () => {
    const { stream } = bodyOf([{ name: 'submission', content: 5 * KB }]);
    expect(await spoolMultipart(stream, CONTENT_TYPE, newSpool(), LIMITS)).toEqual({
      ok: false,
      refusal: { kind: 'json-too-large' },
    });
  });

  it('stops before the files when the screen answers on the JSON part, and reads on when it does not', async () => {
    const parts = (botCheck: string): Part[] => [
      json({ botCheck }),
      { name: 'scan', filename: 'a.pdf', content: 200 * KB },
      { name: 'more', filename: 'b.pdf', content: 150 * KB },
    ];
    const screen = (text: string) =>
      Promise.resolve((JSON.parse(text) as { botCheck: string }).botCheck === 'forged' ? 'refused' : undefined);
    const forged = bodyOf(parts('forged'));
    expect(await spoolMultipart(forged.stream, CONTENT_TYPE, newSpool(), LIMITS, screen)).toEqual({
      ok: false,
      refusal: { kind: 'screened', answer: 'refused' },
    });
    expect(forged.counted.read).toBeLessThan(forged.counted.total / 2);
    await spool.dispose();
    const solved = bodyOf(parts('solved'));
    const outcome = await spoolMultipart(solved.stream, CONTENT_TYPE, newSpool(), LIMITS, screen);
    expect(outcome.ok ? outcome.parts.files.length : outcome.refusal).toBe(2);
    expect(solved.counted.read).toBe(solved.counted.total);
  });

  it('answers unreadable for a body that breaks off or has no boundary, leaving no file behind', async () => {
    const { stream } = bodyOf([json({}), { name: 'scan', filename: 'a.pdf', content: 100 * KB }]);
    const reader = stream.getReader();
    let seen = 0;
    const broken = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { value, done } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        seen += value.length;
        // The client goes away in the middle of the file.
        if (seen > 50 * KB) controller.error(new Error('aborted'));
        else controller.enqueue(value);
      },
    });
    expect(await spoolMultipart(broken, CONTENT_TYPE, newSpool(), LIMITS)).toEqual({
      ok: false,
      refusal: { kind: 'unreadable' },
    });
    expect(
      await spoolMultipart(bodyOf([json({})]).stream, 'multipart/form-data', new UploadSpool(parent), LIMITS),
    ).toEqual({ ok: false, refusal: { kind: 'unreadable' } });
  });
});
