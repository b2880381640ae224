import { createHash, randomInt } from 'node:crypto';

import { RECOVERY_CODE_COUNT } from '@hcp/contracts/two-factor';

/** Letters and digits that cannot be misread for one another (no i, l, o, 0, 1): 31 symbols. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_GROUPS = 4;
const RECOVERY_GROUP_LENGTH = 4;

/**
 * New one-time recovery codes, `abcd-efgh-jkmn-pqrs`: 16 symbols from the CSPRNG, about 79 bits each, so a fast hash
 * is enough to store them (no one can guess a code from its hash).
 */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length: RECOVERY_GROUPS }, () =>
      Array.from({ length: RECOVERY_GROUP_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
        '',
      ),
    ).join('-'),
  );
}

/** What a person typed or pasted, without spaces or hyphens, in lower case. */
function compact(input: string): string {
  return input.replace(/[\s-]+/g, '').toLowerCase();
}

/** The stored form of a recovery code: the SHA-256 of its compact spelling, so case, spaces and hyphens do not matter. */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(compact(code)).digest('hex');
}

export type SecondFactorCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/** Reads a typed code: six digits are an app's code, 16 letters and digits a recovery code; anything else is neither. */
export function readSecondFactorCode(input: string): SecondFactorCode | undefined {
  const typed = compact(input);
  if (/^\d{6}$/.test(typed)) return { kind: 'totp', code: typed };
  if (typed.length === RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH && /^[a-z0-9]+$/.test(typed)) {
    return { kind: 'recovery', code: typed };
  }
  return undefined;
}
