import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import { Loading } from '../../components/ui/status-screens/status-screens';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { OrganisationSignIn } from '../../features/auth/components/organisation-sign-in';
import { resetTokenFromHash } from '../../features/auth/reset-token';
import { lazyScreen } from '../../lib/lazy-screen';
import { clearSignInNotice, pendingSignInNotice } from '../../lib/sign-in-notice';
import { appTexts } from '../texts';

// The sign-in form comes with the screen; the other three modes' forms (with their schemas and zod) load when opened,
// so /login does not carry them (issue 16).
const RegisterForm = lazyScreen(() =>
  import('../../features/auth/components/register-form').then((module) => module.RegisterForm),
);
const ForgotPasswordForm = lazyScreen(() =>
  import('../../features/auth/components/forgot-password-form').then((module) => module.ForgotPasswordForm),
);
const ResetPasswordForm = lazyScreen(() =>
  import('../../features/auth/components/reset-password-form').then((module) => module.ResetPasswordForm),
);

const texts = appTexts.authScreen;

export type AuthMode = 'login' | 'register' | 'forgot' | 'reset';

type AuthState = { from?: string; notice?: string } | null;

/** The one authentication screen of the spec, in its four modes. */
export function AuthScreen({ mode }: { mode: AuthMode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as AuthState;
  const from = state?.from ?? paths.home;
  // A notice left for this screen (the account was just deleted) shows once, then is forgotten.
  const [leftNotice] = useState(pendingSignInNotice);
  useEffect(() => clearSignInNotice(), []);
  const notice = state?.notice ?? leftNotice;

  return (
    <section className="auth-screen" aria-labelledby="auth-heading">
      <h1 id="auth-heading">{texts.headings[mode]}</h1>
      {notice && (
        <p className="notice" role="status">
          {notice}
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
          <OrganisationSignIn returnTo={from} />
        </>
      )}
      {mode === 'register' && (
        <>
          <p>{texts.registerIntro}</p>
          <Suspense fallback={<Loading label="Loading…" />}>
            <RegisterForm onRegistered={(message) => void navigate(paths.confirmation, { state: { message } })} />
          </Suspense>
          <p>
            {texts.alreadyRegistered}
            <Link to={paths.login}>{texts.signIn}</Link>
          </p>
        </>
      )}
      {mode === 'forgot' && (
        <>
          <Suspense fallback={<Loading label="Loading…" />}>
            <ForgotPasswordForm />
          </Suspense>
          <p>
            <Link to={paths.login}>{texts.backToSignIn}</Link>
          </p>
        </>
      )}
      {mode === 'reset' && (
        <Suspense fallback={<Loading label="Loading…" />}>
          <ResetPasswordForm
            token={resetTokenFromHash(location.hash)}
            onReset={(message) => void navigate(paths.login, { replace: true, state: { notice: message } })}
          />
        </Suspense>
      )}
    </section>
  );
}
