import { PasswordResetRequestSchema } from '@hcp/contracts/account';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { useRequestPasswordResetMutation } from '../api/auth-api';
import { authTexts } from '../texts';

const texts = authTexts.forgotPassword;

/** Each field's id, in the form's order: the error summary links to them. */
const fieldIds = {
  email: 'forgot-password-email',
};

export function ForgotPasswordForm() {
  const [requestReset, { isLoading, error, data }] = useRequestPasswordResetMutation();
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(PasswordResetRequestSchema, (request) =>
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
      <ErrorSummary
        id="forgot-password-summary"
        message={formFailureOf(error, texts.failed)}
        entries={summaryEntries(fieldIds, fieldErrors)}
        focusKey={failures}
      />
      <TextField
        label={texts.email}
        id={fieldIds.email}
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
