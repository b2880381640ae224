import { useCallback, useContext, useEffect, useState } from 'react';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { TextField } from '../../../components/ui/text-field/text-field';
import { type ApiFailure, fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { KeepSession } from '../../../lib/keep-session';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { requestToken } from '../api/request-token';
import { mfaChallengeOf } from '../mfa';
import { MfaCodeForm } from './mfa-code-form';
import { authTexts } from '../texts';

const texts = authTexts.login;

/**
 * The sign-in's schema, with zod, loaded as the form appears rather than with /login's first load: the form draws at
 * once, and the schema is there by the time anyone submits (issue 16).
 */
const loadTokenRequestSchema = () => import('@hcp/contracts/auth').then((module) => module.TokenRequestSchema);

/** Each field's id, in the form's order: the error summary links to them. */
const fieldIds = {
  username: 'login-email',
  password: 'login-password',
};

export function LoginForm({
  onSignedIn,
  email,
}: {
  onSignedIn: () => void;
  /** The address to sign in with, filled in: the account whose session ended (app/sign-in-again.tsx). */
  email?: string | undefined;
}) {
  const keepSession = useContext(KeepSession);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiFailure>(undefined);
  const [restartReason, setRestartReason] = useState<string>();
  useEffect(() => {
    void loadTokenRequestSchema();
  }, []);
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(loadTokenRequestSchema, async (credentials) => {
    setBusy(true);
    setError(undefined);
    setRestartReason(undefined);
    try {
      const answer = await requestToken(credentials);
      if ('error' in answer) {
        setError(answer.error);
        throw new Error('The sign-in was refused.');
      }
      await keepSession(answer.data.token);
      onSignedIn();
    } finally {
      setBusy(false);
    }
  });
  // The password was right for an account with two-step sign-in: the code step shows until it signs in or restarts.
  const challenge = mfaChallengeOf(error);
  const startAgain = useCallback((reason?: string) => {
    setError(undefined);
    setRestartReason(reason);
  }, []);
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };

  if (challenge) return <MfaCodeForm challenge={challenge} onSignedIn={onSignedIn} onStartAgain={startAgain} />;

  return (
    // Never disabled, not even in the HTML the server draws for /login: a press before the page's code runs is kept
    // and sent once it has (lib/early-presses.ts, by `data-press`). Without a script at all, the browser posts the
    // form to /login, which answers with the page again: the password goes in no address.
    <form className="auth-form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy} data-press="sign-in">
      <ErrorSummary
        id="login-summary"
        message={restartReason ?? formFailureOf(error, texts.failed)}
        entries={summaryEntries(fieldIds, fieldErrors)}
        focusKey={failures}
      />
      <TextField
        label={texts.email}
        id={fieldIds.username}
        name="username"
        type="email"
        autoComplete="username"
        defaultValue={email}
        required
        error={fieldErrors.username}
      />
      <TextField
        label={texts.password}
        id={fieldIds.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
