import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { RegisterForm } from './register-form';

describe('RegisterForm', () => {
  it('on a failed submit sums up the problems at the top, in the form’s order, and moves the focus there', async () => {
    const { fetchStub, requests } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Clara');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter your last name.',
      'Enter your email address.',
      'Choose your profession.',
      'Enter your organisation.',
      'Choose your regulator.',
      'Enter your professional registration number.',
      'Use at least 12 characters.',
    ]);
    expect(requests).toHaveLength(0);

    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your email address.' }));
    expect(screen.getByLabelText('Work email address')).toHaveFocus();
  });

  it('names the number’s expected shape once the regulator is chosen, and refuses another before anything is sent', async () => {
    const { fetchStub, requests } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Clara');
    await userEvent.type(screen.getByLabelText('Last name'), 'Whitfield');
    await userEvent.type(screen.getByLabelText('Work email address'), 'clara@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Profession'), 'pharmacist');
    await userEvent.type(screen.getByLabelText('Organisation'), 'St Elsewhere');
    expect(screen.getByLabelText('Professional registration number')).toHaveAccessibleDescription(
      'We check it with your regulator before approving your account.',
    );
    await userEvent.selectOptions(screen.getByLabelText('Professional regulator'), 'GPhC');
    expect(screen.getByLabelText('Professional registration number')).toHaveAccessibleDescription(
      expect.stringContaining('GPhC: 7 digits, like 2012345.'),
    );
    await userEvent.type(screen.getByLabelText('Professional registration number'), '12A3456E');
    await userEvent.type(screen.getByLabelText('Password'), 'a long enough passphrase 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    const message = 'GPhC registration numbers are 7 digits, like 2012345.';
    expect(within(summary).getByRole('link', { name: message })).toBeInTheDocument();
    expect(screen.getByLabelText('Professional registration number')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(requests).toHaveLength(0);
  });

  it('sums up a refusal from the server and links its field', async () => {
    const { fetchStub } = stubApi({
      'api/v1/account/register': {
        status: 400,
        body: {
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): email',
          data: { status: 400, params: { email: 'Use your work email address.' } },
        },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<RegisterForm onRegistered={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Clara');
    await userEvent.type(screen.getByLabelText('Last name'), 'Whitfield');
    await userEvent.type(screen.getByLabelText('Work email address'), 'clara@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Profession'), 'nurse');
    await userEvent.type(screen.getByLabelText('Organisation'), 'St Elsewhere');
    await userEvent.selectOptions(screen.getByLabelText('Professional regulator'), 'NMC');
    await userEvent.type(screen.getByLabelText('Professional registration number'), '12A3456E');
    await userEvent.type(screen.getByLabelText('Password'), 'a long enough passphrase 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('link', { name: 'Use your work email address.' })).toHaveAttribute(
      'href',
      '#register-email',
    );
  });
});
