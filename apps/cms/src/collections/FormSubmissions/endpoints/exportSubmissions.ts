import type { PayloadHandler, Where } from 'payload';

import { isAdministratorUser } from '../../../access/isAdministrator';
import { actorOf, auditOriginOf } from '../../../audit/origin';
import { recordAuditEvent } from '../../../audit/record';
import type { Form, FormSubmission } from '../../../payload-types';
import { toCsv } from '../../../utilities/csv';
import { answerLines } from '../answers';
import { contentDisposition } from '../../../utilities/contentDisposition';

const EXPORT_LIMIT = 50_000;

function accountOf(submission: FormSubmission): string {
  if (typeof submission.account === 'object' && submission.account) return submission.account.email;
  if (typeof submission.integrationClient === 'object' && submission.integrationClient)
    return `client: ${submission.integrationClient.name}`;
  return '';
}

/**
 * `GET /api/form-submissions/export?form=<id>`: the submissions of one form (a column per field) or, without
 * `form`, of every form (the answers in one column), as CSV. Administrators only: checked here, whatever the
 * admin shows, since the file holds personal data.
 */
export const exportSubmissions: PayloadHandler = async (req) => {
  if (!isAdministratorUser(req.user)) {
    return Response.json({ errors: [{ message: 'Only administrators can export submissions.' }] }, { status: 403 });
  }
  const formParam = req.searchParams.get('form') ?? '';
  if (formParam !== '' && !/^\d{1,12}$/.test(formParam)) {
    return Response.json({ errors: [{ message: 'Choose a form by its id.' }] }, { status: 400 });
  }
  const where: Where | undefined = formParam ? { form: { equals: Number(formParam) } } : undefined;
  const chosen: Form | undefined = formParam
    ? (
        await req.payload.find({
          collection: 'forms',
          where: { id: { equals: Number(formParam) } },
          depth: 0,
          user: req.user,
          overrideAccess: false,
          req,
        })
      ).docs[0]
    : undefined;
  if (formParam && !chosen) return Response.json({ errors: [{ message: 'There is no such form.' }] }, { status: 404 });

  const { docs } = await req.payload.find({
    collection: 'form-submissions',
    where,
    sort: 'createdAt',
    limit: EXPORT_LIMIT,
    depth: 1,
    user: req.user,
    overrideAccess: false,
    req,
  });
  const common = ['Reference', 'Submitted (UTC)', 'Form', 'Account', 'Submitter email', 'Patient harmed', 'Mail'];
  const rows: (string | number)[][] = [];
  if (chosen) {
    rows.push([...common, ...(chosen.fields ?? []).map((field) => field.label)]);
  } else {
    rows.push([...common, 'Answers']);
  }
  for (const submission of docs) {
    const form = typeof submission.form === 'object' ? submission.form : undefined;
    const head = [
      submission.reference ?? '',
      submission.createdAt,
      form?.title ?? '',
      accountOf(submission),
      submission.submitterEmail ?? '',
      submission.patientHarm ? 'Yes' : 'No',
      submission.mailStatus,
    ];
    // A single form's columns follow its current fields; answers to fields removed since are in the all-forms export.
    const lines = answerLines(chosen ?? form ?? { fields: [] }, submission);
    rows.push(
      chosen
        ? [...head, ...lines.map((line) => line.text)]
        : [...head, lines.map((line) => `${line.label}: ${line.text}`).join('\n')],
    );
  }
  // The file holds personal data: no record in the audit trail, no file.
  await recordAuditEvent(req.payload, {
    action: 'submissions.exported',
    actor: actorOf(req.user),
    target: chosen
      ? { collection: 'forms', id: chosen.id, label: chosen.title }
      : { collection: 'form-submissions', label: 'All forms' },
    ...auditOriginOf(req),
    details: { submissions: docs.length },
  });
  const name = chosen ? `${chosen.slug}-submissions` : 'form-submissions';
  return new Response(toCsv(rows), {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition(`${name}-${new Date().toISOString().slice(0, 10)}.csv`),
      'Cache-Control': 'private, no-store',
    },
  });
};
