import type { MyRequest, MyRequests } from '@hcp/contracts/requests';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { MyRequestDetail } from './my-request-detail';
import { MyRequestsList } from './my-requests-list';

const overdue = {
  reference: 'HCP-2026-000041',
  form: { title: 'Pricing request', slug: 'pricing-request', kind: 'pricing-request' },
  submittedAt: '2026-11-02T09:15:00.000Z',
  status: 'in-progress',
  statusLabel: 'In progress',
  deadline: '2026-11-05',
  overdue: true,
  urgent: false,
} as const;

const list: MyRequests = {
  items: [
    {
      reference: 'HCP-2026-000052',
      form: { title: 'Request a callback', slug: 'request-callback', kind: 'callback' },
      submittedAt: '2026-11-24T10:00:00.000Z',
      status: 'received',
      statusLabel: 'Received',
      deadline: '2026-11-25',
      overdue: false,
      urgent: false,
    },
    overdue,
  ],
  page: 1,
  perPage: 20,
  totalItems: 2,
  totalPages: 1,
};

const detail: MyRequest = {
  ...overdue,
  statusChangedAt: '2026-11-03T08:00:00.000Z',
  answers: [
    { label: 'Organisation', text: 'Northbridge General' },
    { label: 'Notes', text: '' },
  ],
  attachments: [{ id: 7, name: 'formulary.pdf', size: 20_480 }],
  answer: null,
  withdrawable: true,
};

describe('MyRequestsList', () => {
  it('lists each request with its reference, form, status and answer date, and says Overdue in words', async () => {
    const { fetchStub } = stubApi({ 'api/v1/account/requests': { status: 200, body: list } });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<MyRequestsList />, { route: '/my-requests' });

    const late = (await screen.findByText('HCP-2026-000041')).closest('li');
    if (!late) throw new Error('no list item');
    expect(within(late).getByRole('link', { name: /HCP-2026-000041 Pricing request/ })).toHaveAttribute(
      'href',
      '/my-requests/HCP-2026-000041',
    );
    expect(within(late).getByText('In progress')).toBeInTheDocument();
    expect(within(late).getByText('5 Nov 2026')).toBeInTheDocument();
    expect(within(late).getByText('Overdue')).toBeInTheDocument();
    const onTime = screen.getByText('HCP-2026-000052').closest('li');
    if (!onTime) throw new Error('no list item');
    expect(within(onTime).queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.getByText('2 requests')).toBeInTheDocument();
  });
});

describe('MyRequestsList with urgent requests', () => {
  const urgentFirst: MyRequests = {
    ...list,
    items: [
      {
        reference: 'HCP-2026-000060',
        form: {
          title: 'Medicines information enquiry',
          slug: 'medicines-information-enquiry',
          kind: 'clinical-request',
        },
        submittedAt: '2026-11-20T10:00:00.000Z',
        status: 'received',
        statusLabel: 'Received',
        deadline: '2026-11-20',
        overdue: true,
        urgent: true,
      },
      ...list.items,
      {
        ...overdue,
        reference: 'HCP-2026-000030',
        status: 'answered',
        statusLabel: 'Answered',
        overdue: false,
        urgent: true,
      },
    ],
    totalItems: 4,
  };

  it('flags every urgent request in words with a sign, and keeps the order the server sorted', async () => {
    const { fetchStub } = stubApi({ 'api/v1/account/requests': { status: 200, body: urgentFirst } });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<MyRequestsList />, { route: '/my-requests' });

    await screen.findByText('HCP-2026-000060');
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([
      'HCP-2026-000060Medicines information enquiry',
      'HCP-2026-000052Request a callback',
      'HCP-2026-000041Pricing request',
      'HCP-2026-000030Pricing request',
    ]);
    const [waiting, callback, pricing, answered] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    // The word is there for everyone, the sign beside it hidden from screen readers; colour only repeats them.
    expect(within(waiting).getByText('Urgent')).toBeInTheDocument();
    expect(within(waiting).getByText('Urgent').closest('dd')).toHaveTextContent(/^Received Urgent$/);
    expect(within(waiting).getByText('Urgent').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(within(waiting).getByText('Overdue')).toBeInTheDocument();
    expect(within(answered).getByText('Urgent')).toBeInTheDocument();
    expect(within(callback).queryByText('Urgent')).not.toBeInTheDocument();
    expect(within(pricing).queryByText('Urgent')).not.toBeInTheDocument();
  });
});

describe('MyRequestDetail', () => {
  it('shows the facts, no answer yet, what was sent and the files; withdrawing asks first', async () => {
    const { fetchStub, requests } = stubApi({
      'api/v1/account/requests/HCP-2026-000041': { status: 200, body: detail },
      'api/v1/account/requests/HCP-2026-000041/withdraw': {
        status: 200,
        body: { ...detail, status: 'withdrawn', statusLabel: 'Withdrawn', overdue: false, withdrawable: false },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(
      <Routes>
        <Route path="/my-requests/:reference" element={<MyRequestDetail />} />
      </Routes>,
      { route: '/my-requests/HCP-2026-000041' },
    );

    expect(await screen.findByRole('heading', { level: 1, name: /HCP-2026-000041 Pricing request/ })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Our answer' })).toHaveTextContent('There is no answer yet.');
    expect(screen.getByText('Northbridge General')).toBeInTheDocument();
    expect(screen.getByText('Not answered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download formulary.pdf' })).toBeInTheDocument();
    expect(screen.getByText(/Past its answer date/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw this request' }));
    const confirm = screen.getByRole('button', { name: 'Yes, withdraw it' });
    expect(confirm).toHaveFocus();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await userEvent.click(confirm);
    expect(await screen.findByText('You withdrew this request.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('names the team an answer is from', async () => {
    const answered: MyRequest = {
      ...detail,
      status: 'answered',
      statusLabel: 'Answered',
      overdue: false,
      withdrawable: false,
      answer: {
        message: 'Stable for 24 hours.',
        answeredAt: '2026-11-04T14:30:00.000Z',
        team: 'Clinical Trials Unit team',
      },
    };
    vi.stubGlobal(
      'fetch',
      stubApi({ 'api/v1/account/requests/HCP-2026-000041': { status: 200, body: answered } }).fetchStub,
    );
    renderWithProviders(
      <Routes>
        <Route path="/my-requests/:reference" element={<MyRequestDetail />} />
      </Routes>,
      { route: '/my-requests/HCP-2026-000041' },
    );

    const answer = await screen.findByRole('region', { name: 'Our answer' });
    expect(answer).toHaveTextContent('Stable for 24 hours.');
    expect(answer).toHaveTextContent('Answered by the Clinical Trials Unit team on 4 Nov 2026');
  });
});
