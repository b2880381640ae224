import type { SsoProviderSummary } from '@hcp/contracts/sso';
import { type SubmitEvent, useEffect, useState } from 'react';

import { TextField } from '../../../components/ui/text-field/text-field';
import { type ApiFailure, fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { discoverOrganisation, ssoProviders, startAddress } from '../api/sso';
import { authTexts } from '../texts';

const texts = authTexts.organisation;

/** Leaves for the organisation's sign-in page: a full visit, which the provider's page replaces. */
function goTo(address: string): void {
  window.location.assign(address);
}

/**
 * "Sign in with your organisation" (docs/sso.md): the work email's domain names the hospital's sign-in (home-realm
 * discovery), or the person chooses their organisation from the list. Shown only when at least one organisation is
 * set up; the password form stays for everyone else.
 */
export function OrganisationSignIn({ returnTo }: { returnTo: string }) {
  const [providers, setProviders] = useState<SsoProviderSummary[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure>(undefined);
  const [notFound, setNotFound] = useState<string>();
  useEffect(() => {
    let current = true;
    void ssoProviders().then((list) => {
      if (current) setProviders(list);
    });
    return () => {
      current = false;
    };
  }, []);
  if (providers.length === 0) return null;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('email');
    const email = typeof typed === 'string' ? typed : '';
    setBusy(true);
    setError(undefined);
    setNotFound(undefined);
    const answer = await discoverOrganisation(email);
    if ('error' in answer) {
      setError(answer.error);
      setBusy(false);
      return;
    }
    if (answer.data.provider) {
      goTo(startAddress(answer.data.provider.id, returnTo));
      return;
    }
    setNotFound(email.slice(email.lastIndexOf('@') + 1).toLowerCase());
    setBusy(false);
  };
  const fieldError = fieldErrorsOf(error).email;

  return (
    <section className="organisation-sign-in" aria-labelledby="organisation-heading">
      <h2 id="organisation-heading">{texts.heading}</h2>
      <p>{texts.intro}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
        {error && !fieldError && (
          <p className="field-error" role="alert">
            {formFailureOf(error, texts.failed)}
          </p>
        )}
        <TextField
          label={texts.email}
          hint={texts.emailHint}
          id="organisation-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          error={fieldError}
        />
        <button type="submit" className="button button-secondary" disabled={busy}>
          {busy ? texts.submitting : texts.submit}
        </button>
      </form>
      {notFound !== undefined && (
        <p className="notice" role="status">
          {texts.notFound(notFound)}
        </p>
      )}
      <details className="organisation-list" open={notFound !== undefined}>
        <summary>{texts.chooseFromList}</summary>
        <ul>
          {providers.map((provider) => (
            <li key={provider.id}>
              <a href={startAddress(provider.id, returnTo)}>{texts.signInWith(provider.name)}</a>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
