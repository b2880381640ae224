import { describe, expect, it } from 'vitest';

import { pharmacistAccount } from '../testing/accounts';
import { accountApi } from '../features/account/api/account-api';
import { seedAccount } from './start-up';
import { createStore } from './store';

const pharmacist = pharmacistAccount();

const accountIn = (store: ReturnType<typeof createStore>) =>
  accountApi.endpoints.getAccount.select(undefined)(store.getState()).data;

describe('seedAccount', () => {
  it('makes the start-up check’s account the account query’s answer', () => {
    const store = createStore();
    seedAccount(store, pharmacist);
    expect(accountIn(store)).toEqual(pharmacist);
  });

  it('leaves the query to ask again when the answer is not an account (development and tests check it)', () => {
    const store = createStore();
    seedAccount(store, { id: 7, email: 'pharmacist@example.com' });
    expect(accountIn(store)).toBeUndefined();
  });
});
