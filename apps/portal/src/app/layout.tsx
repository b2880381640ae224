import { APP_VERSION } from '@hcp/contracts/version';
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';

import { LostConnection, ModuleError } from '../components/ui/status-screens/status-screens';
import { Toaster } from '../components/ui/toaster/toaster';
import { paths } from '../config/paths';
import { useGetAccountQuery, useGetAccountRolesQuery } from '../features/account/api/account-api';
import { useRefreshTokenMutation } from '../features/auth/api/auth-api';
import { logout } from '../features/auth/logout';
import { api } from '../lib/api';
import { selectIsAuthenticated, signedIn } from '../lib/auth-session';
import { type ApiFailure, outcomeOf } from '../lib/errors';
import { useAppDispatch, useAppSelector } from '../lib/hooks';

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
  if (outcomes.includes('module-error') || outcomes.includes('not-found')) return 'module-error';
  return undefined;
}

export function AppLayout() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // The account query runs only when authenticated, and refetches on focus and reconnect (spec section 7).
  const account = useGetAccountQuery(undefined, {
    skip: !authenticated,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  const roles = useGetAccountRolesQuery(undefined, { skip: !authenticated });
  const [refreshToken, refresh] = useRefreshTokenMutation();
  const { refetch: refetchAccount } = account;
  const { refetch: refetchRoles } = roles;

  // On every path change while online and logged in: refresh the token and the user's data.
  useEffect(() => {
    if (!authenticated || !navigator.onLine) return;
    void refreshToken(undefined)
      .unwrap()
      .then(({ token }) => dispatch(signedIn(token)))
      .catch(() => undefined);
  }, [pathname, authenticated, refreshToken, dispatch]);
  useEffect(() => {
    if (!authenticated || !navigator.onLine) return;
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

  const failure = authenticated ? layoutFailure(account.error, roles.error, refresh.error) : undefined;
  if (failure) {
    return <main id="main">{failure === 'lost-connection' ? <LostConnection /> : <ModuleError />}</main>;
  }

  const canEditAccount = account.data?.capabilities.includes('wb_edit_current_user') ?? false;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link to={paths.home} className="logo" aria-label="HCP Portal home">
          HCP Portal
        </Link>
        <nav aria-label="Account">
          <Link to={paths.contact}>Contact</Link>
          {authenticated ? (
            <>
              {canEditAccount && <Link to={paths.account}>My Account</Link>}
              <button
                type="button"
                className="button button-link"
                onClick={() => {
                  void dispatch(logout()).then(() => navigate(paths.login));
                }}
              >
                Log Out
              </button>
            </>
          ) : (
            <>
              <Link to={paths.login}>Log in</Link>
              <Link to={paths.register}>Register</Link>
            </>
          )}
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <nav aria-label="Legal">
          <Link to={paths.about}>About</Link>
          <Link to={paths.privacyPolicy}>Privacy Policy</Link>
          <Link to={paths.disclaimer}>Disclaimer</Link>
        </nav>
        <p>Version {APP_VERSION}</p>
      </footer>
      <Toaster />
    </>
  );
}
