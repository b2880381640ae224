import { Link, useLocation } from 'react-router';

import { paths } from '../../config/paths';
import { appTexts } from '../texts';

const texts = appTexts.confirmation;

type ConfirmationState = { message?: string } | null;

/** After registering: what happens next. */
export function ConfirmationRoute() {
  const message = (useLocation().state as ConfirmationState)?.message;
  return (
    <section aria-labelledby="confirmation-heading">
      <h1 id="confirmation-heading">{texts.heading}</h1>
      {message && <p role="status">{message}</p>}
      <ol className="steps">
        {texts.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        {texts.noEmail.before}
        <Link to={paths.register}>{texts.noEmail.link}</Link>
        {texts.noEmail.after}
      </p>
      <p>
        <Link to={paths.login}>{texts.goToSignIn}</Link>
      </p>
    </section>
  );
}
