import type { Account } from '@hcp/contracts/account';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { ProfileForm } from './profile-form';

const account: Account = {
  id: 7,
  firstName: 'Clara',
  lastName: 'Whitfield',
  email: 'clinician@example.com',
  profession: 'nurse',
  organisation: 'St Elsewhere',
  regulator: 'NMC',
  registrationNumber: '12A3456E',
  status: 'approved',
  roles: [],
  capabilities: [],
  twoFactorEnabled: false,
};

describe('ProfileForm', () => {
  it('on a failed submit sums up the problems in the form’s order, takes the focus there, and links the fields', async () => {
    const { fetchStub, requests } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<ProfileForm account={account} />);
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.clear(screen.getByLabelText('Organisation'));
    await userEvent.clear(screen.getByLabelText('Professional registration number'));
    await userEvent.type(screen.getByLabelText('Professional registration number'), '20 34');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));

    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter your first name.', '#profile-first-name'],
      ['Enter your organisation.', '#profile-organisation'],
      [
        'NMC registration numbers are 2 digits, a letter, 4 digits and a letter, like 12A3456E.',
        '#profile-registration-number',
      ],
    ]);
    expect(requests).toHaveLength(0);

    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your organisation.' }));
    expect(screen.getByLabelText('Organisation')).toHaveFocus();
  });

  it('sums up a refusal from the server and takes the focus there', async () => {
    const { fetchStub } = stubApi({
      'api/v1/account/update': {
        status: 400,
        body: {
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): regulator',
          data: { status: 400, params: { regulator: 'Choose your regulator.' } },
        },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<ProfileForm account={account} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await vi.waitFor(() => expect(summary).toHaveFocus());
    await userEvent.click(within(summary).getByRole('link', { name: 'Choose your regulator.' }));
    expect(screen.getByLabelText('Professional regulator')).toHaveFocus();
  });

  it('says the details are saved, and shows no summary', async () => {
    const { fetchStub } = stubApi({
      'api/v1/account/update': { status: 200, body: { account } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<ProfileForm account={account} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your details have been saved.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
