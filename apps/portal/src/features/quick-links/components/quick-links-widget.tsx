import { Link } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Link2 } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { quickLinksApi, useGetQuickLinksQuery } from '../api/quick-links-api';
import { quickLinksTexts as texts } from '../texts';

const SHOWN = 6;
const FIRST_PAGE = { page: 1 };

/** What the widget reads, asked for as soon as the dashboard's answer lists it (app/dashboard-widgets.tsx). */
export const prefetchQuickLinks = () => quickLinksApi.util.prefetch('getQuickLinks', FIRST_PAGE, {});

/** The dashboard's quick links: the first few, in their groups' order, each opening in a new tab. */
export function QuickLinksWidget() {
  const query = useGetQuickLinksQuery(FIRST_PAGE);
  return (
    <QueryView
      query={query}
      loading={texts.loading}
      isEmpty={(result) => result.items.every((group) => group.links.length === 0)}
      empty={
        <EmptyState icon={Link2} variant="inline">
          {texts.widget.empty}
        </EmptyState>
      }
    >
      {(result) => (
        <>
          <ul className="widget-list">
            {result.items
              .flatMap((group) => group.links)
              .slice(0, SHOWN)
              .map((link) => (
                <li key={link.id}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.title}
                    <span className="visually-hidden"> {texts.opensInNewTab}</span>
                  </a>
                </li>
              ))}
          </ul>
          <p>
            <Link to={paths.quickLinks}>{texts.widget.all}</Link>
          </p>
        </>
      )}
    </QueryView>
  );
}
