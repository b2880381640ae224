import { PasswordResetRequestSchema } from '@hcp/contracts/account';

import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { useRequestPasswordResetMutation } from '../api/auth-api';

export function ForgotPasswordForm() {
  const [requestReset, { isLoading, error, data }] = useRequestPasswordResetMutation();
  const { clientErrors, onSubmit } = useValidatedSubmit(PasswordResetRequestSchema, (request) =>
    requestReset(request).unwrap(),
  );

  if (data) {
    return (
      <p className="notice" role="status">
        {data.message}
      </p>
    );
  }

  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={isLoading}>
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      <FormAlert error={formFailureOf(error, 'The request failed. Please try again.')} />
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
