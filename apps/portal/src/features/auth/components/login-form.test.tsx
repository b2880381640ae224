import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { AUTH_STORAGE_KEY } from '../../../lib/storage';
import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('sums up each empty field at the top, takes the focus there, and sends nothing', async () => {
    const { fetchStub, requests } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    // The fields are checked once the sign-in's schema has loaded (it starts loading as the form appears).
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter your email address.', 'Enter your password.']);
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Enter your email address.');
    expect(requests).toHaveLength(0);

    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your password.' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('stores the token and hands over once signed in', async () => {
    const { fetchStub, requests } = stubApi({
      'jwt-auth/v1/token': {
        status: 200,
        body: { token: 'a.b.c', user_email: 'clinician@example.com', user_display_name: 'Clara Whitfield' },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    const onSignedIn = vi.fn();
    const { store } = renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email address'), 'clinician@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'portal-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => {
      expect(onSignedIn).toHaveBeenCalledOnce();
    });
    expect(await requests[0]?.json()).toEqual({ username: 'clinician@example.com', password: 'portal-demo-2026' });
    expect(store.getState().authSession.token).toBe('a.b.c');
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toEqual({
      token: 'a.b.c',
      authenticated: true,
    });
  });

  it('shows the server’s message when the credentials are wrong', async () => {
    const { fetchStub } = stubApi({
      'jwt-auth/v1/token': {
        status: 401,
        body: {
          code: 'invalid_credentials',
          message: 'The email address or password is incorrect.',
          data: { status: 401 },
        },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email address'), 'clinician@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('The email address or password is incorrect.');
    // The message names neither field, so nothing links to one.
    expect(within(summary).queryAllByRole('link')).toHaveLength(0);
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says when the server cannot be reached', async () => {
    const { fetchStub } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email address'), 'clinician@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'portal-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
  });
  it('asks for the code after the right password of an account with two-step sign-in, then signs in with it', async () => {
    const mfaRequired = {
      status: 401,
      body: {
        code: 'mfa_required',
        message: 'Enter the code from your authenticator app to finish signing in.',
        data: { status: 401, challenge: 'the-challenge' },
      },
    };
    const { fetchStub, requests } = stubApi({
      'jwt-auth/v1/token': mfaRequired,
      'jwt-auth/v1/token/mfa': {
        status: 200,
        body: { token: 'a.b.c', user_email: 'clinician@example.com', user_display_name: 'Clara Whitfield' },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    const onSignedIn = vi.fn();
    const { store } = renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email address'), 'clinician@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'portal-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('Code from your authenticator app');
    await vi.waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();

    await userEvent.click(code);
    await userEvent.paste('123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(await requests[1]?.json()).toEqual({ challenge: 'the-challenge', code: '123 456' });
    expect(store.getState().authSession.token).toBe('a.b.c');
  });

  it('takes a recovery code instead, and shows a wrong code beside the field', async () => {
    const { fetchStub } = stubApi({
      'jwt-auth/v1/token': {
        status: 401,
        body: { code: 'mfa_required', message: 'Enter the code.', data: { status: 401, challenge: 'c' } },
      },
      'jwt-auth/v1/token/mfa': {
        status: 401,
        body: {
          code: 'invalid_mfa_code',
          message: 'That code is not correct, or it was already used.',
          data: { status: 401, params: { code: 'That code is not correct, or it was already used.' } },
        },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email address'), 'clinician@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'portal-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const recovery = screen.getByLabelText('Recovery code');
    expect(recovery).toHaveAttribute('inputmode', 'text');
    await userEvent.type(recovery, 'abcd-efgh-jkmn-pqrs');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Recovery code')).toHaveAccessibleDescription(
        expect.stringContaining('That code is not correct') as string,
      ),
    );
  });

  it('goes back to the password with the reason when the code step has expired', async () => {
    const { fetchStub } = stubApi({
      'jwt-auth/v1/token': {
        status: 401,
        body: { code: 'mfa_required', message: 'Enter the code.', data: { status: 401, challenge: 'c' } },
      },
      'jwt-auth/v1/token/mfa': {
        status: 401,
        body: {
          code: 'mfa_challenge_invalid',
          message: 'This sign-in has expired or was already used. Please enter your email address and password again.',
          data: { status: 401 },
        },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email address'), 'clinician@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'portal-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(await screen.findByLabelText('Code from your authenticator app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('This sign-in has expired');
  });
});
