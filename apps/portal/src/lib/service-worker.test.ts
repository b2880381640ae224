import { describe, expect, it, vi } from 'vitest';

import { decideServiceWorker, setUpServiceWorker } from './service-worker';

describe('decideServiceWorker (spec section 4)', () => {
  it.each([
    [{ status: 200, contentType: 'text/javascript; charset=utf-8' }, 'register'],
    [{ status: 200, contentType: 'application/javascript' }, 'register'],
    [{ status: 404, contentType: 'text/plain' }, 'unregister-and-reload'],
    [{ status: 200, contentType: 'text/html; charset=utf-8' }, 'unregister-and-reload'],
    [{ status: 200, contentType: null }, 'unregister-and-reload'],
    ['network-error' as const, 'offline'],
  ])('%j: %s', (probe, decision) => {
    expect(decideServiceWorker(probe)).toBe(decision);
  });
});

function deps(
  probe: () => Promise<{ status: number; contentType: string | null }>,
  session = new Map<string, string>(),
) {
  return {
    probe,
    register: vi.fn(() => Promise.resolve()),
    unregisterAll: vi.fn(() => Promise.resolve()),
    reload: vi.fn(),
    log: vi.fn(),
    session: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => session.set(key, value),
    },
  };
}

describe('setUpServiceWorker', () => {
  it('registers a worker whose script is JavaScript', async () => {
    const setup = deps(() => Promise.resolve({ status: 200, contentType: 'text/javascript' }));
    await setUpServiceWorker(setup);
    expect(setup.register).toHaveBeenCalledOnce();
    expect(setup.reload).not.toHaveBeenCalled();
  });

  it('unregisters and reloads once when the script is missing', async () => {
    const session = new Map<string, string>();
    const missing = () => Promise.resolve({ status: 404, contentType: 'text/plain' });
    const first = deps(missing, session);
    await setUpServiceWorker(first);
    expect(first.unregisterAll).toHaveBeenCalledOnce();
    expect(first.reload).toHaveBeenCalledOnce();
    const again = deps(missing, session);
    await setUpServiceWorker(again);
    expect(again.reload).not.toHaveBeenCalled();
  });

  it('only logs that the app runs offline when the request fails', async () => {
    const setup = deps(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await setUpServiceWorker(setup)).toBe('offline');
    expect(setup.log).toHaveBeenCalledWith(expect.stringContaining('running offline'));
    expect(setup.register).not.toHaveBeenCalled();
    expect(setup.reload).not.toHaveBeenCalled();
  });
});
