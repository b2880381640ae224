import type { ServerProps } from 'payload';

import { isStaffUser } from '../../access/isStaff';
import {
  ATTENTION_KINDS,
  ATTENTION_LABELS,
  attentionWheres,
  contentAttention,
  filteredListUrl,
  receivedTodayWhere,
  submissionsReceivedToday,
} from '../../utilities/editorAttention';

/** A count, linked to the list it counts when there is something to see there. */
function CountLink({ count, href, name }: { count: number; href: string; name: string }) {
  if (count === 0) return <span>0</span>;
  return (
    <a href={href} aria-label={`${String(count)} ${name}`}>
      {count}
    </a>
  );
}

/**
 * Above the admin's dashboard: what needs an editor in every content collection (items awaiting approval, drafts,
 * items expiring within 30 days and expired ones), and for administrators the form submissions received today. Each
 * count is read as the signed-in account under the access rules, and links to the filtered list.
 */
export async function EditorCockpit({ payload, user, permissions }: ServerProps) {
  if (!user || !isStaffUser(user)) return null;
  const now = new Date();
  const adminRoute = payload.config.routes.admin;
  const wheres = attentionWheres(now);
  const rows = await contentAttention(payload, user, now);
  const mayReadSubmissions = permissions?.collections?.['form-submissions']?.read === true;
  const receivedToday = mayReadSubmissions ? await submissionsReceivedToday(payload, user, now) : null;
  const totals = ATTENTION_KINDS.map((kind) => rows.reduce((sum, row) => sum + row.counts[kind], 0));
  return (
    <section className="editor-cockpit" aria-labelledby="editor-cockpit-title">
      <h2 id="editor-cockpit-title">Needs your attention</h2>
      {receivedToday === null ? null : (
        <p className="editor-cockpit__submissions">
          Form submissions received today:{' '}
          <CountLink
            count={receivedToday}
            name="form submissions received today"
            href={filteredListUrl(adminRoute, 'form-submissions', receivedTodayWhere(now))}
          />
        </p>
      )}
      <div className="editor-cockpit__scroll">
        <table className="editor-cockpit__table">
          <caption>Portal content by collection; each count opens the filtered list.</caption>
          <thead>
            <tr>
              <th scope="col">Collection</th>
              {ATTENTION_KINDS.map((kind) => (
                <th key={kind} scope="col">
                  {ATTENTION_LABELS[kind]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.slug}>
                <th scope="row">
                  <a href={`${adminRoute}/collections/${row.slug}`}>{row.label}</a>
                </th>
                {ATTENTION_KINDS.map((kind) => (
                  <td key={kind} className={kind === 'expired' && row.counts[kind] > 0 ? 'editor-cockpit__alert' : ''}>
                    <CountLink
                      count={row.counts[kind]}
                      name={`${row.label}: ${ATTENTION_LABELS[kind].toLowerCase()}`}
                      href={filteredListUrl(adminRoute, row.slug, wheres[kind])}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All content</th>
              {totals.map((total, index) => (
                <td key={ATTENTION_KINDS[index]}>{total}</td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
