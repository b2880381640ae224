import type { Payload } from 'payload';

import { isAdministratorUser } from '../../access/isAdministrator';

/**
 * Above the submissions list: choose a form (or all) and download its submissions as CSV. A plain GET form, so the
 * browser downloads the file with the admin's session cookie; the endpoint checks the administrator role again.
 */
export async function SubmissionsExport({ payload, user }: { payload: Payload; user?: unknown }) {
  if (!isAdministratorUser(user as Parameters<typeof isAdministratorUser>[0])) return null;
  const { docs } = await payload.find({
    collection: 'forms',
    select: { title: true },
    sort: 'title',
    limit: 500,
    depth: 0,
    overrideAccess: true,
  });
  return (
    <form
      className="submissions-export"
      method="get"
      action="/api/form-submissions/export"
      style={{ display: 'flex', gap: '0.75rem', alignItems: 'end', marginBottom: '1.5rem', flexWrap: 'wrap' }}
    >
      <label style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem' }}>
        <span>Export submissions of</span>
        <select name="form" defaultValue="">
          <option value="">All forms</option>
          {docs.map((form) => (
            <option key={form.id} value={String(form.id)}>
              {form.title}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }}>
        Download CSV
      </button>
    </form>
  );
}
