import type { Account } from '@hcp/contracts/account';
import { lazy, memo, Suspense } from 'react';

const SideMenu = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenu })));

/**
 * The side menu, whose code (and its submenus') loads only for a signed-in account: /login does not need it. Memoised,
 * as the layout draws again with every answer it reads and the menu depends on the account alone.
 */
export const LazySideMenu = memo(function LazySideMenu({ account }: { account: Account }) {
  return (
    <Suspense fallback={null}>
      <SideMenu account={account} />
    </Suspense>
  );
});
