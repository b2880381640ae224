import type { MyRequestSummary } from '@hcp/contracts/requests';

import { myRequestsTexts as texts } from '../texts';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const momentFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** A calendar day (yyyy-mm-dd) as people read it: "1 Dec 2026". */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** A moment, by its day on the provider's clock. */
export const formatMoment = (moment: string) => momentFormat.format(new Date(moment));

/** The status in words, as a badge of its own colour; the colour only repeats what the words say. */
export function RequestStatus({ request }: { request: Pick<MyRequestSummary, 'status' | 'statusLabel'> }) {
  return <span className={`request-status request-status--${request.status}`}>{request.statusLabel}</span>;
}

/** The deadline, with "Overdue" written out (and marked) when the request is still open past it. */
export function RequestDeadline({ request }: { request: Pick<MyRequestSummary, 'deadline' | 'overdue'> }) {
  return (
    <span className={request.overdue ? 'request-deadline request-deadline--overdue' : 'request-deadline'}>
      <time dateTime={request.deadline}>{formatDay(request.deadline)}</time>
      {request.overdue && (
        <>
          {' '}
          <strong className="request-overdue">
            <span aria-hidden="true">⚠ </span>
            {texts.overdue}
          </strong>
        </>
      )}
    </span>
  );
}
