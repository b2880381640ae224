import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { NewPasswordTwiceSchema } from '../../../lib/password-schemas';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { useProcessPasswordResetMutation } from '../api/auth-api';
import { authTexts } from '../texts';

const texts = authTexts.resetPassword;

/** Each field's id, in the form's order: the error summary links to them. */
const fieldIds = {
  password: 'reset-password-new',
  confirmPassword: 'reset-password-confirm',
};

export function ResetPasswordForm({
  token,
  onReset,
}: {
  token: string | undefined;
  onReset: (message: string) => void;
}) {
  const [processReset, { isLoading, error }] = useProcessPasswordResetMutation();
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(NewPasswordTwiceSchema, async ({ password }) => {
    const { message } = await processReset({ token: token ?? '', password }).unwrap();
    onReset(message);
  });

  if (!token) {
    return (
      <p className="form-error" role="alert">
        {texts.missingToken}
      </p>
    );
  }

  // A bad or used token has no field of its own on this form, so its message leads.
  const { token: tokenError, ...serverErrors } = fieldErrorsOf(error);
  const fieldErrors = { ...serverErrors, ...clientErrors };
  const failure = tokenError ?? formFailureOf(error, texts.failed);

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={isLoading}>
      <ErrorSummary
        id="reset-password-summary"
        message={failure}
        entries={summaryEntries(fieldIds, fieldErrors)}
        focusKey={failures}
      />
      <TextField
        label={texts.password}
        id={fieldIds.password}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={texts.passwordHint}
        required
        error={fieldErrors.password}
      />
      <TextField
        label={texts.confirmPassword}
        id={fieldIds.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={fieldErrors.confirmPassword}
      />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
