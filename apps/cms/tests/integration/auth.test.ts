import { ApiErrorSchema } from '@hcp/contracts/errors';
import { AccountSchema } from '@hcp/contracts/account';
import { CAPABILITIES } from '@hcp/contracts/capabilities';
import { TokenResponseSchema } from '@hcp/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createPortalAccount,
  createRole,
  postJson,
  signIn,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from './harness';

let server: TestServer;
let wendyId: number;

beforeAll(async () => {
  server = await startTestServer();
  const { payload } = server;
  const reader = await createRole(payload, 'Reader', ['read', 'wb_read_education']);
  const stability = await createRole(payload, 'Stability', ['wb_read_stability_matrix', 'read']);
  wendyId = await createPortalAccount(payload, {
    email: 'ward.pharmacist@example.org',
    firstName: 'Wendy',
    lastName: 'Ashford',
    roles: [reader, stability],
  });
  await createPortalAccount(payload, { email: 'pending@example.org', firstName: 'Pat', lastName: 'Ng', roles: [] });
  await payload.create({
    collection: 'admins',
    data: { email: 'staff@example.org', name: 'Sam Staff', role: 'admin', password: TEST_PASSWORD },
    overrideAccess: true,
  });
});

afterAll(async () => {
  await server.close();
});

async function expectApiError(response: Response, status: number, code?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = ApiErrorSchema.parse(await response.json());
  expect(body.data.status).toBe(status);
  if (code) expect(body.code).toBe(code);
  return body;
}

