import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '../config/paths';
import { LoginForm } from '../features/auth/components/login-form';
import { signedIn } from '../lib/auth-session';
import { useAppDispatch } from '../lib/hooks';
import { KeepSession } from '../lib/keep-session';
import { keptAnswersAccountOf } from '../lib/kept-answers';
import { showToast } from '../lib/show-toast';
import type { SessionRecovery } from '../lib/sign-in-again';
import { endSessionHere } from './session-end';
import { SessionDialog } from './session-dialog';
import { sessionTexts } from './session-texts';

const texts = sessionTexts.signInAgain;

/**
 * Asks the person whose session ended for their password (and the code of a two-step sign-in) over the screen. The
 * sign-in goes through the store as any does; the same account carries on, another one is taken home.
 */
export function SignInAgainDialog({
  account,
  email,
  onDone,
}: {
  /** The account whose session ended (lib/kept-answers.ts's key). */
  account: string | null;
  email: string | undefined;
  onDone: (recovery: SessionRecovery) => void;
}) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const sameAccount = useRef(true);
  // The new session goes through the store as any sign-in does; another account than the one that typed is noted.
  const keepSession = useCallback(
    (token: string) => {
      sameAccount.current = account !== null && keptAnswersAccountOf(token) === account;
      dispatch(signedIn(token));
    },
    [account, dispatch],
  );
  const signedInAgain = () => {
    if (sameAccount.current) {
      onDone('renewed');
      return;
    }
    // Another person's answers never stay on the screen of the account that just signed in.
    onDone('ended');
    void navigate(paths.home, { replace: true });
    void dispatch(showToast({ name: 'signed-in-as-other', variant: 'information', ...texts.otherAccount }));
  };
  const signOut = () => {
    onDone('ended');
    dispatch(endSessionHere());
  };
  return (
    <SessionDialog
      role="dialog"
      labelledBy="sign-in-again-heading"
      describedBy="sign-in-again-intro"
      initialFocus={email ? 'login-password' : 'login-email'}
      onDismiss={signOut}
    >
      <h2 id="sign-in-again-heading">{texts.heading}</h2>
      <div id="sign-in-again-intro">
        <p>{texts.intro}</p>
        <p>{email ? texts.asAccount(email) : texts.asAnyone}</p>
      </div>
      <KeepSession value={keepSession}>
        <LoginForm email={email} onSignedIn={signedInAgain} />
      </KeepSession>
      <div className="session-cancel">
        <button type="button" className="button" aria-describedby="sign-in-again-cancel-hint" onClick={signOut}>
          {texts.cancel}
        </button>
        <p id="sign-in-again-cancel-hint" className="field-hint">
          {texts.cancelHint}
        </p>
      </div>
    </SessionDialog>
  );
}
