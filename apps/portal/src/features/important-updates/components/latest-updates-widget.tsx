import { generatePath, Link } from 'react-router';

import { formatDate } from '../../../components/ui/governance/governance-note';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { importantUpdatesApi, useGetImportantUpdatesQuery } from '../api/important-updates-api';
import { importantUpdatesTexts } from '../texts';

const texts = importantUpdatesTexts.widget;
const LATEST = 3;
const LATEST_PAGE = { page: 1, perPage: LATEST };

/** What the widget reads, asked for as soon as the dashboard's answer lists it (app/dashboard-widgets.tsx). */
export const prefetchLatestUpdates = () => importantUpdatesApi.util.prefetch('getImportantUpdates', LATEST_PAGE, {});

/** The dashboard's latest important updates: the newest few, each with its date and category. */
export function LatestUpdatesWidget() {
  const query = useGetImportantUpdatesQuery(LATEST_PAGE);
  return (
    <QueryView
      query={query}
      loading={texts.loading}
      isEmpty={(result) => result.items.length === 0}
      empty={<p>{texts.empty}</p>}
    >
      {(result) => (
        <>
          <ul className="widget-list">
            {result.items.map((update) => (
              <li key={update.id}>
                <Link to={generatePath(paths.importantUpdate, { slug: update.slug })}>{update.title}</Link>
                <br />
                <span className="muted">
                  {formatDate(update.publishDate)} · {importantUpdatesTexts.categories[update.category]}
                </span>
              </li>
            ))}
          </ul>
          <p>
            <Link to={paths.importantUpdates}>{texts.all}</Link>
          </p>
        </>
      )}
    </QueryView>
  );
}
