import type { ClientConfig } from '@hcp/contracts/observability';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { DEFAULT_BRAND, pageBrand } from './app/page-brand';
import { SignInPage } from './app/sign-in-page';
import { startBackgroundChecks, startErrorReportingWith } from './app/start-checks';
import { callWithoutStore } from './lib/call-without-store';
import { errorReporting } from './lib/error-reporting';
import { readStoredToken, storeToken } from './lib/storage';
import { askServerForAccount, dropInvalidStoredToken } from './lib/validate-stored-token';

/** The whole portal's code (app/portal.tsx), asked for once: on sign-in, on leaving the page, or for a stored token. */
let portalCode: ReturnType<typeof importPortal> | undefined;
function importPortal() {
  return import('./app/portal');
}
const loadPortal = () => (portalCode ??= importPortal());

const reportCaughtErrors = (error: unknown, info: { componentStack?: string }) => {
  errorReporting.report(error, 'error-boundary');
  console.error(error, info.componentStack);
};

/**
 * The sign-in page's start (/login, which the server sends already drawn with the brand in it: the HTML paints before
 * any script has run). A visitor with a stored token gets the whole portal, after the same token check as
 * everywhere (main.tsx), which takes them where a signed-in visitor on /login goes. Anyone else gets the drawn page
 * hydrated, with no store and no portal code until they sign in or leave the page.
 */
export async function start(element: HTMLElement) {
  const brand = pageBrand(document) ?? DEFAULT_BRAND;
  if (readStoredToken() !== null) {
    const portal = loadPortal();
    const checked = await dropInvalidStoredToken({
      read: readStoredToken,
      clear: () => storeToken(null),
      validate: askServerForAccount,
    });
    if (checked.token === 'kept') {
      const { startPortal } = await portal;
      element.replaceChildren();
      const root = createRoot(element, { onCaughtError: reportCaughtErrors });
      startPortal((drawn) => root.render(drawn), { account: checked.account, brand });
      return;
    }
  }

  const page: { root?: Root } = {};
  let handedOver: Promise<void> | undefined;
  // Leaving hands the page's root to the portal, which draws the path the visitor is on now. Its code failing to load
  // leaves the page to the browser: the same address loaded again gets the portal from index.html.
  const leave = () => {
    handedOver ??= loadPortal().then(
      async ({ preloadStartScreen, startPortal }) => {
        // Home's code, if that is where the visitor goes, so the portal draws it in its first render.
        const startScreenData = await preloadStartScreen(window.location.pathname);
        startPortal((drawn) => page.root?.render(drawn), { brand, startScreenData });
      },
      () => window.location.reload(),
    );
  };
  const keepSession = async (token: string) => {
    storeToken(token);
    // The portal's code is ready before the form lets go, so the next screen follows at once; a failed load is left
    // to the hand-over.
    await loadPortal().then(
      () => undefined,
      () => undefined,
    );
  };
  const signInPage = (
    <StrictMode>
      <BrowserRouter>
        <SignInPage brand={brand} keepSession={keepSession} leave={leave} />
      </BrowserRouter>
    </StrictMode>
  );
  if (element.firstElementChild) {
    page.root = hydrateRoot(element, signInPage, { onCaughtError: reportCaughtErrors });
  } else {
    // Not drawn: Vite's development server sends login.html as it is. The page draws itself, in the default brand.
    page.root = createRoot(element, { onCaughtError: reportCaughtErrors });
    page.root.render(signInPage);
  }
  startBackgroundChecks();
  // Error reporting starts with the server's settings, read without the store (a build trusts their shape).
  void callWithoutStore('api/v1/client-config').then((answer) =>
    startErrorReportingWith('data' in answer ? (answer.data as ClientConfig) : undefined),
  );
}
