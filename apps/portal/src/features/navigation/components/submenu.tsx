import type { SubmenuArea } from '@hcp/contracts/content';
import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { useBackOnline, useOnline } from '../../../lib/online-status';
import { useGetSubmenuQuery } from '../api/navigation-api';
import { navigationTexts as texts } from '../texts';

/** Whether `pathname` lies in the area at `path` (the area's own page or anything below it). */
export function isWithin(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

type SubmenuProps = { area: SubmenuArea; label: string; path: string };

/**
 * A side-menu entry that opens a submenu: Overview, the entries the server supplies for the area (at most 25), loaded
 * when the submenu first opens, and after them a link to the area's whole list. It opens by itself on the area's pages,
 * where the current entry is marked. The last link goes where Overview goes, so it shows only below entries: it never
 * sits right under Overview (docs/architecture.md, "The side menu's submenus").
 */
export function SubmenuEntry({ area, label, path }: SubmenuProps) {
  const { pathname } = useLocation();
  const inArea = isWithin(pathname, path);
  const [open, setOpen] = useState(inArea);
  const listId = useId();
  // Arriving in the area opens the submenu; leaving it keeps whatever the user chose.
  const [wasInArea, setWasInArea] = useState(inArea);
  if (inArea !== wasInArea) {
    setWasInArea(inArea);
    if (inArea) setOpen(true);
  }
  const submenu = useGetSubmenuQuery(area, { skip: !open });
  const online = useOnline();
  // Entries that could not load, offline or not, load once the browser is back online.
  const { refetch } = submenu;
  useBackOnline(open && submenu.isError ? () => void refetch() : undefined);
  // Offline, entries not loaded yet are not an error: a quiet note says they need a connection (spec's "Error" is for
  // a load that failed while online). Overview, and entries already loaded, stay usable.
  const unloaded = open && submenu.data === undefined;

  return (
    <>
      <button
        type="button"
        className="submenu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <ul id={listId} className="submenu" hidden={!open} aria-label={texts.submenuOf(label)}>
        <li>
          <NavLink to={path} end>
            {texts.overview}
          </NavLink>
        </li>
        {unloaded && !online && <li className="submenu-state">{texts.offline}</li>}
        {unloaded && online && submenu.isFetching && (
          // The role on the item's text: a list item given another role leaves the list holding a non-item (axe: list).
          <li className="submenu-state">
            <span role="status">{texts.loading}</span>
          </li>
        )}
        {unloaded && online && submenu.isError && (
          <li className="submenu-state">
            <span role="alert">{texts.error}</span>
          </li>
        )}
        {submenu.data?.entries.map((entry) => (
          <li key={entry.path}>
            <NavLink to={entry.path}>{entry.title}</NavLink>
          </li>
        ))}
        {submenu.data !== undefined && submenu.data.entries.length > 0 && (
          <li className="submenu-all">
            <Link to={path}>{texts.allOf[area]}</Link>
          </li>
        )}
      </ul>
    </>
  );
}
