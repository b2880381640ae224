import type { SearchResults } from '@hcp/contracts/search';
import { screen, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { SearchScreen } from './search-screen';

const PHARMACIST = ['wb_edit_current_user', 'wb_read_stability_matrix', 'wb_read_education'] as const;

const results: SearchResults = {
  items: [
    {
      area: 'stability',
      id: 3,
      title: 'Vanclorin 1 g',
      path: '/stability/vanclorin-1-g',
      snippet: [
        { text: 'Dilute <b>', match: false },
        { text: 'vanclorin', match: true },
        { text: '</b> in glucose 5%', match: false },
      ],
    },
  ],
  page: 1,
  perPage: 20,
  totalItems: 1,
  totalPages: 1,
  query: 'vanc',
  groups: [
    { area: 'stability', count: 1 },
    { area: 'education', count: 2 },
  ],
  suggestions: [],
};

/** As the route does: the keyword from the path, decoded by the router. */
function Screen() {
  return <SearchScreen keyword={useParams().keyword} capabilities={PHARMACIST} />;
}

function renderAt(route: string, body: SearchResults = results) {
  const { fetchStub, requests } = stubApi({ 'api/v1/search': { status: 200, body } });
  vi.stubGlobal('fetch', fetchStub);
  renderWithProviders(
    <Routes>
      <Route path="/search" element={<Screen />} />
      <Route path="/search/:keyword" element={<Screen />} />
    </Routes>,
    { route },
  );
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SearchScreen', () => {
  it('shows what the account can search before anything is typed, without calling the API', () => {
    const requests = renderAt('/search');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stability' })).toHaveAttribute('href', '/stability');
    expect(screen.getByRole('link', { name: 'Education' })).toHaveAttribute('href', '/education');
    expect(screen.queryByRole('link', { name: 'Clinical trials' })).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('lists ranked hits with the matched words marked and HTML shown as text, and the area filters', async () => {
    const requests = renderAt('/search/vanc%20%25');
    const link = await screen.findByRole('link', { name: 'Vanclorin 1 g' });
    expect(link).toHaveAttribute('href', '/stability/vanclorin-1-g');
    const hit = link.closest('li');
    if (!hit) throw new Error('The hit is not a list item.');
    const mark = within(hit).getByText('vanclorin');
    expect(mark.tagName).toBe('MARK');
    expect(hit).toHaveTextContent('Dilute <b>vanclorin</b> in glucose 5%');
    expect(hit.querySelector('b')).toBeNull();
    const filters = screen.getByRole('navigation', { name: 'Filter by area' });
    expect(within(filters).getByRole('link', { name: 'All areas (3)' })).toHaveAttribute('aria-current', 'true');
    expect(within(filters).getByRole('link', { name: 'Education (2)' })).toHaveAttribute(
      'href',
      '/search/vanc%20%25?area=education',
    );
    expect(new URL(requests[0]?.url ?? '').searchParams.get('q')).toBe('vanc %');
  });

  it('offers the server’s suggestions and tips when nothing matched', async () => {
    renderAt('/search/vancmycin', {
      ...results,
      items: [],
      totalItems: 0,
      totalPages: 0,
      groups: [
        { area: 'stability', count: 0 },
        { area: 'education', count: 0 },
      ],
      suggestions: ['vancomycin'],
    });
    expect(await screen.findByRole('heading', { name: 'Nothing found for “vancmycin”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'vancomycin' })).toHaveAttribute('href', '/search/vancomycin');
    expect(screen.getByRole('heading', { name: 'Search tips' })).toBeInTheDocument();
  });
});
