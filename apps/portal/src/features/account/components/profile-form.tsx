import { type Account, AccountUpdateSchema } from '@hcp/contracts/account';

import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { SelectField } from '../../../components/ui/select-field/select-field';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { professionOptions, regulatorOptions } from '../../../lib/professional-labels';
import { useUpdateAccountMutation } from '../api/account-api';

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
      <h2 id="profile-heading">Your details</h2>
      <FormAlert
        error={formFailureOf(error, 'Your details could not be saved. Please try again.')}
        success={isSuccess ? 'Your details have been saved.' : undefined}
      />
      <TextField
        label="First name"
        name="firstName"
        autoComplete="given-name"
        defaultValue={account.firstName}
        error={fieldErrors.firstName}
      />
      <TextField
        label="Last name"
        name="lastName"
        autoComplete="family-name"
        defaultValue={account.lastName}
        error={fieldErrors.lastName}
      />
      <p>
        <strong>Email address:</strong> {account.email}
        <br />
        <span className="muted">To change your email address, please contact us.</span>
      </p>
      <SelectField
        label="Profession"
        name="profession"
        defaultValue={account.profession ?? ''}
        placeholder="Choose your profession"
        options={professionOptions}
        error={fieldErrors.profession}
      />
      <TextField
        label="Organisation"
        name="organisation"
        autoComplete="organization"
        defaultValue={account.organisation ?? ''}
        error={fieldErrors.organisation}
      />
      <SelectField
        label="Professional regulator"
        name="regulator"
        defaultValue={account.regulator ?? ''}
        placeholder="Choose your regulator"
        options={regulatorOptions}
        error={fieldErrors.regulator}
      />
      <TextField
        label="Professional registration number"
        name="registrationNumber"
        defaultValue={account.registrationNumber ?? ''}
        error={fieldErrors.registrationNumber}
      />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? 'Saving…' : 'Save details'}
      </button>
    </form>
  );
}
