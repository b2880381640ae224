import { outcomeOf } from '../../../lib/errors';
import { useGetAccountQuery } from '../api/auth-api';

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
  if (error) {
    switch (outcomeOf(error)) {
      case 'silent':
      case 'logout':
        return null;
      case 'lost-connection':
        return (
          <section className="notice" aria-labelledby="lost-connection-heading">
            <h1 id="lost-connection-heading">Connection lost</h1>
            <p>
              Your connection may have been interrupted, or the session was left idle for too long. Please reload the
              page.
            </p>
            <button type="button" className="button" onClick={() => window.location.reload()}>
              Reload Page
            </button>
          </section>
        );
      default:
        return <p role="alert">Error in Module</p>;
    }
  }
  if (!account) return null;

  return (
    <section aria-labelledby="greeting-heading">
      <h1 id="greeting-heading">
        Welcome, {account.firstName} {account.lastName}
      </h1>
      <p className="muted">Signed in as {account.email}</p>
      {account.roles.length === 0 && (
        <p className="notice">
          Your account has no access to portal content yet. Once an administrator assigns your roles, the areas you may
          use will appear here.
        </p>
      )}
    </section>
  );
}
