import type { JobsConfig } from 'payload';

import { isStaffUser } from '../access/isStaff';
import type { Env } from '../env';
import { FORM_MAIL_QUEUE, formMailTask } from './formNotifications';
import { PUSH_QUEUE, pushTask } from './pushNotifications';

type JobsEnv = Pick<
  Env,
  'mailQueueAutoRun' | 'mailRetryDelayMs' | 'pushQueueAutoRun' | 'pushRetryDelayMs' | 'vapid' | 'pushServiceOrigins'
>;

/**
 * Payload's job queue: notification mails and push notifications, claimed in the database. The server runs each
 * queue every ten seconds unless switched off (MAIL_QUEUE_AUTORUN, PUSH_QUEUE_AUTORUN); tests run them by hand.
 */
export function portalJobs(env: JobsEnv): JobsConfig {
  const autoRun = [
    ...(env.mailQueueAutoRun ? [{ cron: '*/10 * * * * *', queue: FORM_MAIL_QUEUE, limit: 20 }] : []),
    ...(env.pushQueueAutoRun ? [{ cron: '*/10 * * * * *', queue: PUSH_QUEUE, limit: 5 }] : []),
  ];
  return {
    access: { run: ({ req }) => isStaffUser(req.user), queue: ({ req }) => isStaffUser(req.user) },
    tasks: [formMailTask(env), pushTask(env)],
    autoRun,
    shouldAutoRun: () => autoRun.length > 0,
    deleteJobOnComplete: true,
  };
}
