import { parseOutcomeFragment, type SsoFailure, type SsoLinkInfo, type SsoOutcome } from '@hcp/contracts/sso';
import { type SubmitEvent, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { EmailAddress } from '../../components/ui/email-address/email-address';
import { ErrorSummary, summaryEntries } from '../../components/ui/error-summary/error-summary';
import { Loading } from '../../components/ui/status-screens/status-screens';
import { TextField } from '../../components/ui/text-field/text-field';
import { paths } from '../../config/paths';
import { exchangeSignInCode, linkTicketInfo, linkWithPassword } from '../../features/auth/api/sso';
import { MfaCodeForm } from '../../features/auth/components/mfa-code-form';
import { mfaChallengeOf } from '../../features/auth/mfa';
import { rememberSsoProvider } from '../../features/auth/sso-session';
import { authTexts } from '../../features/auth/texts';
import { type ApiFailure, fieldErrorsOf, formFailureOf } from '../../lib/errors';
import { KeepSession } from '../../lib/keep-session';

const texts = authTexts.sso;

type Step =
  | { kind: 'working' }
  | { kind: 'code-step'; challenge: string }
  | { kind: 'link'; info: SsoLinkInfo }
  | { kind: 'failed'; reason: SsoFailure | 'incomplete'; message?: string | undefined };

/** The outcome the server wrote in the address's fragment; undefined when there is none the server writes. */
function outcomeInAddress(): SsoOutcome | undefined {
  return parseOutcomeFragment(window.location.hash);
}

function firstStep(outcome: SsoOutcome | undefined): Step {
  if (!outcome) return { kind: 'failed', reason: 'incomplete' };
  if (outcome.kind === 'failed') return { kind: 'failed', reason: outcome.reason };
  return { kind: 'working' };
}

function textOf(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Where an organisation's sign-in ends (docs/sso.md): the server sent the browser here with a one-time code, a link
 * ticket or the reason it failed, in the fragment. The code is exchanged for the portal's token by POST; a ticket asks
 * for the existing account's password once; a code step follows for an account with two-step sign-in.
 */
export function SsoCompleteRoute() {
  const navigate = useNavigate();
  const keepSession = useContext(KeepSession);
  const [outcome] = useState(outcomeInAddress);
  const [step, setStep] = useState<Step>(() => firstStep(outcome));
  const started = useRef(false);
  const [linkError, setLinkError] = useState<ApiFailure>(undefined);
  const [linkFailures, setLinkFailures] = useState(0);
  const [busy, setBusy] = useState(false);

  const returnTo = outcome && outcome.kind !== 'failed' ? outcome.returnTo : paths.home;
  const signedIn = useCallback(
    async (token: string, provider: string, to: string) => {
      rememberSsoProvider(provider);
      await keepSession(token);
      void navigate(to, { replace: true });
    },
    [keepSession, navigate],
  );

  useEffect(() => {
    // The code or ticket leaves the address and the history at once.
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
    // Once only, even when React runs effects twice: a code works once.
    if (started.current || !outcome || outcome.kind === 'failed') return;
    started.current = true;
    void (async () => {
      if (outcome.kind === 'code') {
        const answer = await exchangeSignInCode(outcome.code);
        if ('data' in answer) {
          await signedIn(answer.data.token, outcome.provider, outcome.returnTo);
          return;
        }
        const challenge = mfaChallengeOf(answer.error);
        if (challenge) {
          rememberSsoProvider(outcome.provider);
          setStep({ kind: 'code-step', challenge });
        } else {
          setStep({ kind: 'failed', reason: 'expired', message: formFailureOf(answer.error, texts.failures.expired) });
        }
        return;
      }
      const info = await linkTicketInfo(outcome.ticket);
      if ('data' in info) setStep({ kind: 'link', info: info.data });
      else setStep({ kind: 'failed', reason: 'expired', message: formFailureOf(info.error, texts.failures.expired) });
    })();
  }, [outcome, signedIn]);

  const onLink = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (outcome?.kind !== 'link') return;
    const password = textOf(event.currentTarget, 'password');
    setBusy(true);
    setLinkError(undefined);
    const answer = await linkWithPassword(outcome.ticket, password);
    if ('data' in answer) {
      await signedIn(answer.data.token, outcome.provider, outcome.returnTo);
      return;
    }
    setBusy(false);
    const challenge = mfaChallengeOf(answer.error);
    if (challenge) setStep({ kind: 'code-step', challenge });
    else {
      setLinkError(answer.error);
      setLinkFailures((count) => count + 1);
    }
  };

  if (step.kind === 'working') {
    return (
      <section aria-labelledby="sso-heading">
        <h1 id="sso-heading">{texts.signingIn}</h1>
        <Loading label={texts.signingIn} />
      </section>
    );
  }
  if (step.kind === 'code-step') {
    return (
      <section className="auth-screen" aria-labelledby="sso-heading">
        <h1 id="sso-heading">{texts.signingIn}</h1>
        <MfaCodeForm
          challenge={step.challenge}
          onSignedIn={() => void navigate(returnTo, { replace: true })}
          onStartAgain={() => void navigate(paths.login, { replace: true })}
        />
      </section>
    );
  }
  if (step.kind === 'link') {
    const fieldErrors = fieldErrorsOf(linkError);
    return (
      <section className="auth-screen" aria-labelledby="sso-heading">
        <h1 id="sso-heading">{texts.linkHeading}</h1>
        <p>
          {texts.linkIntro.signedInWith(step.info.provider.name)}
          <EmailAddress email={step.info.email} />
          {texts.linkIntro.enterPassword}
        </p>
        <form className="auth-form" noValidate onSubmit={(event) => void onLink(event)} aria-busy={busy}>
          <ErrorSummary
            id="link-summary"
            message={formFailureOf(linkError, texts.linkFailed)}
            entries={summaryEntries({ password: 'link-password' }, fieldErrors)}
            focusKey={linkFailures}
          />
          {/* The account's email, for the browser's password manager to pick the right entry. */}
          <input type="hidden" name="username" autoComplete="username" value={step.info.email} />
          <TextField
            label={texts.password}
            id="link-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={fieldErrors.password}
          />
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? texts.linkSubmitting : texts.linkSubmit}
          </button>
        </form>
        <p>{texts.forgotPassword}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="sso-heading">
      <h1 id="sso-heading">{texts.failedHeading}</h1>
      <p role="alert">{step.message ?? texts.failures[step.reason]}</p>
      <p>
        <Link to={paths.login} className="button button-primary">
          {texts.tryAgain}
        </Link>
      </p>
    </section>
  );
}
