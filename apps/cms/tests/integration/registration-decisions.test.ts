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
let readerRole: number;
let editor: Admin & { collection: 'admins' };

beforeAll(async () => {
  server = await startTestServer();
  readerRole = await createRole(server.payload, 'Reader', ['read', 'wb_edit_current_user']);
  const created = await server.payload.create({
    collection: 'admins',
    data: { email: 'decider@example.org', name: 'Dee Cider', role: 'editor', password: TEST_PASSWORD },
    overrideAccess: true,
  });
  editor = { ...created, collection: 'admins' };
});

afterAll(async () => {
  await server.close();
});

const asEditor = (id: number, data: Record<string, unknown>) =>
  server.payload.update({ collection: 'users', id, data, user: editor, overrideAccess: false });

const pendingAccount = (email: string) =>
  createPortalAccount(server.payload, { email, firstName: 'Pen', lastName: 'Ding', roles: [], status: 'pending' });

describe('rejecting a registration', () => {
  it('needs a reason, mails it to the professional, and ends their sessions and sign-ins', async () => {
    const email = 'rejected@example.org';
    const id = await pendingAccount(email);
    const session = await signIn(server.baseUrl, email);
    const account = () =>
      fetch(`${server.baseUrl}/json/api/v1/account`, { headers: { authorization: `Bearer ${session}` } });
    expect((await account()).status).toBe(200);

    for (const reason of [undefined, '   ']) {
      const refusal = await asEditor(id, { status: 'rejected', rejectionReason: reason }).catch(
        (error: unknown) => error,
      );
      const { errors } = (refusal as { data?: { errors?: { path: string; message: string }[] } }).data ?? {};
      expect(errors?.map((error) => error.path)).toEqual(['rejectionReason']);
      expect(errors?.[0]?.message).toMatch(/^Say why/);
    }
    const unchanged = await server.payload.findByID({ collection: 'users', id, overrideAccess: true });
    expect(unchanged.status).toBe('pending');

    const before = mailbox.length;
    const reason = 'We could not find registration number 2091145 on the GPhC register <please check it>.';
    await asEditor(id, { status: 'rejected', rejectionReason: reason });
    const mail = await nextMailTo(email, before);
    expect(mail.subject).toBe('Your HCP Portal registration');
    expect(mail.text).toContain(reason);

    expect((await account()).status).toBe(403);
    const again = await postJson(server.baseUrl, '/json/jwt-auth/v1/token', {
      username: email,
      password: TEST_PASSWORD,
    });
    expect(again.status).toBe(401);
    const refused = ApiErrorSchema.parse(await again.json());
    expect(refused.code).toBe('account_rejected');
    expect(refused.message).toMatch(/registration was not approved/);
    // A wrong password still says nothing about the account.
    const wrong = await postJson(server.baseUrl, '/json/jwt-auth/v1/token', {
      username: email,
      password: 'not-it-at-all',
    });
    expect(ApiErrorSchema.parse(await wrong.json()).code).not.toBe('account_rejected');

    // Nor can a password reset reopen it: no reset link is made.
    const reset = await postJson(server.baseUrl, '/json/api/v1/account/request-password-reset', { email });
    expect(reset.status).toBe(200);
    const stored = await server.payload.db.findOne<User>({ collection: 'users', where: { id: { equals: id } } });
    expect(stored?.passwordReset?.tokenHash ?? null).toBeNull();
  });

  it('approving a rejected registration later clears the reason and mails the approval', async () => {
    const email = 'reconsidered@example.org';
    const id = await pendingAccount(email);
    await asEditor(id, { status: 'rejected', rejectionReason: 'The number does not match your name.' });
    const before = mailbox.length;
    const approved = await asEditor(id, { status: 'approved', roles: [readerRole] });
    expect(approved.rejectionReason ?? null).toBeNull();
    expect((await nextMailTo(email, before)).subject).toBe('Your HCP Portal account is approved');
    await expect(signIn(server.baseUrl, email)).resolves.toEqual(expect.any(String));
  });
});
