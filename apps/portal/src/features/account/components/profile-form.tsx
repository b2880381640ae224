import { type Account, AccountUpdateSchema } from '@hcp/contracts/account';

import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { SelectField } from '../../../components/ui/select-field/select-field';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { professionOptions, regulatorOptions } from '../../../lib/professional-labels';
import { useUpdateAccountMutation } from '../api/account-api';
import { accountTexts } from '../texts';

const texts = accountTexts.profile;

export function ProfileForm({ account }: { account: Account }) {
  const [updateAccount, { isLoading, error, isSuccess, reset }] = useUpdateAccountMutation();
  const { clientErrors, onSubmit } = useValidatedSubmit(
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

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="profile-heading">
      <h2 id="profile-heading">{texts.heading}</h2>
      <FormAlert error={formFailureOf(error, texts.failed)} success={isSuccess ? texts.saved : undefined} />
      <TextField
        label={texts.firstName}
        name="firstName"
        autoComplete="given-name"
        defaultValue={account.firstName}
        error={fieldErrors.firstName}
      />
      <TextField
        label={texts.lastName}
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
        name="profession"
        defaultValue={account.profession ?? ''}
        placeholder={texts.professionPlaceholder}
        options={professionOptions}
        error={fieldErrors.profession}
      />
      <TextField
        label={texts.organisation}
        name="organisation"
        autoComplete="organization"
        defaultValue={account.organisation ?? ''}
        error={fieldErrors.organisation}
      />
      <SelectField
        label={texts.regulator}
        name="regulator"
        defaultValue={account.regulator ?? ''}
        placeholder={texts.regulatorPlaceholder}
        options={regulatorOptions}
        error={fieldErrors.regulator}
      />
      <TextField
        label={texts.registrationNumber}
        name="registrationNumber"
        defaultValue={account.registrationNumber ?? ''}
        error={fieldErrors.registrationNumber}
      />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
