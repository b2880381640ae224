import { Link } from 'react-router';

import { QueryView } from '../../../components/ui/query-view/query-view';
import { useGetRecentlyViewedQuery } from '../api/recently-viewed-api';
import { dashboardTexts } from '../texts';

const texts = dashboardTexts.recentlyViewed;

/** The dashboard's recently viewed items, newest first, each linking to its page. */
export function RecentlyViewedWidget() {
  const query = useGetRecentlyViewedQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <QueryView
      query={query}
      loading={texts.loading}
      isEmpty={(result) => result.items.length === 0}
      empty={<p>{texts.empty}</p>}
    >
      {(result) => (
        <ul className="widget-list">
          {result.items.map((item) => (
            <li key={`${item.area}:${String(item.id)}`}>
              <Link to={item.path}>{item.title}</Link> <span className="muted">· {texts.areas[item.area]}</span>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
