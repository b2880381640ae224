import { describe, expect, it } from 'vitest';

import { storeToken } from '../lib/storage';
import { expiryOfToken, fresherStoredToken } from './session-end';
import { formatTimeLeft } from './session-texts';

const tokenOf = (id: number, exp: number) => `h.${btoa(JSON.stringify({ id, collection: 'users', exp }))}.s`;

describe('the session’s end', () => {
  it('reads when a token expires', () => {
    expect(expiryOfToken(tokenOf(7, 1_800_000_000))).toBe(1_800_000_000_000);
    expect(expiryOfToken('not-a-token')).toBeNull();
    expect(expiryOfToken(null)).toBeNull();
  });

  it('takes a later token of the same account that another tab stored, and nothing else', () => {
    const mine = tokenOf(7, 1_800_000_000);
    storeToken(tokenOf(7, 1_800_000_900));
    expect(fresherStoredToken(mine)).toBe(tokenOf(7, 1_800_000_900));
    storeToken(tokenOf(8, 1_800_000_900));
    expect(fresherStoredToken(mine)).toBeNull();
    storeToken(tokenOf(7, 1_799_999_000));
    expect(fresherStoredToken(mine)).toBeNull();
    storeToken(null);
    expect(fresherStoredToken(mine)).toBeNull();
  });

  it('says the time left as a person reads it', () => {
    expect(formatTimeLeft(120_000)).toBe('2 minutes');
    expect(formatTimeLeft(90_500)).toBe('1 minute 31 seconds');
    expect(formatTimeLeft(1_000)).toBe('1 second');
    expect(formatTimeLeft(-5)).toBe('0 seconds');
  });
});
