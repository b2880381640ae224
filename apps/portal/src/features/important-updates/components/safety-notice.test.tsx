import type { ImportantUpdate, ImportantUpdatePage, ImportantUpdateSummary } from '@hcp/contracts/important-updates';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { ImportantUpdatePage as UpdateScreen } from './important-update-page';
import { ImportantUpdatesList } from './important-updates-list';
import { LatestUpdatesWidget } from './latest-updates-widget';

const summary = (id: number, title: string, category: ImportantUpdateSummary['category']): ImportantUpdateSummary => ({
  id,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  title,
  publishDate: '2026-11-20',
  category,
  summary: `${title}: what to do.`,
});

const NOTICE = summary(1, 'Midazolam look-alike vials', 'safety-notice');
const SUPPLY = summary(2, 'Heparexin back in stock', 'supply-update');

const page = (items: ImportantUpdateSummary[], perPage: number): ImportantUpdatePage => ({
  items,
  page: 1,
  perPage,
  totalItems: items.length,
  totalPages: 1,
});

const full = (update: ImportantUpdateSummary): ImportantUpdate => ({
  ...update,
  body: [],
  documents: [],
  governance: {
    approvalCode: 'MHP-1',
    dateOfPreparation: '2026-11-01',
    reviewBy: '2027-11-01',
    updatedAt: '2026-11-20T09:00:00.000Z',
    certifiedBy: null,
  },
});

/** The API answers these paths (below the API root) and nothing else. */
const answer = (replies: Parameters<typeof stubApi>[0]) => vi.stubGlobal('fetch', stubApi(replies).fetchStub);

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The update's title link, and the note (if any) it sits in. */
function noteAround(title: string): HTMLElement | null {
  return screen.getByRole('link', { name: title }).closest('[role="note"]');
}

describe('safety notices', () => {
  it('stand out in the list as warning callouts labelled “Safety notice”; supply news stays a plain card', async () => {
    answer({ 'api/v1/important-updates': { status: 200, body: page([NOTICE, SUPPLY], 10) } });
    renderWithProviders(<ImportantUpdatesList />, { route: '/important-updates' });
    await screen.findByRole('link', { name: NOTICE.title });
    const note = noteAround(NOTICE.title);
    if (!note) throw new Error('The safety notice is not in a note.');
    expect(note).toHaveAccessibleName('Safety notice');
    expect(within(note).getByText('Safety notice')).toBeVisible();
    expect(note).toHaveTextContent('Midazolam look-alike vials: what to do.');
    expect(noteAround(SUPPLY.title)).toBeNull();
    const supplyCard = screen.getByRole('link', { name: SUPPLY.title }).closest('li');
    if (!supplyCard) throw new Error('The supply update is not a list item.');
    expect(within(supplyCard).getByText('Supply update')).toBeVisible();
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });

  it('stand out on the dashboard’s latest updates the same way', async () => {
    answer({ 'api/v1/important-updates': { status: 200, body: page([SUPPLY, NOTICE], 3) } });
    renderWithProviders(<LatestUpdatesWidget />);
    await screen.findByRole('link', { name: NOTICE.title });
    expect(noteAround(NOTICE.title)).toHaveAccessibleName('Safety notice');
    expect(noteAround(SUPPLY.title)).toBeNull();
    expect(screen.getByText(/Supply update/)).toBeVisible();
  });

  it('open their own page with the summary in the callout', async () => {
    answer({ [`api/v1/important-update/${NOTICE.slug}`]: { status: 200, body: full(NOTICE) } });
    renderWithProviders(
      <Routes>
        <Route path="/important-updates/:slug" element={<UpdateScreen />} />
      </Routes>,
      { route: `/important-updates/${NOTICE.slug}` },
    );
    await screen.findByRole('heading', { level: 1, name: NOTICE.title });
    expect(screen.getByRole('note', { name: 'Safety notice' })).toHaveTextContent(
      'Midazolam look-alike vials: what to do.',
    );
  });

  it('leave other categories’ pages without a callout', async () => {
    answer({ [`api/v1/important-update/${SUPPLY.slug}`]: { status: 200, body: full(SUPPLY) } });
    renderWithProviders(
      <Routes>
        <Route path="/important-updates/:slug" element={<UpdateScreen />} />
      </Routes>,
      { route: `/important-updates/${SUPPLY.slug}` },
    );
    await screen.findByRole('heading', { level: 1, name: SUPPLY.title });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByText('Supply update')).toBeVisible();
  });
});
