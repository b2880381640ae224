import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { EmailForm } from './email-form';

const account = {
  id: 7,
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
  twoFactorEnabled: false,
};

describe('EmailForm', () => {
  it('asks for the current password and a different address before sending anything', async () => {
    const { fetchStub, requests } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<EmailForm currentEmail="clinician@example.com" />);
    await userEvent.type(screen.getByLabelText('New email address'), 'clinician@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Change email address' }));

    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['This is already your email address.', '#email-change-new-email'],
      ['Enter your current password.', '#email-change-current-password'],
    ]);
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password.');
    expect(requests).toHaveLength(0);

    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your current password.' }));
    expect(screen.getByLabelText('Current password')).toHaveFocus();
  });

  it('sums up a wrong current password from the server, links the field and takes the focus', async () => {
    const message = 'Your current password is not correct.';
    const { fetchStub } = stubApi({
      'api/v1/account/update': {
        status: 400,
        body: { code: 'rest_invalid_param', message, data: { status: 400, params: { currentPassword: message } } },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<EmailForm currentEmail="clinician@example.com" />);
    await userEvent.type(screen.getByLabelText('New email address'), 'clara@hospital.example');
    await userEvent.type(screen.getByLabelText('Current password'), 'not-my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change email address' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute(
      'href',
      '#email-change-current-password',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
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
    expect(await screen.findByRole('status')).toHaveTextContent(/We have sent a link to clara@hospital.example/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await requests[0]?.json()).toEqual({ email: 'clara@hospital.example', currentPassword: 'portal-demo-2026' });
    expect(store.getState().authSession.token).toBe('new.session.token');
  });
});
