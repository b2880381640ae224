import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { ConsentRecords } from './consent-records';

const given = {
  purpose: 'push-stability',
  label: 'Push notifications: Stability data published with a notice',
  state: 'given',
  since: '2026-11-20T09:30:00.000Z',
  history: [
    { state: 'given', at: '2026-11-20T09:30:00.000Z' },
    { state: 'withdrawn', at: '2026-11-19T08:00:00.000Z' },
  ],
};
const declined = {
  purpose: 'analytics',
  label: 'Session analytics: page views and masked session recordings',
  state: 'withdrawn',
  since: '2026-11-18T10:00:00.000Z',
  history: [{ state: 'withdrawn', at: '2026-11-18T10:00:00.000Z' }],
};

describe('ConsentRecords', () => {
  it('lists each consent with its state, date and history, with a withdraw button only for those given', async () => {
    const { fetchStub } = stubApi({
      'api/v1/account/consents': { status: 200, body: { consents: [given, declined] } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<ConsentRecords />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Given on 20 November 2026 at \d{2}:\d{2}/);
    expect(items[0]).toHaveTextContent('History (2 changes)');
    expect(screen.getByText(/^Declined on 18 November 2026 at \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Withdraw/ })).toHaveLength(1);
  });

  it('withdraws a consent, says so, and shows it withdrawn', async () => {
    const withdrawn = {
      ...given,
      state: 'withdrawn',
      since: '2026-11-24T12:00:00.000Z',
      history: [{ state: 'withdrawn', at: '2026-11-24T12:00:00.000Z' }, ...given.history],
    };
    const { fetchStub, requests } = stubApi({
      'api/v1/account/consents': { status: 200, body: { consents: [given] } },
      'api/v1/account/consents/withdraw': { status: 200, body: { consents: [withdrawn] } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<ConsentRecords />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Withdraw consent: Push notifications: Stability data published with a notice',
      }),
    );
    expect(await screen.findByText(/^Withdrawn on 24 November 2026 at \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Consent withdrawn: Push notifications: Stability data published with a notice.',
    );
    const sent = requests.find((request) => request.url.endsWith('/consents/withdraw'));
    expect(await sent?.json()).toEqual({ purpose: 'push-stability' });
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).not.toBeInTheDocument();
  });
});
