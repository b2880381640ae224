/** The reset token arrives in the link's fragment (`#token=…`), which browsers never send to a server. */
export function resetTokenFromHash(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? undefined;
}
