import { generatePath, Link } from 'react-router';

import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { ClipboardList } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { myRequestsApi, useGetMyRequestsQuery } from '../api/my-requests-api';
import { myRequestsTexts } from '../texts';
import { RequestDeadline, RequestStatus, UrgentFlag } from './request-status';
import '../my-requests.css';

const texts = myRequestsTexts.widget;
/** The first five, in the list's order: the widget stays small; the screen has the rest. */
const NEWEST = { page: 1, perPage: 5 };

/** What the widget reads, asked for as soon as the dashboard's answer lists it (app/dashboard-widgets.tsx). */
export const prefetchMyRequests = () => myRequestsApi.util.prefetch('getMyRequests', NEWEST, {});

/** The dashboard's "My requests": the first five (open urgent ones, then the newest), urgent and overdue ones flagged. */
export function MyRequestsWidget() {
  const query = useGetMyRequestsQuery(NEWEST);
  return (
    <QueryView
      query={query}
      loading={texts.loading}
      isEmpty={(result) => result.totalItems === 0}
      empty={
        <EmptyState
          icon={ClipboardList}
          variant="inline"
          action={<Link to={paths.clinicalRequests}>{myRequestsTexts.browse}</Link>}
        >
          {texts.empty}
        </EmptyState>
      }
    >
      {(result) => (
        <>
          <ul className="request-widget-list">
            {result.items.map((request) => (
              <li key={request.reference}>
                <Link to={generatePath(paths.myRequest, { reference: request.reference })}>
                  {request.reference} · {request.form.title}
                </Link>
                <br />
                <RequestStatus request={request} />
                <UrgentFlag request={request} /> <span className="muted">{texts.due}</span>{' '}
                <RequestDeadline request={request} />
              </li>
            ))}
          </ul>
          <p>
            <Link to={paths.myRequests}>{texts.all}</Link>
          </p>
        </>
      )}
    </QueryView>
  );
}
