import type { TokenResponse } from '@hcp/contracts/auth';

/** The token answer of sign-in and refresh, in the shape of the WordPress JWT plugin the original portal read. */
export function tokenAnswer(
  token: string,
  user: { email: string; firstName: string; lastName: string },
): TokenResponse {
  return { token, user_email: user.email, user_display_name: `${user.firstName} ${user.lastName}`.trim() };
}
