import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readdir, readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

import { FormSubmissionResultSchema, SCREEN_FORMS } from '@hcp/contracts/forms';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { FORM_UPLOADS_DIR } from '../../src/collections/FormUploads';
import { env } from '../../src/env';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { pdfBytes, pngBytes } from '../fixtures/upload-files';
import { solveBotCheck } from './bot-check-solver';
import { signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let pharmacist: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['forms'] });
  pharmacist = await signIn(server.baseUrl, 'pharmacist@example.com', DEMO_PASSWORD);
});

afterAll(async () => {
  await server.close();
});

const MB = 1024 * 1024;
const SLUG = SCREEN_FORMS.reportIssue.slug;
const REPORT = {
  issue_type: 'product-quality',
  product: 'Vancomycin Meridian 1 g, batch VM1182',
  description: 'Cracked vial found on receipt.',
  patient_harmed: 'no',
};

/** Whatever waits in the folder for requests' files (UPLOAD_TEMP_DIR, this file's own): folders and files. */
const waiting = () => readdir(env.uploads.tempDir, { recursive: true });

/** What is stored: submissions, upload rows, and files in UPLOADS_DIR/form-uploads. */
async function stored() {
  const count = async (collection: 'form-submissions' | 'form-uploads') =>
    (await server.payload.count({ collection, overrideAccess: true })).totalDocs;
  const files = (await readdir(FORM_UPLOADS_DIR).catch(() => [] as string[])).length;
  return { submissions: await count('form-submissions'), uploads: await count('form-uploads'), files };
}

const BOUNDARY = 'hcp-streaming-test';

/** The multipart body's start: the submission part, then the head of a PDF file part whose bytes follow. */
function bodyStart(submission: object): Buffer {
  return Buffer.from(
    [
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="submission"',
      '',
      JSON.stringify(submission),
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="attachments"; filename="scan.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.7\n',
    ].join('\r\n'),
  );
}

type Sending = {
  socket: net.Socket;
  /** Body bytes written so far. */
  sent: () => number;
  /** Sends the file's bytes in 64 KB chunks until `upTo` body bytes are sent or the server has answered. */
  sendUpTo: (upTo: number) => Promise<void>;
  /** The answer's status and JSON body. */
  answer: () => Promise<{ status: number; body: { code?: string; data?: { params?: Record<string, string> } } }>;
};

/**
 * A submission over a raw socket declaring a body of `declared` bytes, as a browser sends a large form: headers, the
 * body's start, and then the file for as long as the test says.
 */
async function startSubmission(submission: object, declared: number): Promise<Sending> {
  const { hostname, port } = new URL(server.baseUrl);
  const socket = net.connect(Number(port), hostname);
  await once(socket, 'connect');
  let received = Buffer.alloc(0);
  socket.on('data', (data: Buffer) => {
    received = Buffer.concat([received, data]);
  });
  // The server closes the connection under a client still sending: that is the point.
  socket.on('error', () => undefined);
  socket.write(
    [
      `POST /json/api/v1/forms/${SLUG}/submissions HTTP/1.1`,
      `Host: ${hostname}:${port}`,
      `Authorization: Bearer ${pharmacist}`,
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      `Content-Length: ${String(declared)}`,
      '',
      '',
    ].join('\r\n'),
  );
  const start = bodyStart(submission);
  socket.write(start);
  let sent = start.length;
  const answered = () => received.includes('\r\n\r\n');
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  return {
    socket,
    sent: () => sent,
    sendUpTo: async (upTo) => {
      while (!answered() && !socket.destroyed && sent < upTo) {
        sent += chunk.length;
        if (socket.write(chunk, () => undefined)) continue;
        // A server that stopped reading never drains the socket: stop sending and wait for its answer.
        const drained = await Promise.race([
          once(socket, 'drain').then(
            () => true,
            () => false,
          ),
          new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000)),
        ]);
        if (!drained) break;
      }
    },
    answer,
  };
  async function answer() {
    await vi.waitFor(
      () => {
        const [head = '', body = ''] = received.toString('utf8').split('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? NaN);
        if (!(body.length >= length)) throw new Error('no whole answer yet');
      },
      { timeout: 20_000, interval: 20 },
    );
    const [head = '', body = ''] = received.toString('utf8').split('\r\n\r\n');
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1]);
    return {
      status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
      body: JSON.parse(body.slice(0, length)) as { code?: string; data?: { params?: Record<string, string> } },
    };
  }
}

