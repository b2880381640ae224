// What makes the signed-in layout ask the server again (spec section 7): the account on focus and on reconnect, the
// account and roles on each path change, a fresh token on each path change, and the account again when the roles
// call disagrees with it. The real store, against a fake server.
import type { Account } from '@hcp/contracts/account';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { selectToken, signedIn } from '../lib/auth-session';
import { pharmacistAccount } from '../testing/accounts';
import { renderWithProviders, stubApi } from '../testing/render-with-providers';
import { AppLayout } from './layout';

const ACCOUNT = '/json/api/v1/account';
const ROLES = '/json/api/v1/account/roles';
const REFRESH = '/json/jwt-auth/v1/token/refresh';

/** The refresh call's answer for the demo pharmacist. */
const tokenAnswer = (token: string) => ({
  token,
  user_email: 'pharmacist@example.com',
  user_display_name: 'Priya Raman',
});

/**
 * Signs in with a stored token and draws the layout at `/`, whose screen links to `/next`. The account call answers
 * each of `accounts` in turn, then the last again.
 */
function renderLayout(accounts: Account[] = [pharmacistAccount()], roles: string[] = ['Pharmacist']) {
  let accountCalls = 0;
  const replies = {
    get 'api/v1/account'() {
      const account = accounts[Math.min(accountCalls, accounts.length - 1)];
      accountCalls += 1;
      return { status: 200, body: account as unknown };
    },
    'api/v1/account/roles': { status: 200, body: { roles } as unknown },
    'jwt-auth/v1/token/refresh': { status: 200, body: tokenAnswer('token-1') as unknown },
  };
  const { fetchStub, requests } = stubApi(replies);
  vi.stubGlobal('fetch', fetchStub);
  const { store } = renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<Link to="/next">Next</Link>} />
        <Route path="/next" element={<p>next screen</p>} />
      </Route>
    </Routes>,
    { prepare: (appStore) => appStore.dispatch(signedIn('stored-token')) },
  );
  const calls = (path: string) => requests.filter((request) => new URL(request.url).pathname === path);
  return { replies, requests, calls, store };
}

/** Waits until the first path's calls have answered: the account, its roles and the token refresh. */
async function settled(calls: (path: string) => Request[]) {
  // The screen itself, not a failure screen in its place.
  await screen.findByRole('link', { name: 'Next' });
  await waitFor(() => {
    expect(calls(ROLES)).toHaveLength(1);
    expect(calls(REFRESH)).toHaveLength(1);
  });
}

describe('the signed-in layout asks again', () => {
  it('for the account when the window comes back into focus', async () => {
    const { calls } = renderLayout();
    await settled(calls);
    expect(calls(ACCOUNT)).toHaveLength(1);

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    await waitFor(() => expect(calls(ACCOUNT)).toHaveLength(2));
  });

  it('for the account when the connection comes back', async () => {
    const { calls } = renderLayout();
    await settled(calls);
    expect(calls(ACCOUNT)).toHaveLength(1);

    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });

    await waitFor(() => expect(calls(ACCOUNT)).toHaveLength(2));
  });

  it('for the account and its roles on each path change', async () => {
    const { calls } = renderLayout();
    await settled(calls);
    expect(calls(ACCOUNT)).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: 'Next' }));

    expect(await screen.findByText('next screen')).toBeInTheDocument();
    await waitFor(() => {
      expect(calls(ACCOUNT)).toHaveLength(2);
      expect(calls(ROLES)).toHaveLength(2);
    });
  });

  it('for a fresh token on each path change, and keeps it', async () => {
    const { calls, replies, store } = renderLayout();
    await settled(calls);
    await waitFor(() => expect(selectToken(store.getState())).toBe('token-1'));

    replies['jwt-auth/v1/token/refresh'] = { status: 200, body: tokenAnswer('token-2') };
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));

    await waitFor(() => expect(calls(REFRESH)).toHaveLength(2));
    // The refresh is asked with the token the first one gave, and its answer replaces it.
    expect(calls(REFRESH)[1]?.headers.get('authorization')).toBe('Bearer token-1');
    await waitFor(() => expect(selectToken(store.getState())).toBe('token-2'));
  });

  it('for the account when the roles call names other roles than the account', async () => {
    const stale = pharmacistAccount();
    // The account asked again answers with the roles the roles call gave.
    const fresh = { ...stale, roles: ['Pharmacist', 'Clinician'] };
    const { calls } = renderLayout([stale, fresh], fresh.roles);

    await waitFor(() => expect(calls(ACCOUNT)).toHaveLength(2));
    await settled(calls);
    // Once both agree, nothing more is asked.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls(ACCOUNT)).toHaveLength(2);
  });

  it('for nothing more when the roles agree and nothing happens', async () => {
    const { calls } = renderLayout();
    await settled(calls);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls(ACCOUNT)).toHaveLength(1);
  });
});
