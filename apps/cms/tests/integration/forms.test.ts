import {
  FormDefinitionSchema,
  FormSubmissionResultSchema,
  REFERENCE_PATTERN,
  RequestCategoryListSchema,
  RequestCategorySchema,
  SCREEN_FORMS,
} from '@hcp/contracts/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemo } from '../../src/seed/demo';
import { solveBotCheck } from './bot-check-solver';
import { runQueuedMail, signInDemoCallers, startTestServer, type TestServer } from './harness';
import { mailsTo, nextMailTo, mailbox } from './mailbox';

let server: TestServer;
let clinician: string;
let pharmacist: string;
let noroles: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['forms', 'product-catalogue'] });
  ({ clinician, pharmacist, noroles } = await signInDemoCallers(server));
});

afterAll(async () => {
  await server.close();
});

function get(path: string, token?: string) {
  return fetch(`${server.baseUrl}/json/api/v1/${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Posts a submission as JSON, with a freshly solved bot check unless the body brings its own (or none: null). */
async function submit(slug: string, body: object, headers: Record<string, string> = {}) {
  const withCheck = 'botCheck' in body ? body : { ...body, botCheck: await solveBotCheck(server.baseUrl) };
  return fetch(`${server.baseUrl}/json/api/v1/forms/${slug}/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(withCheck),
  });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const CONTACT = {
  values: {
    name: 'Dana Ellis',
    email: 'dana.ellis@example.net',
    message: 'Do you supply hospitals in Wales?',
    consent: true,
  },
};

describe('GET /json/api/v1/forms/{slug}', () => {
  it('serves the public contact form to anyone', async () => {
    const response = await get(`forms/${SCREEN_FORMS.contact.slug}`);
    expect(response.status).toBe(200);
    const form = FormDefinitionSchema.parse(await response.json());
    expect(form).toMatchObject({ kind: 'contact', capability: null, botCheck: true, category: null });
    expect(form.fields.map((field) => [field.name, field.type])).toEqual([
      ['name', 'text'],
      ['email', 'email'],
      ['message', 'textarea'],
      ['consent', 'consent'],
    ]);
  });

  it('asks for a token for a form that needs a capability, and refuses callers without it', async () => {
    expect((await get(`forms/${SCREEN_FORMS.reportIssue.slug}`)).status).toBe(401);
    expect((await get(`forms/${SCREEN_FORMS.reportIssue.slug}`, noroles)).status).toBe(403);
    expect((await get(`forms/${SCREEN_FORMS.pricingRequest.slug}`, pharmacist)).status).toBe(403);
    expect((await get(`forms/${SCREEN_FORMS.reportIssue.slug}`, pharmacist)).status).toBe(200);
  });

  it('fills catalogue-products options with the published catalogue products', async () => {
    const form = FormDefinitionSchema.parse(
      await (await get(`forms/${SCREEN_FORMS.pricingRequest.slug}`, clinician)).json(),
    );
    const products = form.fields.find((field) => field.type === 'catalogue-products');
    expect(products?.options.length).toBeGreaterThan(3);
    expect(products?.options.map((option) => option.label)).toContain(
      'Vancomycin Meridian 1 g powder for solution for infusion',
    );
    expect(products?.options.every((option) => /^\d+$/.test(option.value))).toBe(true);
  });

  it('answers 404 for drafts and unknown forms', async () => {
    expect((await get('forms/off-label-use-enquiry', clinician)).status).toBe(404);
    expect((await get('forms/no-such-form', clinician)).status).toBe(404);
  });
});

describe('GET /json/api/v1/clinical-requests', () => {
  it('lists the three categories in order, each with its published forms', async () => {
    const response = await get('clinical-requests', clinician);
    expect(response.status).toBe(200);
    const { categories } = RequestCategoryListSchema.parse(await response.json());
    expect(categories.map((category) => category.slug)).toEqual([
      'medicines-information',
      'aseptic-and-compounding-services',
      'stability-and-technical-data',
    ]);
    expect(categories[0]?.forms.map((form) => form.slug)).toEqual([
      'administration-and-compatibility-enquiry',
      'medicines-information-enquiry',
    ]);
    expect(categories[0]?.forms[0]?.category?.slug).toBe('medicines-information');
  });

  it('gives one category, and 404 for an unknown one', async () => {
    const category = RequestCategorySchema.parse(
      await (await get('clinical-requests/aseptic-and-compounding-services', clinician)).json(),
    );
    expect(category.forms).toHaveLength(3);
    expect((await get('clinical-requests/no-such-category', clinician)).status).toBe(404);
    expect((await get('clinical-requests', pharmacist)).status).toBe(403);
  });
});

