import { type Area, AREA_KEYS, AREAS, hasSubmenu } from '@hcp/contracts/areas';
import type { Capability } from '@hcp/contracts/capabilities';
import type { SubmenuArea } from '@hcp/contracts/content';

import { paths, type RoutePath, routeTable } from './paths';

/** What the header shows on a route (spec section 2). */
export type HeaderFlags = {
  show: boolean;
  logo: boolean;
  search: boolean;
  reportItem: boolean;
  contactItem: boolean;
  registerButton: boolean;
  loginButton: boolean;
  logout: boolean;
};

/** By default everything is shown except the register and login buttons. */
export const DEFAULT_HEADER: HeaderFlags = {
  show: true,
  logo: true,
  search: true,
  reportItem: true,
  contactItem: true,
  registerButton: false,
  loginButton: false,
  logout: true,
};

export type RouteLayout = {
  header: HeaderFlags;
  sideMenu: boolean;
  /** Where the back button goes; no back button when absent. */
  back?: string;
  /** The page title, shown in the browser tab as "title · HCP Portal". */
  title?: string;
  pageClass?: string;
};

export type RouteLayoutOptions = Partial<Omit<RouteLayout, 'header'>> & { header?: Partial<HeaderFlags> };

export function resolveLayout(options: RouteLayoutOptions = {}): RouteLayout {
  return { sideMenu: true, ...options, header: { ...DEFAULT_HEADER, ...options.header } };
}

/** The side menu's entries in the spec's order, each shown only with its capability; Home always. */
export type SideMenuEntry = { label: string; path: string; capability?: Capability; submenu?: SubmenuArea };

/** An area's entry (areas.ts): its label, screen and capability, and its submenu if it has one. */
function areaEntry(area: Area): SideMenuEntry {
  const { label, path, capability } = AREAS[area];
  // hasSubmenu is what content.ts's isSubmenuArea checks; read from areas.ts, content.ts's schemas stay out of the entry.
  return { label, path, capability, ...(hasSubmenu(area) ? { submenu: area as SubmenuArea } : {}) };
}

/** A screen's entry that is not an area's: shown with the capability its route needs (the route table's). */
function screenEntry(label: string, path: RoutePath): SideMenuEntry {
  const route = routeTable.find((entry) => entry.path === path);
  if (!route) throw new Error(`The side menu names ${path}, which the route table lacks.`);
  return { label, path, ...(route.access.kind === 'capability' ? { capability: route.access.capability } : {}) };
}

/** The entries that are not areas', each after the area it follows in the spec's menu. */
const SCREENS_AFTER: Partial<Record<Area, SideMenuEntry[]>> = {
  'clinical-trials': [screenEntry('Pricing Requests', paths.pricingRequests)],
  'product-catalogue': [screenEntry('CPD Log', paths.cpdLog)],
  'quick-links': [
    screenEntry('Report an issue', paths.reportIssue),
    screenEntry('Request a callback', paths.requestCallback),
    screenEntry('My requests', paths.myRequests),
  ],
};

/**
 * The side menu's entries in the spec's order: Home, then every area in areas.ts's order (four of them open a submenu
 * of server-supplied entries), with the other screens among them.
 */
export const SIDE_MENU: readonly SideMenuEntry[] = [
  screenEntry('Home', paths.home),
  ...AREA_KEYS.flatMap((area) => [areaEntry(area), ...(SCREENS_AFTER[area] ?? [])]),
];

/** The search box's shortcuts (spec section 2), each only with its area's capability. */
export const SEARCH_SHORTCUTS: readonly { label: string; path: string; capability: Capability }[] = (
  [
    ['Education', 'education'],
    ['Stability', 'stability'],
    ['Clinical Requests', 'clinical-requests'],
    ['Important Updates', 'important-updates'],
  ] as const
).map(([label, area]) => ({ label, path: AREAS[area].path, capability: AREAS[area].capability }));

export function visibleTo<T extends { capability?: Capability }>(
  items: readonly T[],
  capabilities: readonly Capability[],
): T[] {
  return items.filter((item) => item.capability === undefined || capabilities.includes(item.capability));
}
