'use client';

import { useSearchParams } from 'next/navigation';

/**
 * Above the certificates list: downloads every certificate, or those the list's search finds, as CSV for an audit.
 * A plain link, so the browser downloads the file with the admin's session cookie; the endpoint checks the account.
 * It looks like the audit events' export (custom.css, .audit-export).
 */
export function CertificatesExport() {
  const search = useSearchParams().get('search') ?? '';
  const query = search === '' ? '' : `?${new URLSearchParams({ search }).toString()}`;
  return (
    <p className="audit-export certificates-export">
      <a
        className="btn btn--style-secondary btn--size-small audit-export__link"
        href={`/api/certificates/export${query}`}
        download
      >
        Export to CSV
      </a>
      <span className="audit-export__scope">
        {query === '' ? 'Every certificate.' : 'Every certificate that matches the current search.'}
      </span>
    </p>
  );
}
