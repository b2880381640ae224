import type { Capability } from '@hcp/contracts/capabilities';
import type { SubmenuArea } from '@hcp/contracts/content';

import { paths } from './paths';

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

/** The side menu's entries in the spec's order; four of them open a submenu of server-supplied entries. */
export const SIDE_MENU: readonly SideMenuEntry[] = [
  { label: 'Home', path: paths.home },
  { label: 'Stability', path: '/stability', capability: 'wb_read_stability_matrix', submenu: 'stability' },
  { label: 'Education', path: '/education', capability: 'wb_read_education', submenu: 'education' },
  {
    label: 'Clinical Resources',
    path: '/clinical-resources',
    capability: 'wb_read_clinical_resources',
    submenu: 'clinical-resources',
  },
  { label: 'Clinical Requests', path: '/clinical-requests', capability: 'wb_read_clinical_requests' },
  {
    label: 'Clinical Trials',
    path: '/clinical-trials',
    capability: 'wb_read_clinical_trials',
    submenu: 'clinical-trials',
  },
  { label: 'Pricing Requests', path: '/pricing-requests', capability: 'wb_read_pricing_requests' },
  { label: 'Important updates', path: '/important-updates', capability: 'wb_read_blog' },
  { label: 'Meet the team', path: '/meet-the-team', capability: 'wb_read_key_contacts' },
  { label: 'Product Catalogue', path: '/product-catalogue', capability: 'wb_read_product_catalogue' },
  { label: 'CPD Log', path: '/cpd-log', capability: 'wb_read_education' },
  { label: 'Quick Links', path: '/quick-links', capability: 'wb_read_quick_links' },
  { label: 'Report an issue', path: paths.reportIssue, capability: 'wb_read_report_issue' },
  { label: 'Request a callback', path: paths.requestCallback, capability: 'wb_read_report_issue' },
];

/** The search box's shortcuts (spec section 2), each only with its capability. */
export const SEARCH_SHORTCUTS: readonly { label: string; path: string; capability: Capability }[] = [
  { label: 'Education', path: '/education', capability: 'wb_read_education' },
  { label: 'Stability', path: '/stability', capability: 'wb_read_stability_matrix' },
  { label: 'Clinical Requests', path: '/clinical-requests', capability: 'wb_read_clinical_requests' },
  { label: 'Important Updates', path: '/important-updates', capability: 'wb_read_blog' },
];

export function visibleTo<T extends { capability?: Capability }>(
  items: readonly T[],
  capabilities: readonly Capability[],
): T[] {
  return items.filter((item) => item.capability === undefined || capabilities.includes(item.capability));
}
