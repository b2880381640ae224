import { isProviderManaged } from '../sso/cms-accounts';
import type { Payload, PayloadRequest, TaskConfig } from 'payload';
import { z } from 'zod';

import { sendMail } from '../email/context';
import { adminPasswordResetMail } from '../email/templates';
import type { Env } from '../env';
import type { Admin } from '../payload-types';
import { inTransaction } from '../utilities/inTransaction';
import { newSecretToken } from '../utilities/secretToken';
import { FORM_MAIL_QUEUE } from './formNotifications';

export const ADMIN_RESET_MAIL_TASK = 'sendAdminPasswordReset';
/** A reset link is wanted now: a few retries over some 15 minutes, after which the person asks again. */
const RESET_MAIL_ATTEMPTS = 5;
const RESET_LIFETIME_MS = 60 * 60 * 1000;
/** One reset mail per account in this long, however often it is asked for (Payload's own default). */
export const RESET_REQUEST_INTERVAL_MS = 15_000;

const TaskInputSchema = z.object({ admin: z.number().int() });

/**
 * Asks for a CMS account's reset link, whether or not the address has an account (the caller answers the same).
 * One short transaction notes the request and queues the mail; the mail queue sends it after the commit, so no
 * write waits on a mail server. Payload's own forgotPassword sent it inside its transaction, and on SQLite its
 * request-interval write, made outside that transaction, waited for the write lock the transaction held (10 s, 500).
 */
export async function requestAdminPasswordReset(payload: Payload, typedEmail: string): Promise<void> {
  const email = typedEmail.trim().toLowerCase();
  const now = Date.now();
  await inTransaction(payload, async (req) => {
    // One conditional UPDATE: of requests at the same moment, one finds the interval over and the others do not.
    const admin = (await payload.db.updateOne({
      collection: 'admins',
      where: {
        and: [
          { email: { equals: email } },
          {
            or: [
              { resetPasswordRequestedAt: { equals: null } },
              {
                resetPasswordRequestedAt: { less_than_equal: new Date(now - RESET_REQUEST_INTERVAL_MS).toISOString() },
              },
            ],
          },
        ],
      },
      data: { resetPasswordRequestedAt: new Date(now).toISOString() },
      options: { atomic: true },
      req,
    })) as Pick<Admin, 'id'> | null;
    if (admin) await queueAdminResetMail(payload, admin.id, req);
  });
}

async function queueAdminResetMail(payload: Payload, adminId: number, req: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: ADMIN_RESET_MAIL_TASK, queue: FORM_MAIL_QUEUE, input: { admin: adminId }, req });
}

/**
 * Mints the account's reset token, stores its hash and mails the link. The token exists only in the mail, never in
 * the job: a retry after a failed send mints a new one, which replaces the unsent one.
 */
export async function sendAdminPasswordReset(payload: Payload, adminId: number): Promise<boolean> {
  const admin = await payload.db.findOne<Admin>({ collection: 'admins', where: { id: { equals: adminId } } });
  // Deleted since it asked: nobody to mail. An account an identity provider signs in to has no password to reset.
  if (!admin || isProviderManaged(admin)) return false;
  const { token, stored } = newSecretToken(RESET_LIFETIME_MS);
  await payload.db.updateOne({
    collection: 'admins',
    id: admin.id,
    data: { resetPasswordToken: stored.tokenHash, resetPasswordExpiration: stored.expiresAt },
    returning: false,
  });
  const { serverURL, routes, admin: adminConfig } = payload.config;
  const resetUrl = `${serverURL}${routes.admin}${adminConfig.routes.reset}/${token}`;
  await sendMail(payload, admin.email, (context) => adminPasswordResetMail(context, { name: admin.name, resetUrl }));
  return true;
}

/** The task that mails a CMS account's reset link, in the mail queue, retried while SMTP is down. */
export function adminResetMailTask(env: Pick<Env, 'mailRetryDelayMs'>): TaskConfig {
  return {
    slug: ADMIN_RESET_MAIL_TASK,
    label: 'Mail a CMS account its password reset link',
    inputSchema: [{ name: 'admin', type: 'number', required: true }],
    retries: { attempts: RESET_MAIL_ATTEMPTS, backoff: { type: 'exponential', delay: env.mailRetryDelayMs } },
    handler: async ({ input, req }) => {
      const sent = await sendAdminPasswordReset(req.payload, TaskInputSchema.parse(input).admin);
      return { output: { sent } };
    },
  };
}
