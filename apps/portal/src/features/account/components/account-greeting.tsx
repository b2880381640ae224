import { Link } from 'react-router';

import { QueryError } from '../../../components/ui/query-error/query-error';
import { SIDE_MENU, visibleTo } from '../../../config/layout';
import { paths } from '../../../config/paths';
import { useGetAccountQuery } from '../api/account-api';
import { accountTexts } from '../texts';

const texts = accountTexts.greeting;

/**
 * The signed-in home's heading: who is signed in, and whether their account has access yet. `areas` lists the areas
 * the account may open (the dashboard, when shown, takes their place).
 */
export function AccountGreeting({ areas: listAreas = true }: { areas?: boolean }) {
  const { data: account, error, isLoading } = useGetAccountQuery(undefined);

  if (isLoading) {
    return (
      <p role="status" className="loading">
        {texts.loading}
      </p>
    );
  }
  if (error) return <QueryError error={error} />;
  if (!account) return null;
  const areas = visibleTo(SIDE_MENU, account.capabilities).filter((entry) => entry.path !== paths.home);

  return (
    <section aria-labelledby="greeting-heading">
      <h1 id="greeting-heading">{texts.welcome(account.firstName, account.lastName)}</h1>
      <p className="muted">{texts.signedInAs(account.email)}</p>
      {listAreas && areas.length > 0 && (
        <nav aria-labelledby="areas-heading" className="areas">
          <h2 id="areas-heading">{texts.yourAreas}</h2>
          <ul>
            {areas.map((area) => (
              <li key={area.path}>
                <Link to={area.path}>{area.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {account.roles.length === 0 && <p className="notice">{texts.noAccessYet}</p>}
    </section>
  );
}
