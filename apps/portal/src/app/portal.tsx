import type { Brand } from '@hcp/contracts/brand';
import { type ReactNode, StrictMode } from 'react';
import type { RootOptions } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { errorReporting } from '../lib/error-reporting';
import { seedBrand } from './brand';
import { AppProvider } from './provider';
import { AppRoutes, type StartScreenData } from './router';
import { seedAccount, startBackgroundChecks, startErrorReporting } from './start-up';
import { createStore } from './store';

export { preloadStartScreen } from './router';

/** What the start already knows: the account the token check read, the brand the page came with. */
export type PortalStart = {
  account?: unknown;
  brand?: Brand | undefined;
  /** What the start screen asks for at once (router.tsx's preloadStartScreen). */
  startScreenData?: StartScreenData | undefined;
};

/** What an error boundary catches (a screen that failed to render) is reported too; React logs it as before. */
export const reportCaughtErrors: RootOptions['onCaughtError'] = (error, info) => {
  errorReporting.report(error, 'error-boundary');
  console.error(error, info.componentStack);
};

/**
 * The whole portal: its store, seeded with what the start already read, and its routes, drawn by `render` into a root
 * that main.tsx made, or that the sign-in page hands over (app/sign-in-page.tsx, sign-in.tsx).
 */
export function startPortal(
  render: (portal: ReactNode) => void,
  { account, brand, startScreenData }: PortalStart = {},
): void {
  const store = createStore();
  if (account !== undefined) seedAccount(store, account);
  if (brand) seedBrand(store, brand);
  startScreenData?.(store);
  void startErrorReporting(store);
  render(
    <StrictMode>
      <AppProvider store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
  startBackgroundChecks();
}
