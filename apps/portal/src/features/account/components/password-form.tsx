import { useRef } from 'react';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { PasswordChangeSchema } from '../../../lib/password-schemas';
import { useSendSigningInAgain } from '../../../lib/sign-in-again';
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

/** Passwords are never kept on this device: a session that ends under the form keeps them only on the screen. */
export function PasswordForm() {
  const [updateAccount, { isLoading, isSuccess, reset }] = useUpdateAccountMutation();
  const form = useRef<HTMLFormElement>(null);
  // A session that ended under the form: signed in again over it, the change goes again.
  const { send, failure: error } = useSendSigningInAgain(form);
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(
    PasswordChangeSchema,
    async ({ currentPassword, newPassword }, sent) => {
      reset();
      if (!(await send(() => updateAccount({ currentPassword, newPassword }).unwrap()))) return;
      sent.reset();
    },
  );
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };

  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="password-heading">
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
