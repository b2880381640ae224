import type { Account } from '@hcp/contracts/account';
import type { Brand } from '@hcp/contracts/brand';
import { APP_VERSION } from '@hcp/contracts/version';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';

import { OfflineBanner } from '../components/ui/offline-banner/offline-banner';
import type { RouteLayout } from '../config/layout';
import { paths } from '../config/paths';
import { announcePageReady } from '../lib/early-presses';
import { SiteHeader } from './site-header';
import { appTexts } from './texts';

const texts = appTexts.layout;

type LayoutFrameProps = {
  brand: Brand;
  /** The route's look: header flags, side menu, back target, title. */
  layout: RouteLayout;
  authenticated: boolean;
  account: Account | undefined;
  onLogout: () => void;
  /** The side menu's column, when the route and the account have one. */
  sideMenu?: ReactNode;
  /** Offers shown above the header (the push offer, the consent banner). */
  banners?: ReactNode;
  /** The toasts' region, after the footer. */
  toaster?: ReactNode;
  children: ReactNode;
};

/**
 * The page around every screen: skip link, header, offline banner, the main column and the footer. It reads no store:
 * the portal's layout (app/layout.tsx) fills it from the store, and the sign-in page (app/sign-in-page.tsx), which
 * runs before the store has loaded, from what the server put in the page.
 */
export function LayoutFrame({
  brand,
  layout,
  authenticated,
  account,
  onLogout,
  sideMenu,
  banners,
  toaster,
  children,
}: LayoutFrameProps) {
  // The frame's controls are live from its first commit: presses made on the drawn page before now are replayed.
  useEffect(() => announcePageReady(), []);
  useEffect(() => {
    document.title = layout.title ? texts.documentTitle(layout.title, brand.name) : brand.name;
  }, [layout.title, brand.name]);

  return (
    <>
      <a className="skip-link" href="#main">
        {texts.skipToContent}
      </a>
      {banners}
      <SiteHeader
        brand={brand}
        flags={layout.header}
        authenticated={authenticated}
        account={authenticated ? account : undefined}
        back={layout.back}
        onLogout={onLogout}
      />
      <OfflineBanner />
      <div className={`page${sideMenu ? ' page-with-menu' : ''}${layout.pageClass ? ` ${layout.pageClass}` : ''}`}>
        {sideMenu && <aside className="side-menu-column">{sideMenu}</aside>}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <footer className="site-footer">
        <nav aria-label={texts.legal}>
          <Link to={paths.about}>{texts.about}</Link>
          <Link to={paths.privacyPolicy}>{texts.privacyPolicy}</Link>
          <Link to={paths.disclaimer}>{texts.disclaimer}</Link>
        </nav>
        <p>{texts.version(APP_VERSION)}</p>
      </footer>
      {toaster}
    </>
  );
}
