import { RequestStatusSchema } from '@hcp/contracts/requests';
import type { UIFieldServerComponent, UIFieldServerProps } from 'payload';

import { dateInWords } from '../../fields/dateInWords';
import type { Form, FormSubmission, IntegrationClient, User } from '../../payload-types';
import { Deadline, UrgentFlag } from './RequestDeadline';

type Relation<T> = number | T | null | undefined;

/** A related document read as the signed-in account, under the access rules; null when gone or not readable. */
async function read<T>(
  props: UIFieldServerProps,
  collection: 'users' | 'forms' | 'integration-clients',
  value: Relation<T>,
): Promise<T | null> {
  if (value && typeof value === 'object') return value;
  if (typeof value !== 'number') return null;
  const found = await props.req.payload.find({
    collection,
    where: { id: { equals: value } },
    depth: 0,
    limit: 1,
    user: props.req.user,
    overrideAccess: false,
  });
  return (found.docs[0] as T | undefined) ?? null;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Who sent it, as a person reads it: the professional's name, then their profession and organisation. */
function Sender({
  account,
  client,
  email,
}: {
  account: User | null;
  client: IntegrationClient | null;
  email: string | null;
}) {
  if (account) {
    const profession = account.profession && account.profession !== 'other' ? capitalised(account.profession) : null;
    const role = [profession, account.organisation].filter(Boolean).join(', ');
    return (
      <>
        <span className="request-summary__name">
          {account.firstName} {account.lastName}
        </span>
        {role && <span>{role}</span>}
        <span>{account.email}</span>
      </>
    );
  }
  if (client) return <span>{client.name} (integration client)</span>;
  return <span>{email ? `${email} (not signed in)` : 'Someone not signed in'}</span>;
}

/**
 * The top of a request in the admin, as a person reads it: who sent it (name, profession, organisation), with which
 * form and when, its deadline and its flags. What the server keeps to file it sits under Technical details.
 */
export const RequestSummary: UIFieldServerComponent = async (props) => {
  const data = props.data as Partial<FormSubmission>;
  const [account, form, client] = await Promise.all([
    read<User>(props, 'users', data.account),
    read<Form>(props, 'forms', data.form),
    read<IntegrationClient>(props, 'integration-clients', data.integrationClient),
  ]);
  const status = RequestStatusSchema.safeParse(data.status);
  const sent = dateInWords(data.createdAt, 'moment', 'Europe/London');
  return (
    <section className="request-summary" aria-labelledby="request-summary-title">
      <h2 id="request-summary-title" className="request-summary__title">
        {form ? form.title : 'A form that no longer exists'}
      </h2>
      <dl className="request-summary__facts">
        <div>
          <dt>From</dt>
          <dd className="request-summary__sender">
            <Sender account={account} client={client} email={data.submitterEmail ?? null} />
          </dd>
        </div>
        {sent && (
          <div>
            <dt>Sent</dt>
            <dd>{sent}</dd>
          </div>
        )}
        {data.deadline && (
          <div>
            <dt>Answer due by</dt>
            <dd>
              <Deadline deadline={data.deadline} status={status.success ? status.data : null} />
            </dd>
          </div>
        )}
        {(data.urgent === true || data.patientHarm === true) && (
          <div>
            <dt>Flags</dt>
            <dd className="request-summary__flags">
              {data.urgent === true && <UrgentFlag />}
              {data.patientHarm === true && (
                <span className="review-status review-status--expired">A patient was harmed</span>
              )}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
};
