import { generatePath, Link } from 'react-router';

import { formatDate } from '../../../components/ui/governance/governance-note';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Megaphone } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { importantUpdatesApi, useGetImportantUpdatesQuery } from '../api/important-updates-api';
import { importantUpdatesTexts } from '../texts';
import { isSafetyNotice, SafetyNoticeFrame } from './safety-notice';
import '../important-updates.css';

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
      empty={
        <EmptyState icon={Megaphone} variant="inline">
          {texts.empty}
        </EmptyState>
      }
    >
      {(result) => (
        <>
          <ul className="widget-list">
            {result.items.map((update) => (
              <li key={update.id}>
                <SafetyNoticeFrame update={update} className="warning-callout-compact">
                  <Link to={generatePath(paths.importantUpdate, { slug: update.slug })}>{update.title}</Link>
                  <br />
                  <span className="muted">
                    {formatDate(update.publishDate)}
                    {!isSafetyNotice(update) && ` · ${importantUpdatesTexts.categories[update.category]}`}
                  </span>
                </SafetyNoticeFrame>
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
