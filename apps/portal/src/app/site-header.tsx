import type { Account } from '@hcp/contracts/account';
import type { Brand } from '@hcp/contracts/brand';
import { memo, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

import { BrandMark } from '../components/ui/brand-mark/brand-mark';
import { ChevronLeft, Menu } from '../components/ui/icon/icon';
import type { HeaderFlags } from '../config/layout';
import { paths } from '../config/paths';
import { SearchBox } from './search-box';
import { LazySideMenu } from './lazy-side-menu';
import { appTexts } from './texts';

const texts = appTexts.header;

type SiteHeaderProps = {
  brand: Brand;
  flags: HeaderFlags;
  authenticated: boolean;
  account: Account | undefined;
  back: string | undefined;
  onLogout: () => void;
};

const MOBILE_MENU_CLASS = 'mobile-menu-open';

/**
 * Memoised: the layout draws again with each answer it reads (account, roles, the token's refresh), and the header
 * needs drawing only when what it shows changes (issue 16: less work while the signed-in home loads).
 */
export const SiteHeader = memo(function SiteHeader({
  brand,
  flags,
  authenticated,
  account,
  back,
  onLogout,
}: SiteHeaderProps) {
  const { pathname } = useLocation();
  // The menu remembers the path it was opened on, so navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const hamburger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Signed out, the last account's answer must not keep its search box or links on screen until a reload.
  const signedInAccount = authenticated ? account : undefined;
  const hasRole = (signedInAccount?.roles.length ?? 0) > 0;
  const capabilities = signedInAccount?.capabilities ?? [];

  // Opening toggles a class on <body>, moves focus into the menu, and Escape closes it.
  const wasOpen = useRef(false);
  useEffect(() => {
    document.body.classList.toggle(MOBILE_MENU_CLASS, menuOpen);
    if (menuOpen) panel.current?.querySelector<HTMLElement>('a, button, input')?.focus();
    else if (wasOpen.current) hamburger.current?.focus();
    wasOpen.current = menuOpen;
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  useEffect(() => () => document.body.classList.remove(MOBILE_MENU_CLASS), []);

  if (!flags.show) return null;
  const canReport = capabilities.includes('wb_read_report_issue');

  return (
    <header className="site-header">
      <div className="site-header-bar">
        {back && (
          <Link to={back} className="back-link">
            <ChevronLeft />
            {texts.back}
          </Link>
        )}
        {flags.logo && (
          <Link to={paths.home} className="logo" aria-label={texts.home(brand.name)}>
            <BrandMark brand={brand} />
          </Link>
        )}
        {flags.search && hasRole && (
          <div className="header-search">
            <SearchBox capabilities={capabilities} />
          </div>
        )}
        <nav aria-label={texts.accountNav} className="header-nav">
          {flags.reportItem && canReport && <Link to={paths.reportIssue}>{texts.reportIssue}</Link>}
          {flags.contactItem && <Link to={paths.contact}>{texts.contact}</Link>}
          {authenticated && capabilities.includes('wb_edit_current_user') && (
            <Link to={paths.account}>{texts.myAccount}</Link>
          )}
          {flags.logout && authenticated && (
            <button type="button" className="button button-link" onClick={onLogout} data-press="sign-out">
              {texts.signOut}
            </button>
          )}
          {/* Where the route asks for the Sign in button, it stands in for the plain link: one "Sign in", not two. */}
          {flags.logout && !authenticated && !flags.loginButton && <Link to={paths.login}>{texts.signIn}</Link>}
          {!authenticated && flags.registerButton && (
            <Link to={paths.register} className="button button-on-brand">
              {texts.register}
            </Link>
          )}
          {!authenticated && flags.loginButton && (
            <Link to={paths.login} className="button button-on-brand">
              {texts.signIn}
            </Link>
          )}
        </nav>
        <button
          ref={hamburger}
          type="button"
          className="hamburger"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          data-press="menu"
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          <Menu /> {texts.menu}
        </button>
      </div>
      <div id="mobile-menu" ref={panel} className="mobile-menu" hidden={!menuOpen}>
        {signedInAccount && hasRole && <LazySideMenu account={signedInAccount} />}
        <ul>
          {authenticated ? (
            <>
              <li>
                <Link to={paths.contact}>{texts.contact}</Link>
              </li>
              {hasRole && (
                <li>
                  <Link to="/search">{texts.search}</Link>
                </li>
              )}
              {/* The side menu above already links the account; one "My account" in the panel is enough. */}
              {!hasRole && capabilities.includes('wb_edit_current_user') && (
                <li>
                  <Link to={paths.account}>{texts.myAccount}</Link>
                </li>
              )}
              <li>
                <button type="button" className="button button-link" onClick={onLogout}>
                  {texts.signOut}
                </button>
              </li>
            </>
          ) : (
            <>
              <li>
                <Link to={paths.login}>{texts.signIn}</Link>
              </li>
              <li>
                <Link to={paths.register}>{texts.register}</Link>
              </li>
            </>
          )}
        </ul>
      </div>
    </header>
  );
});
