import { PasswordResetRequestSchema } from '@hcp/contracts/account';
import { type SubmitEvent, useState } from 'react';

import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { formValues, issuesByField } from '../../../lib/form-data';
import { useRequestPasswordResetMutation } from '../api/auth-api';

export function ForgotPasswordForm() {
  const [requestReset, { isLoading, error, data }] = useRequestPasswordResetMutation();
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = PasswordResetRequestSchema.safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      setClientErrors(issuesByField(parsed.error.issues));
      return;
    }
    setClientErrors({});
    await requestReset(parsed.data)
      .unwrap()
      .catch(() => undefined);
  }

  if (data) {
    return (
      <p className="notice" role="status">
        {data.message}
      </p>
    );
  }

  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };
  const failure = formFailureOf(error, 'The request failed. Please try again.');

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={isLoading}>
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="username"
        required
        error={fieldErrors.email}
      />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send reset link'}
      </button>
    </form>
  );
}
