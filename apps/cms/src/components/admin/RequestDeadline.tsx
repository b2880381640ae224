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
function Deadline({ deadline, status }: { deadline: string; status: RequestStatus | null }) {
  const overdue = status !== null && isOverdue(status, isoDayOf(deadline));
  return (
    <span className={overdue ? 'review-status review-status--expired' : undefined}>
      {dayOf(deadline)}
      {overdue && ' · Overdue'}
    </span>
  );
}

/** The Deadline column of the submissions list: empty for a submission with no life cycle. */
export function RequestDeadlineCell({ cellData, rowData }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'string' || cellData === '') return null;
  return <Deadline deadline={cellData} status={statusOf((rowData as { status?: unknown } | undefined)?.status)} />;
}

/**
 * Above the admin's dashboard, for staff: the requests still waiting for an answer, soonest deadline first, overdue
 * ones flagged in words. Read as the signed-in account, under the access rules.
 */
export async function OpenRequests({ payload, user }: ServerProps) {
  // Editors read requests under a where (no anonymous messages), so the rule, not a permission flag, decides.
  if (!user || !isStaffUser(user)) return null;
  const adminRoute = payload.config.routes.admin;
  const { docs, totalDocs } = await payload.find({
    collection: 'form-submissions',
    where: OPEN,
    sort: ['deadline', 'createdAt'],
    limit: OPEN_REQUESTS_LENGTH,
    depth: 1,
    user,
    overrideAccess: false,
    select: { reference: true, form: true, status: true, deadline: true, owner: true, createdAt: true },
    populate: { forms: { title: true }, admins: { name: true } },
  });
  const overdue = docs.filter((doc) => doc.status && doc.deadline && isOverdue(doc.status, isoDayOf(doc.deadline)));
  return (
    <section className="editor-cockpit registration-queue open-requests" aria-labelledby="open-requests-title">
      <h2 id="open-requests-title">
        Open requests ({totalDocs}){overdue.length > 0 && `, ${String(overdue.length)} overdue`}
      </h2>
      {totalDocs === 0 ? (
        <p>No request is waiting for an answer.</p>
      ) : (
        <div className="editor-cockpit__scroll">
          <table className="editor-cockpit__table">
            <caption>
              Soonest deadline first. Open a request to set its status and owner and to write the answer; the requester
              is told of each change.
            </caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Form</th>
                <th scope="col">Status</th>
                <th scope="col">Owner</th>
                <th scope="col">Deadline</th>
              </tr>
            </thead>
            <tbody>
              {docs.map((doc) => (
                <tr key={doc.id}>
                  <th scope="row">
                    <a href={`${adminRoute}/collections/form-submissions/${String(doc.id)}`}>{doc.reference}</a>
                  </th>
                  <td>{typeof doc.form === 'object' ? doc.form.title : '—'}</td>
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
