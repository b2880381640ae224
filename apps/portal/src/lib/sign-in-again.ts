import { createContext, type RefObject, useContext, useEffect, useState } from 'react';

import type { ApiFailure } from './errors';

/**
 * What came of a 403 on a call that must not lose the screen (sending a form): the session was still live (the
 * account may not do it), the person signed in again in place and the call can go again, or they did not.
 */
export type SessionRecovery = 'live' | 'renewed' | 'ended';

/**
 * Asked after such a 403: the portal (app/sign-in-again.tsx) checks the session and, when it has ended, asks the person
 * to sign in again in a dialog over the screen. Without the portal around it (a component test) the session is live.
 */
export const SignInAgain = createContext<() => Promise<SessionRecovery>>(() => Promise.resolve('live'));

/** An endpoint's `extraOptions`: its 403 leaves the session to SignInAgain instead of signing out at once. */
export const KEEP_SCREEN_ON_403 = { keepScreenOn403: true } as const;

export function keepsScreenOn403(extraOptions: unknown): boolean {
  return typeof extraOptions === 'object' && extraOptions !== null && 'keepScreenOn403' in extraOptions;
}

const isForbidden = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 403;

/**
 * For a form whose send keeps its screen on a 403 (KEEP_SCREEN_ON_403): the returned function takes the send's error
 * and, when it is a 403 whose session ended, asks the person to sign in again over the form and then sends the form
 * again, its answers untouched. It resolves true when the session had ended (the form goes again, or the person chose
 * to sign out), false when the error is the form's own to show (not a 403, or a 403 with a live session).
 * A form whose send must be confirmed afresh (deleting the account) passes `instead`, called once signed in again in
 * place of sending.
 */
export function useSendAgainAfterSignIn(form: RefObject<HTMLFormElement | null>, instead?: () => void) {
  const signInAgain = useContext(SignInAgain);
  const [resend, setResend] = useState(0);
  // Sent once the render after the sign-in is done, when the form no longer counts as sending.
  useEffect(() => {
    if (resend > 0) form.current?.requestSubmit();
  }, [resend, form]);
  return async (error: unknown): Promise<boolean> => {
    if (!isForbidden(error)) return false;
    const recovery = await signInAgain();
    if (recovery === 'renewed') {
      if (instead) instead();
      else setResend((count) => count + 1);
    }
    return recovery !== 'live';
  };
}

/**
 * A plain form's send (an RTK Query mutation's `unwrap()`) that keeps the form on a session's end: `send` resolves to
 * the call's answer once it succeeded, to null when the session had ended (the form goes again after the person signed
 * in again, or they chose to sign out), and throws any other failure, which `failure` then holds for the form to show.
 * A 403 is never shown as the form's failure while the portal asks whether the session ended. `instead`: as for
 * useSendAgainAfterSignIn.
 */
export function useSendSigningInAgain(form: RefObject<HTMLFormElement | null>, instead?: () => void) {
  const sendAgainAfterSignIn = useSendAgainAfterSignIn(form, instead);
  const [failure, setFailure] = useState<ApiFailure>();
  const send = async <T>(call: () => Promise<T>): Promise<{ data: T } | null> => {
    setFailure(undefined);
    try {
      return { data: await call() };
    } catch (error) {
      if (await sendAgainAfterSignIn(error)) return null;
      setFailure(error as ApiFailure);
      throw error;
    }
  };
  return { send, failure };
}
