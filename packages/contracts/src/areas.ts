import type { Capability } from './capabilities';

/** A path segment as it goes into a portal path: slugs are URL-safe already, anything else is escaped. */
const segment = (value: string) => encodeURIComponent(value);

/**
 * Each area of the portal, defined once. The route table's area entries, the side menu, the search shortcuts, the
 * widget offer, global search's areas and paths, the documents' area options, the recently viewed areas, the editors'
 * previews, push messages and every portal path the server builds read it from here. Adding an area:
 * docs/architecture.md.
 *
 * - `capability`: what a role must grant to open the area, its API calls and its documents.
 * - `label`: its name in the side menu (the spec's spelling); `name`: its name in a sentence or the admin.
 * - `path`: its portal screen; `itemPath`: the portal path of one of its items.
 * - `submenu`: the side menu opens a submenu of its items (`GET api/v1/menu/{area}`).
 * - `search`: global search covers it; `documents`: documents can be filed under it (and download with its capability).
 * - `recentlyViewed`: the dashboard remembers the items opened in it; `alsoReadWith`: other capabilities that open them.
 * - `preview`: the collections editors preview, each with the portal API route that answers one item (the preview
 *   reads through it, so it shows what the portal's screen draws), or null when the item is drawn without a route.
 */
export const AREAS = {
  stability: {
    capability: 'wb_read_stability_matrix',
    label: 'Stability',
    name: 'Stability',
    path: '/stability',
    itemPath: (slug: string) => `/stability/${segment(slug)}`,
    submenu: true,
    search: true,
    documents: true,
    recentlyViewed: true,
    /** A Y-site record has no screen of its own: its preview is its line as the product page draws it. */
    preview: { 'stability-products': '/api/v1/stability/{id}', 'y-site-records': '/api/v1/y-site-record/{id}' },
  },
  education: {
    capability: 'wb_read_education',
    label: 'Education',
    name: 'Education',
    path: '/education',
    /** A course or category. */
    parentPath: (parent: string) => `/education/${segment(parent)}`,
    /** A learning item, below its course or category. */
    itemPath: (item: string, parent: string) => `/education/${segment(parent)}/${segment(item)}`,
    submenu: true,
    search: true,
    documents: true,
    recentlyViewed: true,
    preview: {
      'education-courses': '/api/v1/education/{id}',
      'education-items': '/api/v1/education-item/{id}',
    },
  },
  'clinical-resources': {
    capability: 'wb_read_clinical_resources',
    label: 'Clinical Resources',
    name: 'Clinical resources',
    path: '/clinical-resources',
    submenu: true,
    search: true,
    documents: true,
    recentlyViewed: true,
    preview: { 'clinical-resources': '/api/v1/clinical-resource/{id}' },
  },
  'clinical-requests': {
    capability: 'wb_read_clinical_requests',
    label: 'Clinical Requests',
    name: 'Clinical requests',
    path: '/clinical-requests',
    /** A request form's screen. */
    itemPath: (slug: string) => `/clinical-requests/form/${segment(slug)}`,
    submenu: false,
    search: true,
    documents: false,
    recentlyViewed: false,
    preview: {},
  },
  'clinical-trials': {
    capability: 'wb_read_clinical_trials',
    label: 'Clinical Trials',
    name: 'Clinical trials',
    path: '/clinical-trials',
    itemPath: (slug: string) => `/clinical-trials/${segment(slug)}`,
    /** A trial's contact team, reachable with the trials' capability alone. */
    teamPath: (slug: string) => `/clinical-trials/meet-the-team/${segment(slug)}`,
    submenu: true,
    search: true,
    documents: true,
    recentlyViewed: true,
    preview: { 'clinical-trials': '/api/v1/clinical-trial/{id}' },
  },
  'important-updates': {
    capability: 'wb_read_blog',
    label: 'Important updates',
    name: 'Important updates',
    path: '/important-updates',
    itemPath: (slug: string) => `/important-updates/${segment(slug)}`,
    submenu: false,
    search: true,
    documents: true,
    recentlyViewed: true,
    preview: { 'important-updates': '/api/v1/important-update/{id}' },
  },
  teams: {
    capability: 'wb_read_key_contacts',
    label: 'Meet the team',
    name: 'Meet the team',
    path: '/meet-the-team',
    itemPath: (slug: string) => `/meet-the-team/${segment(slug)}`,
    submenu: false,
    search: true,
    documents: true,
    recentlyViewed: true,
    /** A trial's contact team opens to trial readers too (the Teams collection's access rule). */
    alsoReadWith: ['wb_read_clinical_trials'],
    preview: { teams: '/api/v1/team/{id}' },
  },
  'product-catalogue': {
    capability: 'wb_read_product_catalogue',
    label: 'Product Catalogue',
    name: 'Product catalogue',
    path: '/product-catalogue',
    /** One product opens inside the catalogue's single route (docs/content.md). */
    itemPath: (slug: string) => `/product-catalogue?product=${segment(slug)}`,
    submenu: false,
    search: true,
    documents: true,
    recentlyViewed: false,
    preview: { 'catalogue-products': '/api/v1/product-catalogue/{id}' },
  },
  'quick-links': {
    capability: 'wb_read_quick_links',
    label: 'Quick Links',
    name: 'Quick links',
    path: '/quick-links',
    submenu: false,
    search: true,
    documents: true,
    recentlyViewed: false,
    /** A quick link has no screen or route of its own: its preview is its group with only it. */
    preview: { 'quick-links': null },
  },
} as const satisfies Record<
  string,
  {
    capability: Capability;
    label: string;
    name: string;
    path: string;
    submenu: boolean;
    search: boolean;
    documents: boolean;
    recentlyViewed: boolean;
    alsoReadWith?: readonly Capability[];
    preview: Readonly<Record<string, `/api/v1/${string}/{id}` | null>>;
    /** Portal paths of the area's items; their arguments differ by area. */
    [path: `${string}Path`]: unknown;
  }
