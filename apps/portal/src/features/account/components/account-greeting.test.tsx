import type { Account } from '@hcp/contracts/account';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MedicalInformationLine } from '../../pages/components/medical-information-line';
import { pharmacistAccount } from '../../../testing/accounts';
import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { AccountGreeting } from './account-greeting';

const line = { line: { phone: '+44 1223 000 140', hours: 'Monday to Friday, 8:00 to 18:00' } };

function greet(account: Account, medicalInformation: unknown = line) {
  const { fetchStub } = stubApi({
    'api/v1/account': { status: 200, body: account },
    ...(medicalInformation === undefined
      ? {}
      : { 'api/v1/medical-information': { status: 200, body: medicalInformation } }),
  });
  vi.stubGlobal('fetch', fetchStub);
  // As the home route composes it: the Medical Information line says whom to ask.
  renderWithProviders(
    <AccountGreeting
      areas={false}
      whomToAsk={(words) => <MedicalInformationLine lead={words.lead} leadWithoutLine={words.leadWithoutLine} />}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the greeting of an account that may open no area', () => {
  it('tells an account waiting for approval what happens, how long it takes and whom to call', async () => {
    greet({ ...pharmacistAccount([]), status: 'pending', roles: [] });
    const waiting = await screen.findByRole('region', { name: 'Your account is waiting for approval' });
    expect(waiting).toHaveTextContent('This usually takes up to two working days');
    expect(waiting).toHaveTextContent('We will email pharmacist@example.com as soon as your account is approved.');
    const phone = await within(waiting).findByRole('link', { name: '+44 1223 000 140' });
    expect(phone).toHaveAttribute('href', 'tel:+441223000140');
    expect(waiting).toHaveTextContent('(Monday to Friday, 8:00 to 18:00).');
    expect(document.body).not.toHaveTextContent(/\broles?\b/i);
  });

  it('tells an approved account with no access to ask the team, and points to Contact us while no number is set', async () => {
    greet({ ...pharmacistAccount([]), roles: [] }, { line: null });
    const noAccess = await screen.findByRole('region', {
      name: 'Your account has no access to portal content at the moment',
    });
    expect(noAccess).not.toHaveTextContent('waiting for approval');
    expect(await within(noAccess).findByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(document.body).not.toHaveTextContent(/\broles?\b/i);
  });

  it('says nothing of access to an account with a role', async () => {
    greet(pharmacistAccount());
    await screen.findByRole('heading', { name: 'Welcome, Priya Raman' });
    expect(screen.queryByRole('region', { name: /approval|no access/ })).toBeNull();
  });
});
