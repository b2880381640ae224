import { Link } from 'react-router';

import { paths } from '../../config/paths';
import { accountApi, useGetAccountQuery } from '../../features/account/api/account-api';
import { AccountGreeting } from '../../features/account/components/account-greeting';
import { dashboardApi } from '../../features/dashboard/api/dashboard-api';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { selectIsAuthenticated } from '../../lib/auth-session';
import { useAppSelector } from '../../lib/hooks';
import { dashboardWidgetData, dashboardWidgets } from '../dashboard-widgets';
import type { AppStore } from '../store';
import { appTexts } from '../texts';

const texts = appTexts.home;

/** Signed in with a role: the greeting and the dashboard. Without a role: the greeting, which says why. */
function SignedInHome() {
  const { data: account } = useGetAccountQuery(undefined);
  const hasRole = (account?.roles.length ?? 0) > 0;
  return (
    <>
      <AccountGreeting areas={!hasRole} />
      {hasRole && <DashboardScreen widgets={dashboardWidgets} />}
    </>
  );
}

export function HomeRoute() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  if (authenticated) return <SignedInHome />;
  return (
    <section aria-labelledby="home-heading">
      <h1 id="home-heading">{texts.heading}</h1>
      <p>{texts.intro}</p>
      <p>
        <Link className="button button-primary" to={paths.login}>
          {texts.signIn}
        </Link>
      </p>
    </section>
  );
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
