import type { VerifyEmailResponse } from '@hcp/contracts/account';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../testing/render-with-providers';
import { EmailTokenRoute } from './email-token';

const TOKEN = 'Qm9va2VkLWZvci1hLWNvbmZpcm1hdGlvbi1saW5rLTEyMzQ';

function renderTokenRoute(reply: { status: number; body: unknown }) {
  const { fetchStub, requests } = stubApi({ 'api/v1/account/verify-email': reply });
  vi.stubGlobal('fetch', fetchStub);
  renderWithProviders(
    <Routes>
      <Route path="/:token" element={<EmailTokenRoute />} />
    </Routes>,
    { route: `/${TOKEN}` },
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmailTokenRoute', () => {
  it('confirms the address with the token from the link', async () => {
    const answer: VerifyEmailResponse = {
      outcome: 'confirmed',
      awaitingApproval: true,
      message: 'Thank you: your email address is confirmed. Your registration is waiting for approval.',
    };
    const requests = renderTokenRoute({ status: 200, body: answer });

    expect(await screen.findByRole('heading', { name: 'Email address confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(answer.message);
    expect(await requests[0]?.json()).toEqual({ token: TOKEN });
  });

  it('says a link opened again confirmed the address before, offers sign in and never asks to register again', async () => {
    const requests = renderTokenRoute({
      status: 200,
      body: {
        outcome: 'already_confirmed',
        awaitingApproval: true,
        message:
          'This link was used before, so there is nothing more to do. Your registration is waiting for approval: our team checks it and emails you when your account is approved.',
      } satisfies VerifyEmailResponse,
    });

    expect(await screen.findByRole('heading', { name: 'Your email address is already confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/waiting for approval/);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Register again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('refuses a link that does not work and offers to register again or sign in', async () => {
    const refusal = 'This confirmation link is not valid or has expired. Register again to receive a new one.';
    renderTokenRoute({
      status: 400,
      body: { code: 'invalid_token', message: refusal, data: { status: 400, params: { token: refusal } } },
    });

    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('link', { name: 'Register again' })).toBeInTheDocument();
  });
});
