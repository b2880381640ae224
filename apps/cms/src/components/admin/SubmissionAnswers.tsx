import type { JSONFieldServerComponent, JSONFieldServerProps } from 'payload';

import { adminAnswerLines, mailsSentLines } from '../../collections/FormSubmissions/answers';
import type { Form } from '../../payload-types';

type SubmissionData = { form?: number | Form | null; values?: unknown; mailsSent?: unknown };

/** The submission's form with its fields, read as the signed-in administrator; null if it is gone. */
async function formOf(props: JSONFieldServerProps, form: SubmissionData['form']): Promise<Form | null> {
  if (form && typeof form === 'object') return form;
  if (typeof form !== 'number') return null;
  const found = await props.req.payload.find({
    collection: 'forms',
    where: { id: { equals: form } },
    depth: 0,
    limit: 1,
    user: props.req.user,
    overrideAccess: false,
  });
  return found.docs[0] ?? null;
}

function titleOf(props: JSONFieldServerProps, fallback: string): string {
  const label = props.field.label;
  return typeof label === 'string' ? label : fallback;
}

/**
 * A submission's answers, read-only, as a list of the form's questions and what was answered. It replaces Payload's
 * JSON editor, which loads its code editor from a public CDN: the admin must load nothing from outside the server.
 */
export const SubmissionAnswers: JSONFieldServerComponent = async (props) => {
  const data = props.data as SubmissionData;
  const lines = adminAnswerLines(await formOf(props, data.form), data.values);
  const headingId = `submission-answers-${props.path}`;
  return (
    <section className="field-type submission-answers" aria-labelledby={headingId}>
      <h3 id={headingId} className="submission-answers__title">
        {titleOf(props, 'Answers')}
      </h3>
      {lines.length === 0 ? (
        <p>No answers were stored.</p>
      ) : (
        <dl className="submission-answers__list">
          {lines.map((line, index) => (
            <div key={index} className="submission-answers__item">
              <dt>{line.label}</dt>
              <dd>{line.text}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
};

/** The notification mails that went out for a submission, as a read-only list (in place of the JSON editor). */
export const MailsSent: JSONFieldServerComponent = (props) => {
  const lines = mailsSentLines((props.data as SubmissionData).mailsSent);
  const headingId = `mails-sent-${props.path}`;
  return (
    <section className="field-type submission-answers" aria-labelledby={headingId}>
      <h3 id={headingId} className="submission-answers__title">
        {titleOf(props, 'Mails sent')}
      </h3>
      {lines.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul className="submission-answers__mails">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      {typeof props.field.admin?.description === 'string' ? (
        <p className="field-description">{props.field.admin.description}</p>
      ) : null}
    </section>
  );
};