describe('POST /json/api/v1/forms/{slug}/submissions', () => {
  it('stores a public submission without a token, answers a reference, mails the team and acknowledges to the submitter', async () => {
    const before = mailbox.length;
    const response = await submit(SCREEN_FORMS.contact.slug, CONTACT);
    expect(response.status).toBe(201);
    const result = FormSubmissionResultSchema.parse(await response.json());
    expect(result.reference).toMatch(REFERENCE_PATTERN);
    expect(result.reference.slice(4, 8)).toBe(String(new Date().getUTCFullYear()));
    expect(result.confirmation).toEqual({
      type: 'message',
      message: 'Thank you for your message. We reply within two working days.',
    });
    expect(result.adverseEventNotice).toBeNull();

    await runQueuedMail(server.payload);
    const team = await nextMailTo('hello@example.com', before);
    expect(team.subject).toContain(result.reference);
    expect(team.text).toContain('Message: Do you supply hospitals in Wales?');
    expect(team.text).toContain('From: A visitor, dana.ellis@example.net');
    const copy = await nextMailTo('dana.ellis@example.net', before);
    // A visitor typed the address: the copy acknowledges, and echoes none of the answers.
    expect(copy.text).toContain(`Its reference is ${result.reference}`);
    expect(copy.text).not.toContain('Do you supply hospitals in Wales?');
  });

  it('links a signed-in submission to the account and copies the account address', async () => {
    const response = await submit(
      SCREEN_FORMS.callback.slug,
      { values: { topic: 'supply', phone: '+44 20 7946 0321', preferred_time: 'morning' } },
      bearer(pharmacist),
    );
    expect(response.status).toBe(201);
    const { reference } = FormSubmissionResultSchema.parse(await response.json());
    const { docs } = await server.payload.find({
      collection: 'form-submissions',
      where: { reference: { equals: reference } },
      depth: 1,
      overrideAccess: true,
    });
    const stored = docs[0];
    expect(typeof stored?.account === 'object' ? stored.account?.email : undefined).toBe('pharmacist@example.com');
    expect(stored?.submitterEmail).toBe('pharmacist@example.com');
    expect(stored?.values).toEqual({ topic: 'supply', phone: '+44 20 7946 0321', preferred_time: 'morning' });
  });

  it('refuses a form that needs a capability: 401 without a token, 403 without the capability', async () => {
    const body = { values: { organisation: 'St Aldric', products: [] } };
    expect((await submit(SCREEN_FORMS.pricingRequest.slug, body)).status).toBe(401);
    expect((await submit(SCREEN_FORMS.pricingRequest.slug, body, bearer(pharmacist))).status).toBe(403);
    expect((await submit(SCREEN_FORMS.pricingRequest.slug, body, bearer('not-a-token'))).status).toBe(403);
  });

  it('rejects fields that are not in the form, and stores nothing', async () => {
    const count = await server.payload.count({ collection: 'form-submissions', overrideAccess: true });
    const response = await submit(SCREEN_FORMS.contact.slug, {
      values: { ...CONTACT.values, company: 'Acme', is_admin: true },
    });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { code: string; data: { params: Record<string, string> } };
    expect(error.code).toBe('rest_invalid_param');
    expect(error.data.params).toEqual({
      company: 'This field is not in the form.',
      is_admin: 'This field is not in the form.',
    });
    expect(await server.payload.count({ collection: 'form-submissions', overrideAccess: true })).toEqual(count);
  });

  it('answers 415 for other body types and 400 for a body that is not a submission', async () => {
    const plain = await fetch(`${server.baseUrl}/json/api/v1/forms/contact/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(plain.status).toBe(415);
    const shapeless = await submit('contact', { values: 'everything' });
    expect(shapeless.status).toBe(400);
    expect(((await shapeless.json()) as { data: { params: Record<string, string> } }).data.params).toHaveProperty(
      'values',
    );
  });

  it('routes a report with patient harm to pharmacovigilance and explains adverse event handling', async () => {
    const before = mailbox.length;
    const response = await submit(
      SCREEN_FORMS.reportIssue.slug,
      {
        values: {
          issue_type: 'product-quality',
          product: 'Meropenem Meridian 500 mg, batch MM2291',
          description: 'Particles visible after reconstitution; the dose was given before this was noticed.',
          patient_harmed: 'yes',
        },
      },
      bearer(pharmacist),
    );
    expect(response.status).toBe(201);
    const result = FormSubmissionResultSchema.parse(await response.json());
    expect(result.adverseEventNotice).toContain('pharmacovigilance');
    expect(result.adverseEventNotice).toContain('Yellow Card');
    expect(result.adverseEventNotice).toContain(result.reference);

    await runQueuedMail(server.payload);
    const pv = await nextMailTo('pharmacovigilance@example.com', before);
    expect(pv.subject).toContain(result.reference);
    expect(pv.text).toContain('Was a patient harmed?: Yes');
    await nextMailTo('quality@example.com', before);
    const { docs } = await server.payload.find({
      collection: 'form-submissions',
      where: { reference: { equals: result.reference } },
      overrideAccess: true,
    });
    expect(docs[0]).toMatchObject({ patientHarm: true, mailStatus: 'sent' });
  });

  it('does not tell pharmacovigilance when nobody was harmed', async () => {
    const pvBefore = mailsTo('pharmacovigilance@example.com');
    const response = await submit(
      SCREEN_FORMS.reportIssue.slug,
      {
        values: { issue_type: 'portal-problem', description: 'The search box ignores accents.', patient_harmed: 'no' },
      },
      bearer(pharmacist),
    );
    expect(response.status).toBe(201);
    expect(FormSubmissionResultSchema.parse(await response.json()).adverseEventNotice).toBeNull();
    await runQueuedMail(server.payload);
    expect(mailsTo('pharmacovigilance@example.com')).toBe(pvBefore);
  });
});
