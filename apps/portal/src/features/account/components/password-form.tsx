import { NewPasswordSchema } from '@hcp/contracts/account';
import { type SubmitEvent, useState } from 'react';

import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { formValues } from '../../../lib/form-data';
import { useUpdateAccountMutation } from '../api/account-api';

export function PasswordForm() {
  const [updateAccount, { isLoading, error, isSuccess, reset }] = useUpdateAccountMutation();
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    reset();
    const form = event.currentTarget;
    const values = formValues(form);
    const currentPassword = values.currentPassword ?? '';
    const newPassword = values.newPassword ?? '';
    const errors: Record<string, string> = {};
    if (!currentPassword) errors.currentPassword = 'Enter your current password.';
    const parsed = NewPasswordSchema.safeParse(newPassword);
    if (!parsed.success) errors.newPassword = parsed.error.issues[0]?.message ?? 'Choose another password.';
    else if (newPassword !== values.confirmPassword) errors.confirmPassword = 'The two passwords are not the same.';
    setClientErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      await updateAccount({ currentPassword, newPassword }).unwrap();
      form.reset();
    } catch {
      // Shown below.
    }
  }

  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby="password-heading"
    >
      <h2 id="password-heading">Change your password</h2>
      <div aria-live="polite">
        {isSuccess && (
          <p className="form-success" role="status">
            Your password has been changed. Other devices have been signed out.
          </p>
        )}
        {error && (
          <p className="form-error" role="alert">
            {formFailureOf(error, 'Your password could not be changed. Please try again.')}
          </p>
        )}
      </div>
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={fieldErrors.currentPassword}
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters."
        error={fieldErrors.newPassword}
      />
      <TextField
        label="Repeat the new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={fieldErrors.confirmPassword}
      />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? 'Saving…' : 'Change password'}
      </button>
    </form>
  );
}
