import { type ReactNode, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';

import { Loading } from '../components/ui/status-screens/status-screens';
import { resolveLayout } from '../config/layout';
import { clinicalResourcesPaths, paths, routeTable } from '../config/paths';
import { lazyScreen } from '../lib/lazy-screen';
import { RouteGuard } from './guards';
import { AppLayout } from './layout';
import { RouteError } from './route-error';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

// Each area's code is its own chunk, loaded when the area is first opened.
const AuthScreen = lazyScreen(() => import('./routes/auth-screen').then((module) => module.AuthScreen));
const ConfirmationRoute = lazyScreen(() => import('./routes/confirmation').then((module) => module.ConfirmationRoute));
const EmailTokenRoute = lazyScreen(() => import('./routes/email-token').then((module) => module.EmailTokenRoute));
const AccountRoute = lazyScreen(() => import('./routes/account').then((module) => module.AccountRoute));
const ComponentsGallery = lazyScreen(() =>
  import('./routes/components-gallery').then((module) => module.ComponentsGallery),
);
const TrialList = lazyScreen(() =>
  import('../features/clinical-trials/components/trial-list').then((module) => module.TrialList),
);
const TrialDetail = lazyScreen(() =>
  import('../features/clinical-trials/components/trial-detail').then((module) => module.TrialDetail),
);
const ClinicalTrialTeamRoute = lazyScreen(() =>
  import('./routes/clinical-trial-team').then((module) => module.ClinicalTrialTeamRoute),
);
const TeamList = lazyScreen(() =>
  import('../features/meet-the-team/components/team-list').then((module) => module.TeamList),
);
const TeamDetail = lazyScreen(() =>
  import('../features/meet-the-team/components/team-detail').then((module) => module.TeamDetail),
);
const PublicPageView = lazyScreen(() =>
  import('../features/pages/components/public-page').then((module) => module.PublicPageView),
);
const ClinicalResourcesOverview = lazyScreen(() =>
  import('../features/clinical-resources/components/clinical-resources-overview').then(
    (module) => module.ClinicalResourcesOverview,
  ),
);
const ClinicalResourceParent = lazyScreen(() =>
  import('../features/clinical-resources/components/clinical-resource-parent').then(
    (module) => module.ClinicalResourceParent,
  ),
);
const ClinicalResourceSingle = lazyScreen(() =>
  import('../features/clinical-resources/components/clinical-resource-single').then(
    (module) => module.ClinicalResourceSingle,
  ),
);
const StabilityList = lazyScreen(() =>
  import('../features/stability/components/stability-list').then((module) => module.StabilityList),
);
const StabilityProductView = lazyScreen(() =>
  import('../features/stability/components/stability-product').then((module) => module.StabilityProductView),
);
const EducationOverview = lazyScreen(() =>
  import('../features/education/components/education-overview').then((module) => module.EducationOverview),
);
const EducationParentView = lazyScreen(() =>
  import('../features/education/components/education-parent').then((module) => module.EducationParentView),
);
const EducationItemView = lazyScreen(() =>
  import('../features/education/components/education-item').then((module) => module.EducationItemView),
);
const CpdLogScreen = lazyScreen(() =>
  import('../features/cpd-log/components/cpd-log-screen').then((module) => module.CpdLogScreen),
);
const ImportantUpdatesList = lazyScreen(() =>
  import('../features/important-updates/components/important-updates-list').then(
    (module) => module.ImportantUpdatesList,
  ),
);
const ImportantUpdatePage = lazyScreen(() =>
  import('../features/important-updates/components/important-update-page').then((module) => module.ImportantUpdatePage),
);
const ProductCatalogue = lazyScreen(() =>
  import('../features/product-catalogue/components/product-catalogue').then((module) => module.ProductCatalogue),
);
const SearchRoute = lazyScreen(() => import('./routes/search').then((module) => module.SearchRoute));
const QuickLinks = lazyScreen(() =>
  import('../features/quick-links/components/quick-links').then((module) => module.QuickLinks),
);

/** The screens built so far. A route of the table without one is guarded, then answers not found. */
const screens: Partial<Record<string, ReactNode>> = {
  [paths.home]: <HomeRoute />,
  [paths.login]: <AuthScreen mode="login" />,
  [paths.register]: <AuthScreen mode="register" />,
  [paths.forgotPassword]: <AuthScreen mode="forgot" />,
  [paths.resetPassword]: <AuthScreen mode="reset" />,
  [paths.confirmation]: <ConfirmationRoute />,
  [paths.account]: <AccountRoute />,
  [paths.notFound]: <NotFoundRoute />,
  [paths.emailToken]: <EmailTokenRoute />,
  [paths.about]: <PublicPageView slug="about" />,
  [paths.privacyPolicy]: <PublicPageView slug="privacy-policy" />,
  [paths.disclaimer]: <PublicPageView slug="disclaimer" />,
  [paths.contact]: <PublicPageView slug="contact" />,
  [paths.components]: <ComponentsGallery />,
  [clinicalResourcesPaths.overview]: <ClinicalResourcesOverview />,
  [clinicalResourcesPaths.category]: <ClinicalResourceParent />,
  [clinicalResourcesPaths.learningModule]: <ClinicalResourceParent />,
  [clinicalResourcesPaths.categoryResource]: <ClinicalResourceSingle />,
  [clinicalResourcesPaths.learningModuleResource]: <ClinicalResourceSingle />,
  [clinicalResourcesPaths.standaloneResource]: <ClinicalResourceSingle standalone />,
  [paths.stability]: <StabilityList />,
  [paths.stabilityProduct]: <StabilityProductView />,
  [paths.education]: <EducationOverview />,
  [paths.educationParent]: <EducationParentView />,
  [paths.educationItem]: <EducationItemView />,
  [paths.cpdLog]: <CpdLogScreen />,
  [paths.clinicalTrials]: <TrialList />,
  '/clinical-trials/:slug': <TrialDetail />,
  '/clinical-trials/meet-the-team/:teamSlug': <ClinicalTrialTeamRoute />,
  [paths.meetTheTeam]: <TeamList />,
  '/meet-the-team/:teamSlug': <TeamDetail />,
  [paths.importantUpdates]: <ImportantUpdatesList />,
  [paths.importantUpdate]: <ImportantUpdatePage />,
  [paths.productCatalogue]: <ProductCatalogue />,
  [paths.quickLinks]: <QuickLinks />,
  [paths.search]: <SearchRoute />,
  [paths.searchResults]: <SearchRoute />,
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...routeTable.map(({ path, access, layout }) => ({
        path,
        handle: { layout: resolveLayout(layout) },
        errorElement: <RouteError />,
        element: (
          <RouteGuard access={access}>
            <Suspense fallback={<Loading label="Loading…" />}>{screens[path] ?? <NotFoundRoute />}</Suspense>
          </RouteGuard>
        ),
      })),
      { path: '*', handle: { layout: resolveLayout({ title: 'Page not found' }) }, element: <NotFoundRoute /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
