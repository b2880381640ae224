import { AccountSchema } from '@hcp/contracts/account';
import { MfaRequiredSchema, TokenResponseSchema } from '@hcp/contracts/auth';
import { ApiErrorSchema } from '@hcp/contracts/errors';
import { TwoFactorConfirmResponseSchema, TwoFactorSetupSchema } from '@hcp/contracts/two-factor';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPortalAccount, createRole, postJson, startTestServer, TEST_PASSWORD, type TestServer } from './harness';
import { mailbox, nextMailTo } from './mailbox';

let server: TestServer;
let selfService: number;

beforeAll(async () => {
  server = await startTestServer();
  selfService = await createRole(server.payload, 'Self-service', ['read', 'wb_edit_current_user']);
});

afterAll(async () => {
  await server.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function post(path: string, body: unknown, token?: string) {
  return postJson(server.baseUrl, `/json${path}`, body, token ? bearer(token) : {});
}

async function accountOf(token: string) {
  const response = await fetch(`${server.baseUrl}/json/api/v1/account`, { headers: bearer(token) });
  return {
    status: response.status,
    account: response.status === 200 ? AccountSchema.parse(await response.json()) : undefined,
  };
}

async function errorOf(response: Response) {
  return ApiErrorSchema.parse(await response.json());
}

/** The app's code for the time step after the last one the account used, as a phone would show it a moment later. */
async function nextCode(secret: string, accountId: number): Promise<string> {
  const stored = await server.payload.db.findOne<{ id: number; lastUsedStep?: number | null }>({
    collection: 'two-factor-credentials',
    where: { and: [{ accountCollection: { equals: 'users' } }, { accountId: { equals: accountId } }] },
  });
  const step = (stored?.lastUsedStep ?? Math.floor(Date.now() / 30_000)) + 1;
  return generate({ secret, epoch: step * 30 });
}

let accounts = 0;
async function newAccount(): Promise<{ id: number; email: string }> {
  accounts += 1;
  const email = `two-step-${String(accounts)}@example.org`;
  const id = await createPortalAccount(server.payload, {
    email,
    firstName: 'Tess',
    lastName: 'Okafor',
    roles: [selfService],
  });
  return { id, email };
}

async function passwordSignIn(email: string, password = TEST_PASSWORD) {
  return post('/jwt-auth/v1/token', { username: email, password });
}

async function challengeFor(email: string): Promise<string> {
  const response = await passwordSignIn(email);
  expect(response.status).toBe(401);
  return MfaRequiredSchema.parse(await response.json()).data.challenge;
}

/** Signs in with the password alone (two-step sign-in off) and answers the token. */
async function tokenFor(email: string): Promise<string> {
  const response = await passwordSignIn(email);
  expect(response.status).toBe(200);
  return TokenResponseSchema.parse(await response.json()).token;
}

/** An account with two-step sign-in confirmed: its secret, its recovery codes and a signed-in token. */
async function enrolledAccount() {
  const { id, email } = await newAccount();
  const token = await tokenFor(email);
  const setup = TwoFactorSetupSchema.parse(
    await (await post('/api/v1/account/2fa/setup', { password: TEST_PASSWORD }, token)).json(),
  );
  const confirmed = await post(
    '/api/v1/account/2fa/confirm',
    { code: await generate({ secret: setup.secret }) },
    token,
  );
  expect(confirmed.status).toBe(200);
  const { recoveryCodes } = TwoFactorConfirmResponseSchema.parse(await confirmed.json());
  return { id, email, token, secret: setup.secret, recoveryCodes };
}

async function auditEvents(action: string, targetId: number) {
  const { docs } = await server.payload.find({
    collection: 'audit-events',
    where: { and: [{ action: { equals: action } }, { targetId: { equals: String(targetId) } }] },
    overrideAccess: true,
  });
  return docs;
}

describe('turning two-step sign-in on', () => {
  it('shows a secret, turns on only with a right code from it, and hands out 10 recovery codes once', async () => {
    const { id, email } = await newAccount();
    const token = await tokenFor(email);
    expect((await accountOf(token)).account?.twoFactorEnabled).toBe(false);

    const first = TwoFactorSetupSchema.parse(
      await (await post('/api/v1/account/2fa/setup', { password: TEST_PASSWORD }, token)).json(),
    );
    expect(first.otpauthUrl).toMatch(/^otpauth:\/\/totp\/HCP%20Portal:two-step-\d+%40example\.org\?/);
    expect(first.otpauthUrl).toContain(`secret=${first.secret}`);
    // A second setup before confirming replaces the first: a code from the first secret no longer confirms.
    const setup = TwoFactorSetupSchema.parse(
      await (await post('/api/v1/account/2fa/setup', { password: TEST_PASSWORD }, token)).json(),
    );
    expect(setup.secret).not.toBe(first.secret);
    const stale = await post('/api/v1/account/2fa/confirm', { code: await generate({ secret: first.secret }) }, token);
    expect(stale.status).toBe(400);
    expect((await errorOf(stale)).data.params).toHaveProperty('code');

    // Not on yet: the password alone still signs in.
    expect((await passwordSignIn(email)).status).toBe(200);

    const mailsBefore = mailbox.length;
    const confirmed = await post(
      '/api/v1/account/2fa/confirm',
      { code: await generate({ secret: setup.secret }) },
      token,
    );
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = TwoFactorConfirmResponseSchema.parse(await confirmed.json());
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await accountOf(token)).account?.twoFactorEnabled).toBe(true);
    expect((await nextMailTo(email, mailsBefore)).subject).toBe('Two-step sign-in is on for your HCP Portal account');

    // Neither the secret nor a recovery code is stored as it was shown.
    const stored = await server.payload.db.findOne<{
      id: number;
      secret: string;
      recoveryCodes: { codeHash: string }[];
    }>({
      collection: 'two-factor-credentials',
      where: { accountId: { equals: id } },
    });
    expect(stored?.secret).not.toContain(setup.secret);
    expect(stored?.recoveryCodes).toHaveLength(10);
    const hashes = JSON.stringify(stored?.recoveryCodes);
    for (const code of recoveryCodes) expect(hashes).not.toContain(code.replace(/-/g, ''));

    // While it is on, a new setup is refused and the secret is never shown again.
    expect((await post('/api/v1/account/2fa/setup', { password: TEST_PASSWORD }, token)).status).toBe(409);
    expect((await post('/api/v1/account/2fa/confirm', { code: '123456' }, token)).status).toBe(409);

    const [event, ...more] = await auditEvents('mfa.enrolled', id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ actorKind: 'portal-account', actorId: String(id), targetCollection: 'users' });
    expect(event?.clientAddress).toBe('127.0.0.1');
    expect(event?.requestId).toMatch(/\S/);
  });

  it('asks for the password before a setup, and counts a wrong one towards the sign-in delay', async () => {
    const { id, email } = await newAccount();
    const token = await tokenFor(email);
    const without = await post('/api/v1/account/2fa/setup', {}, token);
    expect(without.status).toBe(400);
    expect((await errorOf(without)).data.params).toHaveProperty('password');
    const wrong = await post('/api/v1/account/2fa/setup', { password: 'a stolen token, not the password' }, token);
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).data.params).toEqual({ password: 'Your password is not correct.' });
    // Nothing was set up: a confirmation finds no secret.
    expect((await post('/api/v1/account/2fa/confirm', { code: '123456' }, token)).status).toBe(409);
    await post('/api/v1/account/2fa/setup', { password: 'still not it' }, token);
    await post('/api/v1/account/2fa/setup', { password: 'nor this one' }, token);
    const held = await post('/api/v1/account/2fa/setup', { password: TEST_PASSWORD }, token);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await auditEvents('mfa.enrolled', id)).toEqual([]);
  });

  it('ends the account’s other sessions once it is on, and keeps the one that turned it on', async () => {
    const { email } = await newAccount();
    const token = await tokenFor(email);
    const otherToken = await tokenFor(email);
    const setup = TwoFactorSetupSchema.parse(
      await (await post('/api/v1/account/2fa/setup', { password: TEST_PASSWORD }, token)).json(),
    );
    // Setting up alone changes nothing for the other session.
    expect((await accountOf(otherToken)).status).toBe(200);
    const confirmed = await post(
      '/api/v1/account/2fa/confirm',
      { code: await generate({ secret: setup.secret }) },
      token,
    );
    expect(confirmed.status).toBe(200);
    expect((await accountOf(otherToken)).status).toBe(403);
    expect((await accountOf(token)).account?.twoFactorEnabled).toBe(true);
  });

  it('refuses the calls without a token, and to an account without the self-service capability', async () => {
    expect((await post('/api/v1/account/2fa/setup', { password: TEST_PASSWORD })).status).toBe(401);
    const noRoles = await createPortalAccount(server.payload, {
      email: 'two-step-noroles@example.org',
      firstName: 'No',
      lastName: 'Roles',
      roles: [],
      status: 'pending',
    });
    expect(noRoles).toBeGreaterThan(0);
    const token = await tokenFor('two-step-noroles@example.org');
    expect((await post('/api/v1/account/2fa/setup', { password: TEST_PASSWORD }, token)).status).toBe(403);
  });
});

