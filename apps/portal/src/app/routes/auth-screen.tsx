import { Link, useLocation, useNavigate } from 'react-router';

import { paths } from '../../config/paths';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { LoginForm } from '../../features/auth/components/login-form';
import { RegisterForm } from '../../features/auth/components/register-form';
import { ResetPasswordForm, resetTokenFromHash } from '../../features/auth/components/reset-password-form';

export type AuthMode = 'login' | 'register' | 'forgot' | 'reset';

type AuthState = { from?: string; notice?: string } | null;

const HEADINGS: Record<AuthMode, string> = {
  login: 'Log in',
  register: 'Register',
  forgot: 'Forgot your password?',
  reset: 'Choose a new password',
};

/** The one authentication screen of the spec, in its four modes. */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as AuthState;
  const from = state?.from ?? paths.home;

  return (
    <section className="auth-screen" aria-labelledby="auth-heading">
      <h1 id="auth-heading">{HEADINGS[mode]}</h1>
      {state?.notice && (
        <p className="notice" role="status">
          {state.notice}
        </p>
      )}
      {mode === 'login' && (
        <>
          <LoginForm onSignedIn={() => void navigate(from, { replace: true })} />
          <p>
            <Link to={paths.forgotPassword}>Forgot your password?</Link>
          </p>
          <p>
            New to the portal? <Link to={paths.register}>Register as a healthcare professional</Link>
          </p>
        </>
      )}
      {mode === 'register' && (
        <>
          <p>
            The portal is for registered healthcare professionals. We check your professional registration before
            approving your account.
          </p>
          <RegisterForm onRegistered={(message) => void navigate(paths.confirmation, { state: { message } })} />
          <p>
            Already registered? <Link to={paths.login}>Log in</Link>
          </p>
        </>
      )}
      {mode === 'forgot' && (
        <>
          <ForgotPasswordForm />
          <p>
            <Link to={paths.login}>Back to log in</Link>
          </p>
        </>
      )}
      {mode === 'reset' && (
        <ResetPasswordForm
          token={resetTokenFromHash(location.hash)}
          onReset={(message) => void navigate(paths.login, { replace: true, state: { notice: message } })}
        />
      )}
    </section>
  );
}
