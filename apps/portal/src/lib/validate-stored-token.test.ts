import { describe, expect, it, vi } from 'vitest';

import { dropInvalidStoredToken } from './validate-stored-token';

function check(token: string | null, answer: () => Promise<number>) {
  const clear = vi.fn();
  const validate = vi.fn(answer);
  return { run: () => dropInvalidStoredToken({ read: () => token, clear, validate }), clear, validate };
}

describe('dropInvalidStoredToken', () => {
  it('asks nothing without a stored token', async () => {
    const { run, validate } = check(null, () => Promise.resolve(200));
    expect(await run()).toBe('none');
    expect(validate).not.toHaveBeenCalled();
  });

  it('keeps a token the server accepts, and one it could not be asked about', async () => {
    const valid = check('t', () => Promise.resolve(200));
    expect(await valid.run()).toBe('kept');
    expect(valid.validate).toHaveBeenCalledWith('t');
    const offline = check('t', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await offline.run()).toBe('kept');
    const failing = check('t', () => Promise.resolve(503));
    expect(await failing.run()).toBe('kept');
    expect([valid.clear, offline.clear, failing.clear].every((clear) => clear.mock.calls.length === 0)).toBe(true);
  });

  it('drops a token the server refuses with 401 or 403', async () => {
    for (const status of [401, 403]) {
      const refused = check('t', () => Promise.resolve(status));
      expect(await refused.run()).toBe('dropped');
      expect(refused.clear).toHaveBeenCalledOnce();
    }
  });
});
