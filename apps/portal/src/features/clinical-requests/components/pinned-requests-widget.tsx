import { Link } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Pin } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { clinicalRequestPath, paths } from '../../../config/paths';
import { pinsApi, useGetPinnedClinicalRequestsQuery } from '../api/pins-api';
import { clinicalRequestsTexts } from '../texts';
import '../clinical-requests.css';

const texts = clinicalRequestsTexts.pins;

/** What the widget reads, asked for as soon as the dashboard's answer lists it (app/dashboard-widgets.tsx). */
export const prefetchPinnedRequests = () => pinsApi.util.prefetch('getPinnedClinicalRequests', undefined, {});

/** The dashboard's pinned clinical requests: links to the pinned forms. The dashboard frame gives the heading. */
export function PinnedRequestsWidget() {
  const query = useGetPinnedClinicalRequestsQuery(undefined);
  return (
    <QueryView
      query={query}
      loading={texts.loading}
      isEmpty={(result) => result.pinned.length === 0}
      empty={
        <EmptyState icon={Pin} variant="inline" action={<Link to={paths.clinicalRequests}>{texts.browse}</Link>}>
          {texts.empty}
        </EmptyState>
      }
    >
      {(result) => (
        <ul className="pinned-requests-widget">
          {result.pinned.map((form) => (
            <li key={form.id}>
              <Link to={clinicalRequestPath(form.slug)}>{form.title}</Link>
              {form.category && <span className="muted"> · {form.category.title}</span>}
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
