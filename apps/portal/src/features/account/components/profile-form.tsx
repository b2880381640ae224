import { useRef, useState } from 'react';
import { type Account, AccountUpdateSchema } from '@hcp/contracts/account';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { SelectField } from '../../../components/ui/select-field/select-field';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { RestoredAnswers } from '../../../lib/restored-answers';
import { useSendSigningInAgain } from '../../../lib/sign-in-again';
import { useKeptAnswers } from '../../../lib/use-kept-answers';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { professionOptions, registrationNumberShape, regulatorOptions } from '../../../lib/professional-labels';
import { useUpdateAccountMutation } from '../api/account-api';
import { accountTexts } from '../texts';

const texts = accountTexts.profile;

/** Each field's id, in the form's order: the error summary links to them. */
const fieldIds = {
  firstName: 'profile-first-name',
  lastName: 'profile-last-name',
  profession: 'profile-profession',
  organisation: 'profile-organisation',
  regulator: 'profile-regulator',
  registrationNumber: 'profile-registration-number',
};

/** The profile as the form opens with it: an empty field for what the account has not given. */
const openedWith = (account: Account): Record<string, string> =>
  Object.fromEntries(Object.keys(fieldIds).map((field) => [field, String(account[field as keyof Account] ?? '')]));

export function ProfileForm({ account }: { account: Account }) {
  const [updateAccount, { isLoading, isSuccess, reset }] = useUpdateAccountMutation();
  const form = useRef<HTMLFormElement>(null);
  const kept = useKeptAnswers('account/profile', openedWith(account), () =>
    document.getElementById(fieldIds.firstName)?.focus(),
  );
  // A session that ended under the form: signed in again over it, the details go again as typed.
  const { send, failure: error } = useSendSigningInAgain(form);
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(
    AccountUpdateSchema,
    async (changes) => {
      reset();
      if (await send(() => updateAccount(changes).unwrap())) kept.forget();
    },
    // A field left empty that was never filled in is not a change; one that was filled in must stay valid.
    (values) =>
      Object.fromEntries(
        Object.entries(values).filter(([field, value]) => value !== '' || account[field as keyof Account] !== null),
      ),
  );
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };
  const [regulator, setRegulator] = useState(() => kept.valueOf('regulator'));

  return (
    <form
      key={kept.generation}
      ref={form}
      className="auth-form"
      noValidate
      onSubmit={onSubmit}
      onChange={kept.keep}
      aria-labelledby="profile-heading"
    >
      <h2 id="profile-heading">{texts.heading}</h2>
      {kept.restored && (
        <RestoredAnswers
          savedAt={kept.restored.savedAt}
          onClear={() => {
            kept.clear();
            setRegulator(account.regulator ?? '');
          }}
          headingLevel={3}
        />
      )}
      <ErrorSummary
        id="profile-summary"
        message={formFailureOf(error, texts.failed)}
        entries={summaryEntries(fieldIds, fieldErrors)}
        focusKey={failures}
        headingLevel={3}
      />
      <FormAlert success={isSuccess ? texts.saved : undefined} />
      <TextField
        label={texts.firstName}
        id={fieldIds.firstName}
        name="firstName"
        autoComplete="given-name"
        defaultValue={kept.valueOf('firstName')}
        error={fieldErrors.firstName}
      />
      <TextField
        label={texts.lastName}
        id={fieldIds.lastName}
        name="lastName"
        autoComplete="family-name"
        defaultValue={kept.valueOf('lastName')}
        error={fieldErrors.lastName}
      />
      <p>
        <strong>{texts.email}</strong> {account.email}
        <br />
        <span className="muted">{texts.emailChange}</span>
      </p>
      <SelectField
        label={texts.profession}
        id={fieldIds.profession}
        name="profession"
        defaultValue={kept.valueOf('profession')}
        placeholder={texts.professionPlaceholder}
        options={professionOptions}
        error={fieldErrors.profession}
      />
      <TextField
        label={texts.organisation}
        id={fieldIds.organisation}
        name="organisation"
        autoComplete="organization"
        defaultValue={kept.valueOf('organisation')}
        error={fieldErrors.organisation}
      />
      <SelectField
        label={texts.regulator}
        id={fieldIds.regulator}
        name="regulator"
        defaultValue={kept.valueOf('regulator')}
        placeholder={texts.regulatorPlaceholder}
        options={regulatorOptions}
        error={fieldErrors.regulator}
        onChange={(event) => setRegulator(event.target.value)}
      />
      <TextField
        label={texts.registrationNumber}
        id={fieldIds.registrationNumber}
        name="registrationNumber"
        defaultValue={kept.valueOf('registrationNumber')}
        hint={registrationNumberShape(regulator)}
        error={fieldErrors.registrationNumber}
      />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
