import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { PasswordChangeSchema } from '../../../lib/password-schemas';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { useUpdateAccountMutation } from '../api/account-api';

export function PasswordForm() {
  const [updateAccount, { isLoading, error, isSuccess, reset }] = useUpdateAccountMutation();
  const { clientErrors, onSubmit } = useValidatedSubmit(
    PasswordChangeSchema,
    async ({ currentPassword, newPassword }, form) => {
      reset();
      await updateAccount({ currentPassword, newPassword }).unwrap();
      form.reset();
    },
  );
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="password-heading">
      <h2 id="password-heading">Change your password</h2>
      <FormAlert
        error={formFailureOf(error, 'Your password could not be changed. Please try again.')}
        success={isSuccess ? 'Your password has been changed. Other devices have been signed out.' : undefined}
      />
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
