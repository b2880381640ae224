import type { Brand } from '@hcp/contracts/brand';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';

import { SignInPage } from './app/sign-in-page';
import { paths } from './config/paths';

// The inline script every drawn page carries, which keeps presses made before its code runs (scripts/prerender.mjs).
export { earlyPressScript } from './lib/early-presses';

const never = () => {
  throw new Error('The drawn sign-in page is only HTML.');
};

/**
 * The sign-in page's HTML for a brand, as sign-in.tsx's first render draws it, so that the browser paints it before any
 * script has run and React hydrates it without a change. Run at build time only (scripts/prerender.mjs).
 */
export function renderSignInPage(brand: Brand): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={paths.login}>
        <SignInPage brand={brand} keepSession={never} leave={never} />
      </StaticRouter>
    </StrictMode>,
  );
}
