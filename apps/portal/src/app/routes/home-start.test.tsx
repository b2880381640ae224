import { describe, expect, it, vi } from 'vitest';

import { pharmacistAccount } from '../../testing/accounts';
import { stubApi } from '../../testing/render-with-providers';
import { seedAccount } from '../start-up';
import { createStore } from '../store';
import { prefetchHomeData } from './home';

const dashboard = {
  version: 3,
  widgets: ['pinned-clinical-requests', 'important-updates', 'recently-viewed'],
  available: [],
  cpdTarget: { points: null, minutes: null },
};

const asked = (requests: Request[]) =>
  requests.map((request) => new URL(request.url).pathname + new URL(request.url).search);

describe('home’s data at a signed-in start', () => {
  it('asks for the dashboard before home renders, then for what each widget it lists reads', async () => {
    const { fetchStub, requests } = stubApi({
      'api/v1/account/dashboard': { status: 200, body: dashboard },
      'api/v1/account/pinned-clinical-requests': { status: 200, body: { pinned: [] } },
      'api/v1/important-updates': { status: 200, body: { items: [], page: 1, perPage: 3, total: 0, totalPages: 0 } },
    });
    vi.stubGlobal('fetch', fetchStub);
    const store = createStore();
    seedAccount(store, pharmacistAccount());
    prefetchHomeData(store);
    await vi.waitFor(() => expect(requests).toHaveLength(3));
    expect(asked(requests)).toEqual([
      '/json/api/v1/account/dashboard',
      '/json/api/v1/account/pinned-clinical-requests',
      '/json/api/v1/important-updates?page=1&perPage=3',
    ]);
    // Each under the query its widget reads: the screen finds it there and does not ask again.
    const state = store.getState().api.queries;
    expect(Object.keys(state)).toEqual(
      expect.arrayContaining([
        'getDashboard(undefined)',
        'getPinnedClinicalRequests(undefined)',
        'getImportantUpdates({"page":1,"perPage":3})',
      ]),
    );
  });

  it('asks for nothing for an account without a role, which home shows no dashboard', async () => {
    const { fetchStub, requests } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    const store = createStore();
    seedAccount(store, { ...pharmacistAccount(), roles: [], capabilities: [] });
    prefetchHomeData(store);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
  });
});
