import { describe, expect, it, vi } from 'vitest';

import { offerPush, type PushOfferDeps } from './push-offer';

function deps(overrides: Partial<PushOfferDeps> = {}) {
  return {
    supported: true,
    permission: 'default' as const,
    areas: ['stability', 'education'] as const,
    declinedBefore: vi.fn(() => false),
    rememberDeclined: vi.fn(),
    ask: vi.fn(() => Promise.resolve('yes' as const)),
    requestPermission: vi.fn(() => Promise.resolve('granted' as const)),
    subscribe: vi.fn(() => Promise.resolve()),
    log: vi.fn(),
    ...overrides,
  } satisfies PushOfferDeps;
}

describe('offerPush', () => {
  it('subscribes silently when the browser already allows notifications', async () => {
    const given = deps({ permission: 'granted' });
    expect(await offerPush(given)).toBe('subscribed');
    expect(given.ask).not.toHaveBeenCalled();
    expect(given.subscribe).toHaveBeenCalledOnce();
  });

  it('asks once with a toast; Yes asks the browser, then subscribes', async () => {
    const given = deps();
    expect(await offerPush(given)).toBe('subscribed');
    expect(given.ask).toHaveBeenCalledOnce();
    expect(given.requestPermission).toHaveBeenCalledOnce();
  });

  it('remembers No, and does not ask again after it', async () => {
    const given = deps({ ask: vi.fn(() => Promise.resolve('no' as const)) });
    expect(await offerPush(given)).toBe('declined');
    expect(given.rememberDeclined).toHaveBeenCalledOnce();
    expect(given.subscribe).not.toHaveBeenCalled();
    const later = deps({ declinedBefore: () => true });
    expect(await offerPush(later)).toBe('declined');
    expect(later.ask).not.toHaveBeenCalled();
  });

  it('asks again next time when the toast was closed, and remembers nothing', async () => {
    const given = deps({ ask: vi.fn(() => Promise.resolve('closed' as const)) });
    expect(await offerPush(given)).toBe('not-now');
    expect(given.rememberDeclined).not.toHaveBeenCalled();
    expect(given.requestPermission).not.toHaveBeenCalled();
  });

  it('leaves alone a browser that refused or cannot, and one whose prompt was refused', async () => {
    expect(await offerPush(deps({ permission: 'denied' }))).toBe('denied');
    expect(await offerPush(deps({ supported: false }))).toBe('unsupported');
    const refused = deps({ requestPermission: vi.fn(() => Promise.resolve('denied' as const)) });
    expect(await offerPush(refused)).toBe('denied');
    expect(refused.subscribe).not.toHaveBeenCalled();
  });

  it('names only the areas the server would notify the account about', async () => {
    const given = deps();
    await offerPush(given);
    expect(given.ask).toHaveBeenCalledWith(['stability', 'education']);
  });

  it('neither asks nor subscribes an account the server would notify about nothing', async () => {
    for (const permission of ['default', 'granted'] as const) {
      const given = deps({ permission, areas: [] });
      expect(await offerPush(given)).toBe('nothing-to-send');
      expect(given.ask).not.toHaveBeenCalled();
      expect(given.subscribe).not.toHaveBeenCalled();
    }
  });

  it('only logs a failed subscription', async () => {
    const given = deps({ permission: 'granted', subscribe: vi.fn(() => Promise.reject(new Error('push service'))) });
    expect(await offerPush(given)).toBe('failed');
    expect(given.log).toHaveBeenCalledOnce();
  });
});
