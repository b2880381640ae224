/**
 * The capability matrix: every portal API endpoint against every kind of caller, with the status each must get.
 * Every issue that adds an endpoint adds its row here: the matrix reads the operations from the OpenAPI document
 * (docs/api/openapi.json, `npm run openapi`) and fails on one without a row.
 */
import { readFileSync } from 'node:fs';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { env } from '../../src/env';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { signIn, startTestServer, type TestServer } from './harness';

type Caller = 'anonymous' | 'cmsStaff' | 'clinician' | 'pharmacist' | 'noroles';
type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  /** A body made for each caller, in place of `body`. */
  bodyFor?: (caller: Caller) => unknown;
  /** How the caller's token goes: a bearer header (the portal's), or the admin's session cookie (the preview's). */
  session?: 'bearer' | 'cookie';
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
/** A browser's push subscription on the test's push service, in the shape `PushSubscription.toJSON()` gives (65-byte key, 16-byte secret). */
const PUSH_SUBSCRIPTION = {
  endpoint: `${env.pushServiceOrigins[0] ?? ''}/push/capability-matrix`,
  keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 1).toString('base64url') },
};

/** Single sign-on's redirects and refusals, the same for every caller. */
const SSO_REDIRECT = { anonymous: 302, cmsStaff: 302, clinician: 302, pharmacist: 302, noroles: 302 } as const;
const SSO_REFUSED = { anonymous: 401, cmsStaff: 401, clinician: 401, pharmacist: 401, noroles: 401 } as const;

/** Both demo roles hold wb_read_stability_matrix; an account without roles does not. */
const STABILITY_READERS = { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 200, noroles: 403 } as const;

/** Areas only the full-access role opens (the pharmacist's role does not). */
const CLINICIAN_ONLY = { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 403, noroles: 403 } as const;
/** Areas both demo roles open. */
const WITH_ANY_PORTAL_ROLE = { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 200, noroles: 403 } as const;

