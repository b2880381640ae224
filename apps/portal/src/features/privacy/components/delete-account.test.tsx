import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { signedIn } from '../../../lib/auth-session';
import { clearSignInNotice, pendingSignInNotice } from '../../../lib/sign-in-notice';
import { AUTH_STORAGE_KEY } from '../../../lib/storage';
import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { DeleteAccount } from './delete-account';

function renderPage({ twoFactorEnabled = false } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/account" element={<DeleteAccount twoFactorEnabled={twoFactorEnabled} />} />
      <Route path="/login" element={<h1>Sign in</h1>} />
    </Routes>,
    { route: '/account', prepare: (store) => store.dispatch(signedIn('a.session.token')) },
  );
}

describe('DeleteAccount', () => {
  it('opens a confirmation step that takes the focus and asks for the password; Cancel brings the focus back', async () => {
    const { fetchStub, requests } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderPage();
    expect(screen.getByText(/except reports of an issue/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    expect(screen.getByRole('heading', { name: 'Confirm that you want to delete your account' })).toHaveFocus();
    expect(screen.getByLabelText('Your password')).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('shows a wrong password beside the field, and stays signed in', async () => {
    const message = 'Your password is not correct.';
    const { fetchStub } = stubApi({
      'api/v1/account/delete': {
        status: 400,
        body: { code: 'rest_invalid_param', message, data: { status: 400, params: { password: message } } },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    const { store } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByLabelText('Your password')).toHaveAccessibleDescription(message);
    expect(store.getState().authSession.token).toBe('a.session.token');
  });

  it('with two-step sign-in on, asks for a code too, and sends it', async () => {
    const { fetchStub, requests } = stubApi({
      'api/v1/account/delete': { status: 200, body: { message: 'Your account has been deleted.' } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPage({ twoFactorEnabled: true });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    const code = screen.getByLabelText('Code from your authenticator app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(screen.getByLabelText('Your password'), 'the-right-password');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const sent = requests.find((request) => request.url.endsWith('/api/v1/account/delete'));
    expect(await sent?.json()).toEqual({ password: 'the-right-password', code: '123456' });
  });

  it('once deleted, forgets the session and opens the sign-in screen with its notice', async () => {
    const { fetchStub, requests } = stubApi({
      'api/v1/account/delete': { status: 200, body: { message: 'Your account has been deleted.' } },
    });
    vi.stubGlobal('fetch', fetchStub);
    clearSignInNotice();
    const { store } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'the-right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const sent = requests.find((request) => request.url.endsWith('/api/v1/account/delete'));
    expect(await sent?.json()).toEqual({ password: 'the-right-password' });
    expect(sent?.headers.get('authorization')).toBe('Bearer a.session.token');
    expect(store.getState().authSession.token).toBeNull();
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(pendingSignInNotice()).toMatch(/^Your account has been deleted/);
  });
});
