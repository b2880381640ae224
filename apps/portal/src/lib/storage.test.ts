import { SESSION_HINT_COOKIE } from '@hcp/contracts/session-hint';
import { describe, expect, it } from 'vitest';

import { AUTH_STORAGE_KEY, readStoredToken, storeToken, syncSessionHint } from './storage';

const hint = () => document.cookie.split('; ').find((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`));

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

  it('tells the server a session is here with a cookie that holds no token, and takes it away on logout', () => {
    storeToken('header.payload.signature');
    expect(hint()).toBe(`${SESSION_HINT_COOKIE}=1`);
    expect(document.cookie).not.toContain('signature');
    storeToken(null);
    expect(hint()).toBeUndefined();
  });

  it('brings the hint in line with the stored token for a session from before the hint', () => {
    window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'a.b.c', authenticated: true }));
    syncSessionHint();
    expect(hint()).toBe(`${SESSION_HINT_COOKIE}=1`);
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
    syncSessionHint();
    expect(hint()).toBeUndefined();
  });
});
