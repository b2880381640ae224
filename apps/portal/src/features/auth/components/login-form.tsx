import { TokenRequestSchema } from '@hcp/contracts/auth';
import { type SubmitEvent, useState } from 'react';

import { TextField } from '../../../components/ui/text-field/text-field';
import { signedIn } from '../../../lib/auth-session';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { formValues, issuesByField } from '../../../lib/form-data';
import { useAppDispatch } from '../../../lib/hooks';
import { useRequestTokenMutation } from '../api/auth-api';

type LoginFormProps = {
  onSignedIn: () => void;
};

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const [requestToken, { isLoading, error }] = useRequestTokenMutation();
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = TokenRequestSchema.safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      setClientErrors(issuesByField(parsed.error.issues));
      return;
    }
    setClientErrors({});
    try {
      const { token } = await requestToken(parsed.data).unwrap();
      dispatch(signedIn(token));
      onSignedIn();
    } catch {
      // The mutation's error state renders the message below.
    }
  }

  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };
  const failure = formFailureOf(error, 'Sign-in failed. Please try again.');

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={isLoading}>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <TextField
        label="Email address"
        name="username"
        type="email"
        autoComplete="username"
        required
        error={fieldErrors.username}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
