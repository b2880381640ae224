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
});