>;

export type Area = keyof typeof AREAS;

/** Every area, in the side menu's order: the order menus, search and the admin list them in. */
export const AREA_KEYS = Object.keys(AREAS) as Area[];

/** The capability that opens an area. */
export const capabilityOf = <A extends Area>(area: A): (typeof AREAS)[A]['capability'] => AREAS[area].capability;

/** Whether global search covers an area (a flag today every area sets; a new area may not). */
export function isSearched(area: Area): boolean {
  const searched: boolean = AREAS[area].search;
  return searched;
}

/** Whether the side menu opens a submenu of an area's items. */
export function hasSubmenu(area: Area): boolean {
  const submenu: boolean = AREAS[area].submenu;
  return submenu;
}

/** The areas whose items the dashboard remembers as recently viewed. */
export type ViewableArea = { [A in Area]: (typeof AREAS)[A]['recentlyViewed'] extends true ? A : never }[Area];

/** Whether the dashboard remembers the items opened in an area. */
export function isViewable(area: Area): area is ViewableArea {
  const viewable: boolean = AREAS[area].recentlyViewed;
  return viewable;
}

/** The capabilities that open an area's items, any one of them: its own, and those named in `alsoReadWith`. */
export function capabilitiesOpening(area: Area): readonly Capability[] {
  const entry = AREAS[area];
  return [entry.capability, ...('alsoReadWith' in entry ? entry.alsoReadWith : [])];
}

/** The collections editors preview, each in the area whose screens draw its items. */
export type PreviewCollection = { [A in Area]: keyof (typeof AREAS)[A]['preview'] & string }[Area];

/** The portal API route that answers one item of a previewed collection (`{id}`), or null when there is none. */
export const PREVIEW_ROUTES = Object.fromEntries(
  AREA_KEYS.flatMap((area) => Object.entries(AREAS[area].preview)),
) as Record<PreviewCollection, `/api/v1/${string}/{id}` | null>;
