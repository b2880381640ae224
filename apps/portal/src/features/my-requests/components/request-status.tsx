import type { MyRequestSummary } from '@hcp/contracts/requests';

import { TriangleAlert } from '../../../components/ui/icon/icon';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { myRequestsTexts as texts } from '../texts';

/** A calendar day (yyyy-mm-dd) as people read it: "1 Dec 2026". */
export const formatDay = (day: string) => formatCalendarDate(day, 'short');

/**
 * Made on first use, by the screens that show a moment: the home's My requests widget shows days only, and does
 * without Intl's start-up cost (lib/calendar-date.ts).
 */
let momentFormat: Intl.DateTimeFormat | undefined;

/** A moment, by its day on the provider's clock. */
export const formatMoment = (moment: string) => {
  momentFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
  return momentFormat.format(new Date(moment));
};

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
            <TriangleAlert />
            {texts.overdue}
          </strong>
        </>
      )}
    </span>
  );
}

/**
 * "Urgent" in words with a warning sign, for a request whose answers marked it urgent: it is due sooner and, while
 * open, listed first. Colour only repeats what the word says.
 */
export function UrgentFlag({ request }: { request: Pick<MyRequestSummary, 'urgent'> }) {
  if (!request.urgent) return null;
  return (
    <>
      {' '}
      <strong className="request-urgent">
        <TriangleAlert />
        {texts.urgent}
      </strong>
    </>
  );
}
