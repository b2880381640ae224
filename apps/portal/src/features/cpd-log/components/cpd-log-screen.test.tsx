import type { CpdLog } from '@hcp/contracts/cpd-log';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { CpdLogScreen } from './cpd-log-screen';

const log: CpdLog = {
  from: '2026-01-01',
  to: '2026-12-31',
  totals: { entries: 1, points: 2, minutes: 90, planned: 1, unplanned: 0 },
  entries: {
    items: [
      {
        id: 3,
        title: 'Journal club: vancomycin AUC dosing',
        date: '2026-03-01',
        cpd: { type: 'accredited', display: 'points', category: 2, points: 2, time: { value: 90, unit: 'minutes' } },
        cpdLabel: 'Category 2 (2 points)',
        planning: 'planned',
        reflection: { learned: 'AUC dosing is safer.', practice: '' },
        peerDiscussion: '',
        educationItem: { id: 9, slug: 'tdm', parentSlug: 'antimicrobial-stewardship' },
        createdAt: '2026-03-01T10:00:00.000Z',
        updatedAt: '2026-03-01T10:00:00.000Z',
      },
    ],
    page: 1,
    perPage: 20,
    totalItems: 1,
    totalPages: 1,
  },
};

describe('CpdLogScreen', () => {
  it('shows the period’s totals and its entries with their CPD labels and links', async () => {
    const { fetchStub, requests } = stubApi({ 'api/v1/cpd-log': { status: 200, body: log } });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<CpdLogScreen />, { route: '/cpd-log?from=2026-01-01&to=2026-12-31' });

    const entry = await screen.findByRole('article', { name: 'Journal club: vancomycin AUC dosing' });
    expect(within(entry).getByText('Category 2 (2 points)')).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: /Open the education item/ })).toHaveAttribute(
      'href',
      '/education/antimicrobial-stewardship/tdm',
    );
    expect(screen.getByRole('heading', { name: 'Totals from 1 January 2026 to 31 December 2026' })).toBeVisible();
    expect(screen.getByText('1 hour 30 minutes')).toBeInTheDocument();
    expect(new URL(requests[0]?.url ?? '').searchParams.get('from')).toBe('2026-01-01');
  });

  it('checks a new entry before sending it and shows each problem beside its field', async () => {
    const { fetchStub, requests } = stubApi({ 'api/v1/cpd-log': { status: 200, body: log } });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<CpdLogScreen />, { route: '/cpd-log' });

    await userEvent.click(await screen.findByRole('button', { name: 'Add an entry' }));
    const form = screen.getByRole('form', { name: 'Add an entry' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save entry' }));
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription(/Enter a title\./);
    expect(within(form).getByLabelText('Time', { exact: true })).toHaveAccessibleDescription(
      'Enter the time the activity took.',
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('after a failed save sums up the problems above the form, takes the focus there, and links each field', async () => {
    const { fetchStub } = stubApi({ 'api/v1/cpd-log': { status: 200, body: log } });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<CpdLogScreen />, { route: '/cpd-log' });

    await userEvent.click(await screen.findByRole('button', { name: 'Add an entry' }));
    const form = screen.getByRole('form', { name: 'Add an entry' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save entry' }));

    const summary = within(form).getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    // The summary comes before every field, so it is the first thing in the form after its heading.
    expect(summary.compareDocumentPosition(within(form).getByLabelText('Title'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter a title.', 'Enter the time the activity took.']);
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter the time the activity took.' }));
    expect(within(form).getByLabelText('Time', { exact: true })).toHaveFocus();
  });
});
