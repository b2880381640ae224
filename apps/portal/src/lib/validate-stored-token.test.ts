import { afterEach, describe, expect, it, vi } from 'vitest';

import { askServerForAccount, dropInvalidStoredToken, type TokenCheckAnswer } from './validate-stored-token';

function check(token: string | null, answer: () => Promise<TokenCheckAnswer>) {
  const clear = vi.fn();
  const validate = vi.fn(answer);
  return { run: () => dropInvalidStoredToken({ read: () => token, clear, validate }), clear, validate };
}

const account = { id: 7, email: 'clinician@example.com' };

describe('dropInvalidStoredToken', () => {
  it('asks nothing without a stored token', async () => {
    const { run, validate } = check(null, () => Promise.resolve({ status: 200, account }));
    expect(await run()).toEqual({ token: 'none' });
    expect(validate).not.toHaveBeenCalled();
  });

  it('keeps a token the server accepts, with the account it answered', async () => {
    const valid = check('t', () => Promise.resolve({ status: 200, account }));
    expect(await valid.run()).toEqual({ token: 'kept', account });
    expect(valid.validate).toHaveBeenCalledWith('t');
    expect(valid.clear).not.toHaveBeenCalled();
  });

  it('keeps, without an account, a token it could not be asked about', async () => {
    const offline = check('t', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await offline.run()).toEqual({ token: 'kept' });
    const failing = check('t', () => Promise.resolve({ status: 503 }));
    expect(await failing.run()).toEqual({ token: 'kept' });
    expect([offline.clear, failing.clear].every((clear) => clear.mock.calls.length === 0)).toBe(true);
  });

  it('drops a token the server refuses with 401 or 403', async () => {
    for (const status of [401, 403]) {
      const refused = check('t', () => Promise.resolve({ status }));
      expect(await refused.run()).toEqual({ token: 'dropped' });
      expect(refused.clear).toHaveBeenCalledOnce();
    }
  });
});

describe('askServerForAccount', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the account with the token, and hands back the account of a 200', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json(account)));
    vi.stubGlobal('fetch', fetchMock);
    expect(await askServerForAccount('the-token')).toEqual({ status: 200, account });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toMatch(/\/api\/v1\/account$/);
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer the-token');
  });

  it('hands back only the status of a refusal, and no account for an answer that is not JSON', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ code: 'jwt_auth_invalid_token' }, { status: 403 })));
    expect(await askServerForAccount('t')).toEqual({ status: 403 });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>', { status: 200 })));
    expect(await askServerForAccount('t')).toEqual({ status: 200, account: undefined });
  });
});
