import type { Payload, PayloadRequest, TaskConfig } from 'payload';
import { z } from 'zod';

import { sendMail } from '../email/context';
import { type ReviewAsk, reviewRequestMail } from '../email/templates';
import type { Env } from '../env';
import type { Admin } from '../payload-types';
import { FORM_MAIL_QUEUE } from './formNotifications';

export const REVIEW_MAIL_TASK = 'sendReviewRequest';
const REVIEW_MAIL_ATTEMPTS = 8;

const TaskInputSchema = z.object({
  to: z.number().int(),
  ask: z.enum(['review', 'certify']),
  collection: z.string(),
  id: z.number().int(),
  title: z.string(),
  area: z.string(),
  submittedBy: z.string(),
  message: z.string(),
});
export type ReviewMailInput = z.infer<typeof TaskInputSchema>;

/** Queues, in the submission's transaction, the mail asking one CMS account to review or certify an item. */
export async function queueReviewMail(payload: Payload, input: ReviewMailInput, req: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: REVIEW_MAIL_TASK, queue: FORM_MAIL_QUEUE, input, req });
}

/** Mails the ask, with a link to the item's edit view in /admin; an account deleted since is skipped. */
export async function sendReviewMail(payload: Payload, input: ReviewMailInput): Promise<boolean> {
  const admin = await payload.db.findOne<Admin>({ collection: 'admins', where: { id: { equals: input.to } } });
  if (!admin) return false;
  const { serverURL, routes } = payload.config;
  const url = `${serverURL}${routes.admin}/collections/${input.collection}/${String(input.id)}`;
  const ask: ReviewAsk = input.ask;
  await sendMail(payload, admin.email, (context) =>
    reviewRequestMail(context, {
      name: admin.name,
      ask,
      title: input.title,
      area: input.area,
      submittedBy: input.submittedBy,
      message: input.message,
      url,
    }),
  );
  return true;
}

/** The task that mails a review or certification ask, in the mail queue, retried while SMTP is down. */
export function reviewMailTask(env: Pick<Env, 'mailRetryDelayMs'>): TaskConfig {
  return {
    slug: REVIEW_MAIL_TASK,
    label: 'Mail a CMS account an item to review or certify',
    inputSchema: [
      { name: 'to', type: 'number', required: true },
      { name: 'ask', type: 'text', required: true },
      { name: 'collection', type: 'text', required: true },
      { name: 'id', type: 'number', required: true },
      { name: 'title', type: 'text', required: true },
      { name: 'area', type: 'text', required: true },
      { name: 'submittedBy', type: 'text', required: true },
      { name: 'message', type: 'text' },
    ],
    retries: { attempts: REVIEW_MAIL_ATTEMPTS, backoff: { type: 'exponential', delay: env.mailRetryDelayMs } },
    handler: async ({ input, req }) => {
      const sent = await sendReviewMail(req.payload, TaskInputSchema.parse(input));
      return { output: { sent } };
    },
  };
}
