import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { ALLOWED_UPLOADS, type UploadExtension } from '@hcp/contracts/uploads';
import { handleEndpoints } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FORM_UPLOADS_DIR } from '../../src/collections/FormUploads';
import {
  type CheckedFile,
  discardUploads,
  type IncomingFile,
  inspectUploads,
  storeUploads,
} from '../../src/endpoints/forms/uploads';
import { env } from '../../src/env';
import config from '../../src/payload.config';
import {
  compoundFileBytes,
  csvBytes,
  executableBytes,
  spooledFile,
  jpegBytes,
  mp4Bytes,
  mpegBytes,
  ooxmlBytes,
  pdfBytes,
  pngBytes,
  textBytes,
  zipBytes,
} from '../fixtures/upload-files';
import { createPortalAccount, createRole, signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let uploaderId: number;
let uploader: string;
let otherAccount: string;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|docx|csv|txt)$/;

beforeAll(async () => {
  server = await startTestServer();
  const role = await createRole(server.payload, 'Reporter', ['read', 'wb_read_report_issue']);
  uploaderId = await createPortalAccount(server.payload, {
    email: 'uploader@example.com',
    firstName: 'Ula',
    lastName: 'Loader',
    roles: [role],
  });
  await createPortalAccount(server.payload, {
    email: 'someone-else@example.com',
    firstName: 'Sam',
    lastName: 'Else',
    roles: [role],
  });
  uploader = await signIn(server.baseUrl, 'uploader@example.com');
  otherAccount = await signIn(server.baseUrl, 'someone-else@example.com');
});

afterAll(async () => {
  await server.close();
});

const storedFiles = async () => (await readdir(FORM_UPLOADS_DIR).catch(() => [] as string[])).sort();
const countUploads = async () =>
  (await server.payload.count({ collection: 'form-uploads', overrideAccess: true })).totalDocs;
