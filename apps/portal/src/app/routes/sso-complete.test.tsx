import { outcomeFragment } from '@hcp/contracts/sso';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { KeepSession } from '../../lib/keep-session';
import { stubApi } from '../../testing/render-with-providers';
import { SsoCompleteRoute } from './sso-complete';

const SECRET = 'A'.repeat(43);
const TOKEN = { token: 'a.b.c', user_email: 'amara.okafor@northbridge.nhs.uk', user_display_name: 'Amara Okafor' };

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Opens the finishing page as the server's redirect leaves it: the outcome in the address's fragment. */
function open(fragment: string) {
  window.history.replaceState(null, '', `/sso/complete#${fragment}`);
  const keepSession = vi.fn<(token: string) => Promise<void>>(() => Promise.resolve());
  render(
    <StrictMode>
      <KeepSession value={keepSession}>
        <MemoryRouter initialEntries={['/sso/complete']}>
          <Routes>
            <Route path="/sso/complete" element={<SsoCompleteRoute />} />
            <Route path="/stability" element={<h1>Stability</h1>} />
            <Route path="/login" element={<h1>Sign in</h1>} />
          </Routes>
        </MemoryRouter>
      </KeepSession>
    </StrictMode>,
  );
  return { keepSession };
}

describe('the page an organisation’s sign-in ends on', () => {
  it('exchanges the one-time code once, takes it out of the address, and goes where the person was going', async () => {
    const { fetchStub, requests } = stubApi({ 'sso/exchange': { status: 200, body: TOKEN } });
    vi.stubGlobal('fetch', fetchStub);
    const { keepSession } = open(
      outcomeFragment({ kind: 'code', code: SECRET, provider: 'northbridge', returnTo: '/stability' }),
    );
    expect(await screen.findByRole('heading', { name: 'Stability' })).toBeVisible();
    expect(keepSession).toHaveBeenCalledWith('a.b.c');
    // React runs the effect twice in development: the code, which works once, is still sent only once.
    expect(requests.filter((request) => request.url.endsWith('/sso/exchange'))).toHaveLength(1);
    expect(window.location.hash).toBe('');
    // Signing out will end the organisation's session too.
    expect(window.localStorage.getItem('hcp-portal.sso-provider')).toBe('northbridge');
  });

  it('asks for the existing account’s password once to link it, and says which account', async () => {
    const { fetchStub, requests } = stubApi({
      'sso/link/info': {
        status: 200,
        body: { email: 'sam.lee@northbridge.nhs.uk', provider: { id: 'northbridge', name: 'Northbridge NHS Trust' } },
      },
      'sso/link': { status: 200, body: TOKEN },
    });
    vi.stubGlobal('fetch', fetchStub);
    open(outcomeFragment({ kind: 'link', ticket: SECRET, provider: 'northbridge', returnTo: '/stability' }));
    expect(await screen.findByRole('heading', { name: 'Link your portal account' })).toBeVisible();
    expect(screen.getByText(/You signed in with Northbridge NHS Trust/)).toHaveTextContent(
      'sam.lee@northbridge.nhs.uk',
    );
    await userEvent.type(screen.getByLabelText('Portal password'), 'orchard-lantern-river-31');
    await userEvent.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Stability' })).toBeVisible();
    const link = requests.find((request) => request.url.endsWith('/sso/link'));
    expect(await link?.json()).toEqual({ ticket: SECRET, password: 'orchard-lantern-river-31' });
  });

  it('says why a sign-in failed, with the way back to sign in', async () => {
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    open(outcomeFragment({ kind: 'failed', reason: 'no-email' }));
    expect(screen.getByRole('heading', { name: 'Signing in with your organisation did not work' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('did not confirm a work email address');
    await act(async () => {
      await userEvent.click(screen.getByRole('link', { name: 'Back to sign in' }));
    });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('refuses an address the server never writes', () => {
    vi.stubGlobal('fetch', stubApi({}).fetchStub);
    open('code=short');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'needs the address your organisation’s sign-in sends you back to',
    );
  });

  it('says so when the code no longer works (used, or older than a minute)', async () => {
    const message = 'This sign-in has expired or was already used. Please sign in again.';
    vi.stubGlobal(
      'fetch',
      stubApi({
        'sso/exchange': { status: 401, body: { code: 'sso_ticket_invalid', message, data: { status: 401 } } },
      }).fetchStub,
    );
    open(outcomeFragment({ kind: 'code', code: SECRET, provider: 'northbridge', returnTo: '/stability' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  });
});
