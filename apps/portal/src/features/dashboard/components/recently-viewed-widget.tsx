import { Link } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { History } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { WarningCallout } from '../../../components/ui/warning-callout/warning-callout';
import { paths } from '../../../config/paths';
import { useGetRecentlyViewedQuery } from '../api/recently-viewed-api';
import { dashboardTexts } from '../texts';

const texts = dashboardTexts.recentlyViewed;

/**
 * The dashboard's recently viewed items, newest first, each linking to its page; a safety notice in a warning callout
 * labelled "Safety notice", as the latest updates widget and the updates list draw it.
 */
export function RecentlyViewedWidget() {
  const query = useGetRecentlyViewedQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <QueryView
      query={query}
      loading={texts.loading}
      isEmpty={(result) => result.items.length === 0}
      empty={
        <EmptyState icon={History} variant="inline" action={<Link to={paths.stability}>{texts.browse}</Link>}>
          {texts.empty}
        </EmptyState>
      }
    >
      {(result) => (
        <ul className="widget-list">
          {result.items.map((item) => (
            <li key={`${item.area}:${String(item.id)}`}>
              {item.safetyNotice ? (
                <WarningCallout label={texts.safetyNotice} className="safety-notice warning-callout-compact">
                  <Link to={item.path}>{item.title}</Link> <span className="muted">· {texts.areas[item.area]}</span>
                </WarningCallout>
              ) : (
                <>
                  <Link to={item.path}>{item.title}</Link> <span className="muted">· {texts.areas[item.area]}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
