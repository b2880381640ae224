import type { ServerProps, Where } from 'payload';

import { isStaffUser } from '../../access/isStaff';
import { env } from '../../env';
import type { User } from '../../payload-types';
import { REGISTER_CHECK_LABELS } from '../../registration/register-check';
import { publicRegisterOf } from '../../registration/registers';
import { filteredListUrl } from '../../utilities/editorAttention';

/** How many pending registrations the dashboard lists; the rest are one link away. */
export const QUEUE_LENGTH = 25;

const PENDING: Where = { status: { equals: 'pending' } };

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The register-check service's answer, in words, with the name on the register when it differs. */
function CheckResult({ check }: { check: User['registerCheck'] }) {
  if (!check?.result) return <span className="registration-queue__muted">Not checked yet</span>;
  const label = REGISTER_CHECK_LABELS[check.result];
  const alert = check.result !== 'found';
  return (
    <span className={alert ? 'registration-queue__alert' : undefined}>
      {label}
      {check.result === 'name-mismatch' && check.registeredName && (
        <>
          <br />
          <span className="registration-queue__muted">Registered as {check.registeredName}</span>
        </>
      )}
    </span>
  );
}

/** The professional's name, linking to their account in /admin, above their email. */
function ProfessionalCell({
  adminRoute,
  account,
}: {
  adminRoute: string;
  account: Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>;
}) {
  return (
    <th scope="row">
      <a href={`${adminRoute}/collections/users/${String(account.id)}`}>
        {account.firstName} {account.lastName}
      </a>
      <br />
      <span className="registration-queue__muted">{account.email}</span>
    </th>
  );
}

/** A link to search the regulator's public register, in a new tab, or what to do without one. */
function RegisterLink({ regulator, none }: { regulator: User['regulator']; none: string }) {
  const register = publicRegisterOf(regulator);
  if (!register) return <>{none}</>;
  return (
    <a href={register.url} target="_blank" rel="noopener noreferrer">
      Search the {register.name}
      <span className="registration-queue__hidden"> (opens in a new tab)</span>
    </a>
  );
}

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
      registerCheck: true,
    },
  });
  // The check's column appears with a register-check service, or once any listed account has a result.
  const showChecks = Boolean(env.registerCheck) || docs.some((account) => account.registerCheck?.result);
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
                {showChecks && <th scope="col">Register check</th>}
                <th scope="col">Registered</th>
              </tr>
            </thead>
            <tbody>
              {docs.map((account) => {
                return (
                  <tr key={account.id}>
                    <ProfessionalCell adminRoute={adminRoute} account={account} />
                    <td>
                      {account.profession ?? '—'}
                      <br />
                      <span className="registration-queue__muted">{account.organisation ?? '—'}</span>
                    </td>
                    <td>
                      {account.regulator ?? '—'} <code>{account.registrationNumber ?? '—'}</code>
                    </td>
                    <td>
                      <RegisterLink regulator={account.regulator} none="No known register: ask for proof" />
                    </td>
                    {showChecks && (
                      <td>
                        <CheckResult check={account.registerCheck} />
                      </td>
                    )}
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

const LAPSED: Where = { and: [{ status: { equals: 'approved' } }, { 'registerCheck.result': { equals: 'lapsed' } }] };

/**
 * Above the admin's dashboard, only while there are any: approved professionals whose registration the monthly
 * re-check found lapsed (jobs/registerChecks.ts). Their access stays until staff decide: suspend the account, or
 * confirm the registration with the professional.
 */
export async function LapsedRegistrations({ payload, user, permissions }: ServerProps) {
  if (!user || !isStaffUser(user) || permissions?.collections?.users?.read !== true) return null;
  const adminRoute = payload.config.routes.admin;
  const { docs, totalDocs } = await payload.find({
    collection: 'users',
    where: LAPSED,
    sort: 'registerCheck.checkedAt',
    limit: QUEUE_LENGTH,
    depth: 0,
    user,
    overrideAccess: false,
    select: {
      firstName: true,
      lastName: true,
      email: true,
      regulator: true,
      registrationNumber: true,
      registerCheck: true,
    },
  });
  if (totalDocs === 0) return null;
  return (
    <section className="editor-cockpit registration-queue" aria-labelledby="lapsed-registrations-title">
      <h2 id="lapsed-registrations-title">Lapsed registrations ({totalDocs})</h2>
      <div className="editor-cockpit__scroll">
        <table className="editor-cockpit__table">
          <caption>
            Approved professionals the monthly register check no longer finds on their register. They can still sign in:
            confirm with the professional, then suspend the account or correct the number.
          </caption>
          <thead>
            <tr>
              <th scope="col">Professional</th>
              <th scope="col">Regulator and number</th>
              <th scope="col">Register</th>
              <th scope="col">Checked</th>
            </tr>
          </thead>
          <tbody>
            {docs.map((account) => {
              const checkedAt = account.registerCheck?.checkedAt;
              return (
                <tr key={account.id}>
                  <ProfessionalCell adminRoute={adminRoute} account={account} />
                  <td>
                    {account.regulator ?? '—'} <code>{account.registrationNumber ?? '—'}</code>
                  </td>
                  <td>
                    <RegisterLink regulator={account.regulator} none="No known register" />
                  </td>
                  <td>{checkedAt ? dateFormat.format(new Date(checkedAt)) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {totalDocs > docs.length && (
          <p>
            <a href={filteredListUrl(adminRoute, 'users', LAPSED)}>All {totalDocs} lapsed registrations</a>
          </p>
        )}
      </div>
    </section>
  );
}
