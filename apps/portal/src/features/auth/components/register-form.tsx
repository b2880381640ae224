import { RegisterRequestSchema } from '@hcp/contracts/account';

import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { SelectField } from '../../../components/ui/select-field/select-field';
import { TextField } from '../../../components/ui/text-field/text-field';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { professionOptions, regulatorOptions } from '../../../lib/professional-labels';
import { useRegisterMutation } from '../api/auth-api';

export function RegisterForm({ onRegistered }: { onRegistered: (message: string) => void }) {
  const [register, { isLoading, error }] = useRegisterMutation();
  const { clientErrors, onSubmit } = useValidatedSubmit(RegisterRequestSchema, async (registration) => {
    const { message } = await register(registration).unwrap();
    onRegistered(message);
  });
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={isLoading}>
      <FormAlert error={formFailureOf(error, 'Registration failed. Please try again.')} />
      <TextField label="First name" name="firstName" autoComplete="given-name" required error={fieldErrors.firstName} />
      <TextField label="Last name" name="lastName" autoComplete="family-name" required error={fieldErrors.lastName} />
      <TextField
        label="Work email address"
        name="email"
        type="email"
        autoComplete="email"
        required
        error={fieldErrors.email}
      />
      <SelectField
        label="Profession"
        name="profession"
        placeholder="Choose your profession"
        options={professionOptions}
        required
        error={fieldErrors.profession}
      />
      <TextField
        label="Organisation"
        name="organisation"
        autoComplete="organization"
        hint="Your hospital, trust or pharmacy, and department."
        required
        error={fieldErrors.organisation}
      />
      <SelectField
        label="Professional regulator"
        name="regulator"
        placeholder="Choose your regulator"
        options={regulatorOptions}
        required
        error={fieldErrors.regulator}
      />
      <TextField
        label="Professional registration number"
        name="registrationNumber"
        hint="We check it with your regulator before approving your account."
        required
        error={fieldErrors.registrationNumber}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint="At least 12 characters. A few unrelated words make a strong password you can remember."
        required
        error={fieldErrors.password}
      />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? 'Registering…' : 'Register'}
      </button>
    </form>
  );
}
