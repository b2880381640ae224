import { useEffect } from 'react';
import { Link, useParams } from 'react-router';

import { Loading } from '../../components/ui/status-screens/status-screens';
import { paths } from '../../config/paths';
import { useVerifyEmailMutation } from '../../features/auth/api/auth-api';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { NotFoundRoute } from './not-found';
import { appTexts } from '../texts';

const texts = appTexts.emailToken;

/** Confirmation tokens are 32 random bytes in base64url. */
const EMAIL_TOKEN = /^[A-Za-z0-9_-]{40,64}$/;

/**
 * The public token route: the link in the registration email lands here and confirms the address. Opened again, the
 * same link says the address is already confirmed (and whether the registration still waits for approval).
 */
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

  if (isUninitialized || isLoading) return <Loading label={texts.confirming} />;
  if (error) {
    return (
      <section aria-labelledby="token-heading">
        <h1 id="token-heading">{texts.failedHeading}</h1>
        <p role="alert">{fieldErrorsOf(error).token ?? messageOf(error, texts.failed)}</p>
        <p>
          <Link to={paths.register}>{texts.retry.registerAgain}</Link>
          {texts.retry.between}
          <Link to={paths.login}>{texts.retry.signIn}</Link>
          {texts.retry.after}
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="token-heading">
      <h1 id="token-heading">
        {data.outcome === 'already_confirmed' ? texts.alreadyConfirmedHeading : texts.confirmedHeading}
      </h1>
      <p role="status">{data.message}</p>
      <p>
        <Link to={paths.login}>{texts.goToSignIn}</Link>
      </p>
    </section>
  );
}
