import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';

import { describe, expect, it, vi } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;

/** Loads the service worker template into a stand-in for its global scope, as the browser would run it. */
function loadWorker(windows: { url: string; focus: () => Promise<unknown> }[] = []) {
  const source = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'sw.template.js'), 'utf8')
    .replace('__CACHE_NAME__', 'hcp-portal-test')
    .replace('__APP_SHELL__', '[]');
  const listeners = new Map<string, Listener>();
  const self = {
    location: { origin: 'https://portal.example' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
      claim: vi.fn(),
    },
  };
  runInNewContext(source, { self, caches: {}, fetch: vi.fn(), URL });
  const fire = async (type: string, event: Record<string, unknown>) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (pending = promise) });
    await pending;
  };
  return { self, fire };
}

describe('the service worker’s notifications', () => {
  it('shows a pushed message with its title, body, the portal icon and a tag per item', async () => {
    const { self, fire } = loadWorker();
    const message = {
      title: 'Safety notice',
      body: 'Read it.',
      url: '/important-updates/x',
      tag: 'important-updates-3',
    };
    await fire('push', { data: { json: () => message } });
    expect(self.registration.showNotification).toHaveBeenCalledWith('Safety notice', {
      body: 'Read it.',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      tag: 'important-updates-3',
      data: { url: '/important-updates/x' },
    });
  });

  it('ignores a push it cannot read', async () => {
    const { self, fire } = loadWorker();
    await fire('push', { data: { json: () => JSON.parse('not json') as unknown } });
    await fire('push', { data: null });
    expect(self.registration.showNotification).not.toHaveBeenCalled();
  });

  it('opens the item’s portal path, and never another site', async () => {
    const { self, fire } = loadWorker();
    const click = (url: unknown) => fire('notificationclick', { notification: { close: vi.fn(), data: { url } } });
    await click('/stability/vanclorin-1-g');
    await click('https://evil.example/phish');
    await click('//evil.example/phish');
    expect(self.clients.openWindow.mock.calls).toEqual([['/stability/vanclorin-1-g'], ['/'], ['/']]);
  });

  it('focuses an open portal tab and takes it to the item instead of opening another', async () => {
    const navigate = vi.fn(() => Promise.resolve());
    const tab = { url: 'https://portal.example/', focus: vi.fn(() => Promise.resolve({ navigate })) };
    const { self, fire } = loadWorker([tab]);
    await fire('notificationclick', { notification: { close: vi.fn(), data: { url: '/education/a/b' } } });
    expect(tab.focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://portal.example/education/a/b');
    expect(self.clients.openWindow).not.toHaveBeenCalled();
  });
});
