import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router';
import { describe, expect, it } from 'vitest';

import { Pin, SearchX } from '../icon/icon';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says what is missing and offers the next step, with its icon hidden from screen readers', () => {
    const { container } = render(
      <MemoryRouter>
        <EmptyState icon={Pin} action={<Link to="/clinical-requests">Browse clinical requests</Link>}>
          No pinned requests yet.
        </EmptyState>
      </MemoryRouter>,
    );
    expect(screen.getByText('No pinned requests yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse clinical requests' })).toHaveAttribute(
      'href',
      '/clinical-requests',
    );
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('heads a whole screen’s empty result at the level given, with more help below', () => {
    render(
      <EmptyState icon={SearchX} title="Nothing found for “insulin”" titleLevel={2} details={<h3>Search tips</h3>}>
        No page holds all of these words.
      </EmptyState>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Nothing found for “insulin”' });
    const state = heading.closest('.empty-state');
    expect(state).not.toBeNull();
    expect(within(state as HTMLElement).getByRole('heading', { level: 3, name: 'Search tips' })).toBeVisible();
    expect(within(state as HTMLElement).getByText('No page holds all of these words.')).toBeVisible();
  });
});
