/**
 * A message for the sign-in screen that must outlive the redirect signing out causes: the account page's route guard
 * sends a signed-out visitor to /login with its own state, so a notice passed in the navigation's state could be lost.
 * Held in memory only, for the next sign-in screen this tab shows.
 */
let pending: string | null = null;

export function leaveSignInNotice(text: string): void {
  pending = text;
}

export function pendingSignInNotice(): string | null {
  return pending;
}

export function clearSignInNotice(): void {
  pending = null;
}
