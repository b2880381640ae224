import { scrubErrorEvent, scrubUrl } from '@hcp/contracts/scrub';
import { APP_VERSION } from '@hcp/contracts/version';

import type * as SentryModule from '@sentry/node';

type SentryNode = typeof SentryModule;

/** The SDK once started; undefined without a DSN, so every report below is then a no-op. */
let sdk: SentryNode | undefined;

export type ErrorReportingSettings = { dsn: string; environment: string };

/** What the server knows about the request a failure happened in. */
export type FailedRequest = {
  method: string;
  /** The path only: the query never goes into a report. */
  path: string;
  headers?: Headers | Record<string, string | string[] | undefined>;
  /** The signed-in portal account, when the request had one. */
  user?: { id: number | string; email: string };
  /** The request's id (X-Request-Id), so a report and the request's log lines can be found together. */
  requestId?: string;
};

/**
 * Starts Sentry's Node SDK when SENTRY_DSN is set. It is imported only then, and runs without OpenTelemetry or module hooks (no
 * tracing, nothing patched in Next or Payload): only process-level crashes and the reports below. Every event passes
 * the shared scrubber before it leaves.
 */
export async function startErrorReporting(settings: ErrorReportingSettings | undefined): Promise<void> {
  if (!settings || sdk) return;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: APP_VERSION,
    // The account id and email are set on each report; the SDK collects nothing of its own (no cookies, bodies, queries).
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
    defaultIntegrations: false,
    integrations: [
      Sentry.eventFiltersIntegration(),
      Sentry.functionToStringIntegration(),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.nodeContextIntegration(),
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration(),
    ],
    beforeSend: (event) => scrubErrorEvent(event),
  });
  sdk = Sentry;
}

function headerRecord(headers: FailedRequest['headers']): Record<string, string> {
  const record: Record<string, string> = {};
  if (!headers) return record;
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  for (const [name, value] of entries) if (value !== undefined) record[name] = String(value);
  return record;
}

function capture(report: (Sentry: SentryNode) => void, request: FailedRequest, publicUrl: string): void {
  const Sentry = sdk;
  if (!Sentry) return;
  Sentry.withScope((scope) => {
    if (request.user) scope.setUser({ id: String(request.user.id), email: request.user.email });
    scope.setTag('method', request.method);
    if (request.requestId) scope.setTag('request_id', request.requestId);
    scope.addEventProcessor((event) => ({
      ...event,
      request: {
        method: request.method,
        url: scrubUrl(`${publicUrl}${request.path}`),
        headers: headerRecord(request.headers),
      },
    }));
    report(Sentry);
  });
}

/** Reports an unhandled error of a request, with the account when known; a no-op without SENTRY_DSN. */
export function reportServerError(error: unknown, request: FailedRequest, publicUrl = ''): void {
  capture((Sentry) => Sentry.captureException(error), request, publicUrl);
}

/** Reports a 5xx answer that no exception explains (a handler that caught its own failure). */
export function reportServerFailure(status: number, request: FailedRequest, publicUrl = ''): void {
  capture(
    (Sentry) =>
      Sentry.captureMessage(`${request.method} ${scrubUrl(request.path)} answered ${String(status)}`, 'error'),
    request,
    publicUrl,
  );
}

/** Waits until queued reports are sent (shutdown, tests); true when none is left. */
export async function flushErrorReports(timeoutMs = 2000): Promise<boolean> {
  return sdk ? sdk.flush(timeoutMs) : true;
}

/** Sends what is queued and stops reporting (tests; the process's end). */
export async function stopErrorReporting(): Promise<void> {
  const Sentry = sdk;
  sdk = undefined;
  await Sentry?.close(2000);
}
