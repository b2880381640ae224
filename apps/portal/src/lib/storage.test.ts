import { describe, expect, it } from 'vitest';

import { AUTH_STORAGE_KEY, readStoredToken, storeToken } from './storage';

describe('the stored session', () => {
  it('keeps the token and the authenticated flag under one key, and removes both on logout', () => {
    storeToken('a.b.c');
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? '')).toEqual({
      token: 'a.b.c',
      authenticated: true,
    });
    expect(readStoredToken()).toBe('a.b.c');
    storeToken(null);
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(readStoredToken()).toBeNull();
  });

  it('treats anything else under the key as signed out', () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, 'not json');
    expect(readStoredToken()).toBeNull();
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'x', authenticated: false }));
    expect(readStoredToken()).toBeNull();
  });
});
