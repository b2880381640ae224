import { SIGNATORY_PROFESSION_LABELS } from '@hcp/contracts/certification';
import type { PayloadRequest, Where } from 'payload';

import { auditActorOf, auditOriginOf } from '../audit/origin';
import { recordAuditEvent } from '../audit/record';
import { contentDisposition } from '../utilities/contentDisposition';
import { toCsv } from '../utilities/csv';
import type { CertificateRow } from './workflow';

/** The list's search box, as Payload's list sends it: longer text is refused rather than cut. */
const MAX_SEARCH_LENGTH = 200;
/** Certificates are a few per item and version: an audit's file holds every one of them. */
const MAX_ROWS = 50_000;

export const CERTIFICATES_CSV_HEADER = [
  'Certified (UTC)',
  'Certificate',
  'Item',
  'Collection',
  'Item id',
  'Version',
  'Approval code',
  'Signatory',
  'Profession',
  'Registration number',
  'Author of the change',
  'Second factor given',
  'Content hash (SHA-256)',
  'Statement',
] as const;

function rowOf(certificate: CertificateRow): (string | number)[] {
  return [
    certificate.certifiedAt,
    certificate.id,
    certificate.title,
    certificate.itemCollection,
    certificate.itemId,
    certificate.versionId ?? '',
    certificate.approvalCode ?? '',
    certificate.signatoryName,
    SIGNATORY_PROFESSION_LABELS[certificate.profession],
    certificate.registrationNumber,
    certificate.authorName ?? '',
    certificate.secondFactor ? 'yes' : 'no',
    certificate.contentHash,
    certificate.statement,
  ];
}

/**
 * `GET /api/certificates/export`: every certificate, newest first, or those matching the list's search (`search`:
 * title, signatory, approval code), as CSV for an audit. Cells are escaped and guarded against formulas. The export is
 * itself audited.
 */
export async function certificatesCsv(req: PayloadRequest): Promise<Response> {
  const search = (req.query as { search?: unknown }).search;
  let where: Where = {};
  if (search !== undefined && search !== '') {
    if (typeof search !== 'string' || search.length > MAX_SEARCH_LENGTH) {
      return Response.json(
        { errors: [{ message: `Search for at most ${String(MAX_SEARCH_LENGTH)} characters.` }] },
        { status: 400 },
      );
    }
    where = {
      or: [{ title: { like: search } }, { signatoryName: { like: search } }, { approvalCode: { like: search } }],
    };
  }
  const { docs } = await req.payload.find({
    collection: 'certificates',
    where,
    sort: ['-certifiedAt', '-id'],
    limit: MAX_ROWS,
    pagination: false,
    depth: 0,
    user: req.user,
    overrideAccess: false,
  });
  await recordAuditEvent(req.payload, {
    action: 'certificates.exported',
    actor: auditActorOf(req),
    ...auditOriginOf(req),
    details: { rows: docs.length, search: typeof search === 'string' ? search : null },
  });
  return new Response(toCsv([CERTIFICATES_CSV_HEADER, ...docs.map(rowOf)]), {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(`certificates-${new Date().toISOString().slice(0, 10)}.csv`),
      'Cache-Control': 'private, no-store',
    },
  });
}
