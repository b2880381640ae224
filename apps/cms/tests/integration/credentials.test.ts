import { createHash } from 'node:crypto';

import { AccountUpdateResponseSchema } from '@hcp/contracts/account';
import { ApiErrorSchema } from '@hcp/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Admin, User } from '../../src/payload-types';
import {
  createPortalAccount,
  createRole,
  postJson,
  signIn,
  startTestServer,
  TEST_PASSWORD,
  type TestServer,
} from './harness';
import { mailbox, nextMailTo } from './mailbox';

let server: TestServer;
let editorRole: number;
let administrator: Admin;
let editor: Admin;

beforeAll(async () => {
  server = await startTestServer();
  editorRole = await createRole(server.payload, 'Self-service', ['read', 'wb_edit_current_user']);
  administrator = await server.payload.create({
    collection: 'admins',
    data: { email: 'chief@example.org', name: 'Chief', role: 'admin', password: TEST_PASSWORD },
    overrideAccess: true,
  });
  editor = await server.payload.create({
    collection: 'admins',
    data: { email: 'writer@example.org', name: 'Writer', role: 'editor', password: TEST_PASSWORD },
    overrideAccess: true,
  });
});

afterAll(async () => {
  await server.close();
});

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const withToken = (token: string) => ({ authorization: `Bearer ${token}` });
const account = (token: string) => fetch(`${server.baseUrl}/json/api/v1/account`, { headers: withToken(token) });
const update = (token: string, body: unknown) =>
  postJson(server.baseUrl, '/json/api/v1/account/update', body, withToken(token));

async function stored(id: number): Promise<User> {
  const user = await server.payload.db.findOne<User>({ collection: 'users', where: { id: { equals: id } } });
  if (!user) throw new Error(`no account ${String(id)}`);
  return user;
}

function tokenFrom(link: string | undefined): string {
  return new URL(link ?? 'http://invalid/').hash.replace('#token=', '');
}

