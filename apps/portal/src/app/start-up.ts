import { type Account, AccountSchema } from '@hcp/contracts/account';

import { accountApi } from '../features/account/api/account-api';
import { clientConfigApi } from '../lib/client-config';
import { startErrorReportingWith } from './start-checks';
import type { AppStore } from './store';

export { startBackgroundChecks } from './start-checks';

/** Reads the server's run-time settings through the store (the analytics read them there too), then starts reporting. */
export async function startErrorReporting(store: AppStore): Promise<void> {
  const config = await store
    .dispatch(clientConfigApi.endpoints.getClientConfig.initiate(undefined))
    .unwrap()
    .catch(() => undefined);
  await startErrorReportingWith(config);
}

/**
 * The account the start-up token check read (lib/validate-stored-token.ts) becomes the account query's answer, so the
 * layout and home draw with it instead of asking again. Development and tests check it against its contract first, as
 * every API answer; a build trusts it (config/env.ts).
 */
export function seedAccount(store: AppStore, answer: unknown): void {
  if (__CHECK_API_ANSWERS__ && !AccountSchema.safeParse(answer).success) return;
  store.dispatch(
    accountApi.util.upsertQueryEntries([{ endpointName: 'getAccount', arg: undefined, value: answer as Account }]),
  );
}
