/**
 * The request body limits the portal API (/json/) and the gate in front of Next share, and the one reading of a
 * request's declared length both use to refuse a body before reading it.
 */

const MB = 1024 * 1024;

/** A body without files: ample for any JSON the portal or the admin sends, small enough to hold while it is parsed. */
export const JSON_BODY_BYTES = MB;

/** One file the admin uploads to an upload collection: Payload's `upload.limits.fileSize`, its default made explicit. */
export const ADMIN_UPLOAD_FILE_BYTES = 20 * MB;

/** One multipart upload's whole body: Payload's `upload.requestSizeLimit`, its default made explicit, and the gate's. */
export const ADMIN_UPLOAD_BODY_BYTES = 50 * MB;

/** The length a request declares, unless a transfer coding makes the body's own framing decide. */
export function declaredBodyLength(
  contentLength: string | undefined,
  transferEncoding: string | undefined,
): number | undefined {
  if (transferEncoding !== undefined || contentLength === undefined) return undefined;
  return Number(contentLength);
}

/** Whether a declared length is over the limit; a length that is not a number is over any limit. */
export function declaredOver(declared: number | undefined, maxBytes: number): boolean {
  return declared !== undefined && !(declared <= maxBytes);
}

/** The 413 answer's message, in whole megabytes. */
export function bodyTooLargeMessage(maxBytes: number): string {
  return `The request body is larger than ${String(Math.floor(maxBytes / MB))} MB.`;
}
