/**
 * The capability matrix: every portal API endpoint against every kind of caller, with the status each must get.
 * Every issue that adds an endpoint adds its row here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { signIn, startTestServer, type TestServer } from './harness';

type Caller = 'anonymous' | 'cmsStaff' | 'clinician' | 'pharmacist' | 'noroles';
type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  expect: Record<Caller, number>;
};

const AUTHENTICATED_ONLY = { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 200, noroles: 200 } as const;

/** Rows run in order with one token per caller; the logout row ends those sessions, so it comes last. */
/** The education area and the CPD log: clinicians and pharmacists hold `wb_read_education`. */
const EDUCATION = { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 200, noroles: 403 } as const;
const EDUCATION_CREATED = { ...EDUCATION, clinician: 201, pharmacist: 201 } as const;
const EDUCATION_NOT_FOUND = { ...EDUCATION, clinician: 404, pharmacist: 404 } as const;
const CPD_ENTRY = {
  title: 'Matrix check',
  date: new Date().toISOString().slice(0, 10),
  cpd: { type: 'self-directed', display: 'time', category: null, points: 0, time: { value: 30, unit: 'minutes' } },
  planning: 'planned',
  reflection: { learned: '', practice: '' },
  peerDiscussion: '',
};

const EVERYONE = { anonymous: 200, cmsStaff: 200, clinician: 200, pharmacist: 200, noroles: 200 } as const;

/** Both demo roles hold wb_read_stability_matrix; an account without roles does not. */
const STABILITY_READERS = { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 200, noroles: 403 } as const;

/** Areas only the full-access role opens (the pharmacist's role does not). */
const CLINICIAN_ONLY = { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 403, noroles: 403 } as const;
/** Areas both demo roles open. */
const WITH_ANY_PORTAL_ROLE = { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 200, noroles: 403 } as const;

