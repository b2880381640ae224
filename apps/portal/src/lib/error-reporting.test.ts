import { describe, expect, it, vi } from 'vitest';

import { createErrorReporting, type ErrorReporter } from './error-reporting';

const SETTINGS = { dsn: 'http://key@127.0.0.1:9/1', environment: 'test', release: '0.3.14' };

function fakeSdk() {
  const captured: { error: unknown; boundary: string | undefined }[] = [];
  const users: unknown[] = [];
  const reporter: ErrorReporter = {
    capture: (error, context) => captured.push({ error, boundary: context?.boundary }),
    setUser: (user) => users.push(user),
  };
  return { reporter, captured, users, load: vi.fn(() => Promise.resolve(reporter)) };
}

describe('createErrorReporting', () => {
  it('holds errors until the settings arrive, then sends them with the account through the SDK', async () => {
    const target = new EventTarget();
    const reporting = createErrorReporting(target);
    const early = new Error('failed while starting');
    target.dispatchEvent(Object.assign(new Event('error'), { error: early }));
    reporting.report(new Error('a screen failed'), 'error-boundary');
    reporting.setUser({ id: 7, email: 'clara@example.org' });

    const sdk = fakeSdk();
    await reporting.start(SETTINGS, sdk.load);
    expect(sdk.load).toHaveBeenCalledWith(SETTINGS);
    expect(sdk.users).toEqual([{ id: 7, email: 'clara@example.org' }]);
    expect(sdk.captured.map(({ error, boundary }) => [(error as Error).message, boundary])).toEqual([
      ['failed while starting', undefined],
      ['a screen failed', 'error-boundary'],
    ]);

    // From now on the SDK's own handlers see uncaught errors; boundaries report straight through.
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('later') }));
    reporting.report(new Error('another screen'), 'error-boundary');
    expect(sdk.captured).toHaveLength(3);
    reporting.setUser(null);
    expect(sdk.users.at(-1)).toBeNull();
  });

  it('loads no SDK and keeps nothing when the server names no DSN', async () => {
    const target = new EventTarget();
    const reporting = createErrorReporting(target);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('early') }));
    const sdk = fakeSdk();
    await reporting.start(undefined, sdk.load);
    reporting.report(new Error('later'), 'error-boundary');
    await reporting.start(SETTINGS, sdk.load);
    expect(sdk.load).not.toHaveBeenCalled();
    expect(sdk.captured).toEqual([]);
  });
});
