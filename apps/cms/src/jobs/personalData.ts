import type { TaskConfig } from 'payload';
import { z } from 'zod';

import { sendMail } from '../email/context';
import { accountErasedMail } from '../email/templates';
import type { Env } from '../env';
import { buildDataExport, expireDataExport, failDataExport } from '../privacy/data-export';
import { BUILD_EXPORT_TASK, ERASURE_MAIL_TASK, EXPIRE_EXPORT_TASK } from '../privacy/queue';
import { TASK_DEADLINE_MS } from '../db/job-claims';
import { MAIL_ATTEMPTS } from './formNotifications';

const ExportInputSchema = z.object({ export: z.number().int() });
const MailInputSchema = z.object({ to: z.email() });

/** Tries of an export's build after the first; then it is marked failed and its owner may ask again. */
const BUILD_ATTEMPTS = 2;

/** Builds a personal data export (privacy/data-export.ts); after the last try it is marked failed. */
function buildExportTask(env: Pick<Env, 'mailRetryDelayMs'>): TaskConfig {
  return {
    slug: BUILD_EXPORT_TASK,
    label: 'Build a personal data export',
    inputSchema: [{ name: 'export', type: 'number', required: true }],
    retries: { attempts: BUILD_ATTEMPTS, backoff: { type: 'exponential', delay: env.mailRetryDelayMs } },
    handler: async ({ input, job, req }) => {
      const { export: exportId } = ExportInputSchema.parse(input);
      try {
        await buildDataExport(req.payload, exportId, AbortSignal.timeout(TASK_DEADLINE_MS));
      } catch (error) {
        if ((job.totalTried ?? 0) >= BUILD_ATTEMPTS) await failDataExport(req.payload, exportId);
        throw error;
      }
      return { output: {} };
    },
  };
}

/** Deletes an export's file when its download time is over. */
const expireExportTask: TaskConfig = {
  slug: EXPIRE_EXPORT_TASK,
  label: 'Delete an expired personal data export',
  inputSchema: [{ name: 'export', type: 'number', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    await expireDataExport(req.payload, ExportInputSchema.parse(input).export);
    return { output: {} };
  },
};

/**
 * Mails the confirmation of an erasure to the address the account had. The address lives only in this job, which is
 * deleted once done; after the last try the job gives up and completes all the same, so the address is not kept in
 * a failed job (docs/privacy.md).
 */
function erasureMailTask(env: Pick<Env, 'mailRetryDelayMs' | 'publicUrl'>): TaskConfig {
  return {
    slug: ERASURE_MAIL_TASK,
    label: 'Mail the confirmation of an account’s erasure',
    inputSchema: [{ name: 'to', type: 'email', required: true }],
    retries: { attempts: MAIL_ATTEMPTS, backoff: { type: 'exponential', delay: env.mailRetryDelayMs } },
    handler: async ({ input, job, req }) => {
      const { to } = MailInputSchema.parse(input);
      try {
        await sendMail(req.payload, to, accountErasedMail, { req });
      } catch (error) {
        if ((job.totalTried ?? 0) < MAIL_ATTEMPTS) throw error;
        req.payload.logger.error({ err: error, msg: 'the erasure confirmation could not be mailed; given up' });
        return { output: { sent: false } };
      }
      return { output: { sent: true } };
    },
  };
}

/** The personal-data queue's tasks, for the jobs config. */
export function personalDataTasks(env: Pick<Env, 'mailRetryDelayMs' | 'publicUrl'>): TaskConfig[] {
  return [buildExportTask(env), expireExportTask, erasureMailTask(env)];
}
