import { Link } from 'react-router';

import { QueryError } from '../../../components/ui/query-error/query-error';
import { SIDE_MENU, visibleTo } from '../../../config/layout';
import { paths } from '../../../config/paths';
import { useGetAccountQuery } from '../api/account-api';

/** The signed-in home's heading: who is signed in, and whether their account has access yet. */
export function AccountGreeting() {
  const { data: account, error, isLoading } = useGetAccountQuery(undefined);

  if (isLoading) {
    return (
      <p role="status" className="loading">
        Loading your account…
      </p>
    );
  }
  if (error) return <QueryError error={error} />;
  if (!account) return null;
  const areas = visibleTo(SIDE_MENU, account.capabilities).filter((entry) => entry.path !== paths.home);

  return (
    <section aria-labelledby="greeting-heading">
      <h1 id="greeting-heading">
        Welcome, {account.firstName} {account.lastName}
      </h1>
      <p className="muted">Signed in as {account.email}</p>
      {areas.length > 0 && (
        <nav aria-labelledby="areas-heading" className="areas">
          <h2 id="areas-heading">Your areas</h2>
          <ul>
            {areas.map((area) => (
              <li key={area.path}>
                <Link to={area.path}>{area.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {account.roles.length === 0 && (
        <p className="notice">
          Your account has no access to portal content yet. Once an administrator assigns your roles, the areas you may
          use will appear here.
        </p>
      )}
    </section>
  );
}
