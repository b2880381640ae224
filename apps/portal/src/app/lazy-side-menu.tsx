import type { Account } from '@hcp/contracts/account';
import { lazy, Suspense } from 'react';

const SideMenu = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenu })));

/** The side menu, whose code (and its submenus') loads only for a signed-in account: /login does not need it. */
export function LazySideMenu({ account }: { account: Account }) {
  return (
    <Suspense fallback={null}>
      <SideMenu account={account} />
    </Suspense>
  );
}
