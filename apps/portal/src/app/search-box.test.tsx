import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../testing/render-with-providers';
import { searchPath } from '../config/paths';
import { SearchBox } from './search-box';

describe('searchPath', () => {
  it('URL-encodes the query into /search/{query}', () => {
    expect(searchPath('insulin')).toBe('/search/insulin');
    expect(searchPath(' 50% glucose / "saline" ')).toBe('/search/50%25%20glucose%20%2F%20%22saline%22');
    expect(searchPath('   ')).toBe('/search');
  });
});

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

describe('SearchBox', () => {
  it('opens its shortcuts on focus, only those the user may use, and searches without a form post', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<SearchBox capabilities={['wb_read_education', 'wb_read_blog']} />} />
        <Route path="/search/:keyword" element={<Where />} />
      </Routes>,
    );
    const box = screen.getByRole('searchbox', { name: 'Search the portal' });
    await userEvent.click(box);
    const shortcuts = screen.getByRole('navigation', { name: 'Search shortcuts' });
    expect(shortcuts).toHaveTextContent('Education');
    expect(shortcuts).toHaveTextContent('Important Updates');
    expect(shortcuts).not.toHaveTextContent('Stability');
    await userEvent.type(box, 'amiodarone 5%');
    expect(screen.queryByRole('navigation', { name: 'Search shortcuts' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('at /search/amiodarone%205%25')).toBeInTheDocument();
  });
});
