import { readdir } from 'node:fs/promises';

import { SCREEN_FORMS } from '@hcp/contracts/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FORM_UPLOADS_DIR } from '../../src/collections/FormUploads';
import { createPortalApi } from '../../src/endpoints/app';
import { MAX_SUBMISSION_BODY_BYTES } from '../../src/endpoints/forms/submissions';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { isolatedLimits, rawPost, type RawAnswer, signIn, startTestServer, type TestServer } from './harness';

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
const BOUNDARY = 'hcp-limit-test';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
/** The start of a multipart body whose file part then runs on for as long as the sender likes. */
const FILE_PART_START = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachments"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
);

/** What is stored: submissions, upload rows, and files in UPLOADS_DIR/form-uploads. */
async function stored() {
  const count = async (collection: 'form-submissions' | 'form-uploads') =>
    (await server.payload.count({ collection, overrideAccess: true })).totalDocs;
  const files = (await readdir(FORM_UPLOADS_DIR).catch(() => [] as string[])).length;
  return { submissions: await count('form-submissions'), uploads: await count('form-uploads'), files };
}

/**
 * A submission over a raw socket, as a client that does not wait: the start of a multipart body, then (when
 * `chunkedUpTo` is given) chunks until the server answers or that many bytes were sent.
 */
function rawSubmission(
  slug: string,
  headers: Record<string, string>,
  { chunkedUpTo }: { chunkedUpTo?: number } = {},
): Promise<RawAnswer> {
  return rawPost(server.baseUrl, `/json/api/v1/forms/${slug}/submissions`, {
    headers: { 'Content-Type': MULTIPART, ...headers },
    bodyStart: FILE_PART_START,
    chunkedUpTo,
  });
}

const TOO_LARGE = { code: 'rest_payload_too_large', data: { status: 413 } };

describe('the submission body limit, before the body is read (ASVS 12.1.1)', () => {
  it('answers 413 at once to a declared Content-Length over the limit, with only a few bytes of the body sent', async () => {
    const before = await stored();
    // A public form without file fields takes 1 MB: 45 MB declared is refused without waiting for them.
    const anonymous = await rawSubmission(SCREEN_FORMS.contact.slug, { 'Content-Length': String(45 * MB) });
    expect(anonymous.status).toBe(413);
    expect(anonymous.body).toMatchObject(TOO_LARGE);
    expect(anonymous.sentBodyBytes).toBeLessThan(1024);
    // A form with files takes the files' limit and a little more.
    const signedIn = await rawSubmission(SCREEN_FORMS.reportIssue.slug, {
      Authorization: `Bearer ${pharmacist}`,
      'Content-Length': String(MAX_SUBMISSION_BODY_BYTES + 1),
    });
    expect(signedIn.status).toBe(413);
    expect(signedIn.body).toMatchObject(TOO_LARGE);
    expect(await stored()).toEqual(before);
  });

  it('cuts a chunked body without Content-Length off with 413 once it passes the limit, storing nothing', async () => {
    const before = await stored();
    const anonymous = await rawSubmission(SCREEN_FORMS.contact.slug, {}, { chunkedUpTo: 8 * MB });
    expect(anonymous.status).toBe(413);
    expect(anonymous.body).toMatchObject(TOO_LARGE);
    const signedIn = await rawSubmission(
      SCREEN_FORMS.reportIssue.slug,
      { Authorization: `Bearer ${pharmacist}` },
      { chunkedUpTo: MAX_SUBMISSION_BODY_BYTES + 8 * MB },
    );
    expect(signedIn.status).toBe(413);
    // Its one file passes the per-file limit long before the body passes the submission's: that refuses it first.
    expect(signedIn.body).toMatchObject({ code: 'rest_upload_too_large', data: { status: 413 } });
    expect(signedIn.sentBodyBytes).toBeLessThan(MAX_SUBMISSION_BODY_BYTES);
    expect(await stored()).toEqual(before);
  });
});

describe('cheap checks before the body (anonymous callers)', () => {
  /** A 45 MB body that counts the bytes anybody reads from it. */
  function countedBody() {
    const read = { bytes: 0 };
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (read.bytes >= 45 * MB) {
            controller.close();
            return;
          }
          read.bytes += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024));
        },
      },
      { highWaterMark: 0 },
    );
    return { stream, read };
  }

  const post = async (
    api: ReturnType<typeof createPortalApi>,
    slug: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; read: number }> => {
    const { stream, read } = countedBody();
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: { 'content-type': MULTIPART, ...headers },
      body: stream,
      duplex: 'half',
    };
    const response = await api.request(`/json/api/v1/forms/${slug}/submissions`, init);
    return { status: response.status, read: read.bytes };
  };

  it('reads no byte of the body for an unknown form, a form needing a token, a bad key or a declared length over the limit', async () => {
    const api = createPortalApi(() => server.payload);
    expect(await post(api, 'no-such-form')).toEqual({ status: 404, read: 0 });
    expect(await post(api, SCREEN_FORMS.reportIssue.slug)).toEqual({ status: 401, read: 0 });
    expect(await post(api, SCREEN_FORMS.contact.slug, { 'Idempotency-Key': 'short' })).toEqual({
      status: 400,
      read: 0,
    });
    expect(await post(api, SCREEN_FORMS.contact.slug, { 'content-length': String(45 * MB) })).toEqual({
      status: 413,
      read: 0,
    });
  });

  it('reads no byte of the body once the address has used its submissions', async () => {
    const api = createPortalApi(() => server.payload, {
      formRateLimit: { limit: 0, windowMs: 60_000, trustProxyHops: 0 },
      sharedLimits: await isolatedLimits(server.payload),
    });
    expect(await post(api, SCREEN_FORMS.contact.slug)).toEqual({ status: 429, read: 0 });
  });

  it('stops reading a body without a declared length at the form’s limit', async () => {
    const api = createPortalApi(() => server.payload);
    const { status, read } = await post(api, SCREEN_FORMS.contact.slug);
    expect(status).toBe(413);
    expect(read).toBeLessThanOrEqual(MB + 2 * 64 * 1024);
  });
});
