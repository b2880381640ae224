import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { useStore } from 'react-redux';

import { selectToken } from '../lib/auth-session';
import type { PortalState } from '../lib/hooks';
import { keptAnswersAccountOf } from '../lib/kept-answers';
import { type SessionRecovery, SignInAgain } from '../lib/sign-in-again';
import { askServerForAccount } from '../lib/validate-stored-token';

// Loaded when a session has ended under a screen, not with the portal's first load.
const SignInAgainDialog = lazy(() =>
  import('./sign-in-again-dialog').then((module) => ({ default: module.SignInAgainDialog })),
);
type Asking = { account: string | null; resolve: (recovery: SessionRecovery) => void };

/**
 * Lets a screen whose call answered 403 keep what is on it (lib/sign-in-again.ts): when the session has really ended,
 * a dialog over the screen asks for the password (and the code of a two-step sign-in), and the screen's call goes
 * again with the new session. Nothing navigates, so the form and what was typed in it stay as they are.
 */
export function SignInAgainProvider({ email, children }: { email: string | undefined; children: ReactNode }) {
  const store = useStore<PortalState>();
  const [asking, setAsking] = useState<Asking | null>(null);
  const pending = useRef<Promise<SessionRecovery> | null>(null);

  const ask = useCallback((): Promise<SessionRecovery> => {
    // Two calls failing together share one dialog.
    if (pending.current) return pending.current;
    const token = selectToken(store.getState());
    const check = async (): Promise<SessionRecovery> => {
      if (token === null) return 'ended';
      // A 403 with a live session is a refusal of the call, not the session's end; no answer is told as the call's.
      const status = await askServerForAccount(token).then(
        (answer) => answer.status,
        () => 200,
      );
      if (status !== 401 && status !== 403) return 'live';
      return new Promise<SessionRecovery>((resolve) => setAsking({ account: keptAnswersAccountOf(token), resolve }));
    };
    pending.current = check().finally(() => {
      pending.current = null;
    });
    return pending.current;
  }, [store]);

  return (
    <SignInAgain value={ask}>
      {children}
      {asking && (
        <Suspense fallback={null}>
          <SignInAgainDialog
            account={asking.account}
            email={email}
            onDone={(recovery) => {
              setAsking(null);
              asking.resolve(recovery);
            }}
          />
        </Suspense>
      )}
    </SignInAgain>
  );
}
