import { APP_VERSION } from '@hcp/contracts/version';
import { Link, Outlet, useNavigate } from 'react-router';

import { paths } from '../config/paths';
import { logout } from '../features/auth/logout';
import { selectIsAuthenticated } from '../lib/auth-session';
import { useAppDispatch, useAppSelector } from '../lib/hooks';

export function AppLayout() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

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
          {authenticated ? (
            <button
              type="button"
              className="button button-link"
              onClick={() => {
                dispatch(logout());
                void navigate(paths.login);
              }}
            >
              Log Out
            </button>
          ) : (
            <Link to={paths.login}>Log in</Link>
          )}
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>Version {APP_VERSION}</p>
      </footer>
    </>
  );
}
