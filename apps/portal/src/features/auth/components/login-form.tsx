import { TokenRequestSchema } from '@hcp/contracts/auth';
import { type SubmitEvent, useId, useState } from 'react';

import { signedIn } from '../../../lib/auth-session';
import { messageOf, outcomeOf } from '../../../lib/errors';
import { useAppDispatch } from '../../../lib/hooks';
import { useRequestTokenMutation } from '../api/auth-api';

type FieldErrors = Partial<Record<'username' | 'password', string>>;

type LoginFormProps = {
  onSignedIn: () => void;
};

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const [requestToken, { isLoading, error }] = useRequestTokenMutation();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const emailId = useId();
  const passwordId = useId();

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = TokenRequestSchema.safeParse({ username: form.get('username'), password: form.get('password') });
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'username' || field === 'password') && !errors[field]) errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    try {
      const { token } = await requestToken(parsed.data).unwrap();
      dispatch(signedIn(token));
      onSignedIn();
    } catch {
      // The mutation's error state renders the message below.
    }
  }

  const failure =
    error === undefined
      ? undefined
      : outcomeOf(error) === 'lost-connection'
        ? 'We could not reach the server. Check your connection and try again.'
        : messageOf(error, 'Sign-in failed. Please try again.');

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={isLoading}>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="field">
        <label htmlFor={emailId}>Email address</label>
        <input
          id={emailId}
          name="username"
          type="email"
          autoComplete="username"
          required
          aria-invalid={fieldErrors.username ? true : undefined}
          aria-describedby={fieldErrors.username ? `${emailId}-error` : undefined}
        />
        {fieldErrors.username && (
          <p id={`${emailId}-error`} className="field-error">
            {fieldErrors.username}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={passwordId}>Password</label>
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? `${passwordId}-error` : undefined}
        />
        {fieldErrors.password && (
          <p id={`${passwordId}-error`} className="field-error">
            {fieldErrors.password}
          </p>
        )}
      </div>
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
