import { AccountSchema } from '@hcp/contracts/account';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createStore } from '../app/store';
import { accountApi } from '../features/account/api/account-api';
import { formsApi } from '../features/forms/api/forms-api';
import { stubApi } from '../testing/render-with-providers';
import { stubXhr } from '../testing/stub-xhr';
import { api } from './api';
import { signedIn, signedOut } from './auth-session';
import { AUTH_STORAGE_KEY } from './storage';

const account = {
  id: 7,
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
  twoFactorEnabled: false,
};

describe('the API slice', () => {
  it('sends the stored token as a bearer header to the JSON API root', async () => {
    const { fetchStub, requests } = stubApi({ 'api/v1/account': { status: 200, body: account } });
    vi.stubGlobal('fetch', fetchStub);
    const store = createStore();
    store.dispatch(signedIn('token-123'));
    const result = await store.dispatch(accountApi.endpoints.getAccount.initiate(undefined));
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
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toEqual({
      token: 'expired-token',
      authenticated: true,
    });
    await store.dispatch(accountApi.endpoints.getAccount.initiate(undefined));
    await waitFor(() => {
      expect(store.getState().authSession.token).toBeNull();
    });
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });

  it('sends an upload with progress through the same base query: its bearer header, and a 403 keeps the form', async () => {
    const xhr = stubXhr();
    const store = createStore();
    store.dispatch(signedIn('expired-token'));
    await store.dispatch(accountApi.util.upsertQueryData('getAccount', undefined, AccountSchema.parse(account)));
    const progress: number[] = [];
    const sending = store.dispatch(
      formsApi.endpoints.submitForm.initiate({
        slug: 'report-an-issue',
        body: { values: { description: 'Cracked vial' } },
        files: { attachments: [new File(['%PDF-1.4'], 'vial.pdf', { type: 'application/pdf' })] },
        idempotencyKey: 'retry-key-0123456789',
        onProgress: ({ loaded }) => progress.push(loaded),
      }),
    );
    await waitFor(() => {
      expect(xhr.sent).toHaveLength(1);
    });
    const [request] = xhr.sent;
    expect(request?.url).toMatch(/\/json\/api\/v1\/forms\/report-an-issue\/submissions$/);
    expect(request?.headers.get('authorization')).toBe('Bearer expired-token');
    expect(request?.headers.get('idempotency-key')).toBe('retry-key-0123456789');
    expect(request?.body).toBeInstanceOf(FormData);
    xhr.progress(4, 8);
    expect(progress).toEqual([4]);

    xhr.answer(403, { code: 'rest_forbidden', message: 'No.', data: { status: 403 } });
    const answer = await sending;
    expect(answer.error).toMatchObject({ status: 403 });
    // A form's send leaves the session to the sign-in again over the form (lib/sign-in-again.ts): nothing is dropped.
    expect(store.getState().authSession.token).toBe('expired-token');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    expect(store.getState().api.queries).not.toEqual({});
  });

  it('reports an answer of the wrong shape as an error instead of passing it on', async () => {
    const { fetchStub } = stubApi({ 'api/v1/account': { status: 200, body: { firstName: 'Clara' } } });
    vi.stubGlobal('fetch', fetchStub);
    const store = createStore();
    store.dispatch(signedIn('token-123'));
    const result = await store.dispatch(accountApi.endpoints.getAccount.initiate(undefined));
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR' });
  });
});

describe('answers with an ETag', () => {
  /** A token of the kind the server signs: its payload names the account. */
  const tokenOf = (id: number, session = 'a') =>
    `header.${btoa(JSON.stringify({ id, collection: 'users', sid: session })).replace(/=+$/, '')}.signature`;

  /** The server as issue 16 builds it: an ETag on the answer, and 304 with no body when If-None-Match matches. */
  function serverWithEtags() {
    const requests: Request[] = [];
    const fetchStub = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      requests.push(request);
      if (request.headers.get('If-None-Match') === '"account-v1"')
        return Promise.resolve(new Response(null, { status: 304 }));
      return Promise.resolve(
        new Response(JSON.stringify(account), {
          status: 200,
          headers: { 'content-type': 'application/json', etag: '"account-v1"', 'cache-control': 'no-store' },
        }),
      );
    };
    return { fetchStub, requests };
  }

  async function readAccount(store: ReturnType<typeof createStore>) {
    return store.dispatch(accountApi.endpoints.getAccount.initiate(undefined, { forceRefetch: true }));
  }

  it('asks whether a held answer changed, and shows it again when the server answers 304', async () => {
    const { fetchStub, requests } = serverWithEtags();
    vi.stubGlobal('fetch', fetchStub);
    const store = createStore();
    store.dispatch(signedIn(tokenOf(7)));
    await readAccount(store);
    expect(requests[0]?.headers.get('If-None-Match')).toBeNull();

    const again = await readAccount(store);
    expect(requests[1]?.headers.get('If-None-Match')).toBe('"account-v1"');
    expect(again.error).toBeUndefined();
    expect(again.data).toEqual(account);
  });

  it('keeps the held answers when the token of the same account is refreshed', async () => {
    const { fetchStub, requests } = serverWithEtags();
    vi.stubGlobal('fetch', fetchStub);
    const store = createStore();
    store.dispatch(signedIn(tokenOf(7, 'a')));
    await readAccount(store);
    store.dispatch(signedIn(tokenOf(7, 'a')));
    await readAccount(store);
    expect(requests[1]?.headers.get('If-None-Match')).toBe('"account-v1"');
  });

  it.each([
    [
      'signing out and in again',
      (store: ReturnType<typeof createStore>) => {
        store.dispatch(signedOut());
        store.dispatch(signedIn(tokenOf(7)));
      },
    ],
    [
      'a token of another account',
      (store: ReturnType<typeof createStore>) => {
        store.dispatch(signedIn(tokenOf(8)));
      },
    ],
    [
      'resetting the cached API data',
      (store: ReturnType<typeof createStore>) => {
        store.dispatch(api.util.resetApiState());
      },
    ],
  ])('forgets every held answer after %s, so none reaches another session', async (_, changeSession) => {
    const { fetchStub, requests } = serverWithEtags();
    vi.stubGlobal('fetch', fetchStub);
    const store = createStore();
    store.dispatch(signedIn(tokenOf(7)));
    await readAccount(store);
    changeSession(store);
    await readAccount(store);
    expect(requests[1]?.headers.get('If-None-Match')).toBeNull();
  });

  it('forgets the held answers when a 403 ends the session', async () => {
    const { fetchStub, requests } = serverWithEtags();
    vi.stubGlobal('fetch', fetchStub);
    const store = createStore();
    store.dispatch(signedIn(tokenOf(7)));
    await readAccount(store);
    vi.stubGlobal(
      'fetch',
      stubApi({
        'api/v1/account': { status: 403, body: { code: 'rest_forbidden', message: 'No.', data: { status: 403 } } },
      }).fetchStub,
    );
    await readAccount(store);
    vi.stubGlobal('fetch', fetchStub);
    store.dispatch(signedIn(tokenOf(7)));
    await readAccount(store);
    expect(requests.at(-1)?.headers.get('If-None-Match')).toBeNull();
  });
});
