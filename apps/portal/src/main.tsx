import { createRoot } from 'react-dom/client';

import { preloadStartScreen, reportCaughtErrors, startPortal } from './app/portal';
import { clearOfflineCopies } from './lib/offline-copies';
import { readStoredToken, storeToken } from './lib/storage';
import { askServerForAccount, dropInvalidStoredToken } from './lib/validate-stored-token';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * index.html's start, on every path but /login (which the server sends as the sign-in page, sign-in.tsx): checks a
 * stored token with the server, then draws the portal, so no guarded screen renders with a dead token. The check reads
 * the account too, and the screen's code loads meanwhile, so a signed-in start draws after one round trip.
 */
async function start(root: HTMLElement) {
  const checking = dropInvalidStoredToken({
    read: readStoredToken,
    // A session the server refused keeps no offline copies either (docs/offline.md).
    clear: () => {
      storeToken(null);
      void clearOfflineCopies();
    },
    validate: askServerForAccount,
  });
  const startScreen = readStoredToken() !== null ? preloadStartScreen(window.location.pathname) : undefined;
  const checked = await checking;
  const account = 'account' in checked ? checked.account : undefined;
  // The start screen's code was asked for with the check and is usually here by now; with it, the first render draws
  // the screen (no fallback) and its data is asked for before that render.
  const startScreenData = account !== undefined ? await startScreen : undefined;
  const reactRoot = createRoot(root, { onCaughtError: reportCaughtErrors });
  startPortal((portal) => reactRoot.render(portal), { account, startScreenData });
}

void start(container);
