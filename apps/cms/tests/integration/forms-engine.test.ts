import {
  FormSubmissionResultSchema,
  PinnedClinicalRequestsSchema,
  REFERENCE_PATTERN,
  SCREEN_FORMS,
} from '@hcp/contracts/forms';
import { createLocalReq } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPortalApi } from '../../src/endpoints/app';
import { exportSubmissions } from '../../src/collections/FormSubmissions/endpoints/exportSubmissions';
import { env } from '../../src/env';
import type { Form } from '../../src/payload-types';
import { MAIL_ATTEMPTS } from '../../src/jobs/formNotifications';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { solveBotCheck } from './bot-check-solver';
import { executableBytes, fileOf, htmlBytes, pdfBytes, pngBytes } from '../fixtures/upload-files';
import {
  createPortalAccount,
  createRole,
  isolatedLimits,
  mailJobOf,
  signIn,
  startTestServer,
  type TestServer,
} from './harness';
import { mailbox, mailsTo, nextMailTo, smtpServer } from './mailbox';

let server: TestServer;
let clinician: string;
let pharmacist: string;
let requester: string;
let productId: string;

type SeedField = Omit<NonNullable<Form['fields']>[number], 'id'>;
const choices = (...values: string[]) => values.map((value) => ({ value, label: value.toUpperCase() }));

/** A public test form with one field of every type but file (uploads have their own tests). */
const EVERY_TYPE: SeedField[] = [
  { name: 'text_field', label: 'Text', type: 'text', required: true, maxLength: 10 },
  { name: 'textarea_field', label: 'Textarea', type: 'textarea', required: false, maxLength: 20 },
  { name: 'email_field', label: 'Email', type: 'email', required: false },
  { name: 'phone_field', label: 'Phone', type: 'phone', required: false },
  { name: 'number_field', label: 'Number', type: 'number', required: false, min: 1, max: 10 },
  { name: 'date_field', label: 'Date', type: 'date', required: false },
  { name: 'select_field', label: 'Select', type: 'select', required: false, options: choices('a', 'b') },
  { name: 'radio_field', label: 'Radio', type: 'radio', required: false, options: choices('x', 'y') },
  { name: 'checkbox_field', label: 'Checkbox', type: 'checkbox', required: false, options: choices('p', 'q', 'r') },
  { name: 'consent_field', label: 'Consent', type: 'consent', required: true },
  { name: 'products_field', label: 'Products', type: 'catalogue-products', required: false, min: 1, max: 50 },
];

const VALID = {
  text_field: 'Short',
  textarea_field: 'A longer answer',
  email_field: 'someone@example.net',
  // A switchboard number with an extension, stored exactly as typed.
  phone_field: '+44 161 496 0000 ext 4412',
  number_field: 7,
  date_field: '2026-02-28',
  select_field: 'b',
  radio_field: 'x',
  checkbox_field: ['p', 'r'],
  consent_field: true,
};

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['forms', 'product-catalogue'] });
  clinician = await signIn(server.baseUrl, 'clinician@example.com', DEMO_PASSWORD);
  pharmacist = await signIn(server.baseUrl, 'pharmacist@example.com', DEMO_PASSWORD);
  const role = await createRole(server.payload, 'Clinical requests only', ['read', 'wb_read_clinical_requests']);
  await createPortalAccount(server.payload, {
    email: 'requester@example.com',
    firstName: 'Rhea',
    lastName: 'Quist',
    roles: [role],
  });
  requester = await signIn(server.baseUrl, 'requester@example.com');
  await server.payload.create({
    collection: 'forms',
    data: {
      title: 'Every field type',
      slug: 'every-field-type',
      kind: 'contact',
      fields: EVERY_TYPE,
      submitLabel: 'Send',
      botCheck: false,
      confirmation: { type: 'redirect', redirectPath: '/thank-you' },
      notifications: { teamAddress: 'every-type@example.com', copyToSubmitter: false },
      _status: 'published',
    },
    overrideAccess: true,
  });
  const { docs } = await server.payload.find({
    collection: 'catalogue-products',
    where: { _status: { equals: 'published' } },
    limit: 1,
    sort: 'name',
    overrideAccess: true,
  });
  productId = String(docs[0]?.id);
});

afterAll(async () => {
  await server.close();
});

