import type { Account } from '@hcp/contracts/account';
import { Link, NavLink } from 'react-router';

import { SIDE_MENU, visibleTo } from '../config/layout';
import { paths } from '../config/paths';
import { SubmenuEntry } from '../features/navigation/components/submenu';
import { navigationTexts as texts } from '../features/navigation/texts';

/** The side menu of a signed-in user with at least one role: who they are, and the areas they may open. */
export function SideMenu({ account, label = texts.landmark }: { account: Account; label?: string }) {
  return (
    <nav className="side-menu" aria-label={label}>
      <div className="side-menu-user">
        <p className="side-menu-name">
          {account.firstName} {account.lastName}
        </p>
        <Link to={paths.account}>{texts.myAccount}</Link>
      </div>
      <ul>
        {visibleTo(SIDE_MENU, account.capabilities).map((entry) => (
          <li key={entry.path}>
            {entry.submenu ? (
              <SubmenuEntry area={entry.submenu} label={entry.label} path={entry.path} />
            ) : (
              <NavLink to={entry.path} end={entry.path === paths.home}>
                {entry.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
