import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { pharmacistAccount } from '../testing/accounts';
import { signedIn } from '../lib/auth-session';
import { renderWithProviders, stubApi } from '../testing/render-with-providers';
import { AppLayout } from './layout';
import { seedAccount } from './start-up';

const pharmacist = pharmacistAccount();

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the signed-in layout at start', () => {
  it('draws with the account the start-up check read, and does not ask for it again on the first path', async () => {
    const { fetchStub, requests } = stubApi({
      'api/v1/account': { status: 200, body: pharmacist },
      'api/v1/account/roles': { status: 200, body: { roles: ['Pharmacist'] } },
      'jwt-auth/v1/token/refresh': { status: 200, body: { token: 'fresh-token' } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="/" element={<p>home</p>} />
        </Route>
      </Routes>,
      {
        prepare: (store) => {
          store.dispatch(signedIn('stored-token'));
          seedAccount(store, pharmacist);
        },
      },
    );

    // The header's account links are drawn from the seeded answer.
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await waitFor(() => {
      expect(requests.some((request) => request.url.endsWith('/json/api/v1/account/roles'))).toBe(true);
    });
    expect(requests.filter((request) => request.url.endsWith('/json/api/v1/account'))).toEqual([]);
  });
});