/** The first matrix row of the demo's Meropendra 1 g, read once the demo is seeded (the calculator's row). */
let meropendraRowId = '';

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
  { method: 'GET', path: '/json/api/v1/stability/meropendra-1-g/y-site', expect: STABILITY_READERS },
  {
    method: 'GET',
    path: '/json/api/v1/y-site?product=meropendra-1-g&drugs=furosemide,frusemide',
    expect: STABILITY_READERS,
  },
  {
    method: 'POST',
    path: '/json/api/v1/stability/meropendra-1-g/calculate',
    bodyFor: () => ({
      rowId: meropendraRowId,
      dose: { value: 1, unit: 'g' },
      basis: 'total',
      weightKg: null,
      final: { kind: 'volume', volumeMl: 100 },
      administration: { kind: 'duration', minutes: 30 },
      preparedAt: new Date().toISOString(),
    }),
    expect: STABILITY_READERS,
  },
  // The demo's first Y-site record: stability is seeded first.
  { method: 'GET', path: '/json/api/v1/y-site-record/1', expect: STABILITY_READERS },
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
  // Public reads: the same answer whoever asks.
  { method: 'GET', path: '/json/ready', expect: EVERYONE },
  { method: 'GET', path: '/json/api/v1/client-config', expect: EVERYONE },
  { method: 'GET', path: '/json/api/v1/brand', expect: EVERYONE },
  { method: 'GET', path: '/json/api/v1/medical-information', expect: EVERYONE },
  { method: 'GET', path: '/json/wb-push-notifications/v1/push/public-key', expect: EVERYONE },
  {
    // An <img> sends no token: the signed address is the permission, so a forged one is 403 whoever asks.
    method: 'GET',
    path: `/json/api/v1/product-catalogue/images/999999/320?v=1&expires=4102444800&signature=${'x'.repeat(43)}`,
    expect: { anonymous: 403, cmsStaff: 403, clinician: 403, pharmacist: 403, noroles: 403 },
  },
  // Public account steps: no caller, whatever token it holds, gets past a wrong password or a made-up token.
  {
    // An address of its own per caller: from the third wrong password for one address the sign-in makes it wait.
    method: 'POST',
    path: '/json/jwt-auth/v1/token',
    bodyFor: (caller) => ({ username: `${caller}@matrix.example.net`, password: 'not-the-password' }),
    expect: { anonymous: 401, cmsStaff: 401, clinician: 401, pharmacist: 401, noroles: 401 },
  },
  // Single sign-on (issue 34): the steps of an organisation's sign-in are for anyone, signed in or not; what they
  // prove is the provider's ID token or assertion, or the one-time secrets it ends with (sso-oidc.test.ts).
  { method: 'GET', path: '/json/sso/providers', expect: EVERYONE },
  // The portal's public key for private_key_jwt: public by nature, as providers such as NHS CIS2 read it.
  { method: 'GET', path: '/json/sso/jwks', expect: EVERYONE },
  { method: 'POST', path: '/json/sso/discover', body: { email: 'someone@example.org' }, expect: EVERYONE },
  { method: 'GET', path: '/json/sso/unknown-trust/start', expect: SSO_REDIRECT },
  { method: 'GET', path: '/json/sso/unknown-trust/callback?state=x&code=y', expect: SSO_REDIRECT },
  { method: 'GET', path: '/json/sso/unknown-trust/logout', expect: SSO_REDIRECT },
  // SAML (tests/integration/sso-saml.test.ts): the ACS proves nothing without a signed answer to a request it made.
  { method: 'POST', path: '/json/sso/unknown-trust/acs', expect: SSO_REDIRECT },
  {
    method: 'GET',
    path: '/json/sso/unknown-trust/metadata',
    expect: { anonymous: 404, cmsStaff: 404, clinician: 404, pharmacist: 404, noroles: 404 },
  },
  // Single logout (sso-saml-https.test.ts): where to end the organisation's session is asked with the portal's token;
  // the SLO service proves nothing without the IdP's signature, and is not offered without the portal's SAML key.
  { method: 'POST', path: '/json/sso/unknown-trust/logout', expect: AUTHENTICATED_ONLY },
  {
    method: 'GET',
    path: '/json/sso/unknown-trust/slo?SAMLRequest=x',
    expect: { anonymous: 404, cmsStaff: 404, clinician: 404, pharmacist: 404, noroles: 404 },
  },
  { method: 'POST', path: '/json/sso/exchange', body: { code: 'A'.repeat(43) }, expect: SSO_REFUSED },
  { method: 'POST', path: '/json/sso/link/info', body: { ticket: 'A'.repeat(43) }, expect: SSO_REFUSED },
  {
    method: 'POST',
    path: '/json/sso/link',
    body: { ticket: 'A'.repeat(43), password: 'not-the-password' },
    expect: SSO_REFUSED,
  },
  {
    method: 'POST',
    path: '/json/api/v1/account/register',
    body: {},
    expect: { anonymous: 400, cmsStaff: 400, clinician: 400, pharmacist: 400, noroles: 400 },
  },
  {
    method: 'POST',
    path: '/json/api/v1/account/verify-email',
    body: { token: 'not-a-real-token' },
    expect: { anonymous: 400, cmsStaff: 400, clinician: 400, pharmacist: 400, noroles: 400 },
  },
  {
    // The same answer whether or not the address has an account (docs/security.md, enumeration).
    method: 'POST',
    path: '/json/api/v1/account/request-password-reset',
    body: { email: 'nobody@example.net' },
    expect: EVERYONE,
  },
  {
    method: 'POST',
    path: '/json/api/v1/account/process-password-reset',
    body: { token: 'not-a-real-token', password: 'a-new-password-long-enough' },
    expect: { anonymous: 400, cmsStaff: 400, clinician: 400, pharmacist: 400, noroles: 400 },
  },
  // Drafts: the form's own capability (report-an-issue: both demo roles), for signed-in portal accounts only.
  { method: 'GET', path: '/json/api/v1/forms/report-an-issue/draft', expect: WITH_ANY_PORTAL_ROLE },
  {
    method: 'PUT',
    path: '/json/api/v1/forms/report-an-issue/draft',
    body: { values: {} },
    expect: WITH_ANY_PORTAL_ROLE,
  },
  {
    method: 'DELETE',
    path: '/json/api/v1/forms/report-an-issue/draft',
    expect: { ...WITH_ANY_PORTAL_ROLE, clinician: 204, pharmacist: 204 },
  },
  { method: 'GET', path: '/json/api/v1/account/drafts', expect: AUTHENTICATED_ONLY },
  // My requests: wb_edit_current_user (both demo roles); another account's reference or a made-up one is 404.
  { method: 'GET', path: '/json/api/v1/account/requests', expect: WITH_ANY_PORTAL_ROLE },
  {
    method: 'GET',
    path: '/json/api/v1/account/requests/HCP-2026-999999',
    expect: { ...WITH_ANY_PORTAL_ROLE, clinician: 404, pharmacist: 404 },
  },
  {
    method: 'POST',
    path: '/json/api/v1/account/requests/HCP-2026-999999/withdraw',
    expect: { ...WITH_ANY_PORTAL_ROLE, clinician: 404, pharmacist: 404 },
  },
  // Push: subscribing needs `read` (both demo roles); the endpoint is new to the clinician (201), then moves to the
  // pharmacist (200). Unsubscribing and reading the areas are for any signed-in account (sign-out unsubscribes);
  // switching areas needs wb_edit_current_user.
  {
    method: 'POST',
    path: '/json/wb-push-notifications/v1/push/subscribe',
    body: PUSH_SUBSCRIPTION,
    expect: { ...WITH_ANY_PORTAL_ROLE, clinician: 201 },
  },
  {
    method: 'POST',
    path: '/json/wb-push-notifications/v1/push/unsubscribe',
    body: { endpoint: PUSH_SUBSCRIPTION.endpoint },
    expect: AUTHENTICATED_ONLY,
  },
  { method: 'GET', path: '/json/api/v1/account/notifications', expect: AUTHENTICATED_ONLY },
  { method: 'PUT', path: '/json/api/v1/account/notifications', body: { off: [] }, expect: WITH_ANY_PORTAL_ROLE },
  { method: 'GET', path: '/json/api/v1/account/analytics-consent', expect: AUTHENTICATED_ONLY },
  {
    method: 'PUT',
    path: '/json/api/v1/account/analytics-consent',
    body: { choice: 'denied' },
    expect: AUTHENTICATED_ONLY,
  },
  {
    // An editor's preview reads the admin's session cookie, not a portal token: only CMS staff get past it, and an
    // unknown item is 404 to them.
    method: 'GET',
    path: '/json/api/v1/preview/stability-products/999999',
    session: 'cookie',
    expect: { anonymous: 401, cmsStaff: 404, clinician: 401, pharmacist: 401, noroles: 401 },
  },
  { method: 'POST', path: '/json/api/v1/account/logout', expect: AUTHENTICATED_ONLY },
];

