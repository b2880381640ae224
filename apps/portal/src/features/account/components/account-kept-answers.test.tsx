import type { Account } from '@hcp/contracts/account';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signedIn } from '../../../lib/auth-session';
import { KEPT_ANSWERS_PREFIX, keepAnswers, keptAnswersOf } from '../../../lib/kept-answers';
import { type SessionRecovery, SignInAgain } from '../../../lib/sign-in-again';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { EmailForm } from './email-form';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { TwoFactorSettings } from './two-factor-settings';

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

const tokenOf = (id: number) => `h.${btoa(JSON.stringify({ id, collection: 'users', exp: 9999999999 }))}.s`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each account update in turn with the status given; records the updates sent. */
function stubUpdates(statuses: number[]) {
  const sent: Request[] = [];
  vi.stubGlobal('fetch', (request: Request) => {
    sent.push(request);
    const status = statuses.shift() ?? 500;
    return Promise.resolve(
      status === 200
        ? json(
            200,
            request.url.includes('/2fa/')
              ? { message: 'Two-step sign-in is off.' }
              : { account: { ...account, organisation: 'Royal Infirmary' } },
          )
        : json(status, { code: 'x', message: 'No.' }),
    );
  });
  return sent;
}

function renderSignedIn(ui: ReactElement, signInAgain?: () => Promise<SessionRecovery>) {
  return renderWithProviders(signInAgain ? <SignInAgain value={signInAgain}>{ui}</SignInAgain> : ui, {
    prepare: (store) => store.dispatch(signedIn(tokenOf(7))),
  });
}

/** Every answer kept on this device, whatever the form, as one string to search. */
const everythingKept = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(KEPT_ANSWERS_PREFIX))
    .map((key) => localStorage.getItem(key))
    .join('\n');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the account forms keep what was typed, never a password', () => {
  it('your details: keeps the changes for the account and opens with them, saying so', async () => {
    stubUpdates([]);
    const first = renderSignedIn(<ProfileForm account={account} />);
    expect(keptAnswersOf('users:7', 'account/profile')).toBeNull();
    await userEvent.clear(screen.getByLabelText('Organisation'));
    await userEvent.type(screen.getByLabelText('Organisation'), 'Royal Infirmary');
    expect(keptAnswersOf('users:7', 'account/profile')?.data).toMatchObject({ organisation: 'Royal Infirmary' });
    first.unmount();

    renderSignedIn(<ProfileForm account={account} />);
    expect(screen.getByRole('region', { name: 'Your answers were restored' })).toBeVisible();
    expect(screen.getByLabelText('Organisation')).toHaveValue('Royal Infirmary');
    expect(screen.getByLabelText('First name')).toHaveValue('Clara');
  });

  it('your details: typed back to what they were, nothing is kept', async () => {
    stubUpdates([]);
    renderSignedIn(<ProfileForm account={account} />);
    await userEvent.type(screen.getByLabelText('First name'), 'x');
    expect(keptAnswersOf('users:7', 'account/profile')).not.toBeNull();
    await userEvent.type(screen.getByLabelText('First name'), '{Backspace}');
    expect(keptAnswersOf('users:7', 'account/profile')).toBeNull();
  });

  it('your details: after a 403 whose session ended, saves the same details once signed in again, and forgets them', async () => {
    const sent = stubUpdates([403, 200]);
    const signInAgain = vi.fn(() => Promise.resolve<SessionRecovery>('renewed'));
    renderSignedIn(<ProfileForm account={account} />, signInAgain);
    await userEvent.clear(screen.getByLabelText('Organisation'));
    await userEvent.type(screen.getByLabelText('Organisation'), 'Royal Infirmary');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Your details have been saved.')).toBeVisible();
    expect(signInAgain).toHaveBeenCalledTimes(1);
    const bodies = await Promise.all(sent.map((request) => request.json() as Promise<Record<string, unknown>>));
    expect(bodies.map((body) => body.organisation)).toEqual(['Royal Infirmary', 'Royal Infirmary']);
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(keptAnswersOf('users:7', 'account/profile')).toBeNull();
  });

  it('new email address: keeps the address and never the password', async () => {
    stubUpdates([]);
    const first = renderSignedIn(<EmailForm currentEmail={account.email} />);
    await userEvent.type(screen.getByLabelText('New email address'), 'clara@hospital.example');
    await userEvent.type(screen.getByLabelText('Current password'), 'my-secret-password');
    expect(keptAnswersOf('users:7', 'account/email')?.data).toEqual({ email: 'clara@hospital.example' });
    expect(everythingKept()).not.toContain('my-secret-password');
    first.unmount();

    renderSignedIn(<EmailForm currentEmail={account.email} />);
    expect(screen.getByLabelText('New email address')).toHaveValue('clara@hospital.example');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('new email address: clears the restored address when asked', async () => {
    stubUpdates([]);
    keepAnswers('users:7', 'account/email', { email: 'clara@hospital.example' });
    renderSignedIn(<EmailForm currentEmail={account.email} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear restored answers' }));
    expect(screen.getByLabelText('New email address')).toHaveValue('');
    expect(screen.getByLabelText('New email address')).toHaveFocus();
    expect(keptAnswersOf('users:7', 'account/email')).toBeNull();
  });

  it('password change: keeps nothing on this device, and after a 403 whose session ended sends again once signed in again', async () => {
    const sent = stubUpdates([403, 200]);
    const signInAgain = vi.fn(() => Promise.resolve<SessionRecovery>('renewed'));
    renderSignedIn(<PasswordForm />, signInAgain);
    await userEvent.type(screen.getByLabelText('Current password'), 'old-secret-password');
    await userEvent.type(screen.getByLabelText('New password'), 'new-secret-password-2026');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'new-secret-password-2026');
    expect(everythingKept()).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(/Your password has been changed/)).toBeVisible();
    expect(signInAgain).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(2);
    expect(everythingKept()).not.toContain('secret-password');
  });

  it('two-step sign-in: keeps nothing, and after a 403 whose session ended turns it off once signed in again', async () => {
    const sent = stubUpdates([403, 200]);
    const signInAgain = vi.fn(() => Promise.resolve<SessionRecovery>('renewed'));
    renderSignedIn(<TwoFactorSettings enabled />, signInAgain);
    await userEvent.type(screen.getByLabelText('Password'), 'my-secret-password');
    await userEvent.type(screen.getByLabelText('Code from your app, or a recovery code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));

    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(signInAgain).toHaveBeenCalledTimes(1);
    const bodies = await Promise.all(sent.map((request) => request.json() as Promise<Record<string, unknown>>));
    expect(bodies.map((body) => body.code)).toEqual(['123456', '123456']);
    expect(new URL(sent[1]?.url ?? '').pathname).toMatch(/\/api\/v1\/account\/2fa\/disable$/);
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(everythingKept()).toBe('');
  });
});