const download = (id: number | string, token?: string) =>
  fetch(`${server.baseUrl}/json/api/v1/form-uploads/${String(id)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function checked(files: IncomingFile[]): Promise<CheckedFile[]> {
  const result = await inspectUploads(files);
  if (!result.ok) throw new Error(result.rejection.message);
  return result.files;
}

describe('storing form uploads', () => {
  let ids: number[];

  beforeAll(async () => {
    ids = await storeUploads(
      server.payload,
      await checked([
        spooledFile('evidence', pdfBytes(), 'Batch 24A17 “letter”.pdf', 'application/pdf'),
        spooledFile('evidence', pngBytes(), '../../photo.png', 'image/png'),
        spooledFile('report', ooxmlBytes('docx'), 'report.docx', DOCX),
        spooledFile('orders', csvBytes(), 'orders.csv', 'text/csv'),
        spooledFile('notes', textBytes(), 'notes.txt', 'text/plain'),
      ]),
      uploaderId,
    );
  });

  it('keeps valid pdf, png, docx, csv and txt files under random names in UPLOADS_DIR, outside the web root', async () => {
    expect(ids).toHaveLength(5);
    expect(FORM_UPLOADS_DIR).toBe(path.join(env.uploadsDir, 'form-uploads'));
    const { docs } = await server.payload.find({
      collection: 'form-uploads',
      where: { id: { in: ids } },
      sort: 'id',
      depth: 0,
      overrideAccess: true,
    });
    expect(docs.map((doc) => [doc.originalName, doc.mimeType, doc.uploadedBy])).toEqual([
      ['Batch 24A17 “letter”.pdf', 'application/pdf', uploaderId],
      ['photo.png', 'image/png', uploaderId],
      ['report.docx', DOCX, uploaderId],
      ['orders.csv', 'text/csv', uploaderId],
      ['notes.txt', 'text/plain', uploaderId],
    ]);
    for (const doc of docs) expect(doc.filename).toMatch(STORED_NAME);
    expect(await storedFiles()).toEqual(docs.map((doc) => doc.filename).sort());
    const first = docs[0];
    expect(await readFile(path.join(FORM_UPLOADS_DIR, first?.filename ?? ''))).toEqual(pdfBytes());
  });

  it('lets the uploader download a file under its original name, as an attachment that is never sniffed', async () => {
    const response = await download(ids[0] ?? 0, uploader);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Batch 24A17 _letter_.pdf"; filename*=UTF-8''${encodeURIComponent('Batch 24A17 “letter”.pdf')}`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(pdfBytes());
  });

  it('hides the file from every other account (404) and asks anonymous callers to sign in (401)', async () => {
    expect((await download(ids[0] ?? 0, otherAccount)).status).toBe(404);
    expect((await download(999_999, uploader)).status).toBe(404);
    expect((await download(ids[0] ?? 0)).status).toBe(401);
    expect((await download('..%2F..%2Fetc%2Fpasswd', uploader)).status).toBe(400);
  });

  it('lets CMS administrators read every upload, and neither editors nor visitors any', async () => {
    const admin = await server.payload.create({
      collection: 'admins',
      data: { email: 'admin@example.com', name: 'Ada Admin', role: 'admin', password: 'correct-horse-battery-staple' },
      overrideAccess: true,
    });
    const editor = await server.payload.create({
      collection: 'admins',
      data: { email: 'editor@example.com', name: 'Ed Itor', role: 'editor', password: 'correct-horse-battery-staple' },
      overrideAccess: true,
    });
    const asAdmin = await server.payload.find({
      collection: 'form-uploads',
      user: { ...admin, collection: 'admins' },
      overrideAccess: false,
    });
    expect(asAdmin.totalDocs).toBe(await countUploads());
    await expect(
      server.payload.find({
        collection: 'form-uploads',
        user: { ...editor, collection: 'admins' },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/not allowed/);
    await expect(server.payload.find({ collection: 'form-uploads', overrideAccess: false })).rejects.toThrow(
      /not allowed/,
    );
  });

  it('lets administrators download from the admin as an attachment, and not editors', async () => {
    const stored = await server.payload.findByID({ collection: 'form-uploads', id: ids[0] ?? 0, overrideAccess: true });
    const adminFile = async (email: string) => {
      const { token } = await server.payload.login({
        collection: 'admins',
        data: { email, password: 'correct-horse-battery-staple' },
      });
      return handleEndpoints({
        config,
        request: new Request(`http://portal.test/api/form-uploads/file/${stored.filename ?? ''}`, {
          headers: { authorization: `JWT ${token ?? ''}` },
        }),
      });
    };
    const asAdmin = await adminFile('admin@example.com');
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('content-disposition')).toBe('attachment');
    expect(asAdmin.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await asAdmin.arrayBuffer())).toEqual(pdfBytes());
    expect((await adminFile('editor@example.com')).status).toBe(403);
  });

  it('deletes the files and their rows when the submission is discarded', async () => {
    const [extra] = await storeUploads(
      server.payload,
      await checked([spooledFile('notes', textBytes(), 'more.txt', 'text/plain')]),
      null,
    );
    const before = await storedFiles();
    await discardUploads(server.payload, extra === undefined ? [] : [extra]);
    expect((await storedFiles()).length).toBe(before.length - 1);
    expect(await server.payload.count({ collection: 'form-uploads', where: { id: { equals: extra } } })).toEqual({
      totalDocs: 0,
    });
  });
});

