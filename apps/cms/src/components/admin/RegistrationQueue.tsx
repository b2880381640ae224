import type { ServerProps, Where } from 'payload';

import { isStaffUser } from '../../access/isStaff';
import { publicRegisterOf } from '../../registration/registers';
import { filteredListUrl } from '../../utilities/editorAttention';

/** How many pending registrations the dashboard lists; the rest are one link away. */
export const QUEUE_LENGTH = 25;

const PENDING: Where = { status: { equals: 'pending' } };

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Above the admin's dashboard, for staff who may read portal accounts: the registrations awaiting approval, oldest first,
 * each with its regulator, number and a link to that regulator's public register, so the check and the decision take
 * one screen. Read as the signed-in account, under the access rules.
 */
export async function RegistrationQueue({ payload, user, permissions }: ServerProps) {
  if (!user || !isStaffUser(user) || permissions?.collections?.users?.read !== true) return null;
  const adminRoute = payload.config.routes.admin;
  const { docs, totalDocs } = await payload.find({
    collection: 'users',
    where: PENDING,
    sort: 'createdAt',
    limit: QUEUE_LENGTH,
    depth: 0,
    user,
    overrideAccess: false,
    select: {
      firstName: true,
      lastName: true,
      email: true,
      profession: true,
      organisation: true,
      regulator: true,
      registrationNumber: true,
      createdAt: true,
    },
  });
  return (
    <section className="editor-cockpit registration-queue" aria-labelledby="registration-queue-title">
      <h2 id="registration-queue-title">Registrations awaiting approval ({totalDocs})</h2>
      {totalDocs === 0 ? (
        <p>No registration is waiting. New ones appear here once the professional has confirmed their address.</p>
      ) : (
        <div className="editor-cockpit__scroll">
          <table className="editor-cockpit__table">
            <caption>
              Oldest first. Check the number in the regulator’s register, then open the account to give it roles
              (approve) or to reject it with a reason.
            </caption>
            <thead>
              <tr>
                <th scope="col">Professional</th>
                <th scope="col">Profession and organisation</th>
                <th scope="col">Regulator and number</th>
                <th scope="col">Register</th>
                <th scope="col">Registered</th>
              </tr>
            </thead>
            <tbody>
              {docs.map((account) => {
                const register = publicRegisterOf(account.regulator);
                return (
                  <tr key={account.id}>
                    <th scope="row">
                      <a href={`${adminRoute}/collections/users/${String(account.id)}`}>
                        {account.firstName} {account.lastName}
                      </a>
                      <br />
                      <span className="registration-queue__muted">{account.email}</span>
                    </th>
                    <td>
                      {account.profession ?? '—'}
                      <br />
                      <span className="registration-queue__muted">{account.organisation ?? '—'}</span>
                    </td>
                    <td>
                      {account.regulator ?? '—'} <code>{account.registrationNumber ?? '—'}</code>
                    </td>
                    <td>
                      {register ? (
                        <a href={register.url} target="_blank" rel="noopener noreferrer">
                          Search the {register.name}
                          <span className="registration-queue__hidden"> (opens in a new tab)</span>
                        </a>
                      ) : (
                        'No known register: ask for proof'
                      )}
                    </td>
                    <td>{dateFormat.format(new Date(account.createdAt))}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {totalDocs > docs.length && (
            <p>
              <a href={filteredListUrl(adminRoute, 'users', PENDING)}>
                All {totalDocs} registrations awaiting approval
              </a>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
