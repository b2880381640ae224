import { ADMIN_SSO_REFUSALS, type AdminSsoRefusal } from '@hcp/contracts/sso';
import type { ServerProps } from 'payload';

import { listProviders } from '../../sso/providers';
import { WarningIcon } from './WarningIcon';

/** What an editor is told when their organisation's sign-in did not reach the CMS, and what to do about it. */
const REFUSALS: Record<AdminSsoRefusal, string> = {
  'unmapped-group':
    'Your organisation account is not in a group that gives access to the CMS. Ask your administrator to add you to the CMS editors’ or administrators’ group, then sign in again.',
  'break-glass-account':
    'This is a break-glass account: it signs in with its email address and password only, in the form above.',
  'linked-elsewhere':
    'A CMS account with your email address already signs in through another organisation account. Ask an administrator to check your CMS account.',
  expired: 'The sign-in took too long, or was finished in another browser. Please sign in again.',
  cancelled: 'The sign-in was cancelled at your organisation. Please sign in again.',
  refused:
    'Your organisation’s answer could not be checked, so you are not signed in. Please try again; if it happens again, tell your administrator.',
  'no-email': 'Your organisation did not give an email address the CMS accepts. Ask your administrator.',
  'unknown-provider': 'That organisation is not set up for signing in to the CMS.',
  'wrong-audience': 'That organisation is not set up for signing in to the CMS.',
  'not-permitted': 'This account may not sign in to the CMS.',
};

function refusalOf(value: unknown): AdminSsoRefusal | undefined {
  const reason: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
  return (ADMIN_SSO_REFUSALS as readonly unknown[]).includes(reason) ? (reason as AdminSsoRefusal) : undefined;
}

/**
 * Below the admin's password form: "Sign in with {organisation}" for each identity provider that serves the CMS, and
 * the reason an organisation's sign-in was refused (`?sso=…`, a known reason only: nothing from the address is shown
 * as it came). Editors normally sign in here; the password form stays for break-glass accounts.
 */
export async function AdminSingleSignOn({ payload, searchParams }: ServerProps) {
  const providers = (await listProviders(payload)).filter(({ audience }) => audience.includes('cms'));
  const refusal = refusalOf(searchParams?.sso);
  if (providers.length === 0 && !refusal) return null;
  return (
    <section className="admin-sso" aria-labelledby="admin-sso-heading">
      <h2 id="admin-sso-heading" className="admin-sso__heading">
        Sign in with your organisation
      </h2>
      {refusal ? (
        <p className="admin-sso__refusal" role="alert">
          <WarningIcon />
          {REFUSALS[refusal]}
        </p>
      ) : null}
      {providers.length > 0 ? (
        <ul className="admin-sso__providers">
          {providers.map((provider) => (
            <li key={provider.id}>
              <a
                className="btn btn--style-secondary btn--size-large admin-sso__provider"
                href={`/json/sso/${encodeURIComponent(provider.id)}/start?audience=cms`}
              >
                Sign in with {provider.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="admin-sso__note">Break-glass administrators sign in with their email address and password above.</p>
    </section>
  );
}
