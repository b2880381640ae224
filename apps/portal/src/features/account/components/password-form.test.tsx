import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { PasswordForm } from './password-form';

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

async function fillIn(current: string, next: string, again: string) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New password'), next);
  if (again) await userEvent.type(screen.getByLabelText('Repeat the new password'), again);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordForm', () => {
  it('on a failed submit sums up the problems in the form’s order, takes the focus there, and links the fields', async () => {
    const { fetchStub, requests } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<PasswordForm />);
    await fillIn('', 'short', 'other');

    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter your current password.', '#password-change-current'],
      ['Use at least 12 characters.', '#password-change-new'],
      ['The two passwords are not the same.', '#password-change-confirm'],
    ]);
    expect(requests).toHaveLength(0);

    await userEvent.click(within(summary).getByRole('link', { name: 'Use at least 12 characters.' }));
    expect(screen.getByLabelText('New password')).toHaveFocus();
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
    renderWithProviders(<PasswordForm />);
    await fillIn('not-my-password', 'granite-willow-harbour-31', 'granite-willow-harbour-31');

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Please correct the fields marked below.');
    await userEvent.click(within(summary).getByRole('link', { name: message }));
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the password has changed, and shows no summary', async () => {
    const { fetchStub } = stubApi({
      'api/v1/account/update': { status: 200, body: { account, token: 'new.session.token' } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<PasswordForm />);
    await fillIn('portal-demo-2026', 'granite-willow-harbour-31', 'granite-willow-harbour-31');

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
