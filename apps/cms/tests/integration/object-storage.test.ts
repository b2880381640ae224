// Uploads in an S3 bucket (UPLOADS_S3_*), on a local S3-compatible server (s3box.ts): documents, images and form
// uploads are stored there and nowhere on disk, read back through the authorising routes byte for byte, never handed
// out as bucket URLs, and `npm run backup` / `npm run restore` carry them across.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fileOf, pdfBytes, pngBytes, spooledFile } from '../fixtures/upload-files';
import { backupCli, scratchDatabases, startRestoredServer } from './backup-tools';
import { s3Settings, startS3Box } from './s3box';

// The server reads its settings when first imported: the bucket must be configured before anything of src/ loads.
const box = await startS3Box();
Object.assign(process.env, s3Settings(box, 'portal/'));
const { handleEndpoints } = await import('payload');
const { default: config } = await import('../../src/payload.config');
const { env } = await import('../../src/env');
const { inspectUploads, storeUploads } = await import('../../src/endpoints/forms/uploads');
const { ManifestSchema } = await import('../../src/backup/manifest');
const { runQueue } = await import('../../src/jobs/worker');
const { PERSONAL_DATA_QUEUE } = await import('../../src/privacy/queue');
const { unzip } = await import('./zip-archive');
const { createPortalAccount, createRole, signIn, startTestServer } = await import('./harness');