describe('signing in with two-step sign-in', () => {
  it('asks for a code only after the right password, then signs in with the code once', async () => {
    const { id, email, secret } = await enrolledAccount();

    const wrongPassword = await passwordSignIn(email, 'not-the-password-at-all');
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.json()).toMatchObject({ code: 'invalid_credentials', data: { status: 401 } });

    const answer = await passwordSignIn(email);
    expect(answer.status).toBe(401);
    const required = MfaRequiredSchema.parse(await answer.json());
    expect(required.message).toMatch(/code/);
    expect(required.data.challenge.length).toBeGreaterThan(30);

    const code = await nextCode(secret, id);
    const signedIn = await post('/jwt-auth/v1/token/mfa', { challenge: required.data.challenge, code });
    expect(signedIn.status).toBe(200);
    const { token, user_email } = TokenResponseSchema.parse(await signedIn.json());
    expect(user_email).toBe(email);
    expect((await accountOf(token)).status).toBe(200);

    // The challenge works once.
    const again = await post('/jwt-auth/v1/token/mfa', { challenge: required.data.challenge, code });
    expect(again.status).toBe(401);
    expect((await errorOf(again)).code).toBe('mfa_challenge_invalid');

    // The same code, with a new challenge, is a replay within its window: refused.
    const replay = await post('/jwt-auth/v1/token/mfa', { challenge: await challengeFor(email), code });
    expect(replay.status).toBe(401);
    const refusal = await errorOf(replay);
    expect(refusal.code).toBe('invalid_mfa_code');
    expect(refusal.data.params).toHaveProperty('code');
  });

  it('signs in with a recovery code once, however it is typed, and records its use', async () => {
    const { id, email, recoveryCodes } = await enrolledAccount();
    const recoveryCode = recoveryCodes[3] ?? '';
    const typed = ` ${recoveryCode.toUpperCase().replace(/-/g, ' ')} `;
    const first = await post('/jwt-auth/v1/token/mfa', { challenge: await challengeFor(email), code: typed });
    expect(first.status).toBe(200);
    const second = await post('/jwt-auth/v1/token/mfa', { challenge: await challengeFor(email), code: recoveryCode });
    expect(second.status).toBe(401);
    expect((await errorOf(second)).code).toBe('invalid_mfa_code');
    // Another recovery code still works.
    const other = await post('/jwt-auth/v1/token/mfa', {
      challenge: await challengeFor(email),
      code: recoveryCodes[4] ?? '',
    });
    expect(other.status).toBe(200);
    expect(await auditEvents('mfa.recovery-code-used', id)).toHaveLength(2);
  });

  it('delays wrong codes after the fifth, and a right password does not clear the count', async () => {
    const { id, email, secret } = await enrolledAccount();
    const statuses: number[] = [];
    // Five wrong codes over two challenges, each after the right password.
    for (const tries of [3, 2]) {
      const challenge = await challengeFor(email);
      for (let attempt = 0; attempt < tries; attempt += 1) {
        statuses.push((await post('/jwt-auth/v1/token/mfa', { challenge, code: '000000' })).status);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The password step still answers (its count is its own), but the right password cleared nothing: the account's
    // next code, even the right one, waits.
    const challenge = await challengeFor(email);
    const waiting = await post('/jwt-auth/v1/token/mfa', { challenge, code: await nextCode(secret, id) });
    expect(waiting.status).toBe(429);
    // The wait for a new code's window, not a second's.
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(20);
  });

  it('checks 5 of 20 codes sent with one challenge at the same moment, and refuses the rest', async () => {
    const { id, email } = await enrolledAccount();
    const challenge = await challengeFor(email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/jwt-auth/v1/token/mfa', { challenge, code: '000000' })),
    );
    const codes = await Promise.all(answers.map(async (answer) => (await errorOf(answer)).code));
    // Five tries were taken and checked (invalid_mfa_code); the other fifteen found the challenge worn out.
    expect(codes.filter((code) => code === 'invalid_mfa_code')).toHaveLength(5);
    expect(codes.filter((code) => code === 'mfa_challenge_invalid')).toHaveLength(15);
    const { docs } = await server.payload.db.find<{ failedAttempts: number }>({
      collection: 'two-factor-challenges',
      where: { account: { equals: id } },
    });
    expect(docs.map((doc) => doc.failedAttempts)).toEqual([5]);
  });

  it('refuses a challenge after 5 minutes, and after 5 wrong codes', async () => {
    const { id, email, secret } = await enrolledAccount();
    const expired = await challengeFor(email);
    await server.payload.db.updateMany({
      collection: 'two-factor-challenges',
      where: { account: { equals: id } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    });
    const late = await post('/jwt-auth/v1/token/mfa', { challenge: expired, code: await nextCode(secret, id) });
    expect(late.status).toBe(401);
    expect((await errorOf(late)).code).toBe('mfa_challenge_invalid');

    const worn = await challengeFor(email);
    await server.payload.db.updateMany({
      collection: 'two-factor-challenges',
      where: { account: { equals: id } },
      data: { failedAttempts: 5 },
    });
    const tooMany = await post('/jwt-auth/v1/token/mfa', { challenge: worn, code: await nextCode(secret, id) });
    expect((await errorOf(tooMany)).code).toBe('mfa_challenge_invalid');

    const unknown = await post('/jwt-auth/v1/token/mfa', { challenge: 'made-up-challenge', code: '123456' });
    expect(unknown.status).toBe(401);
    expect((await errorOf(unknown)).code).toBe('mfa_challenge_invalid');

    // The right code with a fresh challenge still signs in.
    const fresh = await post('/jwt-auth/v1/token/mfa', {
      challenge: await challengeFor(email),
      code: await nextCode(secret, id),
    });
    expect(fresh.status).toBe(200);
  });

  it('refuses a malformed code and an unknown field as bad input', async () => {
    const bad = await post('/jwt-auth/v1/token/mfa', { challenge: 'x', code: '12<34>' });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).data.params).toHaveProperty('code');
    expect((await post('/jwt-auth/v1/token/mfa', { challenge: 'x', code: '123456', extra: 1 })).status).toBe(400);
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the password and a code, ends the other sessions, and mails a notice', async () => {
    const { id, email, secret, token, recoveryCodes } = await enrolledAccount();
    const other = await post('/jwt-auth/v1/token/mfa', {
      challenge: await challengeFor(email),
      code: await nextCode(secret, id),
    });
    const otherToken = TokenResponseSchema.parse(await other.json()).token;

    const wrongPassword = await post(
      '/api/v1/account/2fa/disable',
      { password: 'wrong-password-here', code: '000000' },
      token,
    );
    expect(wrongPassword.status).toBe(400);
    expect((await errorOf(wrongPassword)).data.params).toHaveProperty('password');
    const wrongCode = await post('/api/v1/account/2fa/disable', { password: TEST_PASSWORD, code: '000000' }, token);
    expect(wrongCode.status).toBe(400);
    expect((await errorOf(wrongCode)).data.params).toHaveProperty('code');
    expect((await accountOf(token)).account?.twoFactorEnabled).toBe(true);

    const mailsBefore = mailbox.length;
    // The app's next code went to the other sign-in; a recovery code counts as well (a lost phone).
    const disabled = await post(
      '/api/v1/account/2fa/disable',
      { password: TEST_PASSWORD, code: recoveryCodes[0] },
      token,
    );
    expect(disabled.status).toBe(200);
    expect((await accountOf(otherToken)).status).toBe(403);
    expect((await accountOf(token)).account?.twoFactorEnabled).toBe(false);
    const notice = await nextMailTo(email, mailsBefore);
    expect(notice.subject).toBe('Two-step sign-in was turned off for your HCP Portal account');
    expect(notice.text).toMatch(/Every other session was signed out/);
    expect(await auditEvents('mfa.disabled', id)).toHaveLength(1);
    expect(await auditEvents('mfa.recovery-code-used', id)).toHaveLength(1);

    // The password alone signs in again, and there is nothing left to turn off.
    expect((await passwordSignIn(email)).status).toBe(200);
    const twice = await post('/api/v1/account/2fa/disable', { password: TEST_PASSWORD, code: '123456' }, token);
    expect(twice.status).toBe(409);
  });

  it('goes with the account when the account is deleted', async () => {
    const { id, email } = await enrolledAccount();
    await challengeFor(email);
    await server.payload.delete({ collection: 'users', id, overrideAccess: true });
    const left = await Promise.all([
      server.payload.db.count({ collection: 'two-factor-credentials', where: { accountId: { equals: id } } }),
      server.payload.db.count({ collection: 'two-factor-challenges', where: { account: { equals: id } } }),
    ]);
    expect(left.map(({ totalDocs }) => totalDocs)).toEqual([0, 0]);
  });
});
