import { describe, expect, it } from 'vitest';

import { accountIdOfToken } from './offline-copies';

const token = (claims: Record<string, unknown>) =>
  ['header', btoa(JSON.stringify(claims)).replace(/=+$/, ''), 'signature'].join('.');

describe('accountIdOfToken', () => {
  it('names the portal account a token was issued to, whose offline copies may be read', () => {
    expect(accountIdOfToken(token({ id: 42, collection: 'users', email: 'a@b.c' }))).toBe(42);
  });

  it('names no account for a CMS staff token, a token without an id, garbage or none', () => {
    expect(accountIdOfToken(token({ id: 42, collection: 'admins' }))).toBeUndefined();
    expect(accountIdOfToken(token({ collection: 'users' }))).toBeUndefined();
    expect(accountIdOfToken('not-a-token')).toBeUndefined();
    expect(accountIdOfToken(null)).toBeUndefined();
  });
});
