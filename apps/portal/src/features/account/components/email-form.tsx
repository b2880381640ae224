import { EmailSchema } from '@hcp/contracts/account';
import { useRef } from 'react';
import { z } from 'zod';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { RestoredAnswers } from '../../../lib/restored-answers';
import { useSendSigningInAgain } from '../../../lib/sign-in-again';
import { useKeptAnswers } from '../../../lib/use-kept-answers';
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
  const [updateAccount, { data, isLoading, isSuccess, reset }] = useUpdateAccountMutation({
    fixedCacheKey: 'email-change',
  });
  const form = useRef<HTMLFormElement>(null);
  // The new address is kept as it is typed; the password never is (useKeptAnswers leaves password fields out).
  const kept = useKeptAnswers('account/email', {}, () => document.getElementById(fieldIds.email)?.focus());
  // A session that ended under the form: signed in again over it, the change goes again as typed.
  const { send, failure: error } = useSendSigningInAgain(form);
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(
    emailChangeSchema(currentEmail),
    async ({ email, currentPassword }, sent) => {
      reset();
      if (!(await send(() => updateAccount({ email, currentPassword }).unwrap()))) return;
      kept.forget();
      sent.reset();
    },
  );
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };
  const sentTo = isSuccess ? data.pendingEmail : undefined;

  return (
    <form
      key={kept.generation}
      ref={form}
      className="auth-form"
      noValidate
      onSubmit={onSubmit}
      onChange={kept.keep}
      aria-labelledby="email-heading"
    >
      <h2 id="email-heading">{texts.heading}</h2>
      {kept.restored && <RestoredAnswers savedAt={kept.restored.savedAt} onClear={kept.clear} headingLevel={3} />}
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
        defaultValue={kept.valueOf('email')}
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