/** Posts a submission as JSON, with a freshly solved bot check unless the body brings its own (or none: null). */
async function submit(slug: string, body: object, headers: Record<string, string> = {}) {
  const withCheck = 'botCheck' in body ? body : { ...body, botCheck: await solveBotCheck(server.baseUrl) };
  return fetch(`${server.baseUrl}/json/api/v1/forms/${slug}/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(withCheck),
  });
}

async function paramsOf(response: Response): Promise<Record<string, string>> {
  expect(response.status).toBe(400);
  return ((await response.json()) as { data: { params: Record<string, string> } }).data.params;
}

const countSubmissions = async () =>
  (await server.payload.count({ collection: 'form-submissions', overrideAccess: true })).totalDocs;

describe('validation of every field type', () => {
  it('accepts a valid answer of every type and stores it as checked', async () => {
    const response = await submit('every-field-type', {
      values: { ...VALID, products_field: [{ product: productId, quantity: 3 }] },
    });
    expect(response.status).toBe(201);
    const result = FormSubmissionResultSchema.parse(await response.json());
    expect(result.confirmation).toEqual({ type: 'redirect', path: '/thank-you' });
    const { docs } = await server.payload.find({
      collection: 'form-submissions',
      where: { reference: { equals: result.reference } },
      overrideAccess: true,
    });
    expect(docs[0]?.values).toMatchObject({
      ...VALID,
      products_field: [{ product: productId, quantity: 3, label: expect.any(String) as string }],
    });
  });

  it('leaves optional fields out and accepts empty optional answers', async () => {
    const response = await submit('every-field-type', {
      values: { text_field: 'Only', consent_field: true, email_field: '', checkbox_field: [] },
    });
    expect(response.status).toBe(201);
  });

  const REJECTIONS: [string, unknown, string][] = [
    ['text_field', '', 'Enter text.'],
    ['text_field', 'Far too long for ten', 'Text must be 10 characters or fewer.'],
    ['text_field', 42, 'Enter text.'],
    ['textarea_field', 'x'.repeat(21), 'Textarea must be 20 characters or fewer.'],
    ['email_field', 'not-an-address', 'Enter an email address like name@example.com.'],
    [
      'phone_field',
      'call me',
      'Enter a phone number of 7 to 15 digits, like 0161 496 0000. For an extension or bleep, add ext, x or bleep and up to 6 digits, like 0161 496 0000 ext 4412 or bleep 2345.',
    ],
    [
      'phone_field',
      '12345',
      'Enter a phone number of 7 to 15 digits, like 0161 496 0000. For an extension or bleep, add ext, x or bleep and up to 6 digits, like 0161 496 0000 ext 4412 or bleep 2345.',
    ],
    ['number_field', 0, 'Number must be 1 or more.'],
    ['number_field', 11, 'Number must be 10 or less.'],
    ['number_field', '5', 'Number must be a number.'],
    ['date_field', '2026-02-30', 'Date must be a real date.'],
    ['date_field', '28/02/2026', 'Enter date as yyyy-mm-dd.'],
    ['select_field', 'c', 'Choose one of the listed options for select.'],
    ['radio_field', ['x'], 'Choose one of the options.'],
    ['checkbox_field', ['p', 'z'], 'Choose one of the listed options for checkbox.'],
    ['checkbox_field', ['p', 'p'], 'Choose each option once.'],
    ['checkbox_field', 'p', 'Send the chosen options as a list.'],
    ['consent_field', false, 'You must agree: Consent'],
    ['consent_field', 'yes', 'Send true or false.'],
    ['products_field', [{ product: '999999', quantity: 1 }], 'Product 999999 is not in the catalogue.'],
    ['products_field', [{ product: 'PRODUCT', quantity: 51 }], 'a whole number from 1 to 50'],
    ['products_field', [{ product: 'PRODUCT', quantity: 0 }], 'a whole number from 1 to 50'],
    ['products_field', [{ product: 'PRODUCT', quantity: 1.5 }], 'a whole number from 1 to 50'],
    ['products_field', [{ product: 'PRODUCT' }], 'Send a list of products, each with a product id and a quantity.'],
    [
      'products_field',
      [
        { product: 'PRODUCT', quantity: 1 },
        { product: 'PRODUCT', quantity: 2 },
      ],
      'Each product can be chosen once',
    ],
  ];

  for (const [field, value, message] of REJECTIONS) {
    it(`rejects ${field} = ${JSON.stringify(value)}`, async () => {
      const before = await countSubmissions();
      const given = JSON.parse(JSON.stringify(value).replaceAll('PRODUCT', productId)) as unknown;
      const params = await paramsOf(await submit('every-field-type', { values: { ...VALID, [field]: given } }));
      expect(Object.keys(params)).toEqual([field]);
      expect(params[field]).toContain(message);
      expect(await countSubmissions()).toEqual(before);
    });
  }

  it('names every bad field at once, including a missing required one', async () => {
    const params = await paramsOf(await submit('every-field-type', { values: { number_field: 99 } }));
    expect(params).toEqual({
      text_field: 'Enter text.',
      number_field: 'Number must be 10 or less.',
      consent_field: 'You must agree: Consent',
    });
  });
});

describe('integration clients with a Payload API key', () => {
  it('submit the forms their capabilities allow, linked to the client', async () => {
    await server.payload.create({
      collection: 'integration-clients',
      data: {
        name: 'Call-centre CRM',
        capabilities: ['wb_read_report_issue'],
        enableAPIKey: true,
        apiKey: 'crm-test-key-0123456789abcdef',
      },
      overrideAccess: true,
    });
    const key = { authorization: 'integration-clients API-Key crm-test-key-0123456789abcdef' };
    const callback = { values: { topic: 'supply', phone: '0161 496 0000', preferred_time: 'any' } };
    const response = await submit(SCREEN_FORMS.callback.slug, callback, key);
    expect(response.status).toBe(201);
    const { reference } = FormSubmissionResultSchema.parse(await response.json());
    const { docs } = await server.payload.find({
      collection: 'form-submissions',
      where: { reference: { equals: reference } },
      depth: 1,
      overrideAccess: true,
    });
    expect(docs[0]?.account).toBeFalsy();
    expect(typeof docs[0]?.integrationClient === 'object' ? docs[0].integrationClient?.name : null).toBe(
      'Call-centre CRM',
    );

    const definition = await fetch(`${server.baseUrl}/json/api/v1/forms/${SCREEN_FORMS.callback.slug}`, {
      headers: key,
    });
    expect(definition.status).toBe(200);
    const pricingForm = await fetch(`${server.baseUrl}/json/api/v1/forms/${SCREEN_FORMS.pricingRequest.slug}`, {
      headers: key,
    });
    expect(pricingForm.status).toBe(403);

    const pricing = { values: { organisation: 'Northbridge', products: [{ product: productId, quantity: 2 }] } };
    expect((await submit(SCREEN_FORMS.pricingRequest.slug, pricing, key)).status).toBe(403);
    const wrong = { authorization: 'integration-clients API-Key not-the-key-0123456789' };
    expect((await submit(SCREEN_FORMS.callback.slug, callback, wrong)).status).toBe(403);
  });
});

describe('idempotency', () => {
  const body = { values: { topic: 'product', phone: '020 7946 0999', preferred_time: 'afternoon' } };

  it('answers a retry with the first answer and stores nothing new; another caller’s key is theirs', async () => {
    const headers = { authorization: `Bearer ${pharmacist}`, 'Idempotency-Key': 'retry-key-0000000000000001' };
    const first = await submit(SCREEN_FORMS.callback.slug, body, headers);
    expect(first.status).toBe(201);
    const answer = FormSubmissionResultSchema.parse(await first.json());
    const count = await countSubmissions();
    const retry = await submit(SCREEN_FORMS.callback.slug, body, headers);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(answer);
    expect(await countSubmissions()).toEqual(count);

    const other = await submit(SCREEN_FORMS.callback.slug, body, {
      authorization: `Bearer ${clinician}`,
      'Idempotency-Key': 'retry-key-0000000000000001',
    });
    expect(other.status).toBe(201);
    expect(FormSubmissionResultSchema.parse(await other.json()).reference).not.toBe(answer.reference);
  });

  it('answers 422 when the same key comes with a different submission', async () => {
    const headers = { authorization: `Bearer ${pharmacist}`, 'Idempotency-Key': 'retry-key-0000000000000002' };
    expect((await submit(SCREEN_FORMS.callback.slug, body, headers)).status).toBe(201);
    const changed = { values: { ...body.values, preferred_time: 'morning' } };
    const response = await submit(SCREEN_FORMS.callback.slug, changed, headers);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { code: string }).code).toBe('idempotency_key_reused');
  });

  it('stores one submission when two retries arrive at once', async () => {
    const headers = { authorization: `Bearer ${clinician}`, 'Idempotency-Key': 'concurrent-key-000000000003' };
    const count = await countSubmissions();
    const [a, b] = await Promise.all([
      submit(SCREEN_FORMS.callback.slug, body, headers),
      submit(SCREEN_FORMS.callback.slug, body, headers),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await a.json()).toEqual(await b.json());
    expect(await countSubmissions()).toEqual(count + 1);
  });

  it('refuses a malformed key', async () => {
    const params = await paramsOf(
      await submit(SCREEN_FORMS.callback.slug, body, {
        authorization: `Bearer ${clinician}`,
        'Idempotency-Key': 'short',
      }),
    );
    expect(Object.keys(params)).toEqual(['Idempotency-Key']);
  });
});

describe('notification mails while SMTP is down', () => {
  it('stores and answers the submission, and sends the mail once SMTP is back', async () => {
    await smtpServer.stop();
    const response = await submit(SCREEN_FORMS.contact.slug, {
      values: { name: 'Sam Lowe', email: 'sam.lowe@example.net', message: 'Mail server test', consent: true },
    });
    expect(response.status).toBe(201);
    const { reference } = FormSubmissionResultSchema.parse(await response.json());
    expect(reference).toMatch(REFERENCE_PATTERN);
    const before = mailbox.length;
    const stored = async () =>
      (
        await server.payload.find({
          collection: 'form-submissions',
          where: { reference: { equals: reference } },
          overrideAccess: true,
        })
      ).docs[0];
    // This submission's own job: earlier tests may have left more jobs in the queue than one run takes.
    const job = await mailJobOf(server.payload, (await stored())?.id);
    await server.payload.jobs.run({ queue: 'form-mail', where: { id: { equals: job } } });
    expect((await stored())?.mailStatus).toBe('retrying');
    expect(mailsTo('sam.lowe@example.net')).toBe(0);

    await smtpServer.start();
    // The retry waits MAIL_RETRY_DELAY_MS (1 ms in tests) before the queue picks it up again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await server.payload.jobs.run({ queue: 'form-mail', where: { id: { equals: job } } });
    const team = await nextMailTo('hello@example.com', before);
    expect(team.subject).toContain(reference);
    await nextMailTo('sam.lowe@example.net', before);
    expect((await stored())?.mailStatus).toBe('sent');
  });
});

describe('a mail server that stays down', () => {
  it('marks the submission failed after the last retry, and the submission stays stored', async () => {
    await smtpServer.stop();
    try {
      const response = await submit(SCREEN_FORMS.contact.slug, {
        values: { name: 'Ola Berg', email: 'ola.berg@example.net', message: 'Still down?', consent: true },
      });
      expect(response.status).toBe(201);
      const { reference } = FormSubmissionResultSchema.parse(await response.json());
      const submission = async () =>
        (
          await server.payload.find({
            collection: 'form-submissions',
            where: { reference: { equals: reference } },
            overrideAccess: true,
          })
        ).docs[0];
      const status = async () => (await submission())?.mailStatus;
      const job = await mailJobOf(server.payload, (await submission())?.id);
      // The first try and every retry, each once its backoff (1 ms doubling, in tests) has passed.
      const tried: (string | undefined)[] = [];
      for (let run = 0; run < 200 && tried.at(-1) !== 'failed'; run += 1) {
        const { noJobsRemaining } = await server.payload.jobs.run({
          queue: 'form-mail',
          where: { id: { equals: job } },
        });
        if (noJobsRemaining !== true) tried.push(await status());
        else await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(tried).toEqual([...Array<string>(MAIL_ATTEMPTS).fill('retrying'), 'failed']);
    } finally {
      await smtpServer.start();
    }
    expect(mailsTo('ola.berg@example.net')).toBe(0);
  });
});

describe('pinned clinical requests', () => {
  async function formId(slug: string): Promise<number> {
    const { docs } = await server.payload.find({
      collection: 'forms',
      where: { slug: { equals: slug } },
      overrideAccess: true,
      draft: false,
    });
    return docs[0]?.id ?? -1;
  }

  function pins(token: string, pinned?: number[]) {
    return fetch(
      `${server.baseUrl}/json/api/v1/account/pinned-clinical-requests${pinned ? '/update' : ''}`,
      pinned
        ? {
            method: 'PATCH',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ pinned }),
          }
        : { headers: { authorization: `Bearer ${token}` } },
    );
  }

  it('keeps each account’s pins in order, invisible to other accounts', async () => {
    const stability = await formId('stability-data-request');
    const aseptic = await formId('aseptic-compounding-request');
    const saved = await pins(clinician, [stability, aseptic]);
    expect(saved.status).toBe(200);
    const answer = PinnedClinicalRequestsSchema.parse(await saved.json());
    expect(answer.pinned.map((form) => form.slug)).toEqual(['stability-data-request', 'aseptic-compounding-request']);
    expect(PinnedClinicalRequestsSchema.parse(await (await pins(clinician)).json())).toEqual(answer);

    expect(PinnedClinicalRequestsSchema.parse(await (await pins(requester)).json()).pinned).toEqual([]);
    await pins(requester, [aseptic]);
    expect(
      PinnedClinicalRequestsSchema.parse(await (await pins(clinician)).json()).pinned.map((form) => form.slug),
    ).toEqual(['stability-data-request', 'aseptic-compounding-request']);
    const emptied = PinnedClinicalRequestsSchema.parse(await (await pins(clinician, [])).json());
    expect(emptied.pinned).toEqual([]);
  });

  it('refuses forms that are not published clinical requests the account may open, changing nothing', async () => {
    await pins(requester, [await formId('stability-data-request')]);
    for (const id of [await formId('off-label-use-enquiry'), await formId(SCREEN_FORMS.contact.slug), 999999]) {
      const response = await pins(requester, [id]);
      const params = await paramsOf(response);
      expect(params.pinned).toContain(String(id));
    }
    // A clinical request needing a capability the account lacks.
    const restricted = await formId('certificate-of-analysis-request');
    await server.payload.update({
      collection: 'forms',
      id: restricted,
      data: { capability: 'wb_read_product_catalogue' },
      overrideAccess: true,
    });
    expect((await pins(requester, [restricted])).status).toBe(400);
    expect(
      PinnedClinicalRequestsSchema.parse(await (await pins(requester)).json()).pinned.map((form) => form.slug),
    ).toEqual(['stability-data-request']);
    expect((await pins(requester, [1, 1])).status).toBe(400);
  });
});

describe('CSV export of submissions', () => {
  async function exportAs(email: string, query = '') {
    const { docs } = await server.payload.find({
      collection: 'admins',
      where: { email: { equals: email } },
      overrideAccess: true,
    });
    const user = { ...docs[0], collection: 'admins' as const };
    const req = await createLocalReq(
      { user: user as never, urlSuffix: `/api/form-submissions/export?${query}` },
      server.payload,
    );
    return exportSubmissions(req);
  }

  it('gives administrators a form’s submissions, a column per field', async () => {
    const form = (
      await server.payload.find({ collection: 'forms', where: { slug: { equals: 'contact' } }, overrideAccess: true })
    ).docs[0];
    const response = await exportAs('admin@example.com', `form=${String(form?.id)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    const [header, ...rows] = csv
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe(
      '"Reference","Submitted (UTC)","Form","Account","Submitter email","Patient harmed","Mail","Your name","Your email","Message","I agree that the HCP Portal team stores my name, email and message to answer me."',
    );
    expect(rows.some((row) => row.includes('"Sam Lowe","sam.lowe@example.net","Mail server test","Yes"'))).toBe(true);
    expect(rows.every((row) => /^"HCP-\d{4}-\d{6}"/.test(row))).toBe(true);
  });

  it('exports every form for administrators and refuses editors', async () => {
    const all = await exportAs('admin@example.com');
    expect(all.status).toBe(200);
    expect(await all.text()).toContain('Every field type');
    expect((await exportAs('editor@example.com')).status).toBe(403);
  });
});

