import type { Brand } from '@hcp/contracts/brand';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';

import { HomeFrame } from './app/home-frame';
import { LayoutFrame } from './app/layout-frame';
import { routeLayoutOf } from './app/route-layout';
import { paths } from './config/paths';

const never = () => {
  throw new Error('The drawn home frame is only HTML.');
};

/**
 * The signed-in home's frame for a brand (app/home-frame.tsx inside the page's layout, with the side menu's column
 * kept for the menu the portal draws there), so that the browser paints it before any script has run. Run at build time
 * only (scripts/prerender.mjs); the portal draws over it once it has checked the session (home-frame-start.ts).
 */
export function renderHomeFrame(brand: Brand): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={paths.home}>
        <LayoutFrame
          brand={brand}
          layout={routeLayoutOf(paths.home)}
          authenticated
          account={undefined}
          onLogout={never}
          sideMenu={<></>}
        >
          <HomeFrame />
        </LayoutFrame>
      </StaticRouter>
    </StrictMode>,
  );
}