let server: TestServer;
const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload);
  const { docs } = await server.payload.find({
    collection: 'stability-products',
    where: { slug: { equals: 'meropendra-1-g' } },
    limit: 1,
    overrideAccess: true,
  });
  meropendraRowId = docs[0]?.matrix[0]?.id ?? '';
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

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Each operation of the OpenAPI document, with a pattern its concrete paths match (`{id}` is one path segment). */
function documentedOperations(): { name: string; method: string; pattern: RegExp }[] {
  const document = JSON.parse(readFileSync(new URL('../../../../docs/api/openapi.json', import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([template, operations]) =>
    HTTP_METHODS.filter((method) => method.toLowerCase() in operations).map((method) => ({
      name: `${method} ${template}`,
      method,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    })),
  );
}

const rowMatches = (row: Row, operation: { method: string; pattern: RegExp }) =>
  row.method === operation.method && operation.pattern.test(row.path.split('?')[0] ?? row.path);

describe('the capability matrix covers the API', () => {
  const operations = documentedOperations();

  it('has a row for every operation of the OpenAPI document', () => {
    const missing = operations.filter((operation) => !MATRIX.some((row) => rowMatches(row, operation)));
    expect(missing.map((operation) => operation.name)).toEqual([]);
  });

  it('has no row for an operation the document does not name', () => {
    const unknown = MATRIX.filter((row) => !operations.some((operation) => rowMatches(row, operation)));
    expect(unknown.map((row) => `${row.method} ${row.path}`)).toEqual([]);
  });
});

describe('the capability matrix', () => {
  for (const row of MATRIX) {
    it(`${row.method} ${row.path}`, async () => {
      const actual: Partial<Record<Caller, number>> = {};
      for (const caller of Object.keys(row.expect) as Caller[]) {
        const token = tokens.get(caller);
        const headers: Record<string, string> = {};
        if (token && row.session === 'cookie') {
          // A browser marks the admin's own requests as same-origin; Payload refuses the cookie of a cross-site one.
          headers.cookie = `payload-token=${token}`;
          headers['sec-fetch-site'] = 'same-origin';
        } else if (token) headers.authorization = `Bearer ${token}`;
        const body = row.bodyFor ? row.bodyFor(caller) : row.body;
        if (body !== undefined) headers['content-type'] = 'application/json';
        const response = await fetch(`${server.baseUrl}${row.path}`, {
          method: row.method,
          // A redirect is the answer (single sign-on's steps): its status is what the row checks.
          redirect: 'manual',
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        actual[caller] = response.status;
      }
      expect(actual).toEqual(row.expect);
    });
  }
});
