import { describe, expect, it } from 'vitest';

import { hashSecretToken, newSecretToken, secretTokenMatches } from './secretToken';

describe('secret tokens', () => {
  it('stores only the SHA-256 hash of 32 random bytes', () => {
    const { token, stored } = newSecretToken(60_000);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.tokenHash).toBe(hashSecretToken(token));
  });

  it('matches the right token within its lifetime only', () => {
    const { token, stored } = newSecretToken(60_000);
    expect(secretTokenMatches(token, stored)).toBe(true);
    expect(secretTokenMatches(`${token}x`, stored)).toBe(false);
    expect(secretTokenMatches(stored.tokenHash, stored)).toBe(false);
    expect(secretTokenMatches(token, { ...stored, expiresAt: new Date(Date.now() - 1).toISOString() })).toBe(false);
    expect(secretTokenMatches(token, { tokenHash: null, expiresAt: null })).toBe(false);
  });
});
