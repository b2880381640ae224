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
  account: '/account',
  notFound: '/page-not-found',
  about: '/about',
  privacyPolicy: '/privacy-policy',
  disclaimer: '/disclaimer',
  contact: '/contact',
  reportIssue: '/report-an-issue',
  education: '/education',
  educationParent: '/education/:parent',
  educationItem: '/education/:parent/:single',
  cpdLog: '/cpd-log',
  components: '/components',
  clinicalTrials: '/clinical-trials',
  importantUpdates: '/important-updates',
  importantUpdate: '/important-updates/:slug',
  productCatalogue: '/product-catalogue',
  quickLinks: '/quick-links',
  meetTheTeam: '/meet-the-team',
  emailToken: '/:token',
  stability: '/stability',
  stabilityProduct: '/stability/:slug',
  clinicalRequests: '/clinical-requests',
  clinicalRequestCategory: '/clinical-requests/:category',
  clinicalRequestForm: '/clinical-requests/form/:slug',
  feasibilityForm: '/clinical-trials/feasibility-form/handler',
  feasibilityConfirmation: '/clinical-trials/feasibility-form/confirmation',
  pricingRequests: '/pricing-requests',
  requestCallback: '/request-callback',
  search: '/search',
  searchResults: '/search/:keyword',
  /** An editor's preview, framed by the admin; outside the portal's layout and guards (docs/content.md). */
  preview: '/preview/:collection/:id',
} as const;

/** A clinical request category's screen. */
export const clinicalRequestCategoryPath = (category: string) => `/clinical-requests/${encodeURIComponent(category)}`;

/** A clinical request form's screen. */
export const clinicalRequestPath = (slug: string) => `/clinical-requests/form/${encodeURIComponent(slug)}`;

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
  overview: '/clinical-resources',
  category: '/clinical-resources/:parent',
  categoryResource: '/clinical-resources/:parent/:single',
  learningModule: '/clinical-resources/learning-modules/:parent',
  learningModuleResource: '/clinical-resources/learning-modules/:parent/:single',
  standaloneResource: '/clinical-resources/learning-modules/resource/:single',
} as const;

/** Where each area of global search starts, for the search screen's list of what can be searched. */
export const searchAreaPaths: Record<SearchArea, string> = {
  stability: paths.stability,
  education: paths.education,
  'clinical-resources': clinicalResourcesPaths.overview,
  'clinical-trials': paths.clinicalTrials,
  'important-updates': paths.importantUpdates,
  'product-catalogue': paths.productCatalogue,
  teams: paths.meetTheTeam,
  'quick-links': paths.quickLinks,
  'clinical-requests': paths.clinicalRequests,
};

/**
 * Who may open a route (spec section 2): everyone, only logged-out visitors, or logged-in users holding a capability.
 * The router and its guards read this table; the side menu will too.
 */
export type RouteAccess = { kind: 'public' } | { kind: 'logged-out' } | { kind: 'capability'; capability: Capability };

const needs = (capability: Capability): RouteAccess => ({ kind: 'capability', capability });

