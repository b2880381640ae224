import { useState } from 'react';
import { RegisterRequestSchema } from '@hcp/contracts/account';

import { ErrorSummary, summaryEntries } from '../../../components/ui/error-summary/error-summary';
import { SelectField } from '../../../components/ui/select-field/select-field';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { professionOptions, registrationNumberShape, regulatorOptions } from '../../../lib/professional-labels';
import { useRegisterMutation } from '../api/auth-api';
import { authTexts } from '../texts';

const texts = authTexts.register;

/** Each field's id, in the form's order: the error summary links to them. */
const fieldIds = {
  firstName: 'register-first-name',
  lastName: 'register-last-name',
  email: 'register-email',
  profession: 'register-profession',
  organisation: 'register-organisation',
  regulator: 'register-regulator',
  registrationNumber: 'register-registration-number',
  password: 'register-password',
};

export function RegisterForm({ onRegistered }: { onRegistered: (message: string) => void }) {
  const [register, { isLoading, error }] = useRegisterMutation();
  const { clientErrors, onSubmit, failures } = useValidatedSubmit(RegisterRequestSchema, async (registration) => {
    const { message } = await register(registration).unwrap();
    onRegistered(message);
  });
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };
  const [regulator, setRegulator] = useState('');
  const shape = registrationNumberShape(regulator);

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={isLoading}>
      <ErrorSummary
        id="register-summary"
        message={formFailureOf(error, texts.failed)}
        entries={summaryEntries(fieldIds, fieldErrors)}
        focusKey={failures}
      />
      <TextField
        label={texts.firstName}
        id={fieldIds.firstName}
        name="firstName"
        autoComplete="given-name"
        required
        error={fieldErrors.firstName}
      />
      <TextField
        label={texts.lastName}
        id={fieldIds.lastName}
        name="lastName"
        autoComplete="family-name"
        required
        error={fieldErrors.lastName}
      />
      <TextField
        label={texts.email}
        id={fieldIds.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={fieldErrors.email}
      />
      <SelectField
        label={texts.profession}
        id={fieldIds.profession}
        name="profession"
        placeholder={texts.professionPlaceholder}
        options={professionOptions}
        required
        error={fieldErrors.profession}
      />
      <TextField
        label={texts.organisation}
        id={fieldIds.organisation}
        name="organisation"
        autoComplete="organization"
        hint={texts.organisationHint}
        required
        error={fieldErrors.organisation}
      />
      <SelectField
        label={texts.regulator}
        id={fieldIds.regulator}
        name="regulator"
        placeholder={texts.regulatorPlaceholder}
        options={regulatorOptions}
        required
        error={fieldErrors.regulator}
        onChange={(event) => setRegulator(event.target.value)}
      />
      <TextField
        label={texts.registrationNumber}
        id={fieldIds.registrationNumber}
        name="registrationNumber"
        hint={shape ? `${shape} ${texts.registrationNumberHint}` : texts.registrationNumberHint}
        required
        error={fieldErrors.registrationNumber}
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
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
