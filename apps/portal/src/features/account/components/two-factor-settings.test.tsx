import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { TwoFactorSettings } from './two-factor-settings';

/** The server's answer to a wrong password, on setup as on turning it off. */
const WRONG_PASSWORD = {
  status: 400,
  body: {
    code: 'rest_invalid_param',
    message: 'Your password is not correct.',
    data: { status: 400, params: { password: 'Your password is not correct.' } },
  },
};

const recoveryCodes = Array.from({ length: 10 }, (_, index) => `abcd-efgh-jkmn-pq${String(index).padStart(2, '2')}`);

describe('TwoFactorSettings', () => {
  it('sets up with a QR code and the typed key, turns on with a code, and shows the recovery codes once', async () => {
    const { fetchStub, requests } = stubApi({
      'api/v1/account/2fa/setup': {
        status: 200,
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/HCP%20Portal:a%40example.org?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        },
      },
      'api/v1/account/2fa/confirm': { status: 200, body: { recoveryCodes } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<TwoFactorSettings enabled={false} />);
    // The password comes first: without it nothing is asked of the server.
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByRole('link', { name: 'Enter your password.' })).toBeVisible();
    expect(requests.filter((request) => request.url.endsWith('/setup'))).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Password'), 'my-own-password');
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));

    // The QR library is a chunk of its own, loaded on first use: on a loaded machine that takes more than a second.
    expect(
      await screen.findByRole('img', { name: /QR code that adds HCP Portal/ }, { timeout: 15_000 }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/) as string);
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const code = screen.getByLabelText('Code from your authenticator app');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(
      await screen.findByRole('link', { name: 'Enter the 6-digit code from your authenticator app.' }),
    ).toBeVisible();
    expect(requests.filter((request) => request.url.endsWith('/confirm'))).toHaveLength(0);

    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const heading = await screen.findByRole('heading', { name: 'Save your recovery codes' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    const list = screen.getByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);

    await userEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
    const setup = requests.find((request) => request.url.endsWith('/setup'));
    expect(await setup?.json()).toEqual({ password: 'my-own-password' });
  });

  it('says beside the password field when the server finds it wrong, and shows no secret', async () => {
    const { fetchStub } = stubApi({
      'api/v1/account/2fa/setup': WRONG_PASSWORD,
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<TwoFactorSettings enabled={false} />);
    await userEvent.type(screen.getByLabelText('Password'), 'a-guess');
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        expect.stringContaining('Your password is not correct.') as string,
      ),
    );
    expect(screen.queryByLabelText('Setup key')).not.toBeInTheDocument();
  });

  it('turns off with the password and a code, and says what the server found wrong beside the field', async () => {
    const { fetchStub } = stubApi({
      'api/v1/account/2fa/disable': WRONG_PASSWORD,
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<TwoFactorSettings enabled />);
    await userEvent.type(screen.getByLabelText('Password'), 'not-my-password');
    await userEvent.type(screen.getByLabelText('Code from your app, or a recovery code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Your password is not correct.'),
    );
  });
});