const MATRIX: Row[] = [
  { method: 'GET', path: '/json/health', expect: EVERYONE },
  { method: 'GET', path: '/json/api/v1/pages/about', expect: EVERYONE },
  { method: 'GET', path: '/json/api/v1/account', expect: AUTHENTICATED_ONLY },
  { method: 'GET', path: '/json/api/v1/account/roles', expect: AUTHENTICATED_ONLY },
  {
    method: 'POST',
    path: '/json/jwt-auth/v1/token/validate',
    expect: { anonymous: 403, cmsStaff: 403, clinician: 200, pharmacist: 200, noroles: 200 },
  },
  { method: 'POST', path: '/json/jwt-auth/v1/token/refresh', expect: AUTHENTICATED_ONLY },
  {
    method: 'POST',
    path: '/json/api/v1/account/update',
    body: {},
    expect: { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 200, noroles: 403 },
  },
  {
    // Public: the link reaches the new address wherever it is opened. No caller, whatever token it holds, gets past
    // the token check, so a made-up token is 400 for everyone.
    method: 'POST',
    path: '/json/api/v1/account/confirm-email-change',
    body: { token: 'not-a-real-token' },
    expect: { anonymous: 400, cmsStaff: 400, clinician: 400, pharmacist: 400, noroles: 400 },
  },
  {
    method: 'GET',
    path: '/json/api/v1/documents/999999',
    expect: { anonymous: 401, cmsStaff: 403, clinician: 404, pharmacist: 404, noroles: 404 },
  },
  {
    method: 'GET',
    path: '/json/api/v1/clinical-resources',
    expect: { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 403, noroles: 403 },
  },
  {
    method: 'GET',
    path: '/json/api/v1/clinical-resource/patient-counselling',
    expect: { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 403, noroles: 403 },
  },
  {
    method: 'GET',
    path: '/json/api/v1/clinical-resource-children/patient-counselling',
    expect: { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 403, noroles: 403 },
  },
  {
    method: 'GET',
    path: '/json/api/v1/menu/clinical-resources',
    expect: { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 403, noroles: 403 },
  },
  { method: 'GET', path: '/json/api/v1/stability', expect: STABILITY_READERS },
  { method: 'GET', path: '/json/api/v1/stability/cefravex-1-g', expect: STABILITY_READERS },
  { method: 'GET', path: '/json/api/v1/menu/stability', expect: STABILITY_READERS },
  { method: 'GET', path: '/json/api/v1/education', expect: EDUCATION },
  { method: 'GET', path: '/json/api/v1/education/antimicrobial-stewardship', expect: EDUCATION },
  { method: 'GET', path: '/json/api/v1/education-item/iv-to-oral-switch', expect: EDUCATION },
  { method: 'GET', path: '/json/api/v1/menu/education', expect: EDUCATION },
  { method: 'GET', path: '/json/api/v1/cpd-log', expect: EDUCATION },
  { method: 'POST', path: '/json/api/v1/cpd-log', body: CPD_ENTRY, expect: EDUCATION_CREATED },
  { method: 'PATCH', path: '/json/api/v1/cpd-log/999999', body: { title: 'x' }, expect: EDUCATION_NOT_FOUND },
  { method: 'DELETE', path: '/json/api/v1/cpd-log/999999', expect: EDUCATION_NOT_FOUND },
  {
    method: 'POST',
    path: '/json/api/v1/cpd-log/complete',
    body: { educationItem: 'iv-to-oral-switch' },
    expect: EDUCATION_CREATED,
  },
  { method: 'GET', path: '/json/api/v1/cpd-log/export?format=csv', expect: EDUCATION },
  {
    method: 'GET',
    path: '/json/api/v1/clinical-trials',
    expect: { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 403, noroles: 403 },
  },
  {
    method: 'GET',
    path: '/json/api/v1/clinical-trial/velocity',
    expect: { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 403, noroles: 403 },
  },
  {
    method: 'GET',
    path: '/json/api/v1/clinical-trial-team/clinical-trials-unit',
    expect: { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 403, noroles: 403 },
  },
  {
    method: 'GET',
    path: '/json/api/v1/menu/clinical-trials',
    expect: { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 403, noroles: 403 },
  },
  {
    method: 'GET',
    path: '/json/api/v1/teams',
    expect: { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 200, noroles: 403 },
  },
  {
    method: 'GET',
    path: '/json/api/v1/team/medical-information',
    expect: { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 200, noroles: 403 },
  },
  { method: 'GET', path: '/json/api/v1/important-updates', expect: CLINICIAN_ONLY },
  {
    method: 'GET',
    path: '/json/api/v1/important-update/meropenem-meridian-500-mg-supply-restored',
    expect: CLINICIAN_ONLY,
  },
  { method: 'GET', path: '/json/api/v1/product-catalogue', expect: CLINICIAN_ONLY },
  {
    method: 'GET',
    path: '/json/api/v1/product-catalogue/vancomycin-meridian-1-g-powder-for-solution-for-infusion',
    expect: CLINICIAN_ONLY,
  },
  { method: 'GET', path: '/json/api/v1/quick-links', expect: WITH_ANY_PORTAL_ROLE },
  { method: 'GET', path: '/json/api/v1/account/dashboard', expect: WITH_ANY_PORTAL_ROLE },
  {
    method: 'PATCH',
    path: '/json/api/v1/account/dashboard/update',
    body: { version: 0, widgets: ['quick-links'], cpdTarget: { points: null, minutes: null } },
    expect: WITH_ANY_PORTAL_ROLE,
  },
  { method: 'GET', path: '/json/api/v1/account/starred-stability', expect: STABILITY_READERS },
  { method: 'PUT', path: '/json/api/v1/account/starred-stability/cefravex-1-g', expect: STABILITY_READERS },
  { method: 'DELETE', path: '/json/api/v1/account/starred-stability/cefravex-1-g', expect: STABILITY_READERS },
  { method: 'GET', path: '/json/api/v1/account/recently-viewed', expect: WITH_ANY_PORTAL_ROLE },
  {
    method: 'POST',
    path: '/json/api/v1/account/recently-viewed',
    body: { area: 'stability', item: 'cefravex-1-g' },
    expect: WITH_ANY_PORTAL_ROLE,
  },
  { method: 'GET', path: '/json/api/v1/clinical-requests', expect: CLINICIAN_ONLY },
  { method: 'GET', path: '/json/api/v1/clinical-requests/medicines-information', expect: CLINICIAN_ONLY },
  { method: 'GET', path: '/json/api/v1/account/pinned-clinical-requests', expect: CLINICIAN_ONLY },
  {
    method: 'PATCH',
    path: '/json/api/v1/account/pinned-clinical-requests/update',
    body: { pinned: [] },
    expect: CLINICIAN_ONLY,
  },
  /** The public contact form: anyone reads it; a CMS staff token is not a portal token, so it is refused. */
  {
    method: 'GET',
    path: '/json/api/v1/forms/contact',
    expect: { anonymous: 200, cmsStaff: 403, clinician: 200, pharmacist: 200, noroles: 200 },
  },
  { method: 'GET', path: '/json/api/v1/forms/pricing-request', expect: CLINICIAN_ONLY },
  { method: 'GET', path: '/json/api/v1/forms/report-an-issue', expect: WITH_ANY_PORTAL_ROLE },
  { method: 'GET', path: '/json/api/v1/forms/clinical-trial-feasibility', expect: CLINICIAN_ONLY },
  {
    method: 'POST',
    path: '/json/api/v1/forms/request-callback/submissions',
    body: { values: { topic: 'portal', phone: '0161 496 0000', preferred_time: 'any' } },
    expect: { ...WITH_ANY_PORTAL_ROLE, clinician: 201, pharmacist: 201 },
  },
  {
    method: 'POST',
    path: '/json/api/v1/forms/contact/submissions',
    body: { values: { name: 'Matrix', email: 'matrix@example.net', message: 'Hello', consent: true } },
    expect: { anonymous: 201, cmsStaff: 403, clinician: 201, pharmacist: 201, noroles: 201 },
  },
  { method: 'GET', path: '/json/api/v1/bot-check/challenge', expect: EVERYONE },
  {
    method: 'GET',
    path: '/json/api/v1/form-uploads/999999',
    expect: { anonymous: 401, cmsStaff: 403, clinician: 404, pharmacist: 404, noroles: 404 },
  },
  // Search needs wb_edit_current_user (both demo roles); the areas searched follow each caller's capabilities.
  { method: 'GET', path: '/json/api/v1/search?q=insulin', expect: WITH_ANY_PORTAL_ROLE },
  {
    method: 'GET',
    path: '/json/api/v1/search?q=',
    expect: { ...WITH_ANY_PORTAL_ROLE, clinician: 400, pharmacist: 400 },
  },
  {
    // Public: no caller gets past a made-up challenge, whatever token it holds.
    method: 'POST',
    path: '/json/jwt-auth/v1/token/mfa',
    body: { challenge: 'not-a-real-challenge', code: '123456' },
    expect: { anonymous: 401, cmsStaff: 401, clinician: 401, pharmacist: 401, noroles: 401 },
  },
  {
    method: 'POST',
    path: '/json/api/v1/account/2fa/setup',
    body: { password: DEMO_PASSWORD },
    expect: { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 200, noroles: 403 },
  },
  {
    // The setup above exists; a made-up code is refused beside its field.
    method: 'POST',
    path: '/json/api/v1/account/2fa/confirm',
    body: { code: '000000' },
    expect: { anonymous: 401, cmsStaff: 403, clinician: 400, pharmacist: 400, noroles: 403 },
  },
  {
    method: 'POST',
    path: '/json/api/v1/account/2fa/disable',
    body: { password: 'not-the-password', code: '000000' },
    expect: { anonymous: 401, cmsStaff: 403, clinician: 400, pharmacist: 400, noroles: 403 },
  },
  // Personal data self-service: any signed-in portal account, whatever its roles (a pending account too).
  { method: 'GET', path: '/json/api/v1/account/export', expect: AUTHENTICATED_ONLY },
  {
    method: 'POST',
    path: '/json/api/v1/account/export',
    body: {},
    expect: { anonymous: 401, cmsStaff: 403, clinician: 202, pharmacist: 202, noroles: 202 },
  },
  {
    method: 'GET',
    path: '/json/api/v1/account/export/999999',
    expect: { anonymous: 401, cmsStaff: 403, clinician: 404, pharmacist: 404, noroles: 404 },
  },
  {
    method: 'GET',
    path: '/json/api/v1/account/export/999999/download',
    expect: { anonymous: 401, cmsStaff: 403, clinician: 404, pharmacist: 404, noroles: 404 },
  },
  { method: 'GET', path: '/json/api/v1/account/consents', expect: AUTHENTICATED_ONLY },
  {
    method: 'POST',
    path: '/json/api/v1/account/consents/withdraw',
    body: { purpose: 'push-stability' },
    expect: AUTHENTICATED_ONLY,
  },
  // A wrong password: the demo accounts stay.
  {
    method: 'POST',
    path: '/json/api/v1/account/delete',
    body: { password: 'not-the-demo-password' },
    expect: { anonymous: 401, cmsStaff: 403, clinician: 400, pharmacist: 400, noroles: 400 },
  },
  { method: 'POST', path: '/json/api/v1/account/logout', expect: AUTHENTICATED_ONLY },
];

