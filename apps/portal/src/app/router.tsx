import { type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';

import { Loading } from '../components/ui/status-screens/status-screens';
import { clinicalResourcesPaths, paths, type RoutePath, routeTable } from '../config/paths';
import { RecordView } from '../features/dashboard/components/record-view';
import { lazyScreen } from '../lib/lazy-screen';
import { RouteGuard } from './guards';
import { AppLayout } from './layout';
import { RequestCallbackLink } from './request-callback-link';
import { ScreenBoundary } from './route-error';
import type { AppStore } from './store';
import { NotFoundRoute } from './routes/not-found';

// Each area's code is its own chunk, loaded when the area is first opened; so is home's dashboard, which /login
// does not need.
const loadHome = () => import('./routes/home');
const HomeRoute = lazyScreen(() => loadHome().then((module) => module.HomeRoute));
const AuthScreen = lazyScreen(() => import('./routes/auth-screen').then((module) => module.AuthScreen));
const ConfirmationRoute = lazyScreen(() => import('./routes/confirmation').then((module) => module.ConfirmationRoute));
const SsoCompleteRoute = lazyScreen(() => import('./routes/sso-complete').then((module) => module.SsoCompleteRoute));
const EmailTokenRoute = lazyScreen(() => import('./routes/email-token').then((module) => module.EmailTokenRoute));
const ConfirmEmailChangeRoute = lazyScreen(() =>
  import('./routes/confirm-email-change').then((module) => module.ConfirmEmailChangeRoute),
);
const MyRequestsRoute = lazyScreen(() => import('./routes/my-requests').then((module) => module.MyRequestsRoute));
const MyRequestDetail = lazyScreen(() =>
  import('../features/my-requests/components/my-request-detail').then((module) => module.MyRequestDetail),
);
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
const YSiteCheckScreen = lazyScreen(() =>
  import('../features/stability/components/y-site-check').then((module) => module.YSiteCheckScreen),
);
const PreparationCalculatorView = lazyScreen(() =>
  import('../features/stability/calculator/preparation-calculator').then((module) => module.PreparationCalculatorView),
);
const OfflineCopiesScreen = lazyScreen(() =>
  import('../features/stability/components/offline-copy').then((module) => module.OfflineCopiesScreen),
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
const RequestCategories = lazyScreen(() =>
  import('../features/clinical-requests/components/request-categories').then((module) => module.RequestCategories),
);
const RequestCategoryView = lazyScreen(() =>
  import('../features/clinical-requests/components/request-category').then((module) => module.RequestCategoryView),
);
const ClinicalRequestFormRoute = lazyScreen(() =>
  import('./routes/form-screens').then((module) => module.ClinicalRequestFormRoute),
);
const FeasibilityFormRoute = lazyScreen(() =>
  import('./routes/form-screens').then((module) => module.FeasibilityFormRoute),
);
const FeasibilityConfirmation = lazyScreen(() =>
  import('../features/forms/components/submission-confirmation').then((module) => module.FeasibilityConfirmation),
);
const PricingRequestRoute = lazyScreen(() =>
  import('./routes/form-screens').then((module) => module.PricingRequestRoute),
);
const ReportIssueRoute = lazyScreen(() => import('./routes/form-screens').then((module) => module.ReportIssueRoute));
const RequestCallbackRoute = lazyScreen(() =>
  import('./routes/form-screens').then((module) => module.RequestCallbackRoute),
);
const PreviewRoute = lazyScreen(() => import('./routes/preview').then((module) => module.PreviewRoute));
const ContactRoute = lazyScreen(() => import('./routes/form-screens').then((module) => module.ContactRoute));

/** Each route's screen: the type names every path of the route table, so a route cannot lack its screen. */
const screens: Record<RoutePath, ReactNode> = {
  [paths.home]: <HomeRoute />,
  [paths.login]: <AuthScreen mode="login" />,
  [paths.register]: <AuthScreen mode="register" />,
  [paths.forgotPassword]: <AuthScreen mode="forgot" />,
  [paths.resetPassword]: <AuthScreen mode="reset" />,
  [paths.confirmation]: <ConfirmationRoute />,
  [paths.ssoComplete]: <SsoCompleteRoute />,
  [paths.account]: <AccountRoute />,
  [paths.notFound]: <NotFoundRoute />,
  [paths.emailToken]: <EmailTokenRoute />,
  [paths.confirmEmailChange]: <ConfirmEmailChangeRoute />,
  [paths.about]: <PublicPageView slug="about" />,
  [paths.privacyPolicy]: <PublicPageView slug="privacy-policy" />,
  [paths.disclaimer]: <PublicPageView slug="disclaimer" />,
  [paths.contact]: <ContactRoute />,
  [paths.components]: <ComponentsGallery />,
  [clinicalResourcesPaths.overview]: <ClinicalResourcesOverview />,
  [clinicalResourcesPaths.category]: (
    <RecordView area="clinical-resources" param="parent">
      <ClinicalResourceParent />
    </RecordView>
  ),
  [clinicalResourcesPaths.learningModule]: (
    <RecordView area="clinical-resources" param="parent">
      <ClinicalResourceParent />
    </RecordView>
  ),
  [clinicalResourcesPaths.categoryResource]: (
    <RecordView area="clinical-resources" param="single">
      <ClinicalResourceSingle />
    </RecordView>
  ),
  [clinicalResourcesPaths.learningModuleResource]: (
    <RecordView area="clinical-resources" param="single">
      <ClinicalResourceSingle />
    </RecordView>
  ),
  [clinicalResourcesPaths.standaloneResource]: (
    <RecordView area="clinical-resources" param="single">
      <ClinicalResourceSingle standalone />
    </RecordView>
  ),
  [paths.stability]: <StabilityList />,
  [paths.stabilityProduct]: (
    <RecordView area="stability" param="slug">
      <StabilityProductView />
    </RecordView>
  ),
  [paths.ySiteCheck]: <YSiteCheckScreen />,
  [paths.stabilityPreparation]: <PreparationCalculatorView />,
  [paths.offlineCopies]: <OfflineCopiesScreen />,
  [paths.education]: <EducationOverview />,
  [paths.educationParent]: <EducationParentView />,
  [paths.educationItem]: (
    <RecordView area="education" param="single">
      <EducationItemView />
    </RecordView>
  ),
  [paths.cpdLog]: <CpdLogScreen />,
  [paths.myRequests]: <MyRequestsRoute />,
  [paths.myRequest]: <MyRequestDetail />,
  [paths.clinicalTrials]: <TrialList />,
  [paths.clinicalTrial]: (
    <RecordView area="clinical-trials" param="slug">
      <TrialDetail />
    </RecordView>
  ),
  [paths.clinicalTrialTeam]: (
    <RecordView area="teams" param="teamSlug">
      <ClinicalTrialTeamRoute />
    </RecordView>
  ),
  [paths.meetTheTeam]: (
    <TeamList>
      <RequestCallbackLink />
    </TeamList>
  ),
  [paths.team]: (
    <RecordView area="teams" param="teamSlug">
      <TeamDetail>
        <RequestCallbackLink />
      </TeamDetail>
    </RecordView>
  ),
  [paths.importantUpdates]: <ImportantUpdatesList />,
  [paths.importantUpdate]: (
    <RecordView area="important-updates" param="slug">
      <ImportantUpdatePage />
    </RecordView>
  ),
  [paths.productCatalogue]: <ProductCatalogue />,
  [paths.quickLinks]: <QuickLinks />,
  [paths.clinicalRequests]: <RequestCategories />,
  [paths.clinicalRequestCategory]: <RequestCategoryView />,
  [paths.clinicalRequestForm]: <ClinicalRequestFormRoute />,
  [paths.feasibilityForm]: <FeasibilityFormRoute />,
  [paths.feasibilityConfirmation]: <FeasibilityConfirmation />,
  [paths.pricingRequests]: <PricingRequestRoute />,
  [paths.reportIssue]: <ReportIssueRoute />,
  [paths.requestCallback]: <RequestCallbackRoute />,
  [paths.search]: <SearchRoute />,
  [paths.searchResults]: <SearchRoute />,
};

/** What the start screen asks for as soon as the store exists, before it first renders. */
export type StartScreenData = (store: AppStore) => void;

/**
 * Loads home's code while main.tsx checks a stored token: home is where a signed-in visit usually starts, and its code
 * would otherwise be asked for only once the check has answered (issue 16). Resolves once the code is here, so that
 * home draws in the portal's first render instead of suspending, with what home asks for at once (its dashboard); to
 * undefined on any other path, or when the code failed to load (the screen reports that when it asks again).
 */
export async function preloadStartScreen(pathname: string): Promise<StartScreenData | undefined> {
  if (pathname !== paths.home) return undefined;
  await HomeRoute.preload();
  return loadHome().then(
    (home) => home.prefetchHomeData,
    () => undefined,
  );
}

/**
 * The portal's routes, drawn by a BrowserRouter (main.tsx). Not a data router: the portal loads its data with RTK
 * Query, not with loaders, and the data router's code would be 16 KiB more of every first load (issue 16). The layout
 * reads each route's look from the route table itself (app/layout.tsx).
 */
export function AppRoutes() {
  return (
    <Routes>
      {/* The editors' preview draws one item with no header, menu or sign-in: the API checks the admin's session. */}
      <Route
        path={paths.preview}
        element={
          <ScreenBoundary>
            <Suspense fallback={<Loading label="Loading…" />}>
              <PreviewRoute />
            </Suspense>
          </ScreenBoundary>
        }
      />
      <Route element={<AppLayout />}>
        {routeTable.map(({ path, access }) => (
          <Route
            key={path}
            path={path}
            element={
              <ScreenBoundary>
                <RouteGuard access={access}>
                  <Suspense fallback={<Loading label="Loading…" />}>{screens[path]}</Suspense>
                </RouteGuard>
              </ScreenBoundary>
            }
          />
        ))}
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
