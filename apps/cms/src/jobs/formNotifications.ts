import type { Payload, PayloadRequest, TaskConfig } from 'payload';
import { z } from 'zod';

import { answerLines } from '../collections/FormSubmissions/answers';
import {
  acknowledgementMail,
  pharmacovigilanceMail,
  type SubmissionMailInput,
  submitterCopyMail,
  teamSubmissionMail,
  urgentTeamMail,
} from '../email/formMails';
import { sendMail } from '../email/context';
import type { MailContext } from '../email/layout';
import { formatMailDateTime } from '../email/mail-date';
import { env as processEnv, type Env } from '../env';
import type { Form, FormSubmission } from '../payload-types';
import { TASK_DEADLINE_MS } from '../db/job-claims';
import { copyNotSent, mayCopyTo } from './submitterCopies';
import { runQueueNow } from './worker';

export const FORM_MAIL_QUEUE = 'form-mail';
/**
 * An urgent request's mails: a queue of their own, run at once after the submission is stored (`sendUrgentMailNow`)
 * and, for retries, on the same schedule as the form mails; never behind a batch of routine mails.
 */
export const URGENT_MAIL_QUEUE = 'urgent-mail';
/** How many urgent jobs one run takes. */
export const URGENT_MAIL_RUN_LIMIT = 20;
export const FORM_MAIL_TASK = 'sendFormNotifications';
/**
 * Retries after the first try. With exponential backoff from MAIL_RETRY_DELAY_MS (30 s) the waits double from 30 s to
 * about 17 h: the last try is some 34 hours after the first, so a mail server down for a night or a day still gets
 * the mail (docs/notifications.md).
 */
export const MAIL_ATTEMPTS = 12;
const TaskInputSchema = z.object({ submission: z.number().int() });

type MailKind = 'team' | 'copy' | 'pharmacovigilance';
/** Recorded in `mailsSent` instead of `copy` when the per-address limit held a submitter's copy back. */
const COPY_WITHHELD = 'copy-withheld';

function senderOf(submission: FormSubmission): string {
  const account = typeof submission.account === 'object' ? submission.account : null;
  if (account) return `${account.firstName} ${account.lastName} <${account.email}> (portal account)`;
  const client = typeof submission.integrationClient === 'object' ? submission.integrationClient : null;
  if (client) return `Integration client "${client.name}"`;
  return submission.submitterEmail ? `A visitor, ${submission.submitterEmail}` : 'A visitor (not signed in)';
}

/** The mails a submission owes: the team's, the submitter's copy, pharmacovigilance's when a patient was harmed. */
function mailsOf(form: Form, submission: FormSubmission): { kind: MailKind; to: string }[] {
  // An urgent request's team mail goes to the address the editor set for urgent ones, else the team's.
  const urgentAddress = submission.urgent ? (form.notifications.urgentAddress?.trim() ?? '') : '';
  const team = urgentAddress === '' ? form.notifications.teamAddress : urgentAddress;
  const mails: { kind: MailKind; to: string }[] = [{ kind: 'team', to: team }];
  if (form.notifications.copyToSubmitter && submission.submitterEmail)
    mails.push({ kind: 'copy', to: submission.submitterEmail });
  if (submission.patientHarm && form.notifications.pharmacovigilanceAddress)
    mails.push({ kind: 'pharmacovigilance', to: form.notifications.pharmacovigilanceAddress });
  return mails;
}

/**
 * The mail of each kind. A signed-in submitter's copy goes to their own account's verified address and keeps the
 * answers; any other copy goes to an address someone typed, so it is a fixed acknowledgement that echoes nothing.
 */
function mailOf(
  kind: MailKind,
  input: SubmissionMailInput,
  signedIn: boolean,
  urgent: { deadline: string | null } | null,
) {
  return (context: MailContext) => {
    if (kind === 'team')
      return urgent ? urgentTeamMail(context, input, urgent.deadline) : teamSubmissionMail(context, input);
    if (kind === 'pharmacovigilance') return pharmacovigilanceMail(context, input);
    return signedIn ? submitterCopyMail(context, input) : acknowledgementMail(context, input);
  };
}

/**
 * Sends a submission's notification mails that have not gone out yet. Each sent mail is recorded at once, so a
 * retry after a failure (SMTP down) sends only the rest; the job then fails and the queue retries with backoff.
 */
