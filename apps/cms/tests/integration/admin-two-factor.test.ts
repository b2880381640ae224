// CMS accounts and two-step sign-in with ADMIN_2FA_REQUIRED=true: Payload's own REST handler (where Next would call
// it) must refuse a session that has not passed its second factor, whatever the server's gate in front lets through.
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.ADMIN_2FA_REQUIRED = 'true';
});

import { adminRest } from './admin-rest';
import { startTestServer, TEST_PASSWORD, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const rest = adminRest;

async function createAdmin(email: string): Promise<number> {
  const admin = await server.payload.create({
    collection: 'admins',
    data: { email, name: 'Ada Admin', role: 'admin', password: TEST_PASSWORD },
    overrideAccess: true,
  });
  return admin.id;
}

/** Signs in to /admin with the password and answers the session cookie. */
async function adminSignIn(email: string): Promise<Record<string, string>> {
  const answer = await rest('POST', '/api/admins/login', {}, { email, password: TEST_PASSWORD });
  expect(answer.status).toBe(200);
  const token = answer.cookies['payload-token'];
  expect(token).toBeTruthy();
  return { 'payload-token': token ?? '' };
}

/** What a session may reach: content, a global, a custom endpoint, its own record, and the admin's gatekeeper. */
async function reach(cookies: Record<string, string>) {
  const [pages, brand, exportCsv, me, access] = await Promise.all([
    rest('GET', '/api/pages', cookies),
    rest('GET', '/api/globals/brand', cookies),
    rest('GET', '/api/form-submissions/export', cookies),
    rest('GET', '/api/admins/me', cookies),
    rest('GET', '/api/access', cookies),
  ]);
  return {
    pages: pages.status,
    brand: brand.status,
    exportCsv: exportCsv.status,
    me: (me.body.user as { email?: string } | null)?.email,
    // Payload leaves `canAccessAdmin` out of the answer when it is false.
    canAccessAdmin: access.body.canAccessAdmin === true,
  };
}

describe('CMS accounts when two-step sign-in is required', () => {
  it('refuses a CMS account everything but enrolment until it enrols, then asks for a code at each sign-in', async () => {
    const email = 'ada.admin@example.org';
    const id = await createAdmin(email);
    const session = await adminSignIn(email);
    // Signed in with the password only: nothing to read or write, no admin, only its own record and the enrolment.
    expect(await reach(session)).toEqual({
      pages: 403,
      brand: 403,
      exportCsv: 403,
      me: email,
      canAccessAdmin: false,
    });
    expect((await rest('PATCH', `/api/admins/${String(id)}`, session, { name: 'Changed' })).status).toBe(403);

    const setup = await rest('POST', '/api/admins/two-factor-setup', session, { password: TEST_PASSWORD });
    expect(setup.status).toBe(200);
    const secret = String(setup.body.secret);
    expect(String(setup.body.otpauthUrl)).toContain('ada.admin%40example.org');
    const wrong = await rest('POST', '/api/admins/two-factor-confirm', session, { code: '000000' });
    expect(wrong.status).toBe(400);
    const confirmed = await rest('POST', '/api/admins/two-factor-confirm', session, {
      code: await generate({ secret }),
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    const mark = confirmed.cookies['hcp-admin-2fa'];
    expect(mark).toBeTruthy();

    // This session has passed: everything its role allows is open.
    const passed = { ...session, 'hcp-admin-2fa': mark ?? '' };
    expect(await reach(passed)).toEqual({ pages: 200, brand: 200, exportCsv: 200, me: email, canAccessAdmin: true });
    // The same session without its mark is held back again.
    expect((await reach(session)).pages).toBe(403);

    const { docs: events } = await server.payload.find({
      collection: 'audit-events',
      where: { action: { equals: 'mfa.enrolled' } },
      overrideAccess: true,
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorKind: 'cms-account', targetCollection: 'admins', targetId: String(id) });
    expect(events[0]?.clientAddress).toBe('203.0.113.9');

    // The editors' preview, the one portal API route that reads the admin's cookie, holds the session back the same way.
    const previewWith = (cookies: Record<string, string>) =>
      fetch(`${server.baseUrl}/json/api/v1/preview/stability-products/999999`, {
        headers: {
          'sec-fetch-site': 'same-origin',
          cookie: Object.entries(cookies)
            .map(([name, value]) => `${name}=${value}`)
            .join('; '),
        },
      });
    expect((await previewWith(session)).status).toBe(401);
    expect((await previewWith(passed)).status).toBe(404);

    // A new sign-in is a new session: the old mark proves nothing for it, and setting up again is refused.
    const next = await adminSignIn(email);
    const withOldMark = { ...next, 'hcp-admin-2fa': mark ?? '' };
    expect(await reach(withOldMark)).toMatchObject({ pages: 403, canAccessAdmin: false });
    expect((await rest('POST', '/api/admins/two-factor-setup', next, { password: TEST_PASSWORD })).status).toBe(409);
    expect((await rest('POST', '/api/admins/two-factor-verify', next, { code: '000000' })).status).toBe(400);

    // A code from the app passes this session; the same code does not pass another one.
    const stored = await server.payload.db.findOne<{ id: number; lastUsedStep?: number | null }>({
      collection: 'two-factor-credentials',
      where: { accountId: { equals: id } },
    });
    const code = await generate({ secret, epoch: ((stored?.lastUsedStep ?? 0) + 1) * 30 });
    const verified = await rest('POST', '/api/admins/two-factor-verify', next, { code });
    expect(verified.status).toBe(200);
    const nextMark = verified.cookies['hcp-admin-2fa'];
    expect(await reach({ ...next, 'hcp-admin-2fa': nextMark ?? '' })).toMatchObject({
      pages: 200,
      canAccessAdmin: true,
    });
    const third = await adminSignIn(email);
    expect((await rest('POST', '/api/admins/two-factor-verify', third, { code })).status).toBe(400);

    // A recovery code passes a session once.
    const [recoveryCode] = confirmed.body.recoveryCodes as string[];
    expect((await rest('POST', '/api/admins/two-factor-verify', third, { code: recoveryCode })).status).toBe(200);
    const fourth = await adminSignIn(email);
    expect((await rest('POST', '/api/admins/two-factor-verify', fourth, { code: recoveryCode })).status).toBe(400);
  });

  it('asks for the password before a setup, counting a wrong one, and ends the other sessions once it is on', async () => {
    const email = 'bea.enrols@example.org';
    await createAdmin(email);
    const session = await adminSignIn(email);
    const elsewhere = await adminSignIn(email);
    // A session alone, as a stolen cookie is, cannot start an enrolment.
    const without = await rest('POST', '/api/admins/two-factor-setup', session, {});
    expect(without.status).toBe(400);
    const wrong = await rest('POST', '/api/admins/two-factor-setup', session, { password: 'not-the-password' });
    expect(wrong).toMatchObject({ status: 400, body: { errors: [{ message: 'Your password is not correct.' }] } });
    expect((await rest('POST', '/api/admins/two-factor-confirm', session, { code: '000000' })).status).toBe(409);
    await rest('POST', '/api/admins/two-factor-setup', session, { password: 'still-not-it' });
    await rest('POST', '/api/admins/two-factor-setup', session, { password: 'nor-this-one' });
    const held = await rest('POST', '/api/admins/two-factor-setup', session, { password: TEST_PASSWORD });
    expect(held.status).toBe(429);

    // The waits count by the session that typed the wrong passwords. From a new session, with the password, it starts;
    // once confirmed, only that session is still signed in.
    const fresh = await adminSignIn(email);
    const setup = await rest('POST', '/api/admins/two-factor-setup', fresh, { password: TEST_PASSWORD });
    expect(setup.status).toBe(200);
    expect((await rest('GET', '/api/admins/me', elsewhere)).body.user).toMatchObject({ email });
    const confirmed = await rest('POST', '/api/admins/two-factor-confirm', fresh, {
      code: await generate({ secret: String(setup.body.secret) }),
    });
    expect(confirmed.status).toBe(200);
    expect((await rest('GET', '/api/admins/me', elsewhere)).body.user).toBeNull();
    expect((await rest('GET', '/api/admins/me', session)).body.user).toBeNull();
    expect((await rest('GET', '/api/admins/me', fresh)).body.user).toMatchObject({ email });
  });

  it('refuses the two-step endpoints without a CMS session', async () => {
    expect((await rest('POST', '/api/admins/two-factor-setup', {}, { password: TEST_PASSWORD })).status).toBe(401);
    expect((await rest('POST', '/api/admins/two-factor-verify', {}, { code: '123456' })).status).toBe(401);
  });
});