describe('the users collection refuses credential changes without proof, on every path', () => {
  it('refuses a password or email change through the local API, as staff or as the owner, without the current password', async () => {
    const id = await createPortalAccount(server.payload, {
      email: 'guarded@example.org',
      firstName: 'Guar',
      lastName: 'Ded',
      roles: [editorRole],
    });
    const owner = { ...(await stored(id)), collection: 'users' as const };
    const attempts = [
      { data: { password: 'a-staff-chosen-passphrase-1' }, user: { ...administrator, collection: 'admins' as const } },
      { data: { email: 'elsewhere@example.org' }, user: { ...administrator, collection: 'admins' as const } },
      { data: { password: 'a-staff-chosen-passphrase-1' }, user: { ...editor, collection: 'admins' as const } },
      { data: { password: 'an-owner-chosen-passphrase-2' }, user: owner },
      { data: { email: 'elsewhere@example.org' }, user: owner },
    ];
    for (const { data, user } of attempts) {
      await expect(
        server.payload.update({ collection: 'users', id, data, user, overrideAccess: false }),
      ).rejects.toMatchObject({
        name: 'ValidationError',
        message: expect.stringMatching(/password|email/i) as unknown,
      });
    }
    // Not even the system itself, with access overridden, skips the rule.
    await expect(
      server.payload.update({
        collection: 'users',
        id,
        data: { password: 'override-attempt-pass-3' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ name: 'ValidationError' });
    expect((await stored(id)).email).toBe('guarded@example.org');
    await signIn(server.baseUrl, 'guarded@example.org');
  });

  it("refuses Payload's own forgot and reset password operations for portal accounts", async () => {
    await createPortalAccount(server.payload, {
      email: 'nopayload@example.org',
      firstName: 'N',
      lastName: 'P',
      roles: [],
    });
    await expect(
      server.payload.forgotPassword({
        collection: 'users',
        data: { email: 'nopayload@example.org' },
        disableEmail: true,
      }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      server.payload.resetPassword({
        collection: 'users',
        data: { token: 'whatever', password: 'saffron-lantern-meadow-9' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('lets only administrators unlock accounts', async () => {
    await createPortalAccount(server.payload, {
      email: 'locked@example.org',
      firstName: 'L',
      lastName: 'O',
      roles: [],
    });
    const accounts = { users: 'locked@example.org', admins: 'chief@example.org' };
    // The local API takes the acting user, though its unlock options do not declare it.
    const unlockAs = (collection: 'users' | 'admins', actor: Admin) =>
      server.payload.unlock({
        collection,
        data: { email: accounts[collection], password: '' },
        overrideAccess: false,
        ...{ user: { ...actor, collection: 'admins' } },
      });
    for (const collection of ['users', 'admins'] as const) {
      await expect(unlockAs(collection, editor)).rejects.toMatchObject({ status: 403 });
      // The same call by an administrator is allowed, so the refusal above is the access rule's.
      await expect(unlockAs(collection, administrator)).resolves.toBeTruthy();
    }
  });
});

describe('changing the email address', () => {
  it('needs the current password, mails a link to the new address and a notice to the old, and waits for the link', async () => {
    const id = await createPortalAccount(server.payload, {
      email: 'mover@example.org',
      firstName: 'Mo',
      lastName: 'Ver',
      roles: [editorRole],
    });
    const otherDevice = await signIn(server.baseUrl, 'mover@example.org');
    const session = await signIn(server.baseUrl, 'mover@example.org');

    const withoutPassword = await update(session, { email: 'moved@example.org' });
    expect(withoutPassword.status).toBe(400);
    expect(ApiErrorSchema.parse(await withoutPassword.json()).data.params).toHaveProperty('currentPassword');
    const wrongPassword = await update(session, { email: 'moved@example.org', currentPassword: 'not-the-password' });
    expect(wrongPassword.status).toBe(400);

    const before = mailbox.length;
    const requested = await update(session, { email: 'Moved@Example.org', currentPassword: TEST_PASSWORD });
    expect(requested.status).toBe(200);
    const answer = AccountUpdateResponseSchema.parse(await requested.json());
    expect(answer.pendingEmail).toBe('moved@example.org');
    expect(answer.account.email).toBe('mover@example.org');
    const fresh = answer.token ?? '';
    expect((await account(fresh)).status).toBe(200);
    expect((await account(otherDevice)).status).toBe(403);
    expect((await account(session)).status).toBe(403);

    const notice = await nextMailTo('mover@example.org', before);
    expect(notice.subject).toBe('A new email address was requested for your HCP Portal account');
    expect(notice.text).toContain('moved@example.org');
    expect(notice.links.join(' ')).not.toContain('#token=');
    const linkMail = await nextMailTo('moved@example.org', before);
    const token = tokenFrom(
      linkMail.links.find((url) => url.startsWith('http://portal.test/confirm-email-change#token=')),
    );
    expect(token).not.toBe('');

    // Stored only as its hash; until the link is followed, the old address still signs in and the new one does not.
    const pending = (await stored(id)).pendingEmail;
    expect(pending?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(await stored(id))).not.toContain(token);
    await signIn(server.baseUrl, 'mover@example.org');
    await expect(signIn(server.baseUrl, 'moved@example.org')).rejects.toThrow(/401/);

    const confirm = (value: string) =>
      postJson(server.baseUrl, '/json/api/v1/account/confirm-email-change', { token: value });
    const tampered = await confirm(`${token.slice(0, -2)}xx`);
    expect(tampered.status).toBe(400);
    expect(ApiErrorSchema.parse(await tampered.json()).code).toBe('invalid_token');

    const beforeConfirm = mailbox.length;
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect((await account(fresh)).status).toBe(403);
    await signIn(server.baseUrl, 'moved@example.org');
    await expect(signIn(server.baseUrl, 'mover@example.org')).rejects.toThrow(/401/);
    expect((await nextMailTo('mover@example.org', beforeConfirm)).subject).toBe(
      'The email address of your HCP Portal account was changed',
    );

    const reused = await confirm(token);
    expect(reused.status).toBe(400);
    expect(ApiErrorSchema.parse(await reused.json()).code).toBe('invalid_token');
  });

  it('refuses an expired confirmation link, and never takes an address another account holds', async () => {
    const id = await createPortalAccount(server.payload, {
      email: 'slow@example.org',
      firstName: 'Slo',
      lastName: 'W',
      roles: [editorRole],
    });
    await createPortalAccount(server.payload, {
      email: 'holder@example.org',
      firstName: 'H',
      lastName: 'O',
      roles: [],
    });
    const confirm = (value: string) =>
      postJson(server.baseUrl, '/json/api/v1/account/confirm-email-change', { token: value });

    let session = await signIn(server.baseUrl, 'slow@example.org');
    let before = mailbox.length;
    const requested = await update(session, { email: 'slower@example.org', currentPassword: TEST_PASSWORD });
    session = AccountUpdateResponseSchema.parse(await requested.json()).token ?? '';
    const expiring = tokenFrom(
      (await nextMailTo('slower@example.org', before)).links.find((url) => url.includes('#token=')),
    );
    await server.payload.db.updateOne({
      collection: 'users',
      id,
      data: { pendingEmail: { expiresAt: new Date(Date.now() - 1000).toISOString() } },
      returning: false,
    });
    expect((await confirm(expiring)).status).toBe(400);
    expect((await stored(id)).email).toBe('slow@example.org');

    before = mailbox.length;
    await update(session, { email: 'holder@example.org', currentPassword: TEST_PASSWORD });
    const taken = tokenFrom(
      (await nextMailTo('holder@example.org', before)).links.find((url) => url.includes('#token=')),
    );
    const refused = await confirm(taken);
    expect(refused.status).toBe(400);
    expect(ApiErrorSchema.parse(await refused.json()).code).toBe('email_taken');
    expect((await stored(id)).email).toBe('slow@example.org');
  });
});

describe('password reset tokens', () => {
  it('stores only the hash of the reset token, mails the notice to the account, and spends the token once', async () => {
    const id = await createPortalAccount(server.payload, {
      email: 'hashed@example.org',
      firstName: 'Ha',
      lastName: 'Shed',
      roles: [],
    });
    const before = mailbox.length;
    await postJson(server.baseUrl, '/json/api/v1/account/request-password-reset', { email: 'hashed@example.org' });
    const token = tokenFrom(
      (await nextMailTo('hashed@example.org', before)).links.find((url) => url.includes('#token=')),
    );
    const record = await stored(id);
    expect(record.passwordReset?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(record)).not.toContain(token);
    expect((record as { resetPasswordToken?: unknown }).resetPasswordToken ?? null).toBeNull();

    // The stored hash itself is no token.
    const withHash = await postJson(server.baseUrl, '/json/api/v1/account/process-password-reset', {
      token: record.passwordReset?.tokenHash,
      password: 'saffron-lantern-meadow-9',
    });
    expect(withHash.status).toBe(400);

    const beforeReset = mailbox.length;
    const reset = await postJson(server.baseUrl, '/json/api/v1/account/process-password-reset', {
      token,
      password: 'saffron-lantern-meadow-9',
    });
    expect(reset.status).toBe(200);
    expect((await nextMailTo('hashed@example.org', beforeReset)).subject).toBe('Your HCP Portal password was changed');
    expect((await stored(id)).passwordReset?.tokenHash ?? null).toBeNull();
    const again = await postJson(server.baseUrl, '/json/api/v1/account/process-password-reset', {
      token,
      password: 'another-long-password-7',
    });
    expect(again.status).toBe(400);
    await signIn(server.baseUrl, 'hashed@example.org', 'saffron-lantern-meadow-9');
  });

  it("hashes the token of Payload's own forgot-password flow for CMS accounts, and the emailed token still works once", async () => {
    const token = await server.payload.forgotPassword({
      collection: 'admins',
      data: { email: 'writer@example.org' },
      disableEmail: true,
    });
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    const record = await server.payload.db.findOne<Admin & { resetPasswordToken?: string }>({
      collection: 'admins',
      where: { email: { equals: 'writer@example.org' } },
    });
    expect(record?.resetPasswordToken).toBe(sha256(token));

    await expect(
      server.payload.resetPassword({
        collection: 'admins',
        data: { token: record?.resetPasswordToken ?? '', password: 'stored-hash-is-no-token-1' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 403 });
    await server.payload.resetPassword({
      collection: 'admins',
      data: { token, password: 'cobalt-window-thistle-8' },
      overrideAccess: true,
    });
    const login = await server.payload.login({
      collection: 'admins',
      data: { email: 'writer@example.org', password: 'cobalt-window-thistle-8' },
    });
    expect(login.token).toBeTruthy();
    await expect(
      server.payload.resetPassword({
        collection: 'admins',
        data: { token, password: 'twice-used-token-pass-9' },
        overrideAccess: true,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });
});
