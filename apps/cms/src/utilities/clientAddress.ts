/**
 * The client's address behind `trustedHops` reverse proxies. The chain is every X-Forwarded-For entry followed by the
 * socket's address; each trusted proxy appended the address it saw, so the client is the entry `trustedHops` places
 * from the right. Entries further left were written by the client itself and are never trusted.
 */
export function clientAddressFrom(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const trimmed = socketAddress?.trim();
  const socket = trimmed === '' ? undefined : trimmed;
  if (trustedHops <= 0) return socket ?? 'unknown';
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const chain = socket === undefined ? forwarded : [...forwarded, socket];
  if (chain.length === 0) return 'unknown';
  // A shorter chain than promised means fewer proxies than configured: its left-most entry is the best we know.
  return chain[Math.max(chain.length - 1 - trustedHops, 0)] ?? 'unknown';
}
