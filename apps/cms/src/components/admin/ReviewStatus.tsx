import type { DefaultServerCellComponentProps, TextFieldServerComponent } from 'payload';

import { CURRENT_STATUS, EXPIRED_STATUS, isPastReviewBy } from '../../fields/governance';

/** The status as a badge: red for an expired item, in both admin themes (custom.css), plain otherwise. */
function StatusBadge({ status }: { status: string }) {
  const expired = status === EXPIRED_STATUS;
  return <span className={`review-status review-status--${expired ? 'expired' : 'current'}`}>{status}</span>;
}

/** The Review column of every content list: "Expired, hidden from the portal" in red, or "Current". */
export function ReviewStatusCell({ cellData }: DefaultServerCellComponentProps) {
  return <StatusBadge status={typeof cellData === 'string' ? cellData : ''} />;
}

function dayOf(date: string): string {
  return new Date(date).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The saved review-by date: the status follows the stored item, not a date typed and not yet saved. */
function savedReviewBy(data: unknown): string | null {
  const reviewBy = (data as { governance?: { reviewBy?: unknown } } | undefined)?.governance?.reviewBy;
  return typeof reviewBy === 'string' && reviewBy !== '' ? reviewBy : null;
}

/** The item's review status in the edit view's sidebar, with the day the portal stops (or stopped) showing it. */
export const ReviewStatusField: TextFieldServerComponent = ({ data, field }) => {
  const reviewBy = savedReviewBy(data);
  const label = typeof field.label === 'string' ? field.label : 'Review';
  return (
    <div className="field-type review-status-field">
      <p className="review-status-field__label">{label}</p>
      {reviewBy === null ? (
        <p>No review-by date yet: the portal will not show this item until it has one.</p>
      ) : isPastReviewBy(reviewBy) ? (
        <>
          <StatusBadge status={EXPIRED_STATUS} />
          <p className="field-description">
            Its review-by date, {dayOf(reviewBy)}, has passed. Review it and set a new date to show it again.
          </p>
        </>
      ) : (
        <>
          <StatusBadge status={CURRENT_STATUS} />
          <p className="field-description">Shown in the portal, once published, through {dayOf(reviewBy)}.</p>
        </>
      )}
    </div>
  );
};
