import { Link } from 'react-router';

import { paths } from '../../config/paths';
import { AccountGreeting } from '../../features/account/components/account-greeting';
import { selectIsAuthenticated } from '../../lib/auth-session';
import { useAppSelector } from '../../lib/hooks';

export function HomeRoute() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  if (authenticated) return <AccountGreeting />;
  return (
    <section aria-labelledby="home-heading">
      <h1 id="home-heading">Welcome to the HCP Portal</h1>
      <p>
        Stability data, education with CPD, clinical resources and direct lines to our medical teams, for registered
        healthcare professionals.
      </p>
      <p>
        <Link className="button button-primary" to={paths.login}>
          Log in
        </Link>
      </p>
    </section>
  );
}
