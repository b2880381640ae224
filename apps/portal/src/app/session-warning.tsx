import { useEffect, useState } from 'react';

import { useRefreshTokenMutation } from '../features/auth/api/auth-api';
import { selectToken, signedIn } from '../lib/auth-session';
import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { adoptFresherToken, endSessionHere, expiryOfToken } from './session-end';
import { SessionDialog } from './session-dialog';
import { formatTimeLeft, sessionTexts } from './session-texts';

const texts = sessionTexts.warning;

/** The warning opens this long before an idle session ends (WCAG 2.2.1 Timing Adjustable: at least 20 seconds). */
export const WARN_BEFORE_MS = 2 * 60 * 1000;
/** The time left is announced at these marks only, not with each second the dialog counts down. */
const ANNOUNCED_MARKS_S = [120, 60, 30, 10];

/**
 * Two minutes before the session's token expires, asks whether the person is still there. "Stay signed in" refreshes
 * the session; when the time runs out the portal ends the session here and asks for a sign-in (answers typed in forms
 * stay kept). The token is renewed on each path change, so the clock starts again with every new token.
 */
export function SessionWarning({ onSignOut }: { onSignOut: () => void }) {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const expiry = expiryOfToken(token);
  // The expiry the warning was shown for: a new token (another expiry) closes it.
  const [warnedFor, setWarnedFor] = useState<number | null>(null);

  useEffect(() => {
    if (expiry === null) return;
    const warn = window.setTimeout(
      () => {
        if (!dispatch(adoptFresherToken(token))) setWarnedFor(expiry);
      },
      Math.max(0, expiry - WARN_BEFORE_MS - Date.now()),
    );
    const end = window.setTimeout(
      () => {
        if (!dispatch(adoptFresherToken(token))) dispatch(endSessionHere());
      },
      Math.max(0, expiry - Date.now()),
    );
    return () => {
      window.clearTimeout(warn);
      window.clearTimeout(end);
    };
  }, [expiry, token, dispatch]);

  if (expiry === null || warnedFor !== expiry) return null;
  return <IdleWarning expiry={expiry} onSignOut={onSignOut} />;
}

function IdleWarning({ expiry, onSignOut }: { expiry: number; onSignOut: () => void }) {
  const dispatch = useAppDispatch();
  const [refresh, { isLoading, error }] = useRefreshTokenMutation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  const left = expiry - now;
  const secondsLeft = Math.max(0, Math.ceil(left / 1000));
  // The last mark passed, so a screen reader hears the time left a few times, not every second.
  const mark = ANNOUNCED_MARKS_S.filter((seconds) => seconds >= secondsLeft).at(-1);
  const stay = async () => {
    const answer = await refresh(undefined);
    // A 403 (the session revoked, or at its 12-hour limit) has already ended the session (lib/api.ts).
    if ('data' in answer && answer.data) dispatch(signedIn(answer.data.token));
  };
  return (
    <SessionDialog
      role="alertdialog"
      labelledBy="session-warning-heading"
      describedBy="session-warning-intro"
      initialFocus="session-warning-stay"
      // Escape is an answer too: the person is there, so the session goes on.
      onDismiss={() => void stay()}
    >
      <h2 id="session-warning-heading">{texts.heading}</h2>
      <p id="session-warning-intro">{texts.intro}</p>
      <p className="session-time-left">{texts.timeLeft(formatTimeLeft(left))}</p>
      <p className="visually-hidden" role="status">
        {mark === undefined ? '' : texts.announce(formatTimeLeft(mark * 1000))}
      </p>
      <p>{texts.kept}</p>
      {error !== undefined && !('status' in error && error.status === 403) && (
        <p role="alert" className="form-error">
          {texts.stayFailed}
        </p>
      )}
      <div className="button-row">
        <button
          id="session-warning-stay"
          type="button"
          className="button button-primary"
          disabled={isLoading}
          onClick={() => void stay()}
        >
          {isLoading ? texts.staying : texts.stay}
        </button>
        <button type="button" className="button" onClick={onSignOut}>
          {texts.signOut}
        </button>
      </div>
    </SessionDialog>
  );
}
