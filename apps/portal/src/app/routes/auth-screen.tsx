import { Link, useLocation, useNavigate } from 'react-router';

import { paths } from '../../config/paths';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { LoginForm } from '../../features/auth/components/login-form';
import { RegisterForm } from '../../features/auth/components/register-form';
import { ResetPasswordForm, resetTokenFromHash } from '../../features/auth/components/reset-password-form';
import { appTexts } from '../texts';

const texts = appTexts.authScreen;

export type AuthMode = 'login' | 'register' | 'forgot' | 'reset';

type AuthState = { from?: string; notice?: string } | null;

/** The one authentication screen of the spec, in its four modes. */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as AuthState;
  const from = state?.from ?? paths.home;

  return (
    <section className="auth-screen" aria-labelledby="auth-heading">
      <h1 id="auth-heading">{texts.headings[mode]}</h1>
      {state?.notice && (
        <p className="notice" role="status">
          {state.notice}
        </p>
      )}
      {mode === 'login' && (
        <>
          <LoginForm onSignedIn={() => void navigate(from, { replace: true })} />
          <p>
            <Link to={paths.forgotPassword}>{texts.forgotPassword}</Link>
          </p>
          <p>
            {texts.newToPortal}
            <Link to={paths.register}>{texts.registerLink}</Link>
          </p>
        </>
      )}
      {mode === 'register' && (
        <>
          <p>{texts.registerIntro}</p>
          <RegisterForm onRegistered={(message) => void navigate(paths.confirmation, { state: { message } })} />
          <p>
            {texts.alreadyRegistered}
            <Link to={paths.login}>{texts.signIn}</Link>
          </p>
        </>
      )}
      {mode === 'forgot' && (
        <>
          <ForgotPasswordForm />
          <p>
            <Link to={paths.login}>{texts.backToSignIn}</Link>
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
