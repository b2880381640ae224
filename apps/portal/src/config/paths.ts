import { AREA_KEYS, AREAS, isSearched } from '@hcp/contracts/areas';
import type { Capability } from '@hcp/contracts/capabilities';
import type { SearchArea } from '@hcp/contracts/search';

import type { RouteLayoutOptions } from './layout';

/** Every route string of the portal. Screens, links and guards read them from here. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmailChange: '/confirm-email-change',
  confirmation: '/confirmation',
  /** Where an organisation's sign-in ends (contracts' SSO_COMPLETE_PATH, which the server redirects to). */
  ssoComplete: '/sso/complete',
  account: '/account',
  notFound: '/page-not-found',
  about: '/about',
  privacyPolicy: '/privacy-policy',
  disclaimer: '/disclaimer',
  contact: '/contact',
  reportIssue: '/report-an-issue',
  education: AREAS.education.path,
  educationParent: `${AREAS.education.path}/:parent`,
  educationItem: `${AREAS.education.path}/:parent/:single`,
  cpdLog: '/cpd-log',
  myRequests: '/my-requests',
  myRequest: '/my-requests/:reference',
  components: '/components',
  clinicalTrials: AREAS['clinical-trials'].path,
  clinicalTrial: `${AREAS['clinical-trials'].path}/:slug`,
  clinicalTrialTeam: `${AREAS['clinical-trials'].path}/meet-the-team/:teamSlug`,
  importantUpdates: AREAS['important-updates'].path,
  importantUpdate: `${AREAS['important-updates'].path}/:slug`,
  productCatalogue: AREAS['product-catalogue'].path,
  quickLinks: AREAS['quick-links'].path,
  meetTheTeam: AREAS.teams.path,
  team: `${AREAS.teams.path}/:teamSlug`,
  emailToken: '/:token',
  stability: AREAS.stability.path,
  stabilityProduct: `${AREAS.stability.path}/:slug`,
  /** The Y-site check (contracts' Y_SITE_CHECK_PATH, which search results link to; y-site.ts would bring zod here). */
  ySiteCheck: `${AREAS.stability.path}/y-site`,
  /** The preparation calculator for one row of a product's matrix (docs/clinical-tools.md). */
  stabilityPreparation: `${AREAS.stability.path}/:slug/prepare/:rowId`,
  /** The stability products kept on this device for reading offline (docs/offline.md). */
  offlineCopies: '/offline-copies',
  clinicalRequests: AREAS['clinical-requests'].path,
  clinicalRequestCategory: `${AREAS['clinical-requests'].path}/:category`,
  clinicalRequestForm: `${AREAS['clinical-requests'].path}/form/:slug`,
  feasibilityForm: `${AREAS['clinical-trials'].path}/feasibility-form/handler`,
  feasibilityConfirmation: `${AREAS['clinical-trials'].path}/feasibility-form/confirmation`,
  pricingRequests: '/pricing-requests',
  requestCallback: '/request-callback',
  search: '/search',
  searchResults: '/search/:keyword',
  /** An editor's preview, framed by the admin; outside the portal's layout and guards (docs/content.md). */
  preview: '/preview/:collection/:id',
} as const;

/** A clinical request category's screen. */
export const clinicalRequestCategoryPath = (category: string) =>
  `${AREAS['clinical-requests'].path}/${encodeURIComponent(category)}`;

/** A stability product's screen. */
export const stabilityProductPath = AREAS.stability.itemPath;

/** The preparation calculator for one row of a product's matrix. */
export const preparationPath = (slug: string, rowId: string) =>
  `${AREAS.stability.path}/${encodeURIComponent(slug)}/prepare/${encodeURIComponent(rowId)}`;

/** A clinical request form's screen. */
export const clinicalRequestPath = AREAS['clinical-requests'].itemPath;

/** The feasibility questionnaire for one trial. */
export const feasibilityFormPath = (trial: string) =>
  `${paths.feasibilityForm}?${new URLSearchParams({ trial }).toString()}`;

/** The results of a query: /search/{query}, URL-encoded (any character may be typed), or /search for none. */
export function searchPath(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `/search/${encodeURIComponent(trimmed)}` : paths.search;
}

/** The clinical resources routes (spec section 2); the API gives each item's own path among them. */
export const clinicalResourcesPaths = {
  overview: AREAS['clinical-resources'].path,
  category: `${AREAS['clinical-resources'].path}/:parent`,
  categoryResource: `${AREAS['clinical-resources'].path}/:parent/:single`,
  learningModule: `${AREAS['clinical-resources'].path}/learning-modules/:parent`,
  learningModuleResource: `${AREAS['clinical-resources'].path}/learning-modules/:parent/:single`,
  standaloneResource: `${AREAS['clinical-resources'].path}/learning-modules/resource/:single`,
} as const;

