import type { Governance } from '@hcp/contracts/content';

import { uiTexts } from '../texts';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date (yyyy-mm-dd) as people read it: "22 November 2026". */
export function formatDate(date: string): string {
  return dateFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
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
