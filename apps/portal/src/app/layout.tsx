import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { matchPath, Outlet, useLocation, useNavigate } from 'react-router';

import { LostConnection, ModuleError } from '../components/ui/status-screens/status-screens';
import { Toaster } from '../components/ui/toaster/toaster';
import { paths } from '../config/paths';
import { useGetAccountQuery, useGetAccountRolesQuery } from '../features/account/api/account-api';
import { useRefreshTokenMutation } from '../features/auth/api/auth-api';
import { logout } from '../features/auth/logout';
import { takeSsoProvider } from '../features/auth/sso-session';
import { useAnalytics } from '../features/analytics/components/use-analytics';
import { usePinnedFormsOfflineSync } from '../features/clinical-requests/offline/pinned-forms-offline';
import { OFFLINE_COPY_CAPABILITY } from '../features/stability/offline/offline-sync';
import { useOfflineCopiesSync } from '../features/stability/offline/use-offline-copies';
import { api } from '../lib/api';
import { selectIsAuthenticated, selectToken, signedIn } from '../lib/auth-session';
import { errorReporting } from '../lib/error-reporting';
import { type ApiFailure, outcomeOf } from '../lib/errors';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { accountIdOfToken } from '../lib/offline-copies';
import { type OfflineReader, OfflineReaderContext } from '../lib/offline-reading';
import { OfflineReading } from './offline-reading';
import { useBrand } from './brand';
import { LazySideMenu } from './lazy-side-menu';
import { LayoutFrame } from './layout-frame';
import { routeLayoutOf } from './route-layout';
import { useScreenArrival } from './screen-arrival';
import { SessionWarning } from './session-warning';
import { SignInAgainProvider } from './sign-in-again';

// Only accounts that are asked load the banner's code; only signed-in accounts the push offer's, which /login does
// not need (issue 16).
const ConsentBanner = lazy(() =>
  import('../features/analytics/components/consent-banner').then((module) => ({ default: module.ConsentBanner })),
);
const PushOffer = lazy(() =>
  import('../features/notifications/components/push-offer').then((module) => ({ default: module.PushOffer })),
);

/** Roles differ when one list is empty and the other is not, or a role is in one but not the other. */
export function rolesDiffer(fromAccount: readonly string[], fromRolesCall: readonly string[]): boolean {
  if (fromAccount.length !== fromRolesCall.length) return true;
  const roles = new Set(fromAccount);
  return fromRolesCall.some((role) => !roles.has(role));
}

/** The user, roles or refresh call failing replaces the whole layout (spec section 8); 401 and 403 are handled elsewhere. */
function layoutFailure(...errors: ApiFailure[]): 'lost-connection' | 'module-error' | undefined {
  const outcomes = errors.map(outcomeOf);
  if (outcomes.includes('lost-connection')) return 'lost-connection';
  if (outcomes.some((outcome) => outcome === 'module-error' || outcome === 'not-found' || outcome === 'withdrawn')) {
    return 'module-error';
  }
  return undefined;
}