describe('every accepted type', () => {
  it('is checked and stored, then discarded', async () => {
    const samples: Record<UploadExtension, Buffer> = {
      csv: csvBytes(),
      doc: compoundFileBytes('WordDocument'),
      docx: ooxmlBytes('docx'),
      jpeg: jpegBytes(),
      jpg: jpegBytes(),
      mp4: mp4Bytes(),
      mpeg: mpegBytes(),
      png: pngBytes(),
      pdf: pdfBytes(),
      ppt: compoundFileBytes('PowerPoint Document'),
      pptx: ooxmlBytes('pptx'),
      txt: textBytes(),
      xls: compoundFileBytes('Workbook'),
      xlsx: ooxmlBytes('xlsx'),
      zip: zipBytes([{ name: 'readme.txt', content: 'hello' }]),
    };
    const files = Object.entries(samples).map(([extension, bytes]) =>
      spooledFile(extension, bytes, `sample.${extension}`, ALLOWED_UPLOADS[extension as UploadExtension][0]),
    );
    const ids = await storeUploads(server.payload, await checked(files), null);
    expect(ids).toHaveLength(15);
    const { docs } = await server.payload.find({
      collection: 'form-uploads',
      where: { id: { in: ids } },
      sort: 'id',
      limit: 20,
      overrideAccess: true,
    });
    expect(docs.map((doc) => doc.mimeType)).toEqual(
      Object.keys(samples).map((extension) => ALLOWED_UPLOADS[extension as UploadExtension][0]),
    );
    await discardUploads(server.payload, ids);
    expect(await server.payload.count({ collection: 'form-uploads', where: { id: { in: ids } } })).toEqual({
      totalDocs: 0,
    });
  });
});

describe('all or nothing', () => {
  it('deletes the files already stored, and their rows, when a later one fails', async () => {
    const rowsBefore = await countUploads();
    const filesBefore = await storedFiles();
    const good = await checked([
      spooledFile('a', pdfBytes(), 'one.pdf', 'application/pdf'),
      spooledFile('b', pngBytes(), 'two.png', 'image/png'),
    ]);
    // A file Payload itself refuses to store (a web page), standing in for a disk or database failure.
    const failing: CheckedFile = {
      field: 'c',
      filename: 'three.txt',
      extension: 'txt',
      mimeType: 'text/html',
      size: textBytes().byteLength,
      path: spooledFile('c', textBytes(), 'three.txt', 'text/plain').path,
    };
    await expect(storeUploads(server.payload, [...good, failing], uploaderId)).rejects.toThrow();
    expect(await countUploads()).toBe(rowsBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});

describe('spoofed and oversized files are refused before anything is stored', () => {
  it('refuses a PDF renamed .png, an executable renamed .pdf and a type that does not match the extension', async () => {
    const spoofed = await inspectUploads([
      spooledFile('photo', pdfBytes(), 'photo.png', 'image/png'),
      spooledFile('letter', executableBytes(), 'letter.pdf', 'application/pdf'),
    ]);
    expect(spoofed.ok ? null : spoofed.rejection).toEqual({
      status: 422,
      message:
        'A file’s content does not match its type. photo.png: it is not a real .png file: its content is a .pdf file. (and 1 more)',
      params: {
        photo: 'photo.png: it is not a real .png file: its content is a .pdf file.',
        letter: 'letter.pdf: it is not a real .pdf file: its content is a .exe file.',
      },
    });
    const mismatched = await inspectUploads([spooledFile('photo', pngBytes(), 'photo.png', 'image/jpeg')]);
    expect(mismatched.ok ? null : mismatched.rejection.status).toBe(415);
  });

  it('refuses an oversized file and an oversized submission', async () => {
    const MB = 1024 * 1024;
    const oversized = await inspectUploads([
      spooledFile('scan', env.uploads.maxFileBytes + 1, 'scan.pdf', 'application/pdf'),
    ]);
    expect(oversized.ok ? null : oversized.rejection.status).toBe(413);
    const parts = Math.ceil(env.uploads.maxSubmissionBytes / (19 * MB));
    const tooMuch = await inspectUploads(
      Array.from({ length: parts + 1 }, (_, index) =>
        spooledFile(`f${String(index)}`, 19 * MB, `part-${String(index)}.pdf`, 'application/pdf'),
      ),
    );
    expect(tooMuch.ok ? null : tooMuch.rejection.status).toBe(413);
  });
});