const work = mkdtempSync(path.join(tmpdir(), 'hcp-object-storage-test-'));
const { emptyDatabase, dropAll } = scratchDatabases(env.databaseUrl, work);
const s3 = new S3Client({
  region: 'us-east-1',
  endpoint: box.endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: box.accessKeyId, secretAccessKey: box.secretAccessKey },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

let server: Awaited<ReturnType<typeof startTestServer>>;
let documentId: number;
let documentName: string;
let uploadId: number;
let uploadName: string;
let imageName: string;
let reader: string;
let outsider: string;
const documentBytes = pdfBytes('CARDIO-11 protocol synopsis, kept in the bucket.');
const uploadBytes = pdfBytes('A referral letter sent with a form.');

async function keys(prefix: string): Promise<string[]> {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: box.bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
}

async function objectBytes(key: string): Promise<Buffer> {
  const object = await s3.send(new GetObjectCommand({ Bucket: box.bucket, Key: key }));
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const get = (url: string, token?: string) => fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** Payload's own file route, as the admin calls it, with a CMS account's token or none. */
async function payloadFile(collection: string, name: string, token?: string): Promise<Response> {
  return handleEndpoints({
    config,
    request: new Request(`http://portal.test/api/${collection}/file/${name}`, {
      headers: token ? { authorization: `JWT ${token}` } : {},
    }),
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const role = await createRole(server.payload, 'Trials reader', ['read', 'wb_read_clinical_trials']);
  const other = await createRole(server.payload, 'Education reader', ['read', 'wb_read_education']);
  const readerId = await createPortalAccount(server.payload, {
    email: 'reader@example.com',
    firstName: 'Rhea',
    lastName: 'Reader',
    roles: [role],
  });
  await createPortalAccount(server.payload, {
    email: 'outsider@example.com',
    firstName: 'Otto',
    lastName: 'Side',
    roles: [other],
  });
  reader = await signIn(server.baseUrl, 'reader@example.com');
  outsider = await signIn(server.baseUrl, 'outsider@example.com');

  const document = await server.payload.create({
    collection: 'documents',
    data: { title: 'CARDIO-11 synopsis', area: 'wb_read_clinical_trials' },
    file: {
      data: documentBytes,
      mimetype: 'application/pdf',
      name: 'cardio-11 synopsis.pdf',
      size: documentBytes.length,
    },
    overrideAccess: true,
  });
  documentId = document.id;
  documentName = document.filename ?? '';
  const image = await server.payload.create({
    collection: 'media',
    data: { alt: 'The CARDIO-11 team' },
    file: { data: pngBytes(), mimetype: 'image/png', name: 'team.png', size: pngBytes().length },
    overrideAccess: true,
  });
  imageName = image.filename ?? '';

  const checked = await inspectUploads([spooledFile('letter', uploadBytes, 'referral letter.pdf', 'application/pdf')]);
  if (!checked.ok) throw new Error(checked.rejection.message);
  [uploadId = 0] = await storeUploads(server.payload, checked.files, readerId);
  uploadName =
    (await server.payload.findByID({ collection: 'form-uploads', id: uploadId, overrideAccess: true })).filename ?? '';
});

afterAll(async () => {
  await server.close();
  await dropAll();
  await box.stop();
  await rm(work, { recursive: true, force: true });
});

describe(`uploads in an S3 bucket, on ${env.databaseKind}`, () => {
  it('stores documents, images and form uploads in the bucket below the prefix, and nothing in UPLOADS_DIR', async () => {
    expect(env.uploadsS3?.prefix).toBe('portal/');
    expect(await keys('portal/')).toEqual(
      [`portal/documents/${documentName}`, `portal/form-uploads/${uploadName}`, `portal/media/${imageName}`].sort(),
    );
    expect(await objectBytes(`portal/documents/${documentName}`)).toEqual(documentBytes);
    expect(await objectBytes(`portal/form-uploads/${uploadName}`)).toEqual(uploadBytes);
    expect(existsSync(env.uploadsDir) ? await readdir(env.uploadsDir, { recursive: true }) : []).toEqual([]);
  });

  it('streams a document to an account whose roles open its area, byte for byte, with the same headers', async () => {
    const response = await get(`${server.baseUrl}/json/api/v1/documents/${String(documentId)}`, reader);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${documentName}"; filename*=UTF-8''${encodeURIComponent(documentName)}`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-length')).toBe(String(documentBytes.length));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(documentBytes);
  });

  it('streams a form upload to its uploader only, byte for byte, under the name it was sent with', async () => {
    const response = await get(`${server.baseUrl}/json/api/v1/form-uploads/${String(uploadId)}`, reader);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="referral letter.pdf"; filename*=UTF-8''${encodeURIComponent('referral letter.pdf')}`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(uploadBytes);
  });

  it('refuses everyone else: another account (404), no token (401), and anonymous callers of Payload’s file route', async () => {
    expect((await get(`${server.baseUrl}/json/api/v1/documents/${String(documentId)}`, outsider)).status).toBe(404);
    expect((await get(`${server.baseUrl}/json/api/v1/form-uploads/${String(uploadId)}`, outsider)).status).toBe(404);
    expect((await get(`${server.baseUrl}/json/api/v1/documents/${String(documentId)}`)).status).toBe(401);
    expect((await get(`${server.baseUrl}/json/api/v1/form-uploads/${String(uploadId)}`)).status).toBe(401);
    expect((await payloadFile('documents', documentName)).status).toBe(403);
    expect((await payloadFile('form-uploads', uploadName)).status).toBe(403);
  });

  it('serves the admin its previews and downloads from the bucket, after Payload’s access check', async () => {
    await server.payload.create({
      collection: 'admins',
      data: { email: 'admin@example.com', name: 'Ada Admin', role: 'admin', password: 'correct-horse-battery-staple' },
      overrideAccess: true,
    });
    const { token } = await server.payload.login({
      collection: 'admins',
      data: { email: 'admin@example.com', password: 'correct-horse-battery-staple' },
    });
    // The image thumbnail the admin's list and edit view show (images are public, as on disk).
    const image = await payloadFile('media', imageName);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(pngBytes());
    const document = await payloadFile('documents', documentName, token);
    expect(document.status).toBe(200);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await document.arrayBuffer())).toEqual(documentBytes);
    // The form upload keeps its collection's headers: always a download, never sniffed, never cached.
    const upload = await payloadFile('form-uploads', uploadName, token);
    expect(upload.status).toBe(200);
    expect(upload.headers.get('content-disposition')).toBe('attachment');
    expect(upload.headers.get('cache-control')).toBe('private, no-store');
    expect(upload.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await upload.arrayBuffer())).toEqual(uploadBytes);
  });

  it('never makes an object public nor hands out a bucket URL', async () => {
    // Every request the server sent the bucket was signed, and none set an ACL or a bucket policy.
    expect(box.requests.length).toBeGreaterThan(0);
    for (const request of box.requests) {
      expect(request.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\//);
      expect(request.headers['x-amz-acl']).toBeUndefined();
      expect(request.url).not.toMatch(/[?&](acl|policy)\b/);
    }
    // The URLs Payload gives the files are its own access-checked route, and no answer names the bucket's address.
    const document = await server.payload.findByID({ collection: 'documents', id: documentId, overrideAccess: true });
    expect(document.url).toBe(`http://portal.test/api/documents/file/${encodeURIComponent(documentName)}`);
    const listed = JSON.stringify(await server.payload.find({ collection: 'media', overrideAccess: true }));
    const download = await get(`${server.baseUrl}/json/api/v1/documents/${String(documentId)}`, reader);
    const headers = JSON.stringify([...download.headers.entries()]);
    await download.arrayBuffer();
    for (const text of [JSON.stringify(document), listed, headers]) {
      expect(text).not.toContain(box.endpoint);
      expect(text).not.toContain('127.0.0.1');
      expect(text).not.toContain(box.bucket);
    }
  });

  it('takes a file sent with a form into the bucket, and builds the sender’s data export there from it', async () => {
    await server.payload.create({
      collection: 'forms',
      overrideAccess: true,
      data: {
        title: 'Contact (object storage test)',
        slug: 'contact-object-storage',
        kind: 'contact',
        capability: 'read',
        submitLabel: 'Send',
        botCheck: false,
        confirmation: { type: 'message', message: 'Thank you.' },
        _status: 'published',
        notifications: { teamAddress: 'contact@example.com', copyToSubmitter: false },
        fields: [
          { label: 'Message', name: 'message', type: 'textarea', required: true },
          { label: 'Attachment', name: 'attachment', type: 'file', required: false },
        ],
      },
    });
    const sent = pdfBytes('Sent through the form route.');
    const body = new FormData();
    body.append('submission', JSON.stringify({ values: { message: 'Please see the letter.' } }));
    body.append('attachment', fileOf(sent, 'letter.pdf', 'application/pdf'));
    const submitted = await fetch(`${server.baseUrl}/json/api/v1/forms/contact-object-storage/submissions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader}` },
      body,
    });
    expect(submitted.status).toBe(201);
    const { docs } = await server.payload.find({
      collection: 'form-uploads',
      where: { originalName: { equals: 'letter.pdf' } },
      overrideAccess: true,
    });
    expect(await objectBytes(`portal/form-uploads/${docs[0]?.filename ?? ''}`)).toEqual(sent);

    const queued = await fetch(`${server.baseUrl}/json/api/v1/account/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(queued.status).toBe(202);
    const { id } = (await queued.json()) as { id: number };
    await runQueue(server.payload, PERSONAL_DATA_QUEUE, 10);
    const row = await server.payload.findByID({ collection: 'data-exports', id, overrideAccess: true });
    expect(row.status).toBe('ready');
    expect(await keys(`portal/data-exports/${row.fileName ?? ''}`)).toHaveLength(1);
    const download = await get(`${server.baseUrl}/json/api/v1/account/export/${String(id)}/download`, reader);
    expect(download.status).toBe(200);
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    const files = await unzip(Buffer.from(await download.arrayBuffer()));
    const attached = [...files.entries()].filter(([name]) => name.startsWith('form-uploads/'));
    expect(attached.map(([, bytes]) => bytes)).toEqual([sent]);
    expect((await get(`${server.baseUrl}/json/api/v1/account/export/${String(id)}/download`, outsider)).status).toBe(
      404,
    );
    // Its object goes with its row.
    await server.payload.delete({ collection: 'data-exports', id, overrideAccess: true });
    expect(await keys('portal/data-exports/')).toEqual([]);
  });

  it('lists every object of the bucket, page after page (as backups and restores do)', async () => {
    const { S3BucketStore } = await import('../../src/storage/s3-bucket');
    const settings = env.uploadsS3;
    if (!settings) throw new Error('The bucket is not configured.');
    const store = new S3BucketStore(settings, 2);
    const listed = await store.list();
    expect(listed.map((file) => `portal/${file.path}`)).toEqual(await keys('portal/'));
    // More than one page of two.
    expect(listed.length).toBeGreaterThan(2);
    expect(listed.find((file) => file.path === `documents/${documentName}`)?.bytes).toBe(documentBytes.length);
  });

  it('deletes a document’s object with the document', async () => {
    const extra = await server.payload.create({
      collection: 'documents',
      data: { title: 'Short-lived', area: 'wb_read_clinical_trials' },
      file: {
        data: pdfBytes('gone'),
        mimetype: 'application/pdf',
        name: 'short-lived.pdf',
        size: pdfBytes('gone').length,
      },
      overrideAccess: true,
    });
    expect(await keys(`portal/documents/${extra.filename ?? ''}`)).toHaveLength(1);
    await server.payload.delete({ collection: 'documents', id: extra.id, overrideAccess: true });
    expect(await keys(`portal/documents/${extra.filename ?? ''}`)).toEqual([]);
  });
});

describe('npm run backup and npm run restore with a bucket', { timeout: 180_000 }, () => {
  let archive: string;

  let stored: string[];

  it('backs the bucket’s objects up into the archive, in the uploads folder’s layout, but the data exports', async () => {
    // A personal data export waiting for its owner: a short-lived copy, which backups leave out.
    await s3.send(new PutObjectCommand({ Bucket: box.bucket, Key: 'portal/data-exports/waiting.zip', Body: 'PK' }));
    stored = (await keys('portal/')).filter((key) => !key.startsWith('portal/data-exports/'));
    expect(stored).toHaveLength(4);
    const run = await backupCli(['backup', '--out', `${path.join(work, 'archives')}/`]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('and 4 uploaded files');
    const [name = ''] = await readdir(path.join(work, 'archives'));
    archive = path.join(work, 'archives', name);
    const unpacked = path.join(work, 'unpacked');
    await mkdir(unpacked);
    await new Promise<void>((resolve, reject) => {
      const child = spawn('tar', ['--extract', '--gzip', `--file=${archive}`, `--directory=${unpacked}`]);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`tar exited ${String(code)}`))));
    });
    const manifest = ManifestSchema.parse(JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8')));
    const uploads = manifest.files.filter((file) => file.path.startsWith('uploads/'));
    expect(uploads.map((file) => file.path)).toEqual(stored.map((key) => key.replace(/^portal\//, 'uploads/')));
    expect(uploads.find((file) => file.path === `uploads/documents/${documentName}`)?.sha256).toBe(
      sha256(documentBytes),
    );
    expect(await readFile(path.join(unpacked, 'uploads', 'form-uploads', uploadName))).toEqual(uploadBytes);
  });

  it('restores them into an empty bucket prefix, where the restored server streams them again', async () => {
    const restored = { ...s3Settings(box, 'restored/'), DATABASE_URL: await emptyDatabase('restored') };
    const run = await backupCli(['restore', archive], restored);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`s3://${box.bucket}/restored/`);
    expect(await objectBytes(`restored/documents/${documentName}`)).toEqual(documentBytes);
    expect(await objectBytes(`restored/form-uploads/${uploadName}`)).toEqual(uploadBytes);
    expect(await objectBytes(`restored/media/${imageName}`)).toEqual(pngBytes());

    const copy = await startRestoredServer(restored);
    try {
      const token = await signIn(copy.baseUrl, 'reader@example.com');
      const document = await get(`${copy.baseUrl}/json/api/v1/documents/${String(documentId)}`, token);
      expect(document.status).toBe(200);
      expect(Buffer.from(await document.arrayBuffer())).toEqual(documentBytes);
      const upload = await get(`${copy.baseUrl}/json/api/v1/form-uploads/${String(uploadId)}`, token);
      expect(upload.status).toBe(200);
      expect(Buffer.from(await upload.arrayBuffer())).toEqual(uploadBytes);
    } finally {
      await copy.stop();
    }
  });

  it('refuses a bucket prefix that is not empty unless --force, which replaces what is there', async () => {
    const target = { ...s3Settings(box, 'restored/'), DATABASE_URL: await emptyDatabase('second') };
    const refused = await backupCli(['restore', archive], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `s3://${box.bucket}/restored/ is not empty: restore into an empty bucket, or pass --force to replace it.`,
    );
    const forced = await backupCli(['restore', archive, '--force'], target);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(await keys('restored/')).toEqual(stored.map((key) => key.replace(/^portal\//, 'restored/')));
  });
});