export function AppLayout() {
  const tokenHeld = useAppSelector(selectIsAuthenticated);
  // From the Sign out press, not from the server's answer: the header and the side menu go at once.
  const [signingOut, setSigningOut] = useState(false);
  const authenticated = tokenHeld && !signingOut;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const layout = routeLayoutOf(pathname);
  useScreenArrival();

  const brand = useBrand();

  // The account query runs only when authenticated, and refetches on focus and reconnect (spec section 7).
  const account = useGetAccountQuery(undefined, {
    skip: !authenticated,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  const roles = useGetAccountRolesQuery(undefined, { skip: !authenticated });
  const pushOfferEmail = authenticated ? account.data?.email : undefined;
  const { askConsent } = useAnalytics(authenticated);
  // Error reports name the signed-in account by its id and email (the spec sends personal data).
  const reportingId = authenticated ? account.data?.id : undefined;
  const reportingEmail = authenticated ? account.data?.email : undefined;
  useEffect(() => {
    errorReporting.setUser(
      reportingId !== undefined && reportingEmail ? { id: reportingId, email: reportingEmail } : null,
    );
  }, [reportingId, reportingEmail]);
  const [refreshToken, refresh] = useRefreshTokenMutation();
  const { refetch: refetchAccount } = account;
  const { refetch: refetchRoles } = roles;

  const refreshSession = useCallback(() => {
    void refreshToken(undefined)
      .unwrap()
      .then(({ token }) => dispatch(signedIn(token)))
      .catch(() => undefined);
  }, [refreshToken, dispatch]);
  // On every path change while online and logged in: refresh the token and the user's data.
  useEffect(() => {
    if (!authenticated || !navigator.onLine) return;
    refreshSession();
  }, [pathname, authenticated, refreshSession]);
  // The first path's data is fresh: the queries have just asked, or the start-up check has just read the account.
  const firstPath = useRef(true);
  useEffect(() => {
    const first = firstPath.current;
    firstPath.current = false;
    if (first || !authenticated || !navigator.onLine) return;
    if (!account.isUninitialized) void refetchAccount();
    if (!roles.isUninitialized) void refetchRoles();
    // Only the path change should trigger this, not the queries' own state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, authenticated]);

  // When the two calls disagree about the roles, the cached user is stale: refetch it.
  const accountRoles = account.data?.roles;
  const rolesCallRoles = roles.data?.roles;
  useEffect(() => {
    if (accountRoles && rolesCallRoles && rolesDiffer(accountRoles, rolesCallRoles)) {
      dispatch(api.util.invalidateTags(['Account']));
    }
  }, [accountRoles, rolesCallRoles, dispatch]);

  // Kept from render to render, so the memoised header does not draw again with each answer the layout reads.
  const onLogout = useCallback(() => {
    setSigningOut(true);
    // Signed in through an organisation: its own session ends too, where it offers that (docs/sso.md).
    void dispatch(logout(takeSsoProvider()))
      .then((organisationSignOut) => {
        if (organisationSignOut) window.location.assign(organisationSignOut);
        else return navigate(paths.login);
      })
      .finally(() => setSigningOut(false));
  }, [dispatch, navigate]);
  const verifiedAccount = authenticated && !account.isError ? account.currentData : undefined;
  useOfflineCopiesSync(verifiedAccount);
  usePinnedFormsOfflineSync(verifiedAccount);
  const token = useAppSelector(selectToken);
  const failure = authenticated ? layoutFailure(account.error, roles.error, refresh.error) : undefined;
  // With the server out of reach, the stored session is trusted for one thing: reading its account's offline copies.
  const offlineAccountId = failure === 'lost-connection' ? accountIdOfToken(token) : undefined;
  const onlineReaderId =
    authenticated && account.data?.capabilities.includes(OFFLINE_COPY_CAPABILITY) ? account.data.id : undefined;
  // One object while it says the same, so that the screens reading it do not draw again with each answer.
  const reader: OfflineReader = useMemo(
    () =>
      offlineAccountId !== undefined
        ? { accountId: offlineAccountId, offline: true }
        : onlineReaderId !== undefined
          ? { accountId: onlineReaderId, offline: false }
          : null,
    [offlineAccountId, onlineReaderId],
  );
  // Retry asks again only for what failed, so the screen the person was on draws as soon as the calls answer; coming
  // back online does the same by itself (the failure screens' useBackOnline).
  const retry = {
    onRetry: () => {
      if (account.isError) void refetchAccount();
      if (roles.isError) void refetchRoles();
      if (refresh.isError) refreshSession();
    },
    // Only the calls that failed: the account's own refetch on each path change is not a retry.
    retrying:
      (account.error !== undefined && account.isFetching) ||
      (roles.error !== undefined && roles.isFetching) ||
      refresh.isLoading,
  };
  if (reader?.offline) {
    const readable = OFFLINE_READABLE.some((path) => matchPath(path, pathname) !== null);
    return (
      <OfflineReaderContext.Provider value={reader}>
        <LayoutFrame
          brand={brand}
          layout={layout}
          authenticated
          account={undefined}
          onLogout={onLogout}
          toaster={<Toaster />}
        >
          {readable ? <Outlet /> : <OfflineReading retry={retry} />}
        </LayoutFrame>
      </OfflineReaderContext.Provider>
    );
  }
  if (failure) {
    return (
      <main id="main" tabIndex={-1}>
        {failure === 'lost-connection' ? (
          <LostConnection retry={retry} />
        ) : (
          <ModuleError retry={retry} onSignOut={onLogout} />
        )}
      </main>
    );
  }

  const hasRole = (account.data?.roles.length ?? 0) > 0;
  const showSideMenu = authenticated && layout.sideMenu && hasRole && account.data !== undefined;
  return (
    <OfflineReaderContext.Provider value={reader}>
      <LayoutFrame
        brand={brand}
        layout={layout}
        authenticated={authenticated}
        account={authenticated ? account.data : undefined}
        onLogout={onLogout}
        sideMenu={showSideMenu && account.data ? <LazySideMenu account={account.data} /> : undefined}
        banners={
          <>
            {pushOfferEmail !== undefined && (
              <Suspense fallback={null}>
                <PushOffer accountEmail={pushOfferEmail} />
              </Suspense>
            )}
            {askConsent && (
              <Suspense fallback={null}>
                <ConsentBanner />
              </Suspense>
            )}
          </>
        }
        toaster={<Toaster />}
      >
        <SignInAgainProvider email={authenticated ? account.data?.email : undefined}>
          <Outlet />
        </SignInAgainProvider>
        {authenticated && <SessionWarning onSignOut={onLogout} />}
      </LayoutFrame>
    </OfflineReaderContext.Provider>
  );
}

/** The screens that can draw from offline copies alone, with no answer from the server. */
const OFFLINE_READABLE = [
  paths.stabilityProduct,
  paths.stabilityPreparation,
  paths.ySiteCheck,
  paths.offlineCopies,
  paths.clinicalRequestForm,
];
