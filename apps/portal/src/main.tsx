import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { pageBrand } from './app/page-brand';
import { preloadStartScreen, reportCaughtErrors, startPortal } from './app/portal';
import { clearOfflineCopies } from './lib/offline-copies';
import { readStoredToken, storeToken, syncSessionHint } from './lib/storage';
import { askServerForAccount, dropInvalidStoredToken } from './lib/validate-stored-token';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * index.html's start, on every path but /login (which the server sends as the sign-in page, sign-in.tsx): checks a
 * stored token with the server, then draws the portal, so no guarded screen renders with a dead token. The check reads
 * the account too, and the screen's code loads meanwhile, so a signed-in start draws after one round trip. On /, a
 * browser holding a session is sent the signed-in home's frame drawn already (home.html), which runs this after its
 * first paint (home-frame-start.ts).
 */
async function start(root: HTMLElement) {
  syncSessionHint();
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
  // On the signed-in home's drawn frame (home.html), the brand came with the page: no wait for the brand call.
  const brand = pageBrand(document);
  // On the drawn frame, React's first commit replaces it with the same places filled (app/home-frame.tsx). The first
  // render is a transition: React draws it in slices and keeps the page responsive meanwhile, then shows it at once.
  const reactRoot = createRoot(root, { onCaughtError: reportCaughtErrors });
  startPortal((portal) => startTransition(() => reactRoot.render(portal)), { account, brand, startScreenData });
}

void start(container);
