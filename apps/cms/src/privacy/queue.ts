import type { Payload, PayloadRequest } from 'payload';

/** The job queue of personal-data requests: exports to build and expire, erasure confirmations to mail. */
export const PERSONAL_DATA_QUEUE = 'personal-data';
export const BUILD_EXPORT_TASK = 'buildDataExport';
export const EXPIRE_EXPORT_TASK = 'expireDataExport';
export const ERASURE_MAIL_TASK = 'sendErasureConfirmation';

/** Queues the build of an export, in `req`'s transaction: the export row and its job exist together or not at all. */
export async function queueExportBuild(payload: Payload, exportId: number, req: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: BUILD_EXPORT_TASK, queue: PERSONAL_DATA_QUEUE, input: { export: exportId }, req });
}

/** Queues the deletion of an export's file for the moment its download time ends. */
export async function queueExportExpiry(
  payload: Payload,
  exportId: number,
  expiresAt: Date,
  req: PayloadRequest,
): Promise<void> {
  await payload.jobs.queue({
    task: EXPIRE_EXPORT_TASK,
    queue: PERSONAL_DATA_QUEUE,
    input: { export: exportId },
    waitUntil: expiresAt,
    req,
  });
}

/** Queues the erasure confirmation to the address the account had, captured before the erasure. */
export async function queueErasureMail(payload: Payload, to: string, req: PayloadRequest): Promise<void> {
  await payload.jobs.queue({ task: ERASURE_MAIL_TASK, queue: PERSONAL_DATA_QUEUE, input: { to }, req });
}
