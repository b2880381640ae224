import {
  isOverdue,
  OPEN_REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  type RequestStatus,
  RequestStatusSchema,
} from '@hcp/contracts/requests';
import type { DefaultServerCellComponentProps, ServerProps, Where } from 'payload';

import { isStaffUser } from '../../access/isStaff';
import { filteredListUrl } from '../../utilities/editorAttention';
import { WarningIcon } from './WarningIcon';

/** How many open requests the admin home lists; the rest are one link away. */
export const OPEN_REQUESTS_LENGTH = 25;

const OPEN: Where = { status: { in: [...OPEN_REQUEST_STATUSES] } };

const dayOf = (stored: string) =>
  new Date(stored).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A stored deadline (midnight UTC of its day) as the day it names. */
const isoDayOf = (stored: string) => stored.slice(0, 10);

function statusOf(value: unknown): RequestStatus | null {
  const parsed = RequestStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A deadline, with "Overdue" in words (and in red) when the request is still open past it. */
export function Deadline({ deadline, status }: { deadline: string; status: RequestStatus | null }) {
  const overdue = status !== null && isOverdue(status, isoDayOf(deadline));
  return (
    <span className={overdue ? 'review-status review-status--expired' : undefined}>
      {dayOf(deadline)}
      {overdue && ' · Overdue'}
    </span>
  );
}

/** "Urgent" in words, with a warning sign, so colour is never the only cue. */
export function UrgentFlag() {
  return (
    <span className="review-status request-urgent">
      <WarningIcon />
      Urgent
    </span>
  );
}

/** The Urgent column of the submissions list: the flag, or nothing for a routine submission. */
export function UrgentCell({ cellData }: DefaultServerCellComponentProps) {
  return cellData === true ? <UrgentFlag /> : null;
}

/** The Deadline column of the submissions list: empty for a submission with no life cycle. */
export function RequestDeadlineCell({ cellData, rowData }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'string' || cellData === '') return null;
  return <Deadline deadline={cellData} status={statusOf((rowData as { status?: unknown } | undefined)?.status)} />;
}

/**
 * Above the admin's dashboard, for staff: the requests still waiting for an answer, urgent ones first, then soonest
 * deadline first; urgent and overdue ones flagged in words, an overdue urgent one's row in red. Read as the signed-in
 * account, under the access rules.
 */
export async function OpenRequests({ payload, user }: ServerProps) {
  // Editors read requests under a where (no anonymous messages), so the rule, not a permission flag, decides.
  if (!user || !isStaffUser(user)) return null;
  const adminRoute = payload.config.routes.admin;
  const { docs, totalDocs } = await payload.find({
    collection: 'form-submissions',
    where: OPEN,
    sort: ['-urgent', 'deadline', 'createdAt'],
    limit: OPEN_REQUESTS_LENGTH,
    depth: 1,
    user,
    overrideAccess: false,
    select: { reference: true, form: true, status: true, urgent: true, deadline: true, owner: true, createdAt: true },
    populate: { forms: { title: true }, admins: { name: true } },
  });
  const isLate = (doc: (typeof docs)[number]) =>
    Boolean(doc.status && doc.deadline && isOverdue(doc.status, isoDayOf(doc.deadline)));
  const overdue = docs.filter(isLate);
  // Counted over every open request, not only the rows shown: an urgent one must never hide past the first 25.
  const { totalDocs: urgentCount } = await payload.count({
    collection: 'form-submissions',
    where: { and: [OPEN, { urgent: { equals: true } }] },
    user,
    overrideAccess: false,
  });
  return (
    <section className="editor-cockpit registration-queue open-requests" aria-labelledby="open-requests-title">
      <h2 id="open-requests-title">
        Open requests ({totalDocs}){urgentCount > 0 && `, ${String(urgentCount)} urgent`}
        {overdue.length > 0 && `, ${String(overdue.length)} overdue`}
      </h2>
      {totalDocs === 0 ? (
        <p>No request is waiting for an answer.</p>
      ) : (
        <div className="editor-cockpit__scroll">
          <table className="editor-cockpit__table">
            <caption>
              Urgent requests first, then soonest deadline first. Open a request to set its status and owner and to
              write the answer; the requester is told of each change.
            </caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Form</th>
                <th scope="col">Urgency</th>
                <th scope="col">Status</th>
                <th scope="col">Owner</th>
                <th scope="col">Deadline</th>
              </tr>
            </thead>
            <tbody>
              {docs.map((doc) => (
                <tr
                  key={doc.id}
                  className={doc.urgent && isLate(doc) ? 'open-requests__row--urgent-overdue' : undefined}
                >
                  <th scope="row">
                    <a href={`${adminRoute}/collections/form-submissions/${String(doc.id)}`}>{doc.reference}</a>
                  </th>
                  <td>{typeof doc.form === 'object' ? doc.form.title : '—'}</td>
                  <td>{doc.urgent ? <UrgentFlag /> : <span className="registration-queue__muted">Routine</span>}</td>
                  <td>{doc.status ? REQUEST_STATUS_LABELS[doc.status] : '—'}</td>
                  <td>
                    {typeof doc.owner === 'object' && doc.owner ? (
                      doc.owner.name
                    ) : (
                      <span className="registration-queue__muted">Nobody yet</span>
                    )}
                  </td>
                  <td>{doc.deadline ? <Deadline deadline={doc.deadline} status={doc.status ?? null} /> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {totalDocs > docs.length && (
            <p>
              <a href={filteredListUrl(adminRoute, 'form-submissions', OPEN)}>All {totalDocs} open requests</a>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
