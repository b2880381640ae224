import type { Brand } from '@hcp/contracts/brand';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderSignInPage } from '../sign-in-prerender';
import { stubApi } from '../testing/render-with-providers';
import { SignInPage } from './sign-in-page';

const brand: Brand = { name: 'Meridian Portal', primaryColour: '#7a1f5c', logo: null };

let root: Root | undefined;
let container: HTMLDivElement;

beforeEach(() => {
  window.history.replaceState(null, '', '/login');
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  window.history.replaceState(null, '', '/');
});

/** The page as the server sends it (the build's own drawing), then hydrated as sign-in.tsx does. */
async function hydrate(drawnFor: Brand, hydratedWith: Brand = drawnFor) {
  container.innerHTML = renderSignInPage(drawnFor);
  const keepSession = vi.fn<(token: string) => Promise<void>>(() => Promise.resolve());
  const leave = vi.fn();
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <BrowserRouter>
          <SignInPage brand={hydratedWith} keepSession={keepSession} leave={leave} />
        </BrowserRouter>
      </StrictMode>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
    await Promise.resolve();
  });
  return { keepSession, leave, recoverableErrors };
}

describe('the sign-in page, drawn at build time and hydrated', () => {
  it('shows the brand and the form before any script runs, with a sign-in button that can be pressed at once', () => {
    container.innerHTML = renderSignInPage(brand);
    expect(screen.getByRole('link', { name: 'Meridian Portal home' })).toHaveTextContent('Meridian Portal');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByText(/New to the portal\?/)).toBeVisible();
    // Never disabled: a press before the code runs is kept by the page's inline script (lib/early-presses.ts), which
    // knows the form by its name; without any script, the browser posts it (never puts it in the address).
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(container.querySelector('form')).toHaveAttribute('data-press', 'sign-in');
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
  });

  it('shows a brand’s logo in the header when it has one', () => {
    container.innerHTML = renderSignInPage({
      ...brand,
      logo: { url: '/api/media/file/meridian.png', alt: 'Meridian', width: 160, height: 40 },
    });
    const logo = container.querySelector('.logo img');
    expect(logo).toHaveAttribute('src', '/api/media/file/meridian.png');
    expect(logo).toHaveAttribute('width', '160');
  });

  it('hydrates without a single difference, and the form then works', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { recoverableErrors } = await hydrate(brand);
    expect(recoverableErrors).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    errors.mockRestore();
  });

  it('is redrawn, not silently kept, when the script’s brand differs from the page’s', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { recoverableErrors } = await hydrate(brand, { ...brand, name: 'Another Portal' });
    expect(recoverableErrors.length + errors.mock.calls.length).toBeGreaterThan(0);
    errors.mockRestore();
  });

  it('signs in: keeps the session, then hands over to the portal at the page the visitor came for', async () => {
    const { fetchStub, requests } = stubApi({
      'jwt-auth/v1/token': {
        status: 200,
        body: { token: 'a.b.c', user_email: 'clinician@example.com', user_display_name: 'Clara Whitfield' },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    const { keepSession, leave } = await hydrate(brand);
    await userEvent.type(screen.getByLabelText('Email address'), 'clinician@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'portal-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(leave).toHaveBeenCalled());
    expect(keepSession).toHaveBeenCalledWith('a.b.c');
    expect(window.location.pathname).toBe('/');
    const tokenCall = requests.find((request) => new URL(request.url).pathname.endsWith('/jwt-auth/v1/token'));
    expect(await tokenCall?.json()).toEqual({ username: 'clinician@example.com', password: 'portal-demo-2026' });
  });

  it('says why a sign-in was refused, and stays', async () => {
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
    const { keepSession, leave } = await hydrate(brand);
    await userEvent.type(screen.getByLabelText('Email address'), 'clinician@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(
      'The email address or password is incorrect.',
    );
    expect(keepSession).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/login');
  });

  it('hands over to the portal when the visitor follows a link away from the sign-in screen', async () => {
    const { leave } = await hydrate(brand);
    await userEvent.click(screen.getByRole('link', { name: 'Register as a healthcare professional' }));
    expect(leave).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/register');
    // Until the portal draws the register screen, the page keeps its frame and says it is loading.
    expect(screen.getByRole('link', { name: 'Meridian Portal home' })).toBeVisible();
  });
});
