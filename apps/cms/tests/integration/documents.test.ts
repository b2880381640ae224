import { createLocalReq } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { seedPdfDocument } from '../../src/seed/documents';
import { createPortalAccount, createRole, signIn, startTestServer, type TestServer } from './harness';

let server: TestServer;
let trialsDocument: number;
let clinician: string;
let pharmacist: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: false });
  trialsDocument = await seedPdfDocument(server.payload, await createLocalReq({}, server.payload), {
    title: 'Protocol synopsis: CARDIO-7',
    area: 'wb_read_clinical_trials',
    filename: 'cardio 7 “synopsis”.pdf',
    paragraphs: ['A phase III study.'],
  });
  clinician = await signIn(server.baseUrl, 'clinician@example.com', DEMO_PASSWORD);
  pharmacist = await signIn(server.baseUrl, 'pharmacist@example.com', DEMO_PASSWORD);
});

afterAll(async () => {
  await server.close();
});

const download = (id: number | string, token?: string) =>
  fetch(`${server.baseUrl}/json/api/v1/documents/${String(id)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /json/api/v1/documents/{id}', () => {
  it('streams the file as an attachment to an account whose roles open its area', async () => {
    const response = await download(trialsDocument, clinician);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const stored = await server.payload.findByID({ collection: 'documents', id: trialsDocument, overrideAccess: true });
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+";/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(stored.filename ?? '')}`);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 7).toString('latin1')).toBe('%PDF-1.');
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
  });

  it('does not exist for an account without the area, nor for an unknown id', async () => {
    expect((await download(trialsDocument, pharmacist)).status).toBe(404);
    expect((await download(999_999, clinician)).status).toBe(404);
  });

  it('does not exist for an account whose roles open no content area at all', async () => {
    const role = await createRole(server.payload, 'Account only', ['read', 'wb_edit_current_user']);
    await createPortalAccount(server.payload, {
      email: 'account-only@example.com',
      firstName: 'Avery',
      lastName: 'Quinn',
      roles: [role],
    });
    expect((await download(trialsDocument, await signIn(server.baseUrl, 'account-only@example.com'))).status).toBe(404);
  });

  it('needs a token and a numeric id', async () => {
    expect((await download(trialsDocument)).status).toBe(401);
    expect((await download('..%2F..%2Fetc%2Fpasswd', clinician)).status).toBe(400);
  });

  it('lets no visitor read documents through Payload itself (its file route applies the same rule)', async () => {
    await expect(server.payload.find({ collection: 'documents', overrideAccess: false })).rejects.toThrow(
      /not allowed/,
    );
  });
});
