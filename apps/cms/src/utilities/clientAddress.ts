import { isIPv4, isIPv6 } from 'node:net';

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

/**
 * The part of a client address a limit counts by: an IPv4 address whole, an IPv6 address by its /64 (one home or
 * office network, which hands its devices any address inside it), an IPv4-mapped IPv6 address as the IPv4 it maps.
 */
export function addressGroup(address: string): string {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(plain)) return plain;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  if (!isIPv6(plain)) return address;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = plain.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  // An embedded IPv4 tail takes two groups; only the first four groups matter, so it stands in as two.
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const zeros = plain.includes('::') ? 8 - width(headGroups) - width(tailGroups) : 0;
  const groups = [...headGroups, ...Array<string>(Math.max(zeros, 0)).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => (group.includes('.') ? '0' : parseInt(group, 16).toString(16)));
  return `${prefix.join(':')}::/64`;
}

/**
 * The trusted client address the gate (server/cms-credentials.ts) hands to Payload's hooks; whatever a client sends
 * under this name is replaced. Here, below the server, so the hooks that read it need not import the server.
 */
export const CLIENT_ADDRESS_HEADER = 'x-hcp-client-address';
