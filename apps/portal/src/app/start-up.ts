import { type Account, AccountSchema } from '@hcp/contracts/account';

import { env } from '../config/env';
import { accountApi } from '../features/account/api/account-api';
import { clientConfigApi } from '../lib/client-config';
import { errorReporting } from '../lib/error-reporting';
import type { AppStore } from './store';

/**
 * The version check and the service worker, as the browser starts the portal. Their code comes after the first screen
 * (background-checks.ts): nothing on that screen waits for them.
 */
export function startBackgroundChecks(): void {
  if (!env.production) return;
  void import('./background-checks').then((checks) => {
    checks.startBackgroundChecks();
  });
}

/**
 * Reads the server's run-time settings and starts error reporting when they name a DSN; Sentry's SDK is its own chunk,
 * loaded only then. Without the settings (no DSN, or the call failed) nothing is loaded or sent.
 */
export async function startErrorReporting(store: AppStore): Promise<void> {
  const config = await store
    .dispatch(clientConfigApi.endpoints.getClientConfig.initiate(undefined))
    .unwrap()
    .catch(() => undefined);
  await errorReporting
    .start(config?.sentry ?? undefined, async (settings) =>
      (await import('../lib/error-reporting-sdk')).startSentry(settings),
    )
    .catch((error: unknown) => console.info('Error reporting could not start.', error));
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
