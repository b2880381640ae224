import type { JobsConfig, Payload, PayloadRequest } from 'payload';
import { z } from 'zod';

import { isStaffUser } from '../access/isStaff';
import { answerLines } from '../collections/FormSubmissions/answers';
import {
  pharmacovigilanceMail,
  type SubmissionMailInput,
  submitterCopyMail,
  teamSubmissionMail,
} from '../email/formMails';
import type { Env } from '../env';
import type { Form, FormSubmission } from '../payload-types';

export const FORM_MAIL_QUEUE = 'form-mail';
export const FORM_MAIL_TASK = 'sendFormNotifications';
const ATTEMPTS = 10;
const TaskInputSchema = z.object({ submission: z.number().int() });

type MailKind = 'team' | 'copy' | 'pharmacovigilance';

function senderOf(submission: FormSubmission): string {
  const account = typeof submission.account === 'object' ? submission.account : null;
  if (account) return `${account.firstName} ${account.lastName} <${account.email}> (portal account)`;
  const client = typeof submission.integrationClient === 'object' ? submission.integrationClient : null;
  if (client) return `Integration client "${client.name}"`;
  return submission.submitterEmail ? `A visitor, ${submission.submitterEmail}` : 'A visitor (not signed in)';
}

/** The mails a submission owes: the team's, the submitter's copy, pharmacovigilance's when a patient was harmed. */
function mailsOf(form: Form, submission: FormSubmission): { kind: MailKind; to: string }[] {
  const mails: { kind: MailKind; to: string }[] = [{ kind: 'team', to: form.notifications.teamAddress }];
  if (form.notifications.copyToSubmitter && submission.submitterEmail)
    mails.push({ kind: 'copy', to: submission.submitterEmail });
  if (submission.patientHarm && form.notifications.pharmacovigilanceAddress)
    mails.push({ kind: 'pharmacovigilance', to: form.notifications.pharmacovigilanceAddress });
  return mails;
}

const TEMPLATES = { team: teamSubmissionMail, copy: submitterCopyMail, pharmacovigilance: pharmacovigilanceMail };

/**
 * Sends a submission's notification mails that have not gone out yet. Each sent mail is recorded at once, so a
 * retry after a failure (SMTP down) sends only the rest; the job then fails and the queue retries with backoff.
 */
export async function sendFormNotifications(payload: Payload, submissionId: number, req?: PayloadRequest) {
  const submission = await payload.findByID({
    collection: 'form-submissions',
    id: submissionId,
    depth: 1,
    overrideAccess: true,
    req,
  });
  const form = typeof submission.form === 'object' ? submission.form : null;
  if (!form) throw new Error(`Submission ${String(submissionId)} has no form.`);
  const sent = new Set(Array.isArray(submission.mailsSent) ? (submission.mailsSent as string[]) : []);
  const input: SubmissionMailInput = {
    reference: submission.reference ?? '',
    formTitle: form.title,
    submittedAt: `${submission.createdAt.slice(0, 16).replace('T', ' ')} UTC`,
    sender: senderOf(submission),
    answers: answerLines(form, submission),
    adminUrl: `${payload.config.serverURL}/admin/collections/form-submissions/${String(submission.id)}`,
  };
  try {
    for (const mail of mailsOf(form, submission)) {
      if (sent.has(mail.kind)) continue;
      await payload.sendEmail({ to: mail.to, ...TEMPLATES[mail.kind](input) });
      sent.add(mail.kind);
      await payload.update({
        collection: 'form-submissions',
        id: submission.id,
        data: { mailsSent: [...sent] },
        overrideAccess: true,
        req,
      });
    }
  } catch (error) {
    await payload.update({
      collection: 'form-submissions',
      id: submission.id,
      data: { mailStatus: 'retrying' },
      overrideAccess: true,
      req,
    });
    throw error;
  }
  await payload.update({
    collection: 'form-submissions',
    id: submission.id,
    data: { mailStatus: 'sent' },
    overrideAccess: true,
    req,
  });
}

/** Queues a submission's notification mails; the queue sends them, and retries while SMTP is down. */
export async function queueFormNotifications(payload: Payload, submissionId: number, req?: PayloadRequest) {
  await payload.jobs.queue({ task: FORM_MAIL_TASK, queue: FORM_MAIL_QUEUE, input: { submission: submissionId }, req });
}

/**
 * The jobs queue: one task that sends a submission's mails, retried with exponential backoff (the first retry after
 * `mailRetryDelayMs`). The server runs the queue every ten seconds; tests call `payload.jobs.run()` themselves.
 */
export function formMailJobs(env: Pick<Env, 'mailQueueAutoRun' | 'mailRetryDelayMs'>): JobsConfig {
  return {
    access: { run: ({ req }) => isStaffUser(req.user), queue: ({ req }) => isStaffUser(req.user) },
    tasks: [
      {
        slug: FORM_MAIL_TASK,
        label: 'Send a form submission’s notification mails',
        inputSchema: [{ name: 'submission', type: 'number', required: true }],
        retries: { attempts: ATTEMPTS, backoff: { type: 'exponential', delay: env.mailRetryDelayMs } },
        handler: async ({ input, req }) => {
          const { submission } = TaskInputSchema.parse(input);
          await sendFormNotifications(req.payload, submission, req);
          return { output: {} };
        },
      },
    ],
    autoRun: [{ cron: '*/10 * * * * *', queue: FORM_MAIL_QUEUE, limit: 20 }],
    shouldAutoRun: () => env.mailQueueAutoRun,
    deleteJobOnComplete: true,
  };
}
