import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { AppProvider } from './app/provider';
import { AppRoutes, preloadStartScreen } from './app/router';
import { seedAccount, startBackgroundChecks, startErrorReporting } from './app/start-up';
import { createStore } from './app/store';
import { errorReporting } from './lib/error-reporting';
import { readStoredToken, storeToken } from './lib/storage';
import { askServerForAccount, dropInvalidStoredToken } from './lib/validate-stored-token';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * Checks a stored token with the server, then draws the portal: no guarded screen renders with a dead token. The check
 * reads the account too, and the screen's code loads meanwhile, so a signed-in start draws after one round trip.
 */
async function start(root: HTMLElement) {
  const checking = dropInvalidStoredToken({
    read: readStoredToken,
    clear: () => storeToken(null),
    validate: askServerForAccount,
  });
  if (readStoredToken() !== null) preloadStartScreen(window.location.pathname);
  const checked = await checking;
  const store = createStore();
  if ('account' in checked) seedAccount(store, checked.account);
  void startErrorReporting(store);
  // What an error boundary catches (a screen that failed to render) is reported too; React logs it as before.
  createRoot(root, {
    onCaughtError: (error, info) => {
      errorReporting.report(error, 'error-boundary');
      console.error(error, info.componentStack);
    },
  }).render(
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

void start(container);
