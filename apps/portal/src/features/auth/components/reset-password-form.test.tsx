import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { ResetPasswordForm } from './reset-password-form';

const INVALID_RESET = 'This reset link is not valid or has expired. Ask for a new one.';

describe('ResetPasswordForm', () => {
  it('on a failed submit sums up the problems in the form’s order, takes the focus there, and links the fields', async () => {
    const { fetchStub, requests } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<ResetPasswordForm token="a-token" onReset={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Use at least 12 characters.', '#reset-password-new'],
      ['The two passwords are not the same.', '#reset-password-confirm'],
    ]);
    expect(requests).toHaveLength(0);

    await userEvent.click(within(summary).getByRole('link', { name: 'The two passwords are not the same.' }));
    expect(screen.getByLabelText('Repeat the new password')).toHaveFocus();
  });

  it('leads with the server’s word on a used link, which no field can fix, and takes the focus there', async () => {
    const { fetchStub } = stubApi({
      'api/v1/account/process-password-reset': {
        status: 400,
        body: {
          code: 'invalid_token',
          message: INVALID_RESET,
          data: { status: 400, params: { token: INVALID_RESET } },
        },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    const onReset = vi.fn();
    renderWithProviders(<ResetPasswordForm token="used-token" onReset={onReset} />);
    await userEvent.type(screen.getByLabelText('New password'), 'lantern-orchid-sparrow-66');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'lantern-orchid-sparrow-66');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent(INVALID_RESET);
    expect(within(summary).queryAllByRole('link')).toHaveLength(0);
    await vi.waitFor(() => expect(summary).toHaveFocus());
    expect(onReset).not.toHaveBeenCalled();
  });
});
