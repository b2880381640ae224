import { createContext } from 'react';

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
