import { describe, expect, it, vi } from 'vitest';

import { checkForNewVersion, isNewerVersion } from './app-version';

describe('isNewerVersion', () => {
  it.each([
    ['0.3.15', '0.3.14', true],
    ['0.4.0', '0.3.14', true],
    ['1.0.0', '0.99.99', true],
    ['0.3.14', '0.3.14', false],
    ['0.3.9', '0.3.14', false],
    ['0.2.99', '0.3.14', false],
  ])('%s against %s: %s', (published, running, newer) => {
    expect(isNewerVersion(published, running)).toBe(newer);
  });
});

function deps(published: unknown, session = new Map<string, string>()) {
  return {
    running: '0.3.14',
    fetchPublished: vi.fn(() => (published instanceof Error ? Promise.reject(published) : Promise.resolve(published))),
    clearCaches: vi.fn(() => Promise.resolve()),
    reload: vi.fn(),
    session: {
      getItem: (key: string) => session.get(key) ?? null,
      setItem: (key: string, value: string) => session.set(key, value),
    },
  };
}

describe('checkForNewVersion', () => {
  it('clears the caches and reloads once for a newer published version, never in a loop', async () => {
    const session = new Map<string, string>();
    const first = deps({ version: '0.3.15' }, session);
    expect(await checkForNewVersion(first)).toBe('reloading');
    expect(first.clearCaches).toHaveBeenCalledOnce();
    expect(first.reload).toHaveBeenCalledOnce();

    const afterReload = deps({ version: '0.3.15' }, session);
    expect(await checkForNewVersion(afterReload)).toBe('up-to-date');
    expect(afterReload.reload).not.toHaveBeenCalled();
  });

  it('counts the app as up to date when the check fails or says nothing newer', async () => {
    for (const published of [new Error('offline'), { version: '0.3.14' }, { version: 14 }, null]) {
      const check = deps(published);
      expect(await checkForNewVersion(check)).toBe('up-to-date');
      expect(check.reload).not.toHaveBeenCalled();
    }
  });
});