describe('files and the bot check, through the submission call', () => {
  const REPORT = {
    issue_type: 'product-quality',
    product: 'Vancomycin Meridian 1 g, batch VM1182',
    description: 'Cracked vial found on receipt.',
    patient_harmed: 'no',
  };

  async function multipart(
    slug: string,
    submission: object,
    files: { field: string; file: File }[],
    token = pharmacist,
  ): Promise<Response> {
    const body = new FormData();
    body.append('submission', JSON.stringify(submission));
    for (const { field, file } of files) body.append(field, file);
    return fetch(`${server.baseUrl}/json/api/v1/forms/${slug}/submissions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body,
    });
  }

  const countUploads = async () =>
    (await server.payload.count({ collection: 'form-uploads', overrideAccess: true })).totalDocs;

  it('stores files with the submission, linked to it, and the mail only counts them', async () => {
    const before = mailbox.length;
    const response = await multipart(
      SCREEN_FORMS.reportIssue.slug,
      { values: REPORT, botCheck: await solveBotCheck(server.baseUrl) },
      [
        { field: 'attachments', file: fileOf(pngBytes(), 'vial.png', 'image/png') },
        { field: 'attachments', file: fileOf(pdfBytes(), 'delivery-note.pdf', 'application/pdf') },
      ],
    );
    expect(response.status).toBe(201);
    const { reference } = FormSubmissionResultSchema.parse(await response.json());
    const { docs } = await server.payload.find({
      collection: 'form-submissions',
      where: { reference: { equals: reference } },
      depth: 1,
      overrideAccess: true,
    });
    const names = (docs[0]?.files ?? []).map((file) => (typeof file === 'object' ? file.originalName : file));
    expect(names.sort()).toEqual(['delivery-note.pdf', 'vial.png']);
    const job = await mailJobOf(server.payload, docs[0]?.id);
    await server.payload.jobs.run({ queue: 'form-mail', where: { id: { equals: job } } });
    const team = await nextMailTo('quality@example.com', before);
    expect(team.text).toContain('Photos or documents: 2 files, in the admin');
    expect(team.text).not.toContain('vial.png');
  });

  it('refuses a spoofed file type (a PDF named .png) with 422 and stores nothing', async () => {
    const [submissions, uploads] = [await countSubmissions(), await countUploads()];
    const response = await multipart(
      SCREEN_FORMS.reportIssue.slug,
      { values: REPORT, botCheck: await solveBotCheck(server.baseUrl) },
      [
        { field: 'attachments', file: fileOf(pngBytes(), 'photo.png', 'image/png') },
        { field: 'attachments', file: fileOf(pdfBytes(), 'label.png', 'image/png') },
      ],
    );
    expect(response.status).toBe(422);
    const error = (await response.json()) as { message: string; data: { params: Record<string, string> } };
    expect(error.message).toContain('label.png');
    expect([await countSubmissions(), await countUploads()]).toEqual([submissions, uploads]);
  });

  it('refuses an executable named .pdf and a type not on the list', async () => {
    const exe = await multipart(
      SCREEN_FORMS.reportIssue.slug,
      { values: REPORT, botCheck: await solveBotCheck(server.baseUrl) },
      [{ field: 'attachments', file: fileOf(executableBytes(), 'invoice.pdf', 'application/pdf') }],
    );
    expect(exe.status).toBe(422);
    const html = await multipart(
      SCREEN_FORMS.reportIssue.slug,
      { values: REPORT, botCheck: await solveBotCheck(server.baseUrl) },
      [{ field: 'attachments', file: fileOf(htmlBytes(), 'page.html', 'text/html') }],
    );
    expect(html.status).toBe(415);
  });

  it('refuses an oversized file with 413, naming it', async () => {
    const uploads = await countUploads();
    const big = new Uint8Array(env.uploads.maxFileBytes + 1);
    big.set(pdfBytes().subarray(0, 8));
    const response = await multipart(
      SCREEN_FORMS.reportIssue.slug,
      { values: REPORT, botCheck: await solveBotCheck(server.baseUrl) },
      [{ field: 'attachments', file: fileOf(big, 'scan.pdf', 'application/pdf') }],
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toContain('scan.pdf');
    expect(await countUploads()).toEqual(uploads);
  });

  it('checks file fields: no file on a field that takes none, at most one on a single-file field', async () => {
    const wrongField = await multipart(
      SCREEN_FORMS.reportIssue.slug,
      { values: REPORT, botCheck: await solveBotCheck(server.baseUrl) },
      [{ field: 'description', file: fileOf(pngBytes(), 'photo.png', 'image/png') }],
    );
    expect((await paramsOf(wrongField)).description).toBe('This field takes no file.');
    const aseptic = await multipart(
      'aseptic-compounding-request',
      {
        values: { product: 'Vancomycin 1 g', presentation: 'syringe', doses: 4, required_by: '2026-12-01' },
        botCheck: await solveBotCheck(server.baseUrl),
      },
      [
        { field: 'prescription', file: fileOf(pdfBytes(), 'a.pdf', 'application/pdf') },
        { field: 'prescription', file: fileOf(pdfBytes(), 'b.pdf', 'application/pdf') },
      ],
      clinician,
    );
    expect((await paramsOf(aseptic)).prescription).toBe('Attach one file only.');
    const missing = await submit(
      'dose-banding-review-request',
      { values: { drug: 'Carboplatin', table_reference: 'v3' } },
      { authorization: `Bearer ${clinician}` },
    );
    expect((await paramsOf(missing)).table).toBe('Attach the dose-banding table.');
  });

  it('answers 413 for a submission body over the submission limit, while other calls keep the 1 MB limit', async () => {
    // In process: a server that answers 413 early closes the connection under the rest of the upload.
    const api = createPortalApi(() => server.payload);
    const response = await api.request('/json/api/v1/forms/report-an-issue/submissions', {
      method: 'POST',
      headers: { authorization: `Bearer ${pharmacist}`, 'content-type': 'application/json' },
      body: new Uint8Array(env.uploads.maxSubmissionBytes + 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toContain('The submission is larger than');
    const underLimit = await api.request('/json/api/v1/forms/report-an-issue/submissions', {
      method: 'POST',
      headers: { authorization: `Bearer ${pharmacist}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        values: { ...REPORT, description: 'x'.repeat(2 * 1024 * 1024) },
        botCheck: await solveBotCheck(server.baseUrl),
      }),
    });
    expect((await paramsOf(underLimit)).description).toBe('What happened must be 5000 characters or fewer.');
    const elsewhere = await api.request('/json/api/v1/account/pinned-clinical-requests/update', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${clinician}`, 'content-type': 'application/json' },
      body: new Uint8Array(2 * 1024 * 1024),
    });
    expect(elsewhere.status).toBe(413);
  });

  it('refuses a missing, wrong or replayed bot-check solution with a clear message, storing nothing', async () => {
    const count = await countSubmissions();
    const headers = { authorization: `Bearer ${pharmacist}` };
    const body = { values: REPORT };
    const refused = async (botCheck: string | undefined) => {
      const response = await submit(SCREEN_FORMS.reportIssue.slug, { ...body, botCheck }, headers);
      expect(response.status).toBe(400);
      const error = (await response.json()) as {
        code: string;
        message: string;
        data: { params: Record<string, string> };
      };
      expect(error.code).toBe('rest_bot_check_failed');
      expect(error.data.params.botCheck).toBe(error.message);
      return error.message;
    };
    expect(await refused(undefined)).toContain('Complete the check that you are not a robot');
    const solution = await solveBotCheck(server.baseUrl);
    const decoded = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString('base64');
    expect(await refused(wrong)).toContain('failed');
    expect(await countSubmissions()).toEqual(count);

    expect((await submit(SCREEN_FORMS.reportIssue.slug, { ...body, botCheck: solution }, headers)).status).toBe(201);
    expect(await refused(solution)).toContain('already used');
    expect(await countSubmissions()).toEqual(count + 1);
  });
});

describe('the per-address rate limit on submissions', () => {
  it('answers 429 with Retry-After once an address has used its submissions', async () => {
    const api = createPortalApi(() => server.payload, {
      formRateLimit: { limit: 2, windowMs: 60_000, trustProxyHops: 0 },
      sharedLimits: await isolatedLimits(server.payload),
    });
    const post = () =>
      api.request('/json/api/v1/forms/contact/submissions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ values: {} }),
      });
    expect((await post()).status).toBe(400);
    expect((await post()).status).toBe(400);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other calls are not counted against it.
    expect((await api.request('/json/api/v1/forms/contact')).status).toBe(200);
  });
});
