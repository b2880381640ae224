import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { WidgetType } from '@hcp/contracts/dashboard';

import {
  PinnedRequestsWidget,
  prefetchPinnedRequests,
} from '../features/clinical-requests/components/pinned-requests-widget';
import { OpenTrialsWidget, prefetchOpenTrials } from '../features/clinical-trials/components/open-trials-widget';
import { CpdThisYearWidget, prefetchCpdThisYear } from '../features/cpd-log/components/cpd-this-year-widget';
import { RecentlyViewedWidget } from '../features/dashboard/components/recently-viewed-widget';
import type { WidgetRegistry } from '../features/dashboard/widgets';
import { MyRequestsWidget, prefetchMyRequests } from '../features/my-requests/components/my-requests-widget';
import {
  LatestUpdatesWidget,
  prefetchLatestUpdates,
} from '../features/important-updates/components/latest-updates-widget';
import { prefetchQuickLinks, QuickLinksWidget } from '../features/quick-links/components/quick-links-widget';
import {
  prefetchStarredProducts,
  StarredProductsWidget,
} from '../features/stability/components/starred-products-widget';

/** Each dashboard widget type and the component, from the feature that owns its data, that draws it. */
export const dashboardWidgets: WidgetRegistry = {
  'pinned-clinical-requests': PinnedRequestsWidget,
  'important-updates': LatestUpdatesWidget,
  'cpd-this-year': ({ cpdTarget }) => <CpdThisYearWidget target={cpdTarget} />,
  'recently-viewed': RecentlyViewedWidget,
  'quick-links': QuickLinksWidget,
  'starred-stability': StarredProductsWidget,
  'open-clinical-trials': OpenTrialsWidget,
  'my-requests': MyRequestsWidget,
};

/**
 * What each widget reads, asked for as soon as the dashboard's answer lists the widget, before the widgets render
 * (home.tsx's prefetchHomeData; issue 16). Each asks with the arguments its widget reads with, so the widget finds the
 * answer under its own query. Recently viewed is not here: its widget asks again whenever it mounts.
 */
export const dashboardWidgetData: Partial<
  Record<WidgetType, () => ThunkAction<void, unknown, unknown, UnknownAction>>
> = {
  'pinned-clinical-requests': prefetchPinnedRequests,
  'important-updates': prefetchLatestUpdates,
  'cpd-this-year': prefetchCpdThisYear,
  'quick-links': prefetchQuickLinks,
  'starred-stability': prefetchStarredProducts,
  'open-clinical-trials': prefetchOpenTrials,
  'my-requests': prefetchMyRequests,
};
