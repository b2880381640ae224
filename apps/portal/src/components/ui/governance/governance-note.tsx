import { SIGNATORY_PROFESSION_LABELS } from '@hcp/contracts/certification';
import type { Governance } from '@hcp/contracts/content';

import { formatCalendarDate } from '../../../lib/calendar-date';
import { uiTexts } from '../texts';

/** A calendar date (yyyy-mm-dd) as people read it: "22 November 2026". */
export function formatDate(date: string): string {
  return formatCalendarDate(date, 'long');
}

/**
 * The footer every item carries: when it last changed, then what pharmaceutical material must show (approval code,
 * date of preparation, review-by date) and, for certified material, who certified it and when.
 */
export function GovernanceNote({ governance }: { governance: Governance }) {
  // Tested for truth, not against null: a copy kept offline from before certified publishing has no `certifiedBy`.
  const { certifiedBy } = governance;
  return (
    <p className="governance">
      <time dateTime={governance.updatedAt}>{uiTexts.lastUpdated(formatDate(governance.updatedAt))}</time>
      {' · '}
      {uiTexts.governance(
        governance.approvalCode,
        formatDate(governance.dateOfPreparation),
        formatDate(governance.reviewBy),
      )}
      {certifiedBy ? (
        <>
          {' · '}
          {uiTexts.certifiedBy(certifiedBy.name, SIGNATORY_PROFESSION_LABELS[certifiedBy.profession])}{' '}
          <time dateTime={certifiedBy.certifiedAt}>{formatDate(certifiedBy.certifiedAt)}</time>
        </>
      ) : null}
    </p>
  );
}
