import type { ClientConfig } from '@hcp/contracts/observability';
import { scrubErrorEvent } from '@hcp/contracts/scrub';
import {
  breadcrumbsIntegration,
  browserApiErrorsIntegration,
  captureException,
  dedupeIntegration,
  functionToStringIntegration,
  globalHandlersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  setUser,
} from '@sentry/react';

import type { ErrorReporter } from './error-reporting';

/**
 * Sentry's browser SDK, loaded only when the server names a DSN. No tracing, no replay: uncaught errors, what the error
 * boundaries catch, and breadcrumbs without typing or console output, each scrubbed (packages/contracts/src/scrub.ts).
 */
export function startSentry(settings: NonNullable<ClientConfig['sentry']>): ErrorReporter {
  init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    defaultIntegrations: false,
    integrations: [
      functionToStringIntegration(),
      browserApiErrorsIntegration(),
      breadcrumbsIntegration({ dom: true, fetch: true, history: true, xhr: true }),
      globalHandlersIntegration(),
      linkedErrorsIntegration(),
      dedupeIntegration(),
      httpContextIntegration(),
    ],
    beforeSend: (event) => scrubErrorEvent(event),
    beforeBreadcrumb: (breadcrumb) => (breadcrumb.category === 'ui.input' ? null : breadcrumb),
  });
  return {
    capture: (error, context) => {
      captureException(error, context?.boundary ? { tags: { boundary: context.boundary } } : undefined);
    },
    setUser: (user) => setUser(user ? { id: String(user.id), email: user.email } : null),
  };
}
