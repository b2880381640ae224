import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { ForgotPasswordForm } from './forgot-password-form';

describe('ForgotPasswordForm', () => {
  it('on a failed submit sums up the problem at the top, takes the focus there, and links the field', async () => {
    const { fetchStub, requests } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText('Email address'), 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const link = within(summary).getByRole('link', { name: 'Enter a valid email address, like name@hospital.nhs.uk.' });
    expect(link).toHaveAttribute('href', '#forgot-password-email');
    expect(requests).toHaveLength(0);

    await userEvent.click(link);
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });

  it('sums up a lost connection and takes the focus there', async () => {
    const { fetchStub } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText('Email address'), 'clinician@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent('We could not reach the server.');
    await vi.waitFor(() => expect(summary).toHaveFocus());
  });

  it('says what happens next once the request is taken', async () => {
    const { fetchStub } = stubApi({
      'api/v1/account/request-password-reset': {
        status: 200,
        body: { message: 'If an account uses that email address, we have sent it a link.' },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText('Email address'), 'clinician@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses that email address');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
