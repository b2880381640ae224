import { createRoot } from 'react-dom/client';

import { preloadStartScreen, reportCaughtErrors, startPortal } from './app/portal';
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
    clear: () => storeToken(null),
    validate: askServerForAccount,
  });
  if (readStoredToken() !== null) preloadStartScreen(window.location.pathname);
  const checked = await checking;
  const reactRoot = createRoot(root, { onCaughtError: reportCaughtErrors });
  startPortal((portal) => reactRoot.render(portal), { account: 'account' in checked ? checked.account : undefined });
}

void start(container);