/**
 * Where each area of global search starts, for the search screen's list of what can be searched. Read from areas.ts
 * (as SEARCH_AREAS is), not from search.ts, whose zod schemas would join every screen's first load.
 */
export const searchAreaPaths = Object.fromEntries(
  AREA_KEYS.filter(isSearched).map((area) => [area, AREAS[area].path]),
) as Record<SearchArea, string>;

/**
 * Who may open a route (spec section 2): everyone, only logged-out visitors, or logged-in users holding a capability.
 * The router, its guards and the side menu (layout.ts, for the screens that are not areas) read this table.
 */
export type RouteAccess = { kind: 'public' } | { kind: 'logged-out' } | { kind: 'capability'; capability: Capability };

const needs = (capability: Capability): RouteAccess => ({ kind: 'capability', capability });

/** Each route's access and, beside it, how the layout looks there (header flags, side menu, back target, title). */
export type RouteEntry = { path: string; access: RouteAccess; layout?: RouteLayoutOptions };

const ROUTE_TABLE = [
  {
    path: paths.home,
    access: { kind: 'public' },
    layout: { title: 'Home', header: { registerButton: true, loginButton: true } },
  },
  { path: paths.login, access: { kind: 'logged-out' }, layout: { title: 'Sign in', header: { registerButton: true } } },
  {
    path: paths.register,
    access: { kind: 'logged-out' },
    layout: { title: 'Register', header: { loginButton: true } },
  },
  {
    path: paths.forgotPassword,
    access: { kind: 'logged-out' },
    layout: { title: 'Forgot your password?', back: paths.login, header: { loginButton: true } },
  },
  { path: paths.resetPassword, access: { kind: 'public' }, layout: { title: 'Choose a new password' } },
  {
    path: paths.confirmEmailChange,
    access: { kind: 'public' },
    layout: { title: 'Confirm your new email address' },
  },
  { path: paths.confirmation, access: { kind: 'public' }, layout: { title: 'Check your email' } },
  { path: paths.ssoComplete, access: { kind: 'public' }, layout: { title: 'Signing in' } },
  { path: paths.notFound, access: { kind: 'public' }, layout: { title: 'Page not found' } },
  { path: paths.about, access: { kind: 'public' }, layout: { title: 'About' } },
  { path: paths.privacyPolicy, access: { kind: 'public' }, layout: { title: 'Privacy Policy' } },
  { path: paths.disclaimer, access: { kind: 'public' }, layout: { title: 'Disclaimer' } },
  { path: paths.contact, access: { kind: 'public' }, layout: { title: 'Contact us', header: { contactItem: false } } },
  { path: paths.components, access: { kind: 'public' }, layout: { title: 'Components' } },
  { path: paths.emailToken, access: { kind: 'public' }, layout: { title: 'Confirm your email address' } },
  { path: paths.account, access: needs('wb_edit_current_user'), layout: { title: 'Your account', back: paths.home } },
  { path: paths.search, access: needs('wb_edit_current_user'), layout: { title: 'Search' } },
  { path: paths.searchResults, access: needs('wb_edit_current_user'), layout: { title: 'Search results' } },
  {
    path: paths.productCatalogue,
    access: needs(AREAS['product-catalogue'].capability),
    layout: { title: 'Product catalogue' },
  },
  {
    path: paths.pricingRequests,
    access: needs('wb_read_pricing_requests'),
    layout: { title: 'Pricing requests' },
  },
  { path: paths.stability, access: needs(AREAS.stability.capability), layout: { title: 'Stability' } },
  {
    path: paths.stabilityProduct,
    access: needs(AREAS.stability.capability),
    layout: { title: 'Stability', back: paths.stability },
  },
  {
    path: paths.ySiteCheck,
    access: needs(AREAS.stability.capability),
    layout: { title: 'Y-site compatibility', back: paths.stability },
  },
  {
    path: paths.stabilityPreparation,
    access: needs(AREAS.stability.capability),
    layout: { title: 'Dose calculator', back: paths.stability },
  },
  {
    path: paths.offlineCopies,
    access: needs(AREAS.stability.capability),
    layout: { title: 'Offline copies', back: paths.stability },
  },
  { path: paths.quickLinks, access: needs(AREAS['quick-links'].capability), layout: { title: 'Quick links' } },
  { path: paths.meetTheTeam, access: needs(AREAS.teams.capability), layout: { title: 'Meet the team' } },
  {
    path: paths.team,
    access: needs(AREAS.teams.capability),
    layout: { title: 'Team', back: paths.meetTheTeam },
  },
  { path: paths.reportIssue, access: needs('wb_read_report_issue'), layout: { title: 'Report an issue' } },
  { path: paths.requestCallback, access: needs('wb_read_report_issue'), layout: { title: 'Request a callback' } },
  { path: paths.education, access: needs(AREAS.education.capability), layout: { title: 'Education' } },
  {
    path: paths.educationParent,
    access: needs(AREAS.education.capability),
    layout: { title: 'Education', back: paths.education },
  },
  {
    path: paths.educationItem,
    access: needs(AREAS.education.capability),
    layout: { title: 'Education', back: paths.education },
  },
  { path: paths.cpdLog, access: needs(AREAS.education.capability), layout: { title: 'CPD log' } },
  { path: paths.myRequests, access: needs('wb_edit_current_user'), layout: { title: 'My requests' } },
  {
    path: paths.myRequest,
    access: needs('wb_edit_current_user'),
    layout: { title: 'My request', back: paths.myRequests },
  },
  {
    path: paths.importantUpdates,
    access: needs(AREAS['important-updates'].capability),
    layout: { title: 'Important updates' },
  },
  {
    path: paths.importantUpdate,
    access: needs(AREAS['important-updates'].capability),
    layout: { title: 'Important update', back: paths.importantUpdates },
  },
  {
    path: paths.clinicalRequests,
    access: needs(AREAS['clinical-requests'].capability),
    layout: { title: 'Clinical requests' },
  },
  {
    path: paths.clinicalRequestCategory,
    access: needs(AREAS['clinical-requests'].capability),
    layout: { title: 'Clinical requests', back: paths.clinicalRequests },
  },
  {
    path: paths.clinicalRequestForm,
    access: needs(AREAS['clinical-requests'].capability),
    layout: { title: 'Clinical request', back: paths.clinicalRequests },
  },
  {
    path: paths.clinicalTrials,
    access: needs(AREAS['clinical-trials'].capability),
    layout: { title: 'Clinical trials' },
  },
  {
    path: paths.clinicalTrialTeam,
    access: needs(AREAS['clinical-trials'].capability),
    layout: { title: 'Trial contact team', back: paths.clinicalTrials },
  },
  {
    path: paths.feasibilityForm,
    access: needs(AREAS['clinical-trials'].capability),
    layout: { title: 'Trial feasibility', back: paths.clinicalTrials },
  },
  {
    path: paths.feasibilityConfirmation,
    access: needs(AREAS['clinical-trials'].capability),
    layout: { title: 'Trial feasibility', back: paths.clinicalTrials },
  },
  {
    path: paths.clinicalTrial,
    access: needs(AREAS['clinical-trials'].capability),
    layout: { title: 'Clinical trial', back: paths.clinicalTrials },
  },
  {
    path: clinicalResourcesPaths.overview,
    access: needs(AREAS['clinical-resources'].capability),
    layout: { title: 'Clinical resources' },
  },
  {
    path: clinicalResourcesPaths.standaloneResource,
    access: needs(AREAS['clinical-resources'].capability),
    layout: { title: 'Clinical resource', back: clinicalResourcesPaths.overview },
  },
  {
    path: clinicalResourcesPaths.learningModule,
    access: needs(AREAS['clinical-resources'].capability),
    layout: { title: 'Learning module', back: clinicalResourcesPaths.overview },
  },
  {
    path: clinicalResourcesPaths.learningModuleResource,
    access: needs(AREAS['clinical-resources'].capability),
    layout: { title: 'Clinical resource', back: clinicalResourcesPaths.overview },
  },
  {
    path: clinicalResourcesPaths.category,
    access: needs(AREAS['clinical-resources'].capability),
    layout: { title: 'Clinical resources', back: clinicalResourcesPaths.overview },
  },
  {
    path: clinicalResourcesPaths.categoryResource,
    access: needs(AREAS['clinical-resources'].capability),
    layout: { title: 'Clinical resource', back: clinicalResourcesPaths.overview },
  },
] as const satisfies readonly RouteEntry[];

/** Every path of the route table: the router's screen map must name a screen for each. */
export type RoutePath = (typeof ROUTE_TABLE)[number]['path'];

export const routeTable: readonly (RouteEntry & { path: RoutePath })[] = ROUTE_TABLE;

/**
 * The area a path belongs to, named by its top-level route's title ("/clinical-trials/x" is in "Clinical trials"), or
 * by the route's own title when the top level is not a route; undefined for an unknown path.
 */
export function areaTitleOf(pathname: string): string | undefined {
  const topLevel = `/${pathname.split('/')[1] ?? ''}`;
  const area = routeTable.find((route) => route.path === topLevel && route.layout?.title);
  return area?.layout?.title;
}