let server: TestServer;
const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload);
  // The matrix checks who may call what; the bot check has its own tests, so the forms it submits go without.
  await server.payload.update({
    collection: 'forms',
    where: { slug: { in: ['contact', 'request-callback'] } },
    data: { botCheck: false },
    overrideAccess: true,
  });
  tokens.set('anonymous', undefined);
  const staff = await server.payload.login({
    collection: 'admins',
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  tokens.set('cmsStaff', staff.token);
  tokens.set('clinician', await signIn(server.baseUrl, 'clinician@example.com', DEMO_PASSWORD));
  tokens.set('pharmacist', await signIn(server.baseUrl, 'pharmacist@example.com', DEMO_PASSWORD));
  tokens.set('noroles', await signIn(server.baseUrl, 'noroles@example.com', DEMO_PASSWORD));
});

afterAll(async () => {
  await server.close();
});

describe('the capability matrix', () => {
  for (const row of MATRIX) {
    it(`${row.method} ${row.path}`, async () => {
      const actual: Partial<Record<Caller, number>> = {};
      for (const caller of Object.keys(row.expect) as Caller[]) {
        const token = tokens.get(caller);
        const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
        if (row.body !== undefined) headers['content-type'] = 'application/json';
        const response = await fetch(`${server.baseUrl}${row.path}`, {
          method: row.method,
          headers,
          body: row.body === undefined ? undefined : JSON.stringify(row.body),
        });
        actual[caller] = response.status;
      }
      expect(actual).toEqual(row.expect);
    });
  }
});
