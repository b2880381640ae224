import { generatePath, Link } from 'react-router';

import { Pager, usePageParam } from '../../../components/ui/pager/pager';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { ClipboardList } from '../../../components/ui/icon/icon';
import { QueryView } from '../../../components/ui/query-view/query-view';
import { paths } from '../../../config/paths';
import { useGetMyRequestsQuery } from '../api/my-requests-api';
import { myRequestsTexts as texts } from '../texts';
import { formatMoment, RequestDeadline, RequestStatus, UrgentFlag } from './request-status';
import '../my-requests.css';

const PER_PAGE = 20;

/**
 * The person's requests a page at a time, in the server's order (open urgent ones first, then newest first):
 * reference, form, date sent, status with an urgent flag, and answer date.
 */
export function MyRequestsList() {
  const page = usePageParam();
  const query = useGetMyRequestsQuery({ page, perPage: PER_PAGE });
  return (
    <QueryView
      query={query}
      loading={texts.loading}
      isEmpty={(result) => result.totalItems === 0}
      empty={
        <EmptyState icon={ClipboardList} action={<Link to={paths.clinicalRequests}>{texts.browse}</Link>}>
          {texts.empty}
        </EmptyState>
      }
    >
      {(result) => (
        <>
          <p className="muted" role="status">
            {texts.count(result.totalItems)}
          </p>
          <ul className="request-list">
            {result.items.map((request) => (
              <li
                key={request.reference}
                className={[
                  'card',
                  request.overdue ? 'request-card--overdue' : '',
                  request.urgent ? 'request-card--urgent' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                <h2 className="request-card__title">
                  <Link to={generatePath(paths.myRequest, { reference: request.reference })}>
                    <span className="request-card__reference">{request.reference}</span>
                    <span className="request-card__form">{request.form.title}</span>
                  </Link>
                </h2>
                <dl className="request-facts">
                  <div>
                    <dt>{texts.columns.submitted}</dt>
                    <dd>
                      <time dateTime={request.submittedAt}>{formatMoment(request.submittedAt)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>{texts.columns.status}</dt>
                    <dd>
                      <RequestStatus request={request} />
                      <UrgentFlag request={request} />
                    </dd>
                  </div>
                  <div>
                    <dt>{texts.columns.deadline}</dt>
                    <dd>
                      <RequestDeadline request={request} />
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          <Pager page={result.page} totalPages={result.totalPages} label={texts.pager} />
        </>
      )}
    </QueryView>
  );
}
