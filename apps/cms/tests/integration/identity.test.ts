import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import { AccountSchema, AccountUpdateResponseSchema, VerifyEmailResponseSchema } from '@hcp/contracts/account';
import { ApiErrorSchema } from '@hcp/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPortalApi } from '../../src/endpoints/app';
import type { User } from '../../src/payload-types';
import {
  createPortalAccount,
  createRole,
  isolatedLimits,
  postJson,
  signIn,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from './harness';
import { mailbox, mailsTo, nextMailTo } from './mailbox';

let server: TestServer;
let readerRole: number;

beforeAll(async () => {
  server = await startTestServer();
  readerRole = await createRole(server.payload, 'Reader', ['read', 'wb_edit_current_user', 'wb_read_education']);
});

afterAll(async () => {
  await server.close();
});

const registration = (email: string) => ({
  firstName: 'Rhea',
  lastName: 'Okoye',
  email,
  password: 'amber-kettle-harbour-42',
  profession: 'pharmacist',
  organisation: 'Westfield Royal Infirmary',
  regulator: 'GPhC',
  registrationNumber: '2091145',
});

async function errorOf(response: Response) {
  return ApiErrorSchema.parse(await response.json());
}

function withToken(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** The token in a confirmation mail's link to the portal's public token route. */
function tokenOf(mail: { links: string[] }): string {
  const link = mail.links.find((url) => url.startsWith('http://portal.test/'));
  if (!link) throw new Error('The mail has no confirmation link.');
  return new URL(link).pathname.slice(1);
}

async function account(token: string) {
  return fetch(`${server.baseUrl}/json/api/v1/account`, { headers: withToken(token) });
}

describe('registration, email confirmation and approval', () => {
  it('registers, confirms the address from the emailed link, and waits for approval', async () => {
    const email = 'rhea.okoye@example.org';
    const before = mailbox.length;
    const registered = await postJson(server.baseUrl, '/json/api/v1/account/register', registration(email));
    expect(registered.status).toBe(202);
    const { message } = (await registered.json()) as { message: string };
    expect(message).toMatch(/sent you an email/);

    const mail = await nextMailTo(email, before);
    expect(mail.subject).toBe('Confirm your email address for HCP Portal');
    const link = mail.links.find((url) => url.startsWith('http://portal.test/'));
    expect(link).toBeDefined();
    const token = new URL(link ?? '').pathname.slice(1);

    const tooEarly = await postJson(server.baseUrl, '/json/jwt-auth/v1/token', {
      username: email,
      password: 'amber-kettle-harbour-42',
    });
    expect(tooEarly.status).toBe(401);
    expect((await errorOf(tooEarly)).code).toBe('account_unverified');

    const confirmed = await postJson(server.baseUrl, '/json/api/v1/account/verify-email', { token });
    expect(confirmed.status).toBe(200);
    expect(VerifyEmailResponseSchema.parse(await confirmed.json())).toMatchObject({
      outcome: 'confirmed',
      awaitingApproval: true,
    });
    // Opened again (a double click, or a mail scanner that opened it first): confirmed before, still waiting.
    const again = await postJson(server.baseUrl, '/json/api/v1/account/verify-email', { token });
    expect(again.status).toBe(200);
    const secondAnswer = VerifyEmailResponseSchema.parse(await again.json());
    expect(secondAnswer).toMatchObject({ outcome: 'already_confirmed', awaitingApproval: true });
    expect(secondAnswer.message).toMatch(/^This link was used before/);

    const session = await signIn(server.baseUrl, email, 'amber-kettle-harbour-42');
    const pending = AccountSchema.parse(await (await account(session)).json());
    expect(pending).toMatchObject({
      status: 'pending',
      roles: [],
      capabilities: [],
      profession: 'pharmacist',
      regulator: 'GPhC',
    });

    // An editor approves by giving roles; the professional is emailed.
    const [created] = (
      await server.payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
    ).docs;
    const beforeApproval = mailbox.length;
    const editor = await server.payload.create({
      collection: 'admins',
      data: { email: 'approver@example.org', name: 'Ed Itor', role: 'editor', password: TEST_PASSWORD },
      overrideAccess: true,
    });
    await server.payload.update({
      collection: 'users',
      id: created?.id ?? 0,
      data: { roles: [readerRole] },
      user: { ...editor, collection: 'admins' },
      overrideAccess: false,
    });
    const approvalMail = await nextMailTo(email, beforeApproval);
    expect(approvalMail.subject).toBe('Your HCP Portal account is approved');
    const approved = AccountSchema.parse(await (await account(session)).json());
    expect(approved).toMatchObject({ status: 'approved', roles: ['Reader'] });
    expect(approved.capabilities).toEqual(['read', 'wb_edit_current_user', 'wb_read_education']);

    const afterApproval = await postJson(server.baseUrl, '/json/api/v1/account/verify-email', { token });
    expect(VerifyEmailResponseSchema.parse(await afterApproval.json())).toMatchObject({
      outcome: 'already_confirmed',
      awaitingApproval: false,
    });
  });

  it('refuses a random token and a replaced link exactly as before, and tells a double click it is confirmed', async () => {
    const email = 'double.click@example.org';
    const before = mailbox.length;
    await postJson(server.baseUrl, '/json/api/v1/account/register', registration(email));
    const first = tokenOf(await nextMailTo(email, before));
    // Registering again before confirming sends a new link; the first one no longer works.
    const beforeSecond = mailbox.length;
    await postJson(server.baseUrl, '/json/api/v1/account/register', registration(email));
    const second = tokenOf(await nextMailTo(email, beforeSecond));

    const random = await postJson(server.baseUrl, '/json/api/v1/account/verify-email', {
      token: 'q'.repeat(43),
    });
    const replaced = await postJson(server.baseUrl, '/json/api/v1/account/verify-email', { token: first });
    for (const refusal of [random, replaced]) {
      expect(refusal.status).toBe(400);
      expect(await errorOf(refusal)).toMatchObject({
        code: 'invalid_token',
        message: 'This confirmation link is not valid or has expired. Register again to receive a new one.',
      });
    }

    const answers = await Promise.all(
      [1, 2].map(() => postJson(server.baseUrl, '/json/api/v1/account/verify-email', { token: second })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const outcomes = await Promise.all(
      answers.map(async (answer) => VerifyEmailResponseSchema.parse(await answer.json()).outcome),
    );
    expect(outcomes.sort()).toEqual(['already_confirmed', 'confirmed']);

    // The replaced link stays refused after the address is confirmed: only the link that confirmed it is told so.
    const replacedLater = await postJson(server.baseUrl, '/json/api/v1/account/verify-email', { token: first });
    expect(replacedLater.status).toBe(400);
    expect((await errorOf(replacedLater)).code).toBe('invalid_token');
  });

  it('answers an already registered email exactly like a new one, and tells the owner by email instead', async () => {
    await createPortalAccount(server.payload, {
      email: 'taken@example.org',
      firstName: 'Tia',
      lastName: 'Ken',
      roles: [],
    });
    const before = mailbox.length;
    const fresh = await postJson(
      server.baseUrl,
      '/json/api/v1/account/register',
      registration('brand.new@example.org'),
    );
    const taken = await postJson(server.baseUrl, '/json/api/v1/account/register', registration('Taken@Example.org'));
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    const mail = await nextMailTo('taken@example.org', before);
    expect(mail.subject).toBe('Your HCP Portal account already exists');
    const users = await server.payload.count({
      collection: 'users',
      where: { email: { equals: 'taken@example.org' } },
      overrideAccess: true,
    });
    expect(users.totalDocs).toBe(1);
  });

  it('validates every field and stores nothing when one is wrong', async () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ email: 'not-an-email' }, 'email', /valid email/],
      [{ password: 'short' }, 'password', /at least 12/],
      [{ password: 'Password1234' }, 'password', /too common/],
      [{ firstName: '' }, 'firstName', /first name/],
      [{ profession: 'astronaut' }, 'profession', /profession/],
      [{ registrationNumber: '12 34;' }, 'registrationNumber', /letters, digits/],
      [{ regulator: 'GMC', registrationNumber: '12A3456E' }, 'registrationNumber', /^GMC .* 7 digits, like 1234567\.$/],
      [{ roles: [1] }, 'body', /.+/],
    ];
    for (const [override, field, message] of cases) {
      const email = `invalid.${field}@example.org`;
      const response = await postJson(server.baseUrl, '/json/api/v1/account/register', {
        ...registration(email),
        ...override,
      });
      expect(response.status, field).toBe(400);
      const body = await errorOf(response);
      expect(Object.entries(body.data.params ?? {}).find(([key]) => key === field)?.[1] ?? body.message, field).toMatch(
        message,
      );
    }
    const stored = await server.payload.count({
      collection: 'users',
      where: { email: { like: 'invalid.' } },
      overrideAccess: true,
    });
    expect(stored.totalDocs).toBe(0);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses and emails a single-use link', async () => {
    await createPortalAccount(server.payload, {
      email: 'forgetful@example.org',
      firstName: 'Fay',
      lastName: 'Getful',
      roles: [readerRole],
    });
    const oldSession = await signIn(server.baseUrl, 'forgetful@example.org');
    const before = mailbox.length;
    const known = await postJson(server.baseUrl, '/json/api/v1/account/request-password-reset', {
      email: 'forgetful@example.org',
    });
    const unknown = await postJson(server.baseUrl, '/json/api/v1/account/request-password-reset', {
      email: 'nobody@example.org',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect(mailsTo('nobody@example.org')).toBe(0);

    const mail = await nextMailTo('forgetful@example.org', before);
    const link = mail.links.find((url) => url.includes('/reset-password#token='));
    expect(link).toBeDefined();
    const token = new URL(link ?? '').hash.replace('#token=', '');

    const weak = await postJson(server.baseUrl, '/json/api/v1/account/process-password-reset', {
      token,
      password: 'qwerty123456',
    });
    expect(weak.status).toBe(400);

    const reset = await postJson(server.baseUrl, '/json/api/v1/account/process-password-reset', {
      token,
      password: 'saffron-lantern-meadow-9',
    });
    expect(reset.status).toBe(200);
    expect((await account(oldSession)).status).toBe(403);
    await signIn(server.baseUrl, 'forgetful@example.org', 'saffron-lantern-meadow-9');

    const reused = await postJson(server.baseUrl, '/json/api/v1/account/process-password-reset', {
      token,
      password: 'another-long-password-7',
    });
    expect(reused.status).toBe(400);
    expect((await errorOf(reused)).code).toBe('invalid_token');
  });

  it('spends a reset link once when two requests bring it at the same moment: one password wins, the other is refused', async () => {
    await createPortalAccount(server.payload, {
      email: 'twice@example.org',
      firstName: 'Tw',
      lastName: 'Ice',
      roles: [],
    });
    const before = mailbox.length;
    await postJson(server.baseUrl, '/json/api/v1/account/request-password-reset', { email: 'twice@example.org' });
    const link = (await nextMailTo('twice@example.org', before)).links.find((url) => url.includes('#token='));
    const token = new URL(link ?? 'http://x').hash.replace('#token=', '');
    const passwords = ['saffron-lantern-meadow-9', 'cobalt-orchard-whistle-4'];

    const answers = await Promise.all(
      passwords.map((password) =>
        postJson(server.baseUrl, '/json/api/v1/account/process-password-reset', { token, password }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const loser = answers.findIndex((answer) => answer.status === 400);
    const refusal = answers[loser];
    if (!refusal) throw new Error('No request was refused.');
    expect((await errorOf(refusal)).code).toBe('invalid_token');
    await signIn(server.baseUrl, 'twice@example.org', passwords[1 - loser]);
    const refused = await postJson(server.baseUrl, '/json/jwt-auth/v1/token', {
      username: 'twice@example.org',
      password: passwords[loser],
    });
    expect(refused.status).toBe(401);
  });

  it('refuses a reset link older than one hour', async () => {
    const id = await createPortalAccount(server.payload, {
      email: 'late@example.org',
      firstName: 'Lat',
      lastName: 'E',
      roles: [],
    });
    const before = mailbox.length;
    await postJson(server.baseUrl, '/json/api/v1/account/request-password-reset', { email: 'late@example.org' });
    const link = (await nextMailTo('late@example.org', before)).links.find((url) => url.includes('#token='));
    const token = new URL(link ?? 'http://x').hash.replace('#token=', '');
    await server.payload.db.updateOne({
      collection: 'users',
      id,
      data: { passwordReset: { expiresAt: new Date(Date.now() - 1000).toISOString() } },
      returning: false,
    });
    const response = await postJson(server.baseUrl, '/json/api/v1/account/process-password-reset', {
      token,
      password: 'saffron-lantern-meadow-9',
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('invalid_token');
    await signIn(server.baseUrl, 'late@example.org');
  });
});

describe('sessions and tokens', () => {
  it('validates live tokens only, refreshes them, and revokes every token on logout', async () => {
    await createPortalAccount(server.payload, {
      email: 'twotabs@example.org',
      firstName: 'Two',
      lastName: 'Tabs',
      roles: [],
    });
    const first = await signIn(server.baseUrl, 'twotabs@example.org');
    const second = await signIn(server.baseUrl, 'twotabs@example.org');

    const validate = (headers: Record<string, string>) =>
      postJson(server.baseUrl, '/json/jwt-auth/v1/token/validate', '', headers);
    const valid = await validate(withToken(first));
    expect(valid.status).toBe(200);
    expect(await valid.json()).toEqual({ code: 'jwt_auth_valid_token', data: { status: 200 } });
    expect((await validate({})).status).toBe(403);
    expect((await validate(withToken('garbage'))).status).toBe(403);

    const refreshed = await postJson(server.baseUrl, '/json/jwt-auth/v1/token/refresh', '', withToken(first));
    expect(refreshed.status).toBe(200);
    const { token: fresh } = (await refreshed.json()) as { token: string };
    expect((await account(fresh)).status).toBe(200);

    const logout = await postJson(server.baseUrl, '/json/api/v1/account/logout', '', withToken(first));
    expect(logout.status).toBe(200);
    for (const token of [first, second, fresh]) expect((await account(token)).status).toBe(403);
  });

  it('changes the password only with the current one, then revokes earlier tokens and hands out a new one', async () => {
    await createPortalAccount(server.payload, {
      email: 'changer@example.org',
      firstName: 'Chan',
      lastName: 'Ger',
      roles: [readerRole],
    });
    const session = await signIn(server.baseUrl, 'changer@example.org');
    const update = (body: unknown, token = session) =>
      postJson(server.baseUrl, '/json/api/v1/account/update', body, withToken(token));

    const withoutCurrent = await update({ newPassword: 'quiet-orchard-lamp-58' });
    expect(withoutCurrent.status).toBe(400);
    expect((await errorOf(withoutCurrent)).data.params).toHaveProperty('currentPassword');
    const wrongCurrent = await update({ currentPassword: 'not-it', newPassword: 'quiet-orchard-lamp-58' });
    expect(wrongCurrent.status).toBe(400);
    expect((await errorOf(wrongCurrent)).data.params).toEqual({
      currentPassword: 'Your current password is not correct.',
    });

    const renamed = await update({ firstName: 'Chandra', organisation: 'Riverside Children’s Hospital' });
    expect(renamed.status).toBe(200);
    expect(AccountUpdateResponseSchema.parse(await renamed.json()).account).toMatchObject({
      firstName: 'Chandra',
      organisation: 'Riverside Children’s Hospital',
    });

    const before = mailbox.length;
    const changed = await update({ currentPassword: TEST_PASSWORD, newPassword: 'quiet-orchard-lamp-58' });
    expect(changed.status).toBe(200);
    const { token } = AccountUpdateResponseSchema.parse(await changed.json());
    expect(token).toBeTruthy();
    expect((await account(session)).status).toBe(403);
    expect((await account(token ?? '')).status).toBe(200);
    expect((await nextMailTo('changer@example.org', before)).subject).toBe('Your HCP Portal password was changed');

    const escalation = await update({ roles: [readerRole], status: 'approved' }, token);
    expect(escalation.status).toBe(400);
  });

  it('checks a changed registration number against the regulator, sent or stored, and keeps it as the register prints it', async () => {
    const id = await createPortalAccount(server.payload, {
      email: 'renumbered@example.org',
      firstName: 'Ren',
      lastName: 'Umbered',
      roles: [readerRole],
    });
    await server.payload.update({
      collection: 'users',
      id,
      data: { regulator: 'PSNI', registrationNumber: '12345' },
      overrideAccess: true,
    });
    const session = await signIn(server.baseUrl, 'renumbered@example.org');
    const update = (body: unknown) => postJson(server.baseUrl, '/json/api/v1/account/update', body, withToken(session));

    const longNumber = await update({ registrationNumber: '1234567' });
    expect(longNumber.status).toBe(400);
    expect((await errorOf(longNumber)).data.params).toEqual({
      registrationNumber: 'PSNI registration numbers are 5 digits, like 12345.',
    });
    const otherRegulator = await update({ regulator: 'GMC' });
    expect(otherRegulator.status).toBe(400);
    expect((await errorOf(otherRegulator)).data.params?.registrationNumber).toMatch(/^GMC registration numbers/);

    const both = await update({ regulator: 'GMC', registrationNumber: ' 1234 567 ' });
    expect(both.status).toBe(200);
    expect(AccountUpdateResponseSchema.parse(await both.json()).account).toMatchObject({
      regulator: 'GMC',
      registrationNumber: '1234567',
    });
  });

  it('ends a session SESSION_MAX_HOURS (12) after sign-in, however recently it was refreshed', async () => {
    const id = await createPortalAccount(server.payload, {
      email: 'longday@example.org',
      firstName: 'Long',
      lastName: 'Day',
      roles: [],
    });
    const token = await signIn(server.baseUrl, 'longday@example.org');
    const refresh = (bearer: string) =>
      postJson(server.baseUrl, '/json/jwt-auth/v1/token/refresh', '', withToken(bearer));
    const ageSession = async (hours: number) => {
      const stored = await server.payload.db.findOne<User>({ collection: 'users', where: { id: { equals: id } } });
      const sessions = (stored?.sessions ?? []).map((session) => ({
        ...session,
        createdAt: new Date(Date.now() - hours * 60 * 60 * 1000).toISOString(),
      }));
      await server.payload.db.updateOne({ collection: 'users', id, data: { sessions }, returning: false });
    };

    // Eleven hours and fifty minutes in, a refresh still works but the fresh token ends with the session.
    await ageSession(11 + 50 / 60);
    const late = await refresh(token);
    expect(late.status).toBe(200);
    const { token: lastToken } = (await late.json()) as { token: string };
    const { exp } = JSON.parse(Buffer.from(lastToken.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
    expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000 + 2000);
    expect(exp * 1000 - Date.now()).toBeGreaterThan(8 * 60 * 1000);
    expect((await account(lastToken)).status).toBe(200);

    // Past twelve hours, every token of the session is refused and refresh cannot revive it.
    await ageSession(12 + 1 / 60);
    expect((await account(lastToken)).status).toBe(403);
    expect((await account(token)).status).toBe(403);
    expect((await refresh(lastToken)).status).toBe(403);
    // Signing in again starts a new twelve hours.
    expect((await account(await signIn(server.baseUrl, 'longday@example.org'))).status).toBe(200);
  });

  it('refuses a suspended account at once, with the reason given only after the right password', async () => {
    const id = await createPortalAccount(server.payload, {
      email: 'suspended@example.org',
      firstName: 'Sus',
      lastName: 'Pended',
      roles: [readerRole],
    });
    const session = await signIn(server.baseUrl, 'suspended@example.org');
    await server.payload.update({ collection: 'users', id, data: { status: 'suspended' }, overrideAccess: true });
    expect((await account(session)).status).toBe(403);
    const response = await postJson(server.baseUrl, '/json/jwt-auth/v1/token', {
      username: 'suspended@example.org',
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('account_suspended');
  });
});

describe('the per-address rate limit', () => {
  it('answers 429 with Retry-After once an address exceeds the limit', async () => {
    const limited = serve({
      fetch: createPortalApi(() => server.payload, {
        authRateLimit: { limit: 3, windowMs: 60_000, trustProxyHops: 0 },
        sharedLimits: await isolatedLimits(server.payload),
      }).fetch,
      port: 0,
      hostname: '127.0.0.1',
    });
    if (!limited.listening) await once(limited, 'listening');
    const baseUrl = `http://127.0.0.1:${String((limited.address() as AddressInfo).port)}`;
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await postJson(baseUrl, '/json/api/v1/account/request-password-reset', {
          email: 'someone@example.org',
        });
        statuses.push(response.status);
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
          expect((await errorOf(response)).code).toBe('rest_too_many_requests');
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Calls that guess nothing are not limited.
      expect((await fetch(`${baseUrl}/json/health`)).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => limited.close(() => resolve()));
    }
  });
});
