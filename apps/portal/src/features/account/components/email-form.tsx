import { EmailSchema } from '@hcp/contracts/account';
import { z } from 'zod';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { useUpdateAccountMutation } from '../api/account-api';
import { accountTexts } from '../texts';

const texts = accountTexts.email;

/** Each field's id, in the form's order: the error summary links to them. */
const fieldIds = {
  email: 'email-change-new-email',
  currentPassword: 'email-change-current-password',
};

function emailChangeSchema(currentEmail: string) {
  return z.object({
    email: EmailSchema.refine((email) => email !== currentEmail.toLowerCase(), texts.sameAsNow),
    currentPassword: z.string().min(1, texts.enterCurrent),
  });
}

/** A new address, with the current password; it takes effect once confirmed from the link sent to it. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const [updateAccount, { data, isLoading, error, isSuccess, reset }] = useUpdateAccountMutation({
    fixedCacheKey: 'email-change',
  });
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(
    emailChangeSchema(currentEmail),
    async ({ email, currentPassword }, form) => {
      reset();
      await updateAccount({ email, currentPassword }).unwrap();
      form.reset();
    },
  );
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };
  const sentTo = isSuccess ? data.pendingEmail : undefined;

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="email-heading">
      <h2 id="email-heading">{texts.heading}</h2>
      <ErrorSummary
        id="email-change-summary"
        message={formFailureOf(error, texts.failed)}
        entries={summaryEntries(fieldIds, fieldErrors)}
        focusKey={failures}
        headingLevel={3}
      />
      <FormAlert success={sentTo ? texts.linkSent(sentTo) : undefined} />
      <TextField
        label={texts.newEmail}
        id={fieldIds.email}
        name="email"
        type="email"
        autoComplete="email"
        error={fieldErrors.email}
      />
      <TextField
        label={texts.currentPassword}
        id={fieldIds.currentPassword}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={fieldErrors.currentPassword}
      />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
