/** The words of the session's end: the idle warning and signing in again in place (issue 30). */
export const sessionTexts = {
  warning: {
    heading: 'Your session is about to end',
    intro: 'You have not used the portal for a while. For your security you will be signed out soon.',
    timeLeft: (left: string) => `Time left: ${left}`,
    announce: (left: string) => `${left} left before you are signed out.`,
    kept: 'Anything you typed in a form is kept on this device and offered back when you sign in again.',
    stay: 'Stay signed in',
    staying: 'Staying signed in…',
    signOut: 'Sign out now',
    stayFailed: 'We could not reach the server. Check your connection and try again.',
  },
  ended: {
    title: 'Your session has ended',
    text: 'Sign in again to carry on. Anything you typed in a form is kept on this device and offered back.',
  },
  signInAgain: {
    heading: 'Sign in again to carry on',
    intro: 'Your session has ended, so nothing was sent. Your answers are still in the form.',
    // Most forms send themselves once signed in again; deleting the account asks for its confirmation afresh instead.
    asAccount: (email: string) => `Sign in as ${email} to carry on from where you were.`,
    asAnyone: 'Sign in with your email address and password to carry on from where you were.',
    cancel: 'Sign out instead',
    cancelHint: 'Your answers stay kept on this device for 24 hours and are offered back when you sign in.',
    otherAccount: {
      title: 'You signed in with another account',
      text: 'The form was closed. Its answers stay kept for the account that typed them.',
    },
  },
} as const;

/** "1 minute 30 seconds", "45 seconds": how a person reads the time left. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    minutes > 0 ? `${String(minutes)} minute${minutes === 1 ? '' : 's'}` : '',
    rest > 0 || minutes === 0 ? `${String(rest)} second${rest === 1 ? '' : 's'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