export async function sendFormNotifications(
  payload: Payload,
  submissionId: number,
  { req, lastAttempt = false, signal }: { req?: PayloadRequest; lastAttempt?: boolean; signal?: AbortSignal } = {},
) {
  const submission = await payload.findByID({
    collection: 'form-submissions',
    id: submissionId,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
    req,
  });
  // Erased with its account before its mails went out (privacy/erasure.ts): nothing is left to send.
  if (!submission) return;
  const form = typeof submission.form === 'object' ? submission.form : null;
  if (!form) throw new Error(`Submission ${String(submissionId)} has no form.`);
  const sent = new Set(Array.isArray(submission.mailsSent) ? (submission.mailsSent as string[]) : []);
  const input: SubmissionMailInput = {
    reference: submission.reference ?? '',
    formTitle: form.title,
    submittedAt: formatMailDateTime(submission.createdAt),
    sender: senderOf(submission),
    answers: answerLines(form, submission),
    adminUrl: `${payload.config.serverURL}/admin/collections/form-submissions/${String(submission.id)}`,
  };
  const account = typeof submission.account === 'object' ? submission.account : null;
  // The copy keeps the answers only when it goes to the signed-in account's own (verified) address.
  const signedIn = Boolean(account && account.email.toLowerCase() === submission.submitterEmail?.toLowerCase());
  const urgent = submission.urgent ? { deadline: submission.deadline?.slice(0, 10) ?? null } : null;
  try {
    for (const mail of mailsOf(form, submission)) {
      if (sent.has(mail.kind) || (mail.kind === 'copy' && sent.has(COPY_WITHHELD))) continue;
      // Past the task's deadline no new mail starts: the retry sends the rest, well inside the claim's lease.
      signal?.throwIfAborted();
      // Typed addresses get a few copies an hour; beyond that the submission is kept and answered, without a copy.
      const limited = mail.kind === 'copy' && !signedIn;
      const withheld = limited && !(await mayCopyTo(payload, mail.to));
      if (!withheld) {
        try {
          await sendMail(payload, mail.to, mailOf(mail.kind, input, signedIn, urgent), { req });
        } catch (error) {
          if (limited) await copyNotSent(payload, mail.to);
          throw error;
        }
      }
      sent.add(withheld ? COPY_WITHHELD : mail.kind);
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
      // After the last retry the queue gives up: the admin shows `failed`, the job keeps the error.
      data: { mailStatus: lastAttempt ? 'failed' : 'retrying' },
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

/**
 * Queues a submission's notification mails; the queue sends them, and retries while SMTP is down. An urgent request's
 * go on the urgent queue, which the submission call runs as soon as it has stored them.
 */
export async function queueFormNotifications(
  payload: Payload,
  submissionId: number,
  { urgent = false, req }: { urgent?: boolean; req?: PayloadRequest } = {},
) {
  await payload.jobs.queue({
    task: FORM_MAIL_TASK,
    queue: urgent ? URGENT_MAIL_QUEUE : FORM_MAIL_QUEUE,
    input: { submission: submissionId },
    req,
  });
}

/**
 * Sends the urgent mails now, in the background, once the submission is committed: a run of the urgent queue, which
 * claims its jobs as every run does, so no other process sends them twice. A process that runs no mail queue
 * (MAIL_QUEUE_AUTORUN=false) leaves them to the process that does.
 */
export function sendUrgentMailNow(payload: Payload, { autoRun = processEnv.mailQueueAutoRun } = {}): void {
  if (autoRun) runQueueNow(payload, URGENT_MAIL_QUEUE, URGENT_MAIL_RUN_LIMIT);
}

/** The task that sends a submission's mails, retried with exponential backoff (the first retry after `mailRetryDelayMs`). */
export function formMailTask(env: Pick<Env, 'mailRetryDelayMs'>): TaskConfig {
  return {
    slug: FORM_MAIL_TASK,
    label: 'Send a form submission’s notification mails',
    inputSchema: [{ name: 'submission', type: 'number', required: true }],
    retries: { attempts: MAIL_ATTEMPTS, backoff: { type: 'exponential', delay: env.mailRetryDelayMs } },
    handler: async ({ input, job, req }) => {
      const { submission } = TaskInputSchema.parse(input);
      // The job's earlier failed tries: the queue retries MAIL_ATTEMPTS times after the first.
      const lastAttempt = (job.totalTried ?? 0) >= MAIL_ATTEMPTS;
      await sendFormNotifications(req.payload, submission, {
        req,
        lastAttempt,
        signal: AbortSignal.timeout(TASK_DEADLINE_MS),
      });
      return { output: {} };
    },
  };
}
