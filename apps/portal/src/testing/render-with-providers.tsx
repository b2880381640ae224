import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

import { AppProvider } from '../app/provider';
import { type AppStore, createStore } from '../app/store';

/** Renders a component with a fresh store and router, as the app would. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    history = [],
    prepare,
  }: { route?: string; history?: string[]; prepare?: (store: AppStore) => void } = {},
) {
  const store = createStore();
  prepare?.(store);
  const result = render(
    <AppProvider store={store}>
      <MemoryRouter initialEntries={[...history, route]} initialIndex={history.length}>
        {ui}
      </MemoryRouter>
    </AppProvider>,
  );
  return { store, ...result };
}

type Reply = { status: number; body: unknown };

/** Stubs fetch with answers by path below the API root, and records each request. */
export function stubApi(replies: Record<string, Reply>) {
  const requests: Request[] = [];
  const fetchStub = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://portal.test'), init);
    requests.push(request);
    const path = new URL(request.url).pathname.replace(/^\/json\//, '');
    const reply = replies[path];
    if (!reply) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { fetchStub, requests };
}
