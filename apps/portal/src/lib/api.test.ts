import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createStore } from '../app/store';
import { authApi } from '../features/auth/api/auth-api';
import { stubApi } from '../testing/render-with-providers';
import { signedIn } from './auth-session';
import { AUTH_TOKEN_KEY } from './storage';

const account = {
  firstName: 'Clara',
  lastName: 'Whitfield',
  email: 'clinician@example.com',
  profession: 'doctor',
  organisation: 'Northbridge General Hospital',
  regulator: 'GMC',
  registrationNumber: '7034512',
  status: 'approved',
  roles: ['Full access'],
  capabilities: ['read'],
};

describe('the API slice', () => {
  it('sends the stored token as a bearer header to the JSON API root', async () => {
    const { fetchStub, requests } = stubApi({ 'api/v1/account': { status: 200, body: account } });
    vi.stubGlobal('fetch', fetchStub);
    const store = createStore();
    store.dispatch(signedIn('token-123'));
    const result = await store.dispatch(authApi.endpoints.getAccount.initiate(undefined));
    expect(result.data).toEqual(account);
    expect(requests[0]?.url).toMatch(/\/json\/api\/v1\/account$/);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('logs out and forgets cached data when a call answers 403', async () => {
    const { fetchStub } = stubApi({
      'api/v1/account': { status: 403, body: { code: 'rest_forbidden', message: 'No.', data: { status: 403 } } },
    });
    vi.stubGlobal('fetch', fetchStub);
    const store = createStore();
    store.dispatch(signedIn('expired-token'));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('expired-token');
    await store.dispatch(authApi.endpoints.getAccount.initiate(undefined));
    await waitFor(() => {
      expect(store.getState().authSession.token).toBeNull();
    });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });

  it('reports an answer of the wrong shape as an error instead of passing it on', async () => {
    const { fetchStub } = stubApi({ 'api/v1/account': { status: 200, body: { firstName: 'Clara' } } });
    vi.stubGlobal('fetch', fetchStub);
    const store = createStore();
    store.dispatch(signedIn('token-123'));
    const result = await store.dispatch(authApi.endpoints.getAccount.initiate(undefined));
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR' });
  });
});
