import { Navigate, useLocation, useNavigate } from 'react-router';

import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { selectIsAuthenticated } from '../../lib/auth-session';
import { useAppSelector } from '../../lib/hooks';

type FromState = { from?: string } | null;

export function LoginRoute() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as FromState)?.from ?? paths.home;

  // Public-only route: a signed-in visitor goes back where they came from (spec section 2).
  if (authenticated) return <Navigate to={from} replace />;

  return (
    <section className="auth-screen" aria-labelledby="login-heading">
      <h1 id="login-heading">Log in</h1>
      <LoginForm onSignedIn={() => void navigate(from, { replace: true })} />
    </section>
  );
}