describe('POST /json/jwt-auth/v1/token', () => {
  it('answers a token with the email and display name for the right password', async () => {
    const response = await postJson(server.baseUrl, '/json/jwt-auth/v1/token', {
      username: 'ward.pharmacist@example.org',
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    const body = TokenResponseSchema.parse(await response.json());
    expect(body.user_email).toBe('ward.pharmacist@example.org');
    expect(body.user_display_name).toBe('Wendy Ashford');
    expect(body.token.split('.')).toHaveLength(3);
  });

  it('answers a wrong password and an unknown email with the same generic 401', async () => {
    const wrongPassword = await expectApiError(
      await postJson(server.baseUrl, '/json/jwt-auth/v1/token', {
        username: 'ward.pharmacist@example.org',
        password: 'nope',
      }),
      401,
      'invalid_credentials',
    );
    const unknownEmail = await expectApiError(
      await postJson(server.baseUrl, '/json/jwt-auth/v1/token', { username: 'nobody@example.org', password: 'nope' }),
      401,
    );
    expect(unknownEmail).toEqual(wrongPassword);
  });

  it('answers a wrong password alike for approved, unverified and suspended accounts and unknown emails', async () => {
    await createPortalAccount(server.payload, {
      email: 'unverified@example.org',
      firstName: 'Un',
      lastName: 'Verified',
      roles: [],
      status: 'unverified',
    });
    await createPortalAccount(server.payload, {
      email: 'stopped@example.org',
      firstName: 'Sto',
      lastName: 'Pped',
      roles: [],
      status: 'suspended',
    });
    const answers = [];
    for (const username of [
      'ward.pharmacist@example.org',
      'unverified@example.org',
      'stopped@example.org',
      'never-registered@example.org',
    ]) {
      const response = await postJson(server.baseUrl, '/json/jwt-auth/v1/token', { username, password: 'wrong-one' });
      answers.push({ status: response.status, body: (await response.json()) as unknown });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toMatchObject({ status: 401, body: { code: 'invalid_credentials' } });
  });

  it('does not give CMS staff a portal token', async () => {
    await expectApiError(
      await postJson(server.baseUrl, '/json/jwt-auth/v1/token', {
        username: 'staff@example.org',
        password: TEST_PASSWORD,
      }),
      401,
    );
  });

  it('names each missing field with a 400', async () => {
    const body = await expectApiError(
      await postJson(server.baseUrl, '/json/jwt-auth/v1/token', {}),
      400,
      'rest_invalid_param',
    );
    expect(body.data.params).toEqual({ username: 'Enter your email address.', password: 'Enter your password.' });
  });

  it('answers malformed JSON with 400 and a wrong content type with 415', async () => {
    await expectApiError(
      await postJson(server.baseUrl, '/json/jwt-auth/v1/token', '{"username":'),
      400,
      'rest_invalid_json',
    );
    const response = await fetch(`${server.baseUrl}/json/jwt-auth/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=a&password=b',
    });
    await expectApiError(response, 415, 'rest_unsupported_media_type');
  });
});

describe('GET /json/api/v1/account', () => {
  it('answers 401 without a token', async () => {
    await expectApiError(await fetch(`${server.baseUrl}/json/api/v1/account`), 401, 'rest_not_logged_in');
  });

  it('answers 403 for a malformed, tampered or non-bearer token', async () => {
    const token = await signIn(server.baseUrl, 'ward.pharmacist@example.org');
    const tampered = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    for (const authorization of ['Bearer not-a-jwt', `Bearer ${tampered}`, `Basic ${token}`]) {
      await expectApiError(
        await fetch(`${server.baseUrl}/json/api/v1/account`, { headers: { authorization } }),
        403,
        'rest_forbidden',
      );
    }
  });

  it('answers 403 for a CMS staff token: the portal API serves portal accounts only', async () => {
    const { token } = await server.payload.login({
      collection: 'admins',
      data: { email: 'staff@example.org', password: TEST_PASSWORD },
    });
    await expectApiError(
      await fetch(`${server.baseUrl}/json/api/v1/account`, { headers: { authorization: `Bearer ${String(token)}` } }),
      403,
    );
  });

  it('answers the account with its role names and the union of their capabilities', async () => {
    const token = await signIn(server.baseUrl, 'ward.pharmacist@example.org');
    const response = await fetch(`${server.baseUrl}/json/api/v1/account`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const account = AccountSchema.parse(await response.json());
    expect(account).toEqual({
      id: wendyId,
      firstName: 'Wendy',
      lastName: 'Ashford',
      email: 'ward.pharmacist@example.org',
      profession: null,
      organisation: null,
      regulator: null,
      registrationNumber: null,
      status: 'approved',
      roles: ['Reader', 'Stability'],
      capabilities: ['read', 'wb_read_stability_matrix', 'wb_read_education'],
      twoFactorEnabled: false,
    });
    expect(CAPABILITIES).toEqual(expect.arrayContaining(account.capabilities));
  });

  it('answers an account without roles with no capabilities', async () => {
    const token = await signIn(server.baseUrl, 'pending@example.org');
    const response = await fetch(`${server.baseUrl}/json/api/v1/account`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const account = AccountSchema.parse(await response.json());
    expect(account.roles).toEqual([]);
    expect(account.capabilities).toEqual([]);
  });

  it('answers 403 once the account behind a live token is deleted', async () => {
    const id = await createPortalAccount(server.payload, {
      email: 'leaver@example.org',
      firstName: 'Lee',
      lastName: 'Ver',
      roles: [],
    });
    const token = await signIn(server.baseUrl, 'leaver@example.org');
    await server.payload.delete({ collection: 'users', id, overrideAccess: true });
    await expectApiError(
      await fetch(`${server.baseUrl}/json/api/v1/account`, { headers: { authorization: `Bearer ${token}` } }),
      403,
    );
  });
});

describe('the JSON API root', () => {
  it('answers an unknown path with the error shape and 404', async () => {
    await expectApiError(await fetch(`${server.baseUrl}/json/api/v1/nothing-here`), 404, 'rest_no_route');
  });

  it('serves its OpenAPI document', async () => {
    const response = await fetch(`${server.baseUrl}/json/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths).toHaveProperty('/json/jwt-auth/v1/token');
  });
});

// Last: the server answers 413 before reading the whole body and closes that connection.
describe('body size', () => {
  it('refuses a body over 1 MB with 413', async () => {
    const response = await postJson(server.baseUrl, '/json/jwt-auth/v1/token', {
      username: 'ward.pharmacist@example.org',
      password: 'x'.repeat(1024 * 1024 + 10),
    });
    await expectApiError(response, 413);
  });
});
