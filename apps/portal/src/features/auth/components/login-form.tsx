import { useEffect } from 'react';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { TextField } from '../../../components/ui/text-field/text-field';
import { signedIn } from '../../../lib/auth-session';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { useAppDispatch } from '../../../lib/hooks';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { useRequestTokenMutation } from '../api/auth-api';
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
  const [requestToken, { isLoading, error }] = useRequestTokenMutation();
  useEffect(() => {
    void loadTokenRequestSchema();
  }, []);
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(loadTokenRequestSchema, async (credentials) => {
    const { token } = await requestToken(credentials).unwrap();
    dispatch(signedIn(token));
    onSignedIn();
  });
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={isLoading}>
      <ErrorSummary
        id="login-summary"
        message={formFailureOf(error, texts.failed)}
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
