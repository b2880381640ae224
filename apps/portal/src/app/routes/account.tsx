import { QueryError } from '../../components/ui/query-error/query-error';
import { Loading } from '../../components/ui/status-screens/status-screens';
import { useGetAccountQuery } from '../../features/account/api/account-api';
import { AnalyticsSettings } from '../../features/analytics/components/analytics-settings';
import { EmailForm } from '../../features/account/components/email-form';
import { PasswordForm } from '../../features/account/components/password-form';
import { ProfileForm } from '../../features/account/components/profile-form';
import { TwoFactorSettings } from '../../features/account/components/two-factor-settings';
import { NotificationSettings } from '../../features/notifications/components/notification-settings';
import { YourData } from '../../features/privacy/components/your-data';
import { appTexts } from '../texts';

const texts = appTexts.account;

export function AccountRoute() {
  const { data: account, isLoading, error } = useGetAccountQuery(undefined);
  if (isLoading) return <Loading label={texts.loading} />;
  if (!account) return <QueryError error={error} />;
  return (
    <section aria-labelledby="account-heading" className="account-screen">
      <h1 id="account-heading">{texts.heading}</h1>
      <p className="muted">{account.roles.length > 0 ? texts.roles(account.roles) : texts.noRoles}</p>
      <ProfileForm account={account} />
      <EmailForm currentEmail={account.email} />
      <PasswordForm />
      <TwoFactorSettings enabled={account.twoFactorEnabled} />
      <NotificationSettings />
      <AnalyticsSettings />
      <YourData twoFactorEnabled={account.twoFactorEnabled} />
    </section>
  );
}
