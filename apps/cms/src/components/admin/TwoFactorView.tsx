import type { AdminViewServerProps } from 'payload';

import type { Admin } from '../../payload-types';
import { isProviderManaged } from '../../sso/cms-accounts';
import { providerById } from '../../sso/providers';
import { secondFactorStateOf } from '../../two-factor/admin-session';
import { TwoFactorPanel } from './TwoFactorPanel';

/** Where to go once the second factor is given: the admin page the account asked for, never another origin. */
function safeAdminPath(value: unknown): string {
  const path: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
  return typeof path === 'string' && /^\/admin(\/[A-Za-z0-9_\-/]*)?$/.test(path) ? path : '/admin';
}

/**
 * /admin/two-factor: a CMS session that owes its second factor lands here from every admin page (Payload's
 * `unauthorized` route, payload.config.ts). It enrols an account that has not, asks an enrolled one for its code, and
 * lets an account that needs none set it up.
 */
export async function TwoFactorView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult;
  const user = req.user as { id: number; email?: string; collection?: string; _sid?: string } | null;
  if (user?.collection !== 'admins' || typeof user._sid !== 'string') {
    return (
      <section style={{ maxWidth: '32rem' }}>
        <h1>Two-step sign-in</h1>
        <p>
          <a href="/admin/login">Sign in</a> first.
        </p>
      </section>
    );
  }
  const state = await secondFactorStateOf(req.payload, { ...user, _sid: user._sid }, req.headers);
  const account = await req.payload.db.findOne<Admin>({ collection: 'admins', where: { id: { equals: user.id } } });
  const providerId = account && isProviderManaged(account) ? account.sso?.provider : undefined;
  const organisation = providerId
    ? ((await providerById(req.payload, providerId))?.name ?? 'your organisation')
    : undefined;
  return (
    <TwoFactorPanel
      state={state}
      email={user.email ?? ''}
      redirect={safeAdminPath(searchParams?.redirect)}
      organisation={organisation}
    />
  );
}