/** Each route's access and, beside it, how the layout looks there (header flags, side menu, back target, title). */
export const routeTable: readonly { path: string; access: RouteAccess; layout?: RouteLayoutOptions }[] = [
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
    access: needs('wb_read_product_catalogue'),
    layout: { title: 'Product catalogue' },
  },
  {
    path: paths.pricingRequests,
    access: needs('wb_read_pricing_requests'),
    layout: { title: 'Pricing requests' },
  },
  { path: paths.stability, access: needs('wb_read_stability_matrix'), layout: { title: 'Stability' } },
  {
    path: paths.stabilityProduct,
    access: needs('wb_read_stability_matrix'),
    layout: { title: 'Stability', back: paths.stability },
  },
  { path: paths.quickLinks, access: needs('wb_read_quick_links'), layout: { title: 'Quick links' } },
  { path: paths.meetTheTeam, access: needs('wb_read_key_contacts'), layout: { title: 'Meet the team' } },
  {
    path: '/meet-the-team/:teamSlug',
    access: needs('wb_read_key_contacts'),
    layout: { title: 'Team', back: paths.meetTheTeam },
  },
  { path: paths.reportIssue, access: needs('wb_read_report_issue'), layout: { title: 'Report an issue' } },
  { path: paths.requestCallback, access: needs('wb_read_report_issue'), layout: { title: 'Request a callback' } },
  { path: paths.education, access: needs('wb_read_education'), layout: { title: 'Education' } },
  {
    path: paths.educationParent,
    access: needs('wb_read_education'),
    layout: { title: 'Education', back: paths.education },
  },
  {
    path: paths.educationItem,
    access: needs('wb_read_education'),
    layout: { title: 'Education', back: paths.education },
  },
  { path: paths.cpdLog, access: needs('wb_read_education'), layout: { title: 'CPD log' } },
  { path: paths.importantUpdates, access: needs('wb_read_blog'), layout: { title: 'Important updates' } },
  {
    path: paths.importantUpdate,
    access: needs('wb_read_blog'),
    layout: { title: 'Important update', back: paths.importantUpdates },
  },
  {
    path: paths.clinicalRequests,
    access: needs('wb_read_clinical_requests'),
    layout: { title: 'Clinical requests' },
  },
  {
    path: paths.clinicalRequestCategory,
    access: needs('wb_read_clinical_requests'),
    layout: { title: 'Clinical requests', back: paths.clinicalRequests },
  },
  {
    path: paths.clinicalRequestForm,
    access: needs('wb_read_clinical_requests'),
    layout: { title: 'Clinical request', back: paths.clinicalRequests },
  },
  { path: paths.clinicalTrials, access: needs('wb_read_clinical_trials'), layout: { title: 'Clinical trials' } },
  {
    path: '/clinical-trials/meet-the-team/:teamSlug',
    access: needs('wb_read_clinical_trials'),
    layout: { title: 'Trial contact team', back: paths.clinicalTrials },
  },
  {
    path: paths.feasibilityForm,
    access: needs('wb_read_clinical_trials'),
    layout: { title: 'Trial feasibility', back: paths.clinicalTrials },
  },
  {
    path: paths.feasibilityConfirmation,
    access: needs('wb_read_clinical_trials'),
    layout: { title: 'Trial feasibility', back: paths.clinicalTrials },
  },
  {
    path: '/clinical-trials/:slug',
    access: needs('wb_read_clinical_trials'),
    layout: { title: 'Clinical trial', back: paths.clinicalTrials },
  },
  {
    path: clinicalResourcesPaths.overview,
    access: needs('wb_read_clinical_resources'),
    layout: { title: 'Clinical resources' },
  },
  {
    path: clinicalResourcesPaths.standaloneResource,
    access: needs('wb_read_clinical_resources'),
    layout: { title: 'Clinical resource', back: clinicalResourcesPaths.overview },
  },
  {
    path: clinicalResourcesPaths.learningModule,
    access: needs('wb_read_clinical_resources'),
    layout: { title: 'Learning module', back: clinicalResourcesPaths.overview },
  },
  {
    path: clinicalResourcesPaths.learningModuleResource,
    access: needs('wb_read_clinical_resources'),
    layout: { title: 'Clinical resource', back: clinicalResourcesPaths.overview },
  },
  {
    path: clinicalResourcesPaths.category,
    access: needs('wb_read_clinical_resources'),
    layout: { title: 'Clinical resources', back: clinicalResourcesPaths.overview },
  },
  {
    path: clinicalResourcesPaths.categoryResource,
    access: needs('wb_read_clinical_resources'),
    layout: { title: 'Clinical resource', back: clinicalResourcesPaths.overview },
  },
];

/**
 * The area a path belongs to, named by its top-level route's title ("/clinical-trials/x" is in "Clinical trials"), or
 * by the route's own title when the top level is not a route; undefined for an unknown path.
 */
export function areaTitleOf(pathname: string): string | undefined {
  const topLevel = `/${pathname.split('/')[1] ?? ''}`;
  const area = routeTable.find((route) => route.path === topLevel && route.layout?.title);
  return area?.layout?.title;
}
