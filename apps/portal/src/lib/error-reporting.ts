import type { ClientConfig } from '@hcp/contracts/observability';

/** What the lazily loaded SDK module offers (error-reporting-sdk.ts). */
export type ErrorReporter = {
  capture: (error: unknown, context?: { boundary?: string }) => void;
  setUser: (user: ReportingUser | null) => void;
};
export type ReportingUser = { id: number; email: string };
type Pending = { error: unknown; boundary?: string };

/** Errors that happened before the configuration arrived; a few are enough to see what broke the start. */
const MAX_PENDING = 10;

/**
 * The portal's error reporting, small enough for the first load: it holds errors until the server's settings arrive,
 * then loads Sentry's SDK (error-reporting-sdk.ts, its own chunk) only when a DSN is set, or drops them when not.
 */
export function createErrorReporting(target: Pick<Window, 'addEventListener' | 'removeEventListener'>) {
  let state: 'waiting' | 'off' | 'on' = 'waiting';
  let reporter: ErrorReporter | undefined;
  let user: ReportingUser | null = null;
  const pending: Pending[] = [];

  const hold = (item: Pending) => {
    if (pending.length < MAX_PENDING) pending.push(item);
  };
  const onError = (event: Event) => hold({ error: (event as ErrorEvent).error ?? (event as ErrorEvent).message });
  const onRejection = (event: Event) => hold({ error: (event as PromiseRejectionEvent).reason });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const stopHolding = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };

  return {
    /** Starts Sentry with the server's settings, or turns reporting off for this page when there are none. */
    async start(
      settings: ClientConfig['sentry'] | undefined,
      load: (settings: NonNullable<ClientConfig['sentry']>) => Promise<ErrorReporter>,
    ): Promise<void> {
      if (state !== 'waiting') return;
      if (!settings) {
        state = 'off';
        stopHolding();
        pending.length = 0;
        return;
      }
      reporter = await load(settings);
      // From here the SDK's own handlers catch uncaught errors.
      stopHolding();
      state = 'on';
      reporter.setUser(user);
      for (const item of pending.splice(0)) reporter.capture(item.error, { boundary: item.boundary });
    },
    /** Reports an error an error boundary caught (uncaught ones the SDK sees itself). */
    report(error: unknown, boundary?: string): void {
      if (state === 'on') reporter?.capture(error, { boundary });
      else if (state === 'waiting') hold({ error, boundary });
    },
    /** The signed-in account's id and email go with every report; null after sign-out. */
    setUser(next: ReportingUser | null): void {
      if (user?.id === next?.id && user?.email === next?.email) return;
      user = next;
      reporter?.setUser(next);
    },
  };
}

export const errorReporting = createErrorReporting(window);
