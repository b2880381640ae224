import type { CpdTarget } from '@hcp/contracts/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { signedIn } from '../../../lib/auth-session';
import { keptAnswersOf } from '../../../lib/kept-answers';
import { type SessionRecovery, SignInAgain } from '../../../lib/sign-in-again';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CpdTargetForm } from './cpd-target-form';

const tokenOf = (id: number) => `h.${btoa(JSON.stringify({ id, collection: 'users', exp: 9999999999 }))}.s`;
const noTarget: CpdTarget = { points: null, minutes: null };

function renderForm(
  onSave: (target: CpdTarget) => Promise<unknown>,
  {
    account = 7,
    target = noTarget,
    signInAgain,
  }: {
    account?: number;
    target?: CpdTarget;
    signInAgain?: () => Promise<SessionRecovery>;
  } = {},
) {
  const form = <CpdTargetForm target={target} onSave={onSave} />;
  return renderWithProviders(signInAgain ? <SignInAgain value={signInAgain}>{form}</SignInAgain> : form, {
    prepare: (store) => store.dispatch(signedIn(tokenOf(account))),
  });
}

describe('CpdTargetForm', () => {
  it('sums up the problems at the top, takes the focus there, and links to each field', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderForm(onSave);
    await userEvent.type(screen.getByLabelText('Points target'), '0');
    await userEvent.type(screen.getByLabelText('Time target (hours)'), 'ten');
    await userEvent.click(screen.getByRole('button', { name: 'Save target' }));

    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter a whole number of points from 1 to 1000.',
      'Enter a whole number of hours from 1 to 1666.',
    ]);
    const hoursLink = links[1];
    if (!hoursLink) throw new Error('No link to the hours field.');
    await userEvent.click(hoursLink);
    expect(screen.getByLabelText('Time target (hours)')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the numbers typed for the account only, opens with them, and clears them when asked', async () => {
    const first = renderForm(() => Promise.resolve(), { target: { points: 20, minutes: null } });
    expect(screen.getByLabelText('Points target')).toHaveValue('20');
    await userEvent.clear(screen.getByLabelText('Points target'));
    await userEvent.type(screen.getByLabelText('Points target'), '35');
    expect(keptAnswersOf('users:7', 'dashboard/cpd-target')?.data).toEqual({ points: '35', hours: '' });
    first.unmount();

    const other = renderForm(() => Promise.resolve(), { account: 8, target: { points: 20, minutes: null } });
    expect(screen.getByLabelText('Points target')).toHaveValue('20');
    expect(screen.queryByRole('region', { name: 'Your answers were restored' })).not.toBeInTheDocument();
    other.unmount();

    renderForm(() => Promise.resolve(), { target: { points: 20, minutes: null } });
    expect(screen.getByRole('region', { name: 'Your answers were restored' })).toBeVisible();
    expect(screen.getByLabelText('Points target')).toHaveValue('35');
    await userEvent.click(screen.getByRole('button', { name: 'Clear restored answers' }));
    expect(screen.getByLabelText('Points target')).toHaveValue('20');
    expect(screen.getByRole('heading', { name: 'Your CPD target for this year' })).toHaveFocus();
    expect(keptAnswersOf('users:7', 'dashboard/cpd-target')).toBeNull();
  });

  it('typed back to the saved target, keeps nothing', async () => {
    renderForm(() => Promise.resolve(), { target: { points: 20, minutes: 120 } });
    await userEvent.type(screen.getByLabelText('Points target'), '5');
    expect(keptAnswersOf('users:7', 'dashboard/cpd-target')).not.toBeNull();
    await userEvent.type(screen.getByLabelText('Points target'), '{Backspace}');
    expect(keptAnswersOf('users:7', 'dashboard/cpd-target')).toBeNull();
  });

  it('after a 403 whose session ended, saves the same numbers once signed in again, and forgets them', async () => {
    const onSave = vi
      .fn<(target: CpdTarget) => Promise<unknown>>()
      .mockRejectedValueOnce({ status: 403, data: { code: 'x', message: 'Forbidden.' } })
      .mockResolvedValue(undefined);
    const signInAgain = vi.fn(() => Promise.resolve<SessionRecovery>('renewed'));
    renderForm(onSave, { signInAgain });
    await userEvent.type(screen.getByLabelText('Points target'), '40');
    await userEvent.type(screen.getByLabelText('Time target (hours)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save target' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls).toEqual([[{ points: 40, minutes: 600 }], [{ points: 40, minutes: 600 }]]);
    expect(signInAgain).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(keptAnswersOf('users:7', 'dashboard/cpd-target')).toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a save that fails otherwise is said on the form, and the numbers stay, kept', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('offline')));
    renderForm(onSave);
    await userEvent.type(screen.getByLabelText('Points target'), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save target' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Your CPD target was not saved. Check your connection and try again.');
    expect(screen.getByLabelText('Points target')).toHaveValue('40');
    expect(keptAnswersOf('users:7', 'dashboard/cpd-target')?.data).toEqual({ points: '40', hours: '' });
  });
});
