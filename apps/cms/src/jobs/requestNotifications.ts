import { PushMessageSchema } from '@hcp/contracts/push';
import { MY_REQUESTS_CAPABILITY, REQUEST_STATUS_LABELS, RequestStatusSchema } from '@hcp/contracts/requests';
import type { Payload, PayloadRequest, TaskConfig } from 'payload';
import { z } from 'zod';

import { capabilitiesOf } from '../access/capabilitiesOf';
import { sendMail } from '../email/context';
import { requestStatusMail } from '../email/templates';
import { env as processEnv, type Env } from '../env';
import type { FormSubmission } from '../payload-types';
import { sendAll } from '../push/send';
import { TASK_DEADLINE_MS } from '../db/job-claims';
import { FORM_MAIL_QUEUE, MAIL_ATTEMPTS } from './formNotifications';
import { PUSH_QUEUE } from './pushNotifications';

export const REQUEST_MAIL_TASK = 'sendRequestStatusMail';
export const REQUEST_PUSH_TASK = 'sendRequestStatusPush';
const PUSH_ATTEMPTS = 5;

const TaskInputSchema = z.object({ submission: z.number().int(), status: RequestStatusSchema });
export type RequestNotice = z.infer<typeof TaskInputSchema>;

/** Queues the requester's mail and push notification about a request's new status; the queues send them. */
export async function queueRequestStatusNotifications(payload: Payload, notice: RequestNotice, req?: PayloadRequest) {
  await payload.jobs.queue({ task: REQUEST_MAIL_TASK, queue: FORM_MAIL_QUEUE, input: notice, req });
  await payload.jobs.queue({ task: REQUEST_PUSH_TASK, queue: PUSH_QUEUE, input: notice, req });
}

type Requester = { id: number; email: string; firstName: string };

/**
 * The request and its requester, while the request still has the status the notice is about: a later change queued
 * its own notice, so a stale one sends nothing (and an erased account's request is gone).
 */
async function currentRequest(payload: Payload, notice: RequestNotice, req?: PayloadRequest) {
  const submission: FormSubmission | null = await payload.findByID({
    collection: 'form-submissions',
    id: notice.submission,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
    req,
  });
  if (submission?.status !== notice.status || !submission.reference) return undefined;
  const account = typeof submission.account === 'object' ? (submission.account as Requester | null) : null;
  const form = typeof submission.form === 'object' ? submission.form : null;
  if (!account || !form) return undefined;
  return { submission, reference: submission.reference, account, formTitle: form.title };
}

/** Mails the requester that their request's status changed. */
export async function sendRequestStatusMail(
  payload: Payload,
  env: Pick<Env, 'publicUrl'>,
  notice: RequestNotice,
  req?: PayloadRequest,
): Promise<boolean> {
  const found = await currentRequest(payload, notice, req);
  if (!found) return false;
  await sendMail(
    payload,
    found.account.email,
    (context) =>
      requestStatusMail(context, {
        firstName: found.account.firstName,
        reference: found.reference,
        formTitle: found.formTitle,
        statusLabel: REQUEST_STATUS_LABELS[notice.status],
        answered: notice.status === 'answered',
      }),
    { req, settings: { ...processEnv, publicUrl: env.publicUrl } },
  );
  return true;
}

/** Whether the requester may still read My requests, where the notice leads: approved, with the capability it needs. */
async function mayReadOwnRequests(payload: Payload, account: number): Promise<boolean> {
  const requester = await payload.findByID({
    collection: 'users',
    id: account,
    depth: 1,
    select: { status: true, roles: true },
    overrideAccess: true,
    disableErrors: true,
  });
  return requester?.status === 'approved' && capabilitiesOf(requester).includes(MY_REQUESTS_CAPABILITY);
}

/**
 * Notifies the requester's browsers that subscribed to push (their own subscriptions only). Each browser is sent a
 * status once (delivery rows); a push service asking to retry fails the job, and the queue's retry sends the rest.
 */
export async function sendRequestStatusPush(
  payload: Payload,
  config: Pick<Env, 'vapid' | 'pushServiceOrigins'>,
  notice: RequestNotice,
  signal?: AbortSignal,
): Promise<{ sent: number }> {
  if (!config.vapid) return { sent: 0 };
  const found = await currentRequest(payload, notice);
  if (!found || !(await mayReadOwnRequests(payload, found.account.id))) return { sent: 0 };
  const { docs: subscriptions } = await payload.find({
    collection: 'push-subscriptions',
    where: { account: { equals: found.account.id } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  if (subscriptions.length === 0) return { sent: 0 };
  const message = PushMessageSchema.parse({
    title: `Your request ${found.reference}: ${REQUEST_STATUS_LABELS[notice.status].toLowerCase()}`,
    body: found.formTitle.slice(0, 400),
    url: `/my-requests/${found.reference}`,
    tag: `request-${String(found.submission.id)}`,
  });
  const { outcomes, unsent } = await sendAll(
    payload,
    config,
    subscriptions,
    `request:${String(found.submission.id)}:${notice.status}`,
    message,
    signal,
  );
  if (unsent > 0 || outcomes.some((outcome) => outcome.kind === 'retry'))
    throw new Error('Some browsers were not reached yet; the queue retries them.');
  return { sent: outcomes.filter((outcome) => outcome.kind === 'sent').length };
}

/** The tasks, for the jobs config: the mail in the form-mail queue, the push in the push queue. */
export function requestNotificationTasks(
  env: Pick<Env, 'publicUrl' | 'mailRetryDelayMs' | 'vapid' | 'pushServiceOrigins' | 'pushRetryDelayMs'>,
): TaskConfig[] {
  const inputSchema: TaskConfig['inputSchema'] = [
    { name: 'submission', type: 'number', required: true },
    { name: 'status', type: 'text', required: true },
  ];
  return [
    {
      slug: REQUEST_MAIL_TASK,
      label: 'Mail a requester that their request’s status changed',
      inputSchema,
      retries: { attempts: MAIL_ATTEMPTS, backoff: { type: 'exponential', delay: env.mailRetryDelayMs } },
      handler: async ({ input, req }) => {
        await sendRequestStatusMail(req.payload, env, TaskInputSchema.parse(input), req);
        return { output: {} };
      },
    },
    {
      slug: REQUEST_PUSH_TASK,
      label: 'Notify a requester’s browsers that their request’s status changed',
      inputSchema,
      retries: { attempts: PUSH_ATTEMPTS, backoff: { type: 'exponential', delay: env.pushRetryDelayMs } },
      handler: async ({ input, req }) => {
        await sendRequestStatusPush(
          req.payload,
          env,
          TaskInputSchema.parse(input),
          AbortSignal.timeout(TASK_DEADLINE_MS),
        );
        return { output: {} };
      },
    },
  ];
}
