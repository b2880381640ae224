import { useEffect } from 'react';
import { Link, useParams } from 'react-router';

import { Loading } from '../../components/ui/status-screens/status-screens';
import { paths } from '../../config/paths';
import { useVerifyEmailMutation } from '../../features/auth/api/auth-api';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { NotFoundRoute } from './not-found';

/** Confirmation tokens are 32 random bytes in base64url. */
const EMAIL_TOKEN = /^[A-Za-z0-9_-]{40,64}$/;

/** The public token route: the link in the registration email lands here and confirms the address. */
export function EmailTokenRoute() {
  const { token = '' } = useParams();
  const [verifyEmail, { data, error, isUninitialized, isLoading }] = useVerifyEmailMutation({
    fixedCacheKey: `verify-${token}`,
  });

  const looksLikeToken = EMAIL_TOKEN.test(token);
  useEffect(() => {
    if (looksLikeToken && isUninitialized) void verifyEmail({ token });
  }, [looksLikeToken, isUninitialized, token, verifyEmail]);

  // Any other one-segment path is simply unknown.
  if (!looksLikeToken) return <NotFoundRoute />;

  if (isUninitialized || isLoading) return <Loading label="Confirming your email address…" />;
  if (error) {
    return (
      <section aria-labelledby="token-heading">
        <h1 id="token-heading">This link does not work</h1>
        <p role="alert">
          {fieldErrorsOf(error).token ?? messageOf(error, 'The link could not be checked. Please try again.')}
        </p>
        <p>
          <Link to={paths.register}>Register again</Link> or <Link to={paths.login}>log in</Link>.
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="token-heading">
      <h1 id="token-heading">Email address confirmed</h1>
      <p role="status">{data.message}</p>
      <p>
        <Link to={paths.login}>Go to log in</Link>
      </p>
    </section>
  );
}
