'use client';

import { useSearchParams } from 'next/navigation';

import { exportQueryOf } from './auditExportQuery';

/**
 * Above the audit events list (administrators only read it): downloads what the list shows under its current filter
 * and search, as CSV. A plain link, so the browser downloads the file with the administrator's session cookie; the
 * endpoint checks the role again.
 */
export function AuditEventsExport() {
  const query = exportQueryOf(useSearchParams().toString());
  return (
    <p className="audit-export">
      <a
        className="btn btn--style-secondary btn--size-small audit-export__link"
        href={`/api/audit-events/export${query}`}
        download
      >
        Export to CSV
      </a>
      <span className="audit-export__scope">
        {query === '' ? 'Every event in the trail.' : 'Every event that matches the current filter and search.'}
      </span>
    </p>
  );
}
