import { PasswordResetRequestSchema } from '@hcp/contracts/account';

import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { useRequestPasswordResetMutation } from '../api/auth-api';
import { authTexts } from '../texts';

const texts = authTexts.forgotPassword;

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
      <p>{texts.intro}</p>
      <FormAlert error={formFailureOf(error, texts.failed)} />
      <TextField
        label={texts.email}
        name="email"
        type="email"
        autoComplete="username"
        required
        error={fieldErrors.email}
      />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
