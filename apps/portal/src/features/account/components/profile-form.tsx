import { useState } from 'react';
import { type Account, AccountUpdateSchema } from '@hcp/contracts/account';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { SelectField } from '../../../components/ui/select-field/select-field';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
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

export function ProfileForm({ account }: { account: Account }) {
  const [updateAccount, { isLoading, error, isSuccess, reset }] = useUpdateAccountMutation();
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(
    AccountUpdateSchema,
    (changes) => {
      reset();
      return updateAccount(changes).unwrap();
    },
    // A field left empty that was never filled in is not a change; one that was filled in must stay valid.
    (values) =>
      Object.fromEntries(
        Object.entries(values).filter(([field, value]) => value !== '' || account[field as keyof Account] !== null),
      ),
  );
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };
  const [regulator, setRegulator] = useState(account.regulator ?? '');

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="profile-heading">
      <h2 id="profile-heading">{texts.heading}</h2>
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
        defaultValue={account.firstName}
        error={fieldErrors.firstName}
      />
      <TextField
        label={texts.lastName}
        id={fieldIds.lastName}
        name="lastName"
        autoComplete="family-name"
        defaultValue={account.lastName}
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
        defaultValue={account.profession ?? ''}
        placeholder={texts.professionPlaceholder}
        options={professionOptions}
        error={fieldErrors.profession}
      />
      <TextField
        label={texts.organisation}
        id={fieldIds.organisation}
        name="organisation"
        autoComplete="organization"
        defaultValue={account.organisation ?? ''}
        error={fieldErrors.organisation}
      />
      <SelectField
        label={texts.regulator}
        id={fieldIds.regulator}
        name="regulator"
        defaultValue={account.regulator ?? ''}
        placeholder={texts.regulatorPlaceholder}
        options={regulatorOptions}
        error={fieldErrors.regulator}
        onChange={(event) => setRegulator(event.target.value)}
      />
      <TextField
        label={texts.registrationNumber}
        id={fieldIds.registrationNumber}
        name="registrationNumber"
        defaultValue={account.registrationNumber ?? ''}
        hint={registrationNumberShape(regulator)}
        error={fieldErrors.registrationNumber}
      />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
