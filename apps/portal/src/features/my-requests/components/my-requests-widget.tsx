import { generatePath, Link } from 'react-router';

import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { myRequestsApi, useGetMyRequestsQuery } from '../api/my-requests-api';
import { myRequestsTexts } from '../texts';
import { RequestDeadline, RequestStatus } from './request-status';
import '../my-requests.css';

const texts = myRequestsTexts.widget;
/** The newest five: the widget stays small; the screen has the rest. */
const NEWEST = { page: 1, perPage: 5 };

/** What the widget reads, asked for as soon as the dashboard's answer lists it (app/dashboard-widgets.tsx). */
export const prefetchMyRequests = () => myRequestsApi.util.prefetch('getMyRequests', NEWEST, {});

/** The dashboard's "My requests": the newest five with their status and answer date, overdue ones flagged. */
export function MyRequestsWidget() {
  const query = useGetMyRequestsQuery(NEWEST);
  return (
    <QueryView
      query={query}
      loading={texts.loading}
      isEmpty={(result) => result.totalItems === 0}
      empty={<p>{texts.empty}</p>}
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
                <RequestStatus request={request} /> <span className="muted">{texts.due}</span>{' '}
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
