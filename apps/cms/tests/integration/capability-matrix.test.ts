/**
 * The capability matrix: every portal API endpoint against every kind of caller, with the status each must get.
 * Every issue that adds an endpoint adds its row here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { signIn, startTestServer, type TestServer } from './harness';

type Caller = 'anonymous' | 'cmsStaff' | 'clinician' | 'pharmacist' | 'noroles';
type Row = { method: 'GET' | 'POST'; path: string; body?: unknown; expect: Record<Caller, number> };

const AUTHENTICATED_ONLY = { anonymous: 401, cmsStaff: 403, clinician: 200, pharmacist: 200, noroles: 200 } as const;

/** Rows run in order with one token per caller; the logout row ends those sessions, so it comes last. */
const EVERYONE = { anonymous: 200, cmsStaff: 200, clinician: 200, pharmacist: 200, noroles: 200 } as const;

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
    method: 'GET',
    path: '/json/api/v1/documents/999999',
    expect: { anonymous: 401, cmsStaff: 403, clinician: 404, pharmacist: 404, noroles: 404 },
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
  { method: 'POST', path: '/json/api/v1/account/logout', expect: AUTHENTICATED_ONLY },
];

let server: TestServer;
const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload);
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
