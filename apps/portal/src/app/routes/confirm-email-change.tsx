import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

import { Loading } from '../../components/ui/status-screens/status-screens';
import { paths } from '../../config/paths';
import { useConfirmEmailChangeMutation } from '../../features/account/api/account-api';
import { accountTexts } from '../../features/account/texts';
import { fieldErrorsOf, messageOf } from '../../lib/errors';

const texts = accountTexts.confirmEmailChange;

/** The token arrives in the link's fragment (`#token=…`), which browsers never send to a server. */
function tokenFromHash(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? undefined;
}

/** The link sent to a new email address lands here and puts the address in use, signed in or not. */
export function ConfirmEmailChangeRoute() {
  const token = tokenFromHash(useLocation().hash);
  const [confirm, { data, error, isUninitialized, isLoading }] = useConfirmEmailChangeMutation({
    fixedCacheKey: `confirm-email-change-${token ?? ''}`,
  });

  useEffect(() => {
    if (token && isUninitialized) void confirm({ token });
  }, [token, isUninitialized, confirm]);

  if (token && (isUninitialized || isLoading)) return <Loading label={texts.confirming} />;
  if (!token || error) {
    return (
      <section aria-labelledby="email-change-heading">
        <h1 id="email-change-heading">{texts.failedHeading}</h1>
        <p role="alert">{token ? (fieldErrorsOf(error).token ?? messageOf(error, texts.failed)) : texts.noToken}</p>
        <p>
          <Link to={paths.account}>{texts.tryAgain}</Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="email-change-heading">
      <h1 id="email-change-heading">{texts.confirmedHeading}</h1>
      <p role="status">{data?.message}</p>
      <p>
        <Link to={paths.login}>{texts.goToLogIn}</Link>
      </p>
    </section>
  );
}
