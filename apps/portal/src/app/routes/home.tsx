import { accountApi, useGetAccountQuery } from '../../features/account/api/account-api';
import { AccountGreeting } from '../../features/account/components/account-greeting';
import { dashboardApi } from '../../features/dashboard/api/dashboard-api';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { LandingPage } from '../../features/pages/components/landing-page';
import { MedicalInformationLine } from '../../features/pages/components/medical-information-line';
import { selectIsAuthenticated } from '../../lib/auth-session';
import { useAppSelector } from '../../lib/hooks';
import { dashboardWidgetData, dashboardWidgets } from '../dashboard-widgets';
import type { AppStore } from '../store';
import { useBrand } from '../brand';

/** Signed in with a role: the greeting and the dashboard. Without a role: the greeting, which says why. */
function SignedInHome() {
  const { data: account } = useGetAccountQuery(undefined);
  const hasRole = (account?.roles.length ?? 0) > 0;
  return (
    <>
      <AccountGreeting
        areas={!hasRole}
        whomToAsk={(words) => <MedicalInformationLine lead={words.lead} leadWithoutLine={words.leadWithoutLine} />}
      />
      {hasRole && <DashboardScreen widgets={dashboardWidgets} />}
    </>
  );
}

export function HomeRoute() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const brand = useBrand();
  if (authenticated) return <SignedInHome />;
  return <LandingPage brand={brand} />;
}

/**
 * Home's dashboard, asked for as the portal starts on home with the account the token check read (main.tsx), not
 * after the first render; and as soon as it answers, what each of its widgets reads, not after they render (issue 16).
 * Only for an account with a role, the one home shows a dashboard to; the answers are the store's, of this session
 * only, under the same queries the screen reads.
 */
export function prefetchHomeData(store: AppStore): void {
  const account = accountApi.endpoints.getAccount.select(undefined)(store.getState()).data;
  if ((account?.roles.length ?? 0) === 0) return;
  void store
    .dispatch(dashboardApi.endpoints.getDashboard.initiate(undefined, { subscribe: false }))
    .then(({ data }) => {
      for (const widget of data?.widgets ?? []) {
        const read = dashboardWidgetData[widget];
        if (read) store.dispatch(read());
      }
    });
}
