import { Link, useLocation } from 'react-router';

import { paths } from '../../config/paths';

type ConfirmationState = { message?: string } | null;

/** After registering: what happens next. */
export function ConfirmationRoute() {
  const message = (useLocation().state as ConfirmationState)?.message;
  return (
    <section aria-labelledby="confirmation-heading">
      <h1 id="confirmation-heading">Check your email</h1>
      {message && <p role="status">{message}</p>}
      <ol className="steps">
        <li>Open the email we sent you and follow its link to confirm your address. The link is valid for 48 hours.</li>
        <li>Our team checks your professional registration with your regulator, usually within two working days.</li>
        <li>We email you as soon as your account is approved. Then you can log in and use the portal.</li>
      </ol>
      <p>
        No email after a few minutes? Check your spam folder, or <Link to={paths.register}>register again</Link> to
        receive a new link.
      </p>
      <p>
        <Link to={paths.login}>Go to log in</Link>
      </p>
    </section>
  );
}
