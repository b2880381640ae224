import type { NotificationPreferences } from '@hcp/contracts/push';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { NotificationSettings } from './notification-settings';

// What the browser allows is the test's to say: push-device.ts reads the real Push API, which jsdom has not.
const browser = vi.hoisted(() => {
  const state: { supported: boolean; permission: NotificationPermission; answer: NotificationPermission } = {
    supported: true,
    permission: 'granted',
    answer: 'granted',
  };
  return state;
});
vi.mock('../../../config/env', () => ({ env: { apiRoot: '/json/', production: true } }));
vi.mock('../../../lib/push-device', () => ({
  pushSupported: () => browser.supported,
  pushPermission: () => browser.permission,
  askPushPermission: vi.fn(() => Promise.resolve(browser.answer)),
  subscribeThisBrowser: vi.fn(() =>
    Promise.resolve({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys: { p256dh: 'p', auth: 'a' } }),
  ),
}));

const PREFERENCES: NotificationPreferences = {
  areas: [
    { area: 'important-updates', label: 'New important updates', enabled: true },
    { area: 'stability', label: 'Stability data published with a notice', enabled: true },
  ],
};
const KEY = { status: 200, body: { publicKey: 'BPublicKey' } };
const NO_KEYS = {
  status: 503,
  body: { code: 'unavailable', message: 'Push notifications are not set up on this server.', data: { status: 503 } },
};

function renderSettings(publicKey: { status: number; body: unknown } = KEY) {
  const api = stubApi({
    'wb-push-notifications/v1/push/public-key': publicKey,
    'api/v1/account/notifications': { status: 200, body: PREFERENCES },
    'wb-push-notifications/v1/push/subscribe': { status: 201, body: { message: 'subscribed' } },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderWithProviders(<NotificationSettings />);
  return api;
}

const switches = async () => {
  const group = await screen.findByRole('group', { name: /Push notifications on this browser/ });
  return within(group).getAllByRole('checkbox');
};

beforeEach(() => {
  browser.supported = true;
  browser.permission = 'granted';
  browser.answer = 'granted';
});

describe('NotificationSettings', () => {
  it('shows working switches, ticked as the account set them, when the browser may notify', async () => {
    renderSettings();
    const boxes = await switches();
    expect(boxes).toHaveLength(2);
    for (const box of boxes) {
      expect(box).toBeChecked();
      expect(box).toBeEnabled();
    }
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
    expect(screen.queryByText(/blocked notifications/)).not.toBeInTheDocument();
  });

  it('offers to turn notifications on when the browser has not been asked, and subscribes this browser on Yes', async () => {
    browser.permission = 'default';
    const api = renderSettings();
    expect(await screen.findByText(/Notifications are not on for this browser yet/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('This browser now receives notifications.')).toBeVisible();
    expect(api.requests.some((request) => request.url.endsWith('/push/subscribe'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it('says the browser blocked notifications and how to allow them, with no ticked switch', async () => {
    browser.permission = 'denied';
    renderSettings();
    const boxes = await switches();
    const reason = screen.getByText(/You have blocked notifications from this portal in this browser/);
    expect(reason).toHaveTextContent('allow notifications for this site in your browser’s site settings');
    for (const box of boxes) {
      expect(box).not.toBeChecked();
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription(reason.textContent);
    }
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it('turns to the blocked state when the person refuses the browser’s prompt', async () => {
    browser.permission = 'default';
    browser.answer = 'denied';
    const api = renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/You have blocked notifications/)).toBeVisible();
    for (const box of await switches()) expect(box).not.toBeChecked();
    expect(api.requests.some((request) => request.url.endsWith('/push/subscribe'))).toBe(false);
  });

  it('says this browser cannot receive notifications, with what to use instead, and disables the switches', async () => {
    browser.supported = false;
    const api = renderSettings();
    const boxes = await switches();
    expect(screen.getByText(/This browser cannot receive push notifications/)).toHaveTextContent(
      'Chrome, Edge, Firefox or Safari',
    );
    for (const box of boxes) {
      expect(box).toBeDisabled();
      expect(box).not.toBeChecked();
    }
    // It never asks the server for a key this browser could not use.
    expect(api.requests.some((request) => request.url.endsWith('/push/public-key'))).toBe(false);
  });

  it('says the server sends no notifications when it has no keys, and disables the switches', async () => {
    renderSettings(NO_KEYS);
    const boxes = await switches();
    expect(screen.getByText(/Push notifications are not switched on for this portal/)).toBeVisible();
    for (const box of boxes) {
      expect(box).toBeDisabled();
      expect(box).not.toBeChecked();
    }
  });

  it('lists only the areas the server answers for the account', async () => {
    renderSettings();
    await waitFor(async () => {
      expect((await switches()).map((box) => box.getAttribute('name'))).toEqual(['important-updates', 'stability']);
    });
    expect(screen.queryByRole('checkbox', { name: /Education/ })).not.toBeInTheDocument();
  });
});
