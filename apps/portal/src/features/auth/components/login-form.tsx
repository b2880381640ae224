import { TokenRequestSchema } from '@hcp/contracts/auth';

import { FormAlert } from '../../../components/ui/form-alert/form-alert';
import { TextField } from '../../../components/ui/text-field/text-field';
import { signedIn } from '../../../lib/auth-session';
import { fieldErrorsOf, formFailureOf } from '../../../lib/errors';
import { useAppDispatch } from '../../../lib/hooks';
import { useValidatedSubmit } from '../../../lib/use-validated-submit';
import { useRequestTokenMutation } from '../api/auth-api';
import { authTexts } from '../texts';

const texts = authTexts.login;

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const dispatch = useAppDispatch();
  const [requestToken, { isLoading, error }] = useRequestTokenMutation();
  const { clientErrors, onSubmit } = useValidatedSubmit(TokenRequestSchema, async (credentials) => {
    const { token } = await requestToken(credentials).unwrap();
    dispatch(signedIn(token));
    onSignedIn();
  });
  const fieldErrors = { ...fieldErrorsOf(error), ...clientErrors };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-busy={isLoading}>
      <FormAlert error={formFailureOf(error, texts.failed)} />
      <TextField
        label={texts.email}
        name="username"
        type="email"
        autoComplete="username"
        required
        error={fieldErrors.username}
      />
      <TextField
        label={texts.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <button type="submit" className="button button-primary" disabled={isLoading}>
        {isLoading ? texts.submitting : texts.submit}
      </button>
    </form>
  );
}
