import { Link } from 'react-router';

import { paths } from '../../config/paths';
import { AccountGreeting } from '../../features/account/components/account-greeting';
import { selectIsAuthenticated } from '../../lib/auth-session';
import { useAppSelector } from '../../lib/hooks';
import { appTexts } from '../texts';

const texts = appTexts.home;

export function HomeRoute() {
  const authenticated = useAppSelector(selectIsAuthenticated);
  if (authenticated) return <AccountGreeting />;
  return (
    <section aria-labelledby="home-heading">
      <h1 id="home-heading">{texts.heading}</h1>
      <p>{texts.intro}</p>
      <p>
        <Link className="button button-primary" to={paths.login}>
          {texts.logIn}
        </Link>
      </p>
    </section>
  );
}
