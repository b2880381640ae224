import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { PasswordChangeSchema } from '../../../lib/password-schemas';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { useUpdateAccountMutation } from '../api/account-api';
import { accountTexts } from '../texts';

const texts = accountTexts.password;

/** Each field's id, in the form's order: the error summary links to them. */
const fieldIds = {
  currentPassword: 'password-change-current',
  newPassword: 'password-change-new',
  confirmPassword: 'password-change-confirm',
};

export function PasswordForm() {
  const [updateAccount, { isLoading, error, isSuccess, reset }] = useUpdateAccountMutation();
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(
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
      <h2 id="password-heading">{texts.heading}</h2>
      <ErrorSummary
        id="password-change-summary"
        message={formFailureOf(error, texts.failed)}
        entries={summaryEntries(fieldIds, fieldErrors)}
        focusKey={failures}
        headingLevel={3}
      />
      <FormAlert success={isSuccess ? texts.changed : undefined} />
      <TextField
        label={texts.currentPassword}
        id={fieldIds.currentPassword}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={fieldErrors.currentPassword}
      />
      <TextField
        label={texts.newPassword}
        id={fieldIds.newPassword}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={texts.newPasswordHint}
        error={fieldErrors.newPassword}
      />
      <TextField
        label={texts.confirmPassword}
        id={fieldIds.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={fieldErrors.confirmPassword}
      />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
