import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { EmailForm } from './email-form';

const account = {
  firstName: 'Clara',
  lastName: 'Whitfield',
  email: 'clinician@example.com',
  profession: null,
  organisation: null,
  regulator: null,
  registrationNumber: null,
  status: 'approved',
  roles: [],
  capabilities: [],
};

describe('EmailForm', () => {
  it('asks for the current password and a different address before sending anything', async () => {
    const { fetchStub, requests } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<EmailForm currentEmail="clinician@example.com" />);
    await userEvent.type(screen.getByLabelText('New email address'), 'clinician@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Change email address' }));
    expect(screen.getByText('This is already your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your current password.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends the new address with the current password and says a link went to the new address', async () => {
    const { fetchStub, requests } = stubApi({
      'api/v1/account/update': {
        status: 200,
        body: { account, token: 'new.session.token', pendingEmail: 'clara@hospital.example' },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    const { store } = renderWithProviders(<EmailForm currentEmail="clinician@example.com" />);
    await userEvent.type(screen.getByLabelText('New email address'), 'Clara@Hospital.example');
    await userEvent.type(screen.getByLabelText('Current password'), 'portal-demo-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change email address' }));
    expect(await screen.findByText(/We have sent a link to clara@hospital.example/)).toBeInTheDocument();
    expect(await requests[0]?.json()).toEqual({ email: 'clara@hospital.example', currentPassword: 'portal-demo-2026' });
    expect(store.getState().authSession.token).toBe('new.session.token');
  });
});
