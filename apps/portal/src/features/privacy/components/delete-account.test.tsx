import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { signedIn } from '../../../lib/auth-session';
import { KEPT_ANSWERS_PREFIX } from '../../../lib/kept-answers';
import { type SessionRecovery, SignInAgain } from '../../../lib/sign-in-again';
import { clearSignInNotice, pendingSignInNotice } from '../../../lib/sign-in-notice';
import { AUTH_STORAGE_KEY } from '../../../lib/storage';
import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { DeleteAccount } from './delete-account';

function renderPage({
  twoFactorEnabled = false,
  signInAgain,
}: { twoFactorEnabled?: boolean; signInAgain?: () => Promise<SessionRecovery> } = {}) {
  const routes = (
    <Routes>
      <Route path="/account" element={<DeleteAccount twoFactorEnabled={twoFactorEnabled} />} />
      <Route path="/login" element={<h1>Sign in</h1>} />
    </Routes>
  );
  return renderWithProviders(signInAgain ? <SignInAgain value={signInAgain}>{routes}</SignInAgain> : routes, {
    route: '/account',
    prepare: (store) => store.dispatch(signedIn('a.session.token')),
  });
}

/** Answers each deletion in turn with the status given (the last one repeats); records what was sent. */
function stubDeletions(statuses: number[]) {
  const sent: Request[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    sent.push(request);
    const status = (statuses.length > 1 ? statuses.shift() : statuses[0]) ?? 500;
    const body =
      status === 200
        ? { message: 'Your account has been deleted.' }
        : { code: 'rest_forbidden', message: 'You may not delete this account.', data: { status } };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  });
  return sent;
}

const passwordsSent = (sent: Request[]) =>
  Promise.all(sent.map(async (request) => ((await request.clone().json()) as { password?: string }).password));

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

  it('after a 403 whose session ended, signs in again in place and asks for the password again, deleting nothing by itself', async () => {
    const sent = stubDeletions([403, 200]);
    const signInAgain = vi.fn(() => Promise.resolve<SessionRecovery>('renewed'));
    const { store } = renderPage({ signInAgain });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'the-right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));

    await vi.waitFor(() => expect(screen.getByLabelText('Your password')).toHaveFocus());
    const password = screen.getByLabelText('Your password');
    expect(signInAgain).toHaveBeenCalledTimes(1);
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription(
      'You signed in again. Your account has not been deleted: enter your password again to delete it.',
    );
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(store.getState().authSession.token).toBe('a.session.token');
    expect(sent).toHaveLength(1);
    expect(Object.keys(localStorage).filter((key) => key.startsWith(KEPT_ANSWERS_PREFIX))).toEqual([]);

    await userEvent.type(password, 'the-right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(await passwordsSent(sent)).toEqual(['the-right-password', 'the-right-password']);
  });

  it('a 403 with a live session is the refusal of the deletion: shown on the form, and the person stays signed in', async () => {
    const sent = stubDeletions([403]);
    const signInAgain = vi.fn(() => Promise.resolve<SessionRecovery>('live'));
    const { store } = renderPage({ signInAgain });
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await userEvent.type(screen.getByLabelText('Your password'), 'the-right-password');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));

    expect(await screen.findByText('You may not delete this account.')).toBeVisible();
    expect(signInAgain).toHaveBeenCalledTimes(1);
    expect(store.getState().authSession.token).toBe('a.session.token');
    expect(screen.getByLabelText('Your password')).toHaveValue('the-right-password');
    expect(sent).toHaveLength(1);
  });
});
