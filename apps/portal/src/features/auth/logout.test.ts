import { afterEach, describe, expect, it, vi } from 'vitest';

import { createStore } from '../../app/store';
import { selectToken, signedIn } from '../../lib/auth-session';
import { keepAnswers, keptAnswersOf } from '../../lib/kept-answers';
import * as offlineCopies from '../../lib/offline-copies';
import { readStoredToken } from '../../lib/storage';
import { logout } from './logout';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('logout', () => {
  it('forgets the stored token before the server answers, and sends the logout with the token it had', async () => {
    const store = createStore();
    store.dispatch(signedIn('a.b.c'));
    let answer: (response: Response) => void = () => undefined;
    const seen: Request[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
      seen.push(request);
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });

    const done = store.dispatch(logout());
    await vi.waitFor(() =>
      expect(seen.map((request) => new URL(request.url).pathname)).toContain('/json/api/v1/account/logout'),
    );
    // A reload now would start signed out, although the server has not answered yet.
    expect(readStoredToken()).toBeNull();
    expect(seen.at(-1)?.headers.get('authorization')).toBe('Bearer a.b.c');

    answer(
      new Response(JSON.stringify({ message: 'Signed out everywhere.' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await done;
    expect(selectToken(store.getState())).toBeNull();
  });

  it('signs out locally when the server cannot be reached', async () => {
    const store = createStore();
    store.dispatch(signedIn('a.b.c'));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await store.dispatch(logout());
    expect(readStoredToken()).toBeNull();
    expect(selectToken(store.getState())).toBeNull();
  });
});

describe('logout after signing in through an organisation', () => {
  const json = (body: unknown) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );

  /** Answers the organisation's question with `location` and the logout with a message; records every call. */
  function serverAnswering(location: string | Error) {
    const calls: { path: string; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
      const path = new URL(request.url).pathname;
      calls.push({ path, authorization: request.headers.get('authorization') });
      if (path.startsWith('/json/sso/')) {
        return location instanceof Error ? Promise.reject(location) : json({ location });
      }
      return json({ message: 'You have been logged out.' });
    });
    return calls;
  }

  it('asks, with the token and before the sessions end, where the organisation’s session ends, and answers it', async () => {
    const store = createStore();
    store.dispatch(signedIn('a.b.c'));
    const hospital = 'https://sts.riverside.nhs.uk/adfs/ls/?SAMLRequest=abc&RelayState=def&SigAlg=x&Signature=y';
    const calls = serverAnswering(hospital);

    expect(await store.dispatch(logout('riverside'))).toBe(hospital);
    const paths = calls.map((call) => call.path);
    expect(paths).toContain('/json/sso/riverside/logout');
    expect(paths.indexOf('/json/sso/riverside/logout')).toBeLessThan(paths.indexOf('/json/api/v1/account/logout'));
    expect(calls.find((call) => call.path === '/json/sso/riverside/logout')?.authorization).toBe('Bearer a.b.c');
    expect(selectToken(store.getState())).toBeNull();
  });

  it('falls back to the organisation’s logout address when the question cannot be answered', async () => {
    const store = createStore();
    store.dispatch(signedIn('a.b.c'));
    serverAnswering(new TypeError('Failed to fetch'));
    expect(await store.dispatch(logout('riverside'))).toBe('/json/sso/riverside/logout');
    expect(selectToken(store.getState())).toBeNull();
  });

  it('never sends the page to an address that is not a web address', async () => {
    const store = createStore();
    store.dispatch(signedIn('a.b.c'));
    serverAnswering('javascript:alert(1)');
    expect(await store.dispatch(logout('riverside'))).toBe('/json/sso/riverside/logout');
  });

  it('answers nothing, and asks nothing, for a session that did not come through an organisation', async () => {
    const store = createStore();
    store.dispatch(signedIn('a.b.c'));
    const calls = serverAnswering('https://elsewhere.example/');
    expect(await store.dispatch(logout())).toBeNull();
    expect(calls.map((call) => call.path)).not.toContain('/json/sso/riverside/logout');
    expect(calls.some((call) => call.path.startsWith('/json/sso/'))).toBe(false);
  });
});

describe('logout and the offline copies', () => {
  it('deletes the offline copies first, before the stored token and before any call', async () => {
    const seen: string[] = [];
    const store = createStore();
    store.dispatch(signedIn('a.b.c'));
    vi.stubGlobal('fetch', () => {
      seen.push('call');
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const clearing = vi.spyOn(offlineCopies, 'clearOfflineCopies').mockImplementation(() => {
      seen.push(readStoredToken() === null ? 'copies after the token' : 'copies, token still stored');
      return Promise.resolve();
    });
    await store.dispatch(logout());
    expect(seen[0]).toBe('copies, token still stored');
    expect(clearing).toHaveBeenCalled();
    expect(readStoredToken()).toBeNull();
    clearing.mockRestore();
  });
});

describe('logout and the answers kept while typing', () => {
  it('forgets every form answer the account kept on this device, and no other account’s', async () => {
    const token = `h.${btoa(JSON.stringify({ id: 7, collection: 'users', exp: 9999999999 }))}.s`;
    const store = createStore();
    store.dispatch(signedIn(token));
    keepAnswers('users:7', 'report-issue', { values: { details: 'Patient harm' } });
    keepAnswers('users:8', 'report-issue', { values: { details: 'Another account' } });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await store.dispatch(logout());
    expect(keptAnswersOf('users:7', 'report-issue')).toBeNull();
    expect(keptAnswersOf('users:8', 'report-issue')).not.toBeNull();
  });
});
