import type { Capability } from '@hcp/contracts/capabilities';

import type { RouteLayoutOptions } from './layout';

/** Every route string of the portal. Screens, links and guards read them from here. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmation: '/confirmation',
  account: '/account',
  notFound: '/page-not-found',
  about: '/about',
  privacyPolicy: '/privacy-policy',
  disclaimer: '/disclaimer',
  contact: '/contact',
  reportIssue: '/report-an-issue',
  components: '/components',
  emailToken: '/:token',
  importantUpdates: '/important-updates',
  importantUpdate: '/important-updates/:slug',
  productCatalogue: '/product-catalogue',
  quickLinks: '/quick-links',
} as const;

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
  { path: paths.login, access: { kind: 'logged-out' }, layout: { title: 'Log in', header: { registerButton: true } } },
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
  { path: paths.confirmation, access: { kind: 'public' }, layout: { title: 'Check your email' } },
  { path: paths.notFound, access: { kind: 'public' }, layout: { title: 'Page not found' } },
  { path: paths.about, access: { kind: 'public' }, layout: { title: 'About' } },
  { path: paths.privacyPolicy, access: { kind: 'public' }, layout: { title: 'Privacy Policy' } },
  { path: paths.disclaimer, access: { kind: 'public' }, layout: { title: 'Disclaimer' } },
  { path: paths.contact, access: { kind: 'public' }, layout: { title: 'Contact us', header: { contactItem: false } } },
  { path: paths.components, access: { kind: 'public' }, layout: { title: 'Components' } },
  { path: paths.emailToken, access: { kind: 'public' }, layout: { title: 'Confirm your email address' } },
  { path: paths.account, access: needs('wb_edit_current_user'), layout: { title: 'Your account', back: paths.home } },
  { path: '/search', access: needs('wb_edit_current_user') },
  { path: '/search/:keyword', access: needs('wb_edit_current_user') },
  {
    path: paths.productCatalogue,
    access: needs('wb_read_product_catalogue'),
    layout: { title: 'Product catalogue' },
  },
  { path: '/pricing-requests', access: needs('wb_read_pricing_requests') },
  { path: '/stability', access: needs('wb_read_stability_matrix') },
  { path: '/stability/:slug', access: needs('wb_read_stability_matrix') },
  { path: paths.quickLinks, access: needs('wb_read_quick_links'), layout: { title: 'Quick links' } },
  { path: '/meet-the-team', access: needs('wb_read_key_contacts') },
  { path: '/meet-the-team/:teamSlug', access: needs('wb_read_key_contacts') },
  { path: paths.reportIssue, access: needs('wb_read_report_issue') },
  { path: '/request-callback', access: needs('wb_read_report_issue') },
  { path: '/education', access: needs('wb_read_education') },
  { path: '/education/:parent', access: needs('wb_read_education') },
  { path: '/education/:parent/:single', access: needs('wb_read_education') },
  { path: '/cpd-log', access: needs('wb_read_education') },
  { path: paths.importantUpdates, access: needs('wb_read_blog'), layout: { title: 'Important updates' } },
  {
    path: paths.importantUpdate,
    access: needs('wb_read_blog'),
    layout: { title: 'Important update', back: paths.importantUpdates },
  },
  { path: '/clinical-requests', access: needs('wb_read_clinical_requests') },
  { path: '/clinical-requests/:category', access: needs('wb_read_clinical_requests') },
  { path: '/clinical-requests/form/:slug', access: needs('wb_read_clinical_requests') },
  { path: '/clinical-trials', access: needs('wb_read_clinical_trials') },
  { path: '/clinical-trials/meet-the-team/:teamSlug', access: needs('wb_read_clinical_trials') },
  { path: '/clinical-trials/feasibility-form/handler', access: needs('wb_read_clinical_trials') },
  { path: '/clinical-trials/feasibility-form/confirmation', access: needs('wb_read_clinical_trials') },
  { path: '/clinical-trials/:slug', access: needs('wb_read_clinical_trials') },
  { path: '/clinical-resources', access: needs('wb_read_clinical_resources') },
  { path: '/clinical-resources/learning-modules/resource/:single', access: needs('wb_read_clinical_resources') },
  { path: '/clinical-resources/learning-modules/:parent', access: needs('wb_read_clinical_resources') },
  { path: '/clinical-resources/learning-modules/:parent/:single', access: needs('wb_read_clinical_resources') },
  { path: '/clinical-resources/:parent', access: needs('wb_read_clinical_resources') },
  { path: '/clinical-resources/:parent/:single', access: needs('wb_read_clinical_resources') },
];
