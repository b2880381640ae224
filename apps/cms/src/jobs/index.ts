import type { JobsConfig, Payload } from 'payload';

import { isStaffUser } from '../access/isStaff';
import type { Env } from '../env';
import { adminResetMailTask } from './adminPasswordReset';
import { reviewMailTask } from './reviewRequests';
import { AUDIT_RETENTION_QUEUE, auditRetentionTask, scheduleAuditRetention } from './auditRetention';
import { PERSONAL_DATA_QUEUE } from '../privacy/queue';
import { DRAFT_RETENTION_QUEUE, draftRetentionTask, scheduleDraftRetention } from './draftRetention';
import { FORM_MAIL_QUEUE, formMailTask, URGENT_MAIL_QUEUE, URGENT_MAIL_RUN_LIMIT } from './formNotifications';
import { personalDataTasks } from './personalData';
import { PUSH_QUEUE, pushTask } from './pushNotifications';
import {
  REGISTER_CHECK_QUEUE,
  REGISTER_RECHECK_QUEUE,
  registerCheckTask,
  registerRecheckTask,
  scheduleRegisterRechecks,
} from './registerChecks';
import { requestNotificationTasks } from './requestNotifications';
import type { QueueSchedule } from './worker';

type JobsEnv = Pick<
  Env,
  | 'mailRetryDelayMs'
  | 'pushRetryDelayMs'
  | 'vapid'
  | 'pushServiceOrigins'
  | 'auditRetentionDays'
  | 'registerCheck'
  | 'publicUrl'
>;

/** How often each process looks for due jobs in a queue it runs. */
const QUEUE_RUN_EVERY_MS = 10_000;
/** The nightly jobs (audit retention, register re-checks): each process looks every hour, the first time a minute after start. */
const RETENTION_LOOK_EVERY_MS = 60 * 60 * 1000;
const RETENTION_FIRST_LOOK_MS = 60 * 1000;
/** Someone waits on the account page for their export: that queue is looked at more often. */
const PERSONAL_DATA_RUN_EVERY_MS = 3_000;

/**
 * Payload's job queue: notification mails, push notifications and the audit trail's retention, stored in the database.
 * Payload's own `autoRun` is not used: its runs can claim one job in two processes at once, so each process runs the
 * queues through worker.ts, which claims jobs atomically (docs/notifications.md, "Jobs run once").
 */
export function portalJobs(env: JobsEnv): JobsConfig {
  return {
    // Queues run only through worker.ts's atomic claim: Payload's HTTP run endpoint would claim with its race.
    access: { run: () => false, queue: ({ req }) => isStaffUser(req.user) },
    tasks: [
      formMailTask(env),
      adminResetMailTask(env),
      reviewMailTask(env),
      pushTask(env),
      auditRetentionTask(env),
      draftRetentionTask(),
      registerCheckTask(env),
      registerRecheckTask(env),
      ...requestNotificationTasks(env),
      ...personalDataTasks(env),
    ],
    deleteJobOnComplete: true,
  };
}

/**
 * The queues this process runs, unless switched off (MAIL_QUEUE_AUTORUN, PUSH_QUEUE_AUTORUN,
 * PERSONAL_DATA_QUEUE_AUTORUN); tests run them by hand.
 * Register checks and their nightly re-check sweep run with the mail queue's switch, when a register-check service is
 * set. Audit and draft retention always run: before each look each keeps the next midnight's job queued
 * (jobs/auditRetention.ts, jobs/draftRetention.ts).
 */
export function jobSchedules(
  env: Pick<Env, 'mailQueueAutoRun' | 'pushQueueAutoRun' | 'registerCheck' | 'personalDataQueueAutoRun'>,
): QueueSchedule[] {
  return [
    ...(env.mailQueueAutoRun ? [{ queue: FORM_MAIL_QUEUE, limit: 20, everyMs: QUEUE_RUN_EVERY_MS }] : []),
    // Urgent requests' mails are sent as they are stored (sendUrgentMailNow); this run retries the ones that failed.
    ...(env.mailQueueAutoRun
      ? [{ queue: URGENT_MAIL_QUEUE, limit: URGENT_MAIL_RUN_LIMIT, everyMs: QUEUE_RUN_EVERY_MS }]
      : []),
    ...(env.mailQueueAutoRun && env.registerCheck
      ? [
          { queue: REGISTER_CHECK_QUEUE, limit: 10, everyMs: QUEUE_RUN_EVERY_MS },
          {
            queue: REGISTER_RECHECK_QUEUE,
            limit: 1,
            everyMs: RETENTION_LOOK_EVERY_MS,
            firstAfterMs: RETENTION_FIRST_LOOK_MS,
            prepare: (payload: Payload) => scheduleRegisterRechecks(payload),
          },
        ]
      : []),
    ...(env.pushQueueAutoRun ? [{ queue: PUSH_QUEUE, limit: 5, everyMs: QUEUE_RUN_EVERY_MS }] : []),
    // Exports are built a few at a time: each reads an account's data and writes a ZIP.
    ...(env.personalDataQueueAutoRun
      ? [{ queue: PERSONAL_DATA_QUEUE, limit: 3, everyMs: PERSONAL_DATA_RUN_EVERY_MS }]
      : []),
    {
      queue: AUDIT_RETENTION_QUEUE,
      limit: 1,
      everyMs: RETENTION_LOOK_EVERY_MS,
      firstAfterMs: RETENTION_FIRST_LOOK_MS,
      prepare: (payload) => scheduleAuditRetention(payload),
    },
    // Saved form drafts expire 30 days after their last save: the same daily rhythm (jobs/draftRetention.ts).
    {
      queue: DRAFT_RETENTION_QUEUE,
      limit: 1,
      everyMs: RETENTION_LOOK_EVERY_MS,
      firstAfterMs: RETENTION_FIRST_LOOK_MS,
      prepare: (payload) => scheduleDraftRetention(payload),
    },
  ];
}