describe('multipart submissions are read as they arrive, into files that never outlive the request', () => {
  it('stores the files of a submission byte for byte, and leaves nothing waiting', async () => {
    const letter = Buffer.concat([pdfBytes(), randomBytes(3 * MB)]);
    const photo = pngBytes();
    const body = new FormData();
    body.append('submission', JSON.stringify({ values: REPORT, botCheck: await solveBotCheck(server.baseUrl) }));
    body.append('attachments', new File([new Uint8Array(letter)], 'letter.pdf', { type: 'application/pdf' }));
    body.append('attachments', new File([new Uint8Array(photo)], 'vial.png', { type: 'image/png' }));
    const response = await fetch(`${server.baseUrl}/json/api/v1/forms/${SLUG}/submissions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${pharmacist}` },
      body,
    });
    expect(response.status).toBe(201);
    const { reference } = FormSubmissionResultSchema.parse(await response.json());
    const { docs } = await server.payload.find({
      collection: 'form-submissions',
      where: { reference: { equals: reference } },
      depth: 1,
      overrideAccess: true,
    });
    const files = (docs[0]?.files ?? []).flatMap((file) => (typeof file === 'object' ? [file] : []));
    const byName = new Map(files.map((file) => [file.originalName, file]));
    expect([...byName.keys()].sort()).toEqual(['letter.pdf', 'vial.png']);
    expect(byName.get('letter.pdf')?.filesize).toBe(letter.length);
    const read = (name: string) => readFile(path.join(FORM_UPLOADS_DIR, byName.get(name)?.filename ?? ''));
    expect((await read('letter.pdf')).equals(letter)).toBe(true);
    expect((await read('vial.png')).equals(photo)).toBe(true);
    expect(await waiting()).toEqual([]);
  });

  it('answers 413 for a file over its limit while it is still being sent, storing nothing and leaving nothing', async () => {
    const before = await stored();
    const declared = 45 * MB;
    const sending = await startSubmission({ values: REPORT, botCheck: await solveBotCheck(server.baseUrl) }, declared);
    await sending.sendUpTo(declared);
    const { status, body } = await sending.answer();
    sending.socket.destroy();
    expect(status).toBe(413);
    expect(body.code).toBe('rest_upload_too_large');
    expect(body.data?.params).toEqual({ attachments: 'scan.pdf: the file is larger than 20 MB.' });
    // The server answered before the body was all sent: it did not wait for the 45 MB.
    expect(sending.sent()).toBeLessThan(declared);
    expect(await waiting()).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it('refuses a forged bot check from the submission part, without reading the files after it', async () => {
    const before = await stored();
    const declared = 45 * MB;
    const sending = await startSubmission({ values: REPORT, botCheck: 'forged' }, declared);
    await sending.sendUpTo(declared);
    const { status, body } = await sending.answer();
    sending.socket.destroy();
    expect(status).toBe(400);
    expect(body.code).toBe('rest_bot_check_failed');
    // Far less than the file's 20 MB limit was sent before the answer came.
    expect(sending.sent()).toBeLessThan(env.uploads.maxFileBytes);
    expect(await waiting()).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it('deletes the file of a client that goes away in the middle of it', async () => {
    const before = await stored();
    const sending = await startSubmission({ values: REPORT, botCheck: await solveBotCheck(server.baseUrl) }, 45 * MB);
    await sending.sendUpTo(4 * MB);
    // The file is being written while the client still sends…
    await vi.waitFor(async () => expect((await waiting()).length).toBeGreaterThan(0), { timeout: 20_000 });
    sending.socket.destroy();
    // …and is gone once the server has noticed the client left.
    await vi.waitFor(async () => expect(await waiting()).toEqual([]), { timeout: 20_000 });
    expect(await stored()).toEqual(before);
  });
});
