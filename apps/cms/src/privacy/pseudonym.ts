import { createHmac } from 'node:crypto';

import { env } from '../env';

/**
 * The pseudonym an erased account leaves behind: an HMAC of its email address under PAYLOAD_SECRET. Nobody can read the
 * address back from it; an administrator asked "was x@y erased?" can compute it again and find the audit event and
 * the kept reports. A new account with the same address after erasure is a different id, so the two never merge.
 */
export function pseudonymOf(email: string): string {
  const digest = createHmac('sha256', env.payloadSecret).update(`erased-account|${email.trim().toLowerCase()}`);
  return `erased-${digest.digest('hex').slice(0, 16)}`;
}

/** The pseudonym in the shape of an address, for fields that hold one (the audit trail's actor). */
export function pseudonymousAddress(email: string): string {
  return `${pseudonymOf(email)}@erased.invalid`;
}

/** What stands in for a piece of personal data removed from a kept record. */
export const ERASED = '[erased]';

/** What identifies the erased person in free text: their names, addresses, registration and phone numbers. */
export type Identifiers = {
  email: string;
  firstName: string;
  lastName: string;
  registrationNumber?: string | null | undefined;
  otherValues?: readonly string[];
};

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces every whole-word occurrence of the person's identifiers in `text` by ERASED, case-insensitively: the full
 * name in either order first, then each part. Fragments shorter than two characters are left alone (an initial
 * matches too much).
 */
export function scrubText(text: string, who: Identifiers): string {
  const fullNames = [
    `${who.firstName} ${who.lastName}`,
    `${who.lastName} ${who.firstName}`,
    `${who.lastName}, ${who.firstName}`,
  ];
  const fragments = [
    who.email,
    ...fullNames,
    who.firstName,
    who.lastName,
    who.registrationNumber ?? '',
    ...(who.otherValues ?? []),
  ]
    .map((fragment) => fragment.trim())
    .filter((fragment) => fragment.length >= 2)
    .sort((a, b) => b.length - a.length);
  let scrubbed = text;
  for (const fragment of fragments) {
    // Word edges by Unicode letters and digits, so "Ann" leaves "Annual" alone and an address is caught whole.
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(fragment)}(?![\\p{L}\\p{N}])`, 'giu');
    scrubbed = scrubbed.replace(pattern, ERASED);
  }
  return scrubbed;
}

/** `scrubText` over every string inside a JSON value (answers, audit details), keeping its shape. */
export function scrubValue(value: unknown, who: Identifiers): unknown {
  if (typeof value === 'string') return scrubText(value, who);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, who));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubValue(item, who)]));
  return value;
}
