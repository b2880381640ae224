import { PinnedRequestsWidget } from '../features/clinical-requests/components/pinned-requests-widget';
import { OpenTrialsWidget } from '../features/clinical-trials/components/open-trials-widget';
import { CpdThisYearWidget } from '../features/cpd-log/components/cpd-this-year-widget';
import { RecentlyViewedWidget } from '../features/dashboard/components/recently-viewed-widget';
import type { WidgetRegistry } from '../features/dashboard/widgets';
import { LatestUpdatesWidget } from '../features/important-updates/components/latest-updates-widget';
import { QuickLinksWidget } from '../features/quick-links/components/quick-links-widget';
import { StarredProductsWidget } from '../features/stability/components/starred-products-widget';

/** Each dashboard widget type and the component, from the feature that owns its data, that draws it. */
export const dashboardWidgets: WidgetRegistry = {
  'pinned-clinical-requests': PinnedRequestsWidget,
  'important-updates': LatestUpdatesWidget,
  'cpd-this-year': ({ cpdTarget }) => <CpdThisYearWidget target={cpdTarget} />,
  'recently-viewed': RecentlyViewedWidget,
  'quick-links': QuickLinksWidget,
  'starred-stability': StarredProductsWidget,
  'open-clinical-trials': OpenTrialsWidget,
};
