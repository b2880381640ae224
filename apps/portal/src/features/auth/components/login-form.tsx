import { useCallback, useEffect, useState } from 'react';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { TextField } from '../../../components/ui/text-field/text-field';
import { signedIn } from '../../../lib/auth-session';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { useAppDispatch } from '../../../lib/hooks';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { useRequestTokenMutation } from '../api/auth-api';
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

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const dispatch = useAppDispatch();
  const [requestToken, { isLoading, error, reset }] = useRequestTokenMutation();
  const [restartReason, setRestartReason] = useState<string>();
  useEffect(() => {
    void loadTokenRequestSchema();
  }, []);
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(loadTokenRequestSchema, async (credentials) => {
    setRestartReason(undefined);
    const { token } = await requestToken(credentials).unwrap();
    dispatch(signedIn(token));
    onSignedIn();
  });
  // The password was right for an account with two-step sign-in: the code step shows until it signs in or restarts.
  const challenge = mfaChallengeOf(error);
  const startAgain = useCallback(
    (reason?: string) => {
      reset();
      setRestartReason(reason);
    },
    [reset],
  );
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };

  if (challenge) return <MfaCodeForm challenge={challenge} onSignedIn={onSignedIn} onStartAgain={startAgain} />;

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={isLoading}>
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
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
