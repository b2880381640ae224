import type { ServerProps } from 'payload';

import { findStaff, reviewQueue } from '../../certification/workflow';
import { momentOf } from './certificationLabels';
import { WarningIcon } from './WarningIcon';

type Queue = Awaited<ReturnType<typeof reviewQueue>>;
type Line = Queue['waitingForMe'][number];

/** Staff work in the UK: the admin home's moments are London's, as the request summary's are. */
const at = (value: string | null | undefined) => momentOf(value, 'Europe/London') ?? '—';

/** An item's title, linking to its edit view, where the certification panel is. */
function ItemCell({ adminRoute, line }: { adminRoute: string; line: Pick<Line, 'collection' | 'id' | 'title'> }) {
  return (
    <th scope="row">
      <a href={`${adminRoute}/collections/${line.collection}/${String(line.id)}`}>{line.title}</a>
    </th>
  );
}

/**
 * Above the admin's dashboard, for CMS staff: certified publishing's queue (issue 33). Safety notices published before
 * their certificate come first, in a warning box, while there are any; then the items waiting for the signed-in
 * account's review or certificate, and those it submitted that are still in review.
 */
export async function ReviewQueue({ payload, user }: ServerProps) {
  if (user?.collection !== 'admins' || typeof user.id !== 'number') return null;
  const me = await findStaff(payload, user.id);
  if (!me) return null;
  const adminRoute = payload.config.routes.admin;
  const { waitingForMe, submittedByMe, urgentUncertified } = await reviewQueue(payload, me);
  return (
    <section className="editor-cockpit review-queue" aria-labelledby="review-queue-title">
      <h2 id="review-queue-title">Reviews</h2>
      {urgentUncertified.length > 0 && (
        <div className="review-queue__urgent">
          <h3>
            <WarningIcon />
            Safety notices published before certification ({urgentUncertified.length})
          </h3>
          <div className="editor-cockpit__scroll">
            <table className="editor-cockpit__table">
              <caption>
                An administrator published each of these before a signatory certified it. Each stays here until it is
                certified.
              </caption>
              <thead>
                <tr>
                  <th scope="col">Safety notice</th>
                  <th scope="col">Published by</th>
                  <th scope="col">Published</th>
                  <th scope="col">Reason</th>
                </tr>
              </thead>
              <tbody>
                {urgentUncertified.map((line) => (
                  <tr key={`${line.collection}-${String(line.id)}`}>
                    <ItemCell adminRoute={adminRoute} line={line} />
                    <td>{line.by || '—'}</td>
                    <td>{at(line.at)}</td>
                    <td className="review-queue__reason">{line.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}

      <h3 id="review-queue-waiting">Waiting for you ({waitingForMe.length})</h3>
      {waitingForMe.length === 0 ? (
        <p>Nothing waits for you.</p>
      ) : (
        <div className="editor-cockpit__scroll">
          <table className="editor-cockpit__table">
            <caption>
              Newest first. Open an item to read it, comment on it and, when you are its signatory, certify it.
            </caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Area</th>
                <th scope="col">You are asked</th>
                <th scope="col">Submitted by</th>
                <th scope="col">Submitted</th>
              </tr>
            </thead>
            <tbody>
              {waitingForMe.map((line) => (
                <tr key={`${line.collection}-${String(line.id)}`}>
                  <ItemCell adminRoute={adminRoute} line={line} />
                  <td>{line.area}</td>
                  <td>{line.ask === 'certify' ? 'to certify' : 'to review'}</td>
                  <td>{line.submittedBy ?? '—'}</td>
                  <td>{at(line.submittedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <h3 id="review-queue-submitted">Submitted by you ({submittedByMe.length})</h3>
      {submittedByMe.length === 0 ? (
        <p>Nothing you submitted is in review.</p>
      ) : (
        <div className="editor-cockpit__scroll">
          <table className="editor-cockpit__table">
            <caption>Newest first: still waiting for their reviewers and signatory.</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Area</th>
                <th scope="col">Submitted</th>
              </tr>
            </thead>
            <tbody>
              {submittedByMe.map((line) => (
                <tr key={`${line.collection}-${String(line.id)}`}>
                  <ItemCell adminRoute={adminRoute} line={line} />
                  <td>{line.area}</td>
                  <td>{at(line.submittedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
