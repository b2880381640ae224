import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { InlineQueryErrors } from '../query-error/query-error';
import { QueryView } from './query-view';

afterEach(() => {
  vi.restoreAllMocks();
});

function Address() {
  return <p>at {useLocation().pathname}</p>;
}

const withdrawn = {
  heading: 'This product’s stability data has been withdrawn',
  text: 'It is no longer published in the portal.',
  link: { to: '/stability', label: 'Go to the stability products' },
};

function renderView(query: ComponentProps<typeof QueryView<string>>['query'], inline = false) {
  return render(
    <MemoryRouter initialEntries={['/stability/colistavane-1-million-units']}>
      <InlineQueryErrors.Provider value={inline}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <Address />
                <QueryView
                  query={query}
                  loading="Loading the stability product…"
                  failure="The stability data for this product could not be loaded."
                  withdrawn={withdrawn}
                >
                  {(name) => <h1>{name}</h1>}
                </QueryView>
              </>
            }
          />
        </Routes>
      </InlineQueryErrors.Provider>
    </MemoryRouter>,
  );
}

describe('QueryView failures', () => {
  it('says what failed on a 500 and retries the call, not the page, keeping the button while it asks', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    const error = { status: 500, data: null };
    const view = renderView({ error, isFetching: false, refetch });

    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, there is a problem' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The stability data for this product could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);

    view.rerender(
      <MemoryRouter>
        <QueryView query={{ error, isFetching: true, refetch }} loading="Loading…">
          {(name: string) => <h1>{name}</h1>}
        </QueryView>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading again…');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows a 410 as the withdrawn screen at the same address, with the way to the list', () => {
    renderView({ error: { status: 410, data: null }, isFetching: false, refetch: vi.fn() });

    expect(
      screen.getByRole('heading', { level: 1, name: 'This product’s stability data has been withdrawn' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the stability products' })).toHaveAttribute('href', '/stability');
    expect(screen.getByText('at /stability/colistavane-1-million-units')).toBeInTheDocument();
  });

  it('still leaves for the not-found page on a 404', () => {
    renderView({ error: { status: 404, data: null }, isFetching: false, refetch: vi.fn() });
    expect(screen.getByText('at /page-not-found')).toBeInTheDocument();
  });

  it('asks again by itself when the browser comes back online after a lost connection', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const refetch = vi.fn();
    renderView({ error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, isFetching: false, refetch });
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('It loads again by itself once you are back online');
    expect(refetch).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(refetch).toHaveBeenCalledTimes(1);
    // No "please reload" once online: Retry asks for what failed.
    expect(screen.getByRole('alert')).not.toHaveTextContent('Please reload the page');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('offers Retry in the line of a failed part of a page (a dashboard widget)', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    renderView({ error: { status: 502, data: null }, isFetching: false, refetch }, true);

    expect(screen.getByRole('alert')).toHaveTextContent('This could not be loaded.');
    expect(screen.queryByRole('heading')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
