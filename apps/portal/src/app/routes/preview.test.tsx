import type { Preview } from '@hcp/contracts/preview';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../testing/render-with-providers';
import { ySiteRecord } from '../../testing/y-site-data';
import { PreviewRoute } from './preview';

const update = (title: string): Preview => ({
  collection: 'important-updates',
  state: { status: 'draft', expired: false, updatedAt: '2026-11-20T09:30:00.000Z' },
  item: {
    id: 7,
    slug: 'winter-supply',
    title,
    summary: 'What changes this winter.',
    category: 'supply-update',
    publishDate: '2026-11-20',
    body: [],
    documents: [],
    governance: {
      approvalCode: 'MHP-7',
      dateOfPreparation: '2026-11-01',
      reviewBy: '2027-11-01',
      updatedAt: '2026-11-20T09:30:00.000Z',
      certifiedBy: null,
    },
  },
});

function answer(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function renderPreview(path = '/preview/important-updates/7') {
  return renderWithProviders(
    <Routes>
      <Route path="/preview/:collection/:id" element={<PreviewRoute />} />
    </Routes>,
    { route: path },
  );
}

function postFromAdmin(origin: string, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin, data }));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PreviewRoute', () => {
  it('draws the draft under a banner that says it is not in the portal, and refetches only on its own admin’s save', async () => {
    let title = 'Winter supply planning';
    const fetchStub = vi.fn(() => answer(update(title)));
    vi.stubGlobal('fetch', fetchStub);
    renderPreview();

    expect(await screen.findByRole('heading', { level: 1, name: 'Winter supply planning' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About this preview' })).toHaveTextContent(
      'Draft: not in the portal until it is published.',
    );
    const calls = fetchStub.mock.calls.length;

    title = 'Winter supply planning, revised';
    // Another site, or a message of another kind, changes nothing.
    postFromAdmin('https://attacker.example', { type: 'payload-document-event' });
    postFromAdmin(window.location.origin, { type: 'payload-live-preview', data: { title: 'unsaved' } });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(fetchStub.mock.calls.length).toBe(calls);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Winter supply planning');

    postFromAdmin(window.location.origin, { type: 'payload-document-event' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Winter supply planning, revised' }),
    ).toBeInTheDocument();
  });

  it('names the missing fields of a draft the portal cannot draw, and draws nothing of it', async () => {
    vi.stubGlobal('fetch', () =>
      answer(
        {
          code: 'preview_incomplete',
          message: 'This version cannot be shown as a portal page yet.',
          data: { status: 422, params: { summary: 'Required', governance: 'Required' } },
        },
        422,
      ),
    );
    renderPreview();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Fill in the required fields');
    expect(alert).toHaveTextContent('summary');
    expect(alert).toHaveTextContent('governance');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('tells a visitor without a CMS session to sign in there, and asks nothing for an address that cannot be one', async () => {
    const fetchStub = vi.fn(() => answer({ code: 'rest_not_logged_in', message: 'No', data: { status: 401 } }, 401));
    vi.stubGlobal('fetch', fetchStub);
    renderPreview();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to the CMS as an editor to see this preview.');

    fetchStub.mockClear();
    renderPreview('/preview/users/1');
    expect(
      await screen.findByText('This preview address is not valid. Open the preview from the item in the CMS.'),
    ).toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('draws a Y-site record as its line on the product page, naming the product, and asks for nothing else', async () => {
    const preview: Preview = {
      collection: 'y-site-records',
      state: { status: 'changed', expired: false, updatedAt: '2026-11-20T09:30:00.000Z' },
      item: {
        ...ySiteRecord(12, 'ondansetron', { result: 'incompatible' }),
        product: { id: 3, slug: 'meropendra-1-g', name: 'Meropendra', strength: '1 g' },
      },
    };
    const fetchStub = vi.fn(() => answer(preview));
    vi.stubGlobal('fetch', fetchStub);
    renderPreview('/preview/y-site-records/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meropendra 1 g and Ondansetron' }),
    ).toBeInTheDocument();
    const line = screen.getByRole('list', { name: 'Drugs tested with Meropendra 1 g at a Y-site' });
    expect(line).toHaveTextContent('Ondansetron');
    expect(line).toHaveTextContent('Incompatible');
    expect(line).toHaveTextContent('1–20 mg/mL in Sodium chloride 0.9%');
    expect(screen.getByText(/Y-12/)).toBeInTheDocument();
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});
