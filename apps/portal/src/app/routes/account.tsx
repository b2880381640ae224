import { QueryError } from '../../components/ui/query-error/query-error';
import { Loading } from '../../components/ui/status-screens/status-screens';
import { useGetAccountQuery } from '../../features/account/api/account-api';
import { PasswordForm } from '../../features/account/components/password-form';
import { ProfileForm } from '../../features/account/components/profile-form';

export function AccountRoute() {
  const { data: account, isLoading, error } = useGetAccountQuery(undefined);
  if (isLoading) return <Loading label="Loading your account…" />;
  if (!account) return <QueryError error={error} />;
  return (
    <section aria-labelledby="account-heading" className="account-screen">
      <h1 id="account-heading">Your account</h1>
      <p className="muted">
        {account.roles.length > 0 ? `Your roles: ${account.roles.join(', ')}.` : 'Your account has no roles yet.'}
      </p>
      <ProfileForm account={account} />
      <PasswordForm />
    </section>
  );
}
