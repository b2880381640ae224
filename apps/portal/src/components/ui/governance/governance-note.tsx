import type { Governance } from '@hcp/contracts/content';

import { formatCalendarDate } from '../../../lib/calendar-date';
import { uiTexts } from '../texts';

/** A calendar date (yyyy-mm-dd) as people read it: "22 November 2026". */
export function formatDate(date: string): string {
  return formatCalendarDate(date, 'long');
}

/**
 * The footer every item carries: when it last changed, then what pharmaceutical material must show (approval code,
 * date of preparation, review-by date).
 */
export function GovernanceNote({ governance }: { governance: Governance }) {
  return (
    <p className="governance">
      <time dateTime={governance.updatedAt}>{uiTexts.lastUpdated(formatDate(governance.updatedAt))}</time>
      {' · '}
      {uiTexts.governance(
        governance.approvalCode,
        formatDate(governance.dateOfPreparation),
        formatDate(governance.reviewBy),
      )}
    </p>
  );
}
