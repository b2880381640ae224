import { randomUUID } from 'node:crypto';

import { OpenAPIHono } from '@hono/zod-openapi';
import { ERROR_CODES, fieldMessages } from '@hcp/contracts/errors';
import { APP_VERSION } from '@hcp/contracts/version';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import type { Payload } from 'payload';

import { registerAccount } from './identity/account';
import {
  PROCESS_PASSWORD_RESET_PATH,
  registerPasswordReset,
  REQUEST_PASSWORD_RESET_PATH,
} from './identity/password-reset';
import { REGISTER_PATH, registerRegistration, VERIFY_EMAIL_PATH } from './identity/registration';
import { registerRoles } from './identity/roles';
import { registerClinicalResources } from './clinical-resources/clinical-resources';
import { CONFIRM_EMAIL_CHANGE_PATH } from './identity/email-change';
import { registerAccountUpdate } from './identity/update';
import { registerDashboard } from './dashboard/dashboard';
import { registerRecentlyViewed } from './dashboard/recently-viewed';
import { registerStarredStability } from './stability/starred';
import { registerNotificationPreferences } from './identity/notifications';
import { registerPush } from './push/push';
import { registerToken, TOKEN_PATH } from './identity/token';
import { registerSingleSignOn, SSO_EXCHANGE_PATH, SSO_LINK_PATH } from './sso/sso';
import { isSamlAcsPath, registerSamlSignOn, samlAcsBody } from './sso/saml';
import { registerTokenMfa, TOKEN_MFA_PATH } from './identity/token-mfa';
import { registerTwoFactor } from './identity/two-factor';
import { registerTokenLifecycle } from './identity/validate-and-refresh';
import { registerPublicPages } from './pages/public-page';
import { registerBrand } from './pages/brand';
import { registerMedicalInformation } from './pages/medical-information';
import { registerDocumentDownload } from './documents/download';
import { BOT_CHECK_CHALLENGE_PATH, registerBotCheck } from './forms/bot-check';
import { streamingBodyLimit } from './forms/body-limit';
import { registerFormUploadDownload } from './forms/form-upload-download';
import { registerStabilityCalculate } from './stability/calculate';
import { registerStability } from './stability/stability';
import { registerYSite } from './y-site/y-site';
import { registerCpdLog } from './cpd-log/cpd-log';
import { registerEducation } from './education/education';
import { registerClinicalRequests } from './clinical-requests/clinical-requests';
import { registerPinnedClinicalRequests } from './clinical-requests/pins';
import { registerClinicalTrials } from './clinical-trials/clinical-trials';
import { registerFormDefinition } from './forms/forms';
import { registerAccountDrafts, registerFormDrafts } from './forms/drafts';
import { MAX_SUBMISSION_BODY_BYTES, registerFormSubmissions, SUBMISSIONS_ROUTE } from './forms/submissions';
import { registerMyRequests } from './requests/requests';
import { registerTeams } from './teams/teams';
import { registerImportantUpdates } from './important-updates/important-updates';
import { registerPackShotImages } from './product-catalogue/pack-shots';
import { registerProductCatalogue } from './product-catalogue/product-catalogue';
import { registerQuickLinks } from './quick-links/quick-links';
import { env } from '../env';
import { withRedisBudget } from '../utilities/redisCircuit';
import { type SharedLimits, sharedLimitsOf } from '../utilities/shared-limits';
import { registerSearch } from './search/search';
import { JSON_API_ROOT, type PortalApiEnv, type PortalCaller, previewReadingOf } from './context';
import { registerPreview } from './preview/preview';
import { errorResponse, type ErrorStatus } from './errors';
import { jsonBody } from './middleware/json-body';
import { rateLimit, type RateLimitOptions } from './middleware/rate-limit';
import { registerHealth } from './system/health';
import { registerClientConfig } from './system/client-config';
import { registerAnalyticsConsent } from './identity/analytics-consent';
import { ACCOUNT_DELETION_PATH, registerAccountDeletion } from './privacy/account-deletion';
import { registerConsents } from './privacy/consents';
import { registerDataExport } from './privacy/data-export';
import { isSaneRequestId, REQUEST_ID_HEADER } from '../observability/request-id';
import { routePatternRecorder } from '../observability/routes';
import { isDatabaseUnavailable, isStorageFull, RETRY_AFTER_SECONDS } from '../utilities/faults';
import { bodyTooLargeMessage, JSON_BODY_BYTES } from '../utilities/body-limits';
import { reportServerError, reportServerFailure, type FailedRequest } from '../observability/error-reporting';

export { JSON_API_ROOT };

const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'HCP Portal JSON API',
    version: APP_VERSION,
    description:
      'The API the HCP Portal single-page app calls. Every path lives below the JSON API root `/json/`. Every error answers `{code, message, data: {status}}`. Content reads answer with an `ETag`; a request whose `If-None-Match` names it gets 304 with no body. Answers are never stored by browsers (`Cache-Control: no-store`).',
  },
};

export type PortalApiOptions = {
  /** The per-address limit on the calls that guess at credentials. */
  authRateLimit: RateLimitOptions;
  /** The per-address limit on form submissions. */
  formRateLimit: RateLimitOptions;
  /** The per-address limit on bot-check challenges, so nobody stockpiles them. */
  botCheckRateLimit: RateLimitOptions;
  /** Where the limits count: by default the shared store built at start for the request's Payload (shared-limits.ts). */
  sharedLimits?: SharedLimits;
  /** True while the process drains for shutdown: `/json/ready` then answers 503 (server/lifecycle.ts). */
  draining: () => boolean;
};

const HOUR = 60 * 60 * 1000;
const DEFAULT_OPTIONS: PortalApiOptions = {
  authRateLimit: { limit: env.authRateLimitPerHour, windowMs: HOUR, trustProxyHops: env.trustProxyHops },
  formRateLimit: { limit: env.formRateLimitPerHour, windowMs: HOUR, trustProxyHops: env.trustProxyHops },
  botCheckRateLimit: {
    limit: env.botCheck.rateLimitPerMinute,
    windowMs: 60 * 1000,
    trustProxyHops: env.trustProxyHops,
  },
  draining: () => false,
};

/** Reports a 5xx answer to Sentry (a no-op without SENTRY_DSN), naming the account when the route signed it in. */
function reportApiFailure(
  status: number,
  error: unknown,
  { caller, ...request }: Omit<FailedRequest, 'user'> & { caller: PortalCaller | undefined },
): void {
  const failed: FailedRequest = {
    ...request,
    ...(caller ? { user: { id: caller.user.id, email: caller.user.email } } : {}),
  };
  if (error) reportServerError(error, failed, env.publicUrl);
  else reportServerFailure(status, failed, env.publicUrl);
}

/** Form submissions and drafts carry files: their routes take multipart bodies up to the submission limit. */
function isSubmissionPath(path: string): boolean {
  return /^\/json\/api\/v1\/forms\/[^/]+\/(?:submissions|draft)$/.test(path);
}

/**
 * The calls an attacker would hammer to guess passwords or flood inboxes share one per-address limit; each path is the
 * one its route is registered under, so a moved route keeps its limit.
 */
const RATE_LIMITED_PATHS = [
  TOKEN_PATH,
  TOKEN_MFA_PATH,
  REGISTER_PATH,
  VERIFY_EMAIL_PATH,
  REQUEST_PASSWORD_RESET_PATH,
  PROCESS_PASSWORD_RESET_PATH,
  CONFIRM_EMAIL_CHANGE_PATH,
  // Erasure asks for the password: it guesses at credentials like a sign-in.
  ACCOUNT_DELETION_PATH,
  SSO_EXCHANGE_PATH,
  SSO_LINK_PATH,
];

/**
 * The portal's JSON API as one web-standard app (Request in, Response out), mounted at /json.
 * Payload is resolved per request, so the OpenAPI document can be generated without a database.
 */
export function createPortalApi(
  resolvePayload: () => Payload,
  given: Partial<PortalApiOptions> = {},
): OpenAPIHono<PortalApiEnv> {
  const options: PortalApiOptions = { ...DEFAULT_OPTIONS, ...given };
  const api = new OpenAPIHono<PortalApiEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const params = fieldMessages(result.error.issues);
      return errorResponse(
        c,
        400,
        ERROR_CODES.invalidParams,
        `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
        params,
      );
    },
  }).basePath(JSON_API_ROOT);

  const { sharedLimits } = options;
  // Every counter a request touches shares one Redis budget (redisCircuit.ts); the listener's when it has one.
  api.use('*', (_c, next) => withRedisBudget(next));
  api.use('*', async (c, next) => {
    const payload = resolvePayload();
    c.set('payload', payload);
    c.set('sharedLimits', () => (sharedLimits ? Promise.resolve(sharedLimits) : sharedLimitsOf(payload)));
    // The server's request observer (observability/requests.ts) already chose the id: a trusted proxy's or a new one.
    const given = c.req.header(REQUEST_ID_HEADER);
    const requestId = isSaneRequestId(given) ? given : randomUUID();
    c.set('requestId', requestId);
    c.set('log', payload.logger.child({ requestId }));
    await next();
    c.header('X-Request-Id', requestId);
    c.header('X-Content-Type-Options', 'nosniff');
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    // Every 5xx answer is reported once, here: with the error onError answered for, or as a failure a handler caught.
    // An editor's preview of a half-filled draft is the draft's state, not a fault of the server (preview.ts).
    if (c.res.status >= 500 && !previewReadingOf(c)) {
      // Set only when the route signed the caller in.
      const caller: PortalCaller | undefined = c.get('caller');
      reportApiFailure(c.res.status, c.error, {
        method: c.req.method,
        path: c.req.path,
        headers: c.req.raw.headers,
        requestId,
        caller,
      });
    }
  });
  api.use('*', routePatternRecorder);
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_BYTES,
    onError: (c) => errorResponse(c, 413, 'rest_payload_too_large', bodyTooLargeMessage(JSON_BODY_BYTES)),
  });
  // Submissions: a declared length over the limit is refused unread, any other body is cut off while it is read, so
  // the route checks the form, the caller and the rate limit before reading; it then lowers the limit to the form's.
  const submissionLimit = streamingBodyLimit(MAX_SUBMISSION_BODY_BYTES);
  const sizeLimit: MiddlewareHandler = (c, next) =>
    isSubmissionPath(c.req.path) ? submissionLimit(c, next) : jsonLimit(c, next);
  // The submission route reads JSON or multipart itself; SAML's assertion consumer service takes the form the
  // identity provider's page posts (HTTP-POST binding), and nothing else, up to 256 KiB.
  const onlyJson: MiddlewareHandler = (c, next) => {
    if (isSubmissionPath(c.req.path)) return next();
    return isSamlAcsPath(c.req.path) ? samlAcsBody(c, next) : jsonBody(c, next);
  };
  api.use('*', sizeLimit);
  api.use('*', onlyJson);
  const limitsOf = (c: Context<PortalApiEnv>) => c.get('sharedLimits')();
  const authRateLimit = rateLimit('auth', options.authRateLimit, limitsOf);
  for (const path of RATE_LIMITED_PATHS) api.use(path, authRateLimit);
  // Submissions store data and send mail; the bot check makes each cost a browser work, this caps them per address.
  api.use(SUBMISSIONS_ROUTE, rateLimit('forms', options.formRateLimit, limitsOf));
  api.use(BOT_CHECK_CHALLENGE_PATH, rateLimit('bot-check-challenges', options.botCheckRateLimit, limitsOf));

  registerHealth(api, options.draining);
  registerClientConfig(api);
  registerToken(api);
  registerTokenMfa(api);
  registerSingleSignOn(api);
  registerSamlSignOn(api);
  registerTokenLifecycle(api);
  registerAccount(api);
  registerRoles(api);
  registerAccountUpdate(api);
  registerTwoFactor(api);
  registerRegistration(api);
  registerPasswordReset(api);
  registerPublicPages(api);
  registerBrand(api);
  registerMedicalInformation(api);
  registerDocumentDownload(api);
  registerClinicalResources(api);
  registerStability(api);
  registerStabilityCalculate(api);
  registerYSite(api);
  registerEducation(api);
  registerCpdLog(api);
  registerClinicalTrials(api);
  registerTeams(api);
  registerImportantUpdates(api);
  registerProductCatalogue(api);
  registerPackShotImages(api);
  registerQuickLinks(api);
  registerDashboard(api);
  registerStarredStability(api);
  registerRecentlyViewed(api);
  registerClinicalRequests(api);
  registerPinnedClinicalRequests(api);
  registerFormDefinition(api);
  registerFormSubmissions(api);
  registerFormDrafts(api);
  registerAccountDrafts(api);
  registerBotCheck(api);
  registerFormUploadDownload(api);
  registerMyRequests(api);
  registerPush(api);
  registerNotificationPreferences(api);
  registerAnalyticsConsent(api);
  registerDataExport(api);
  registerAccountDeletion(api);
  registerConsents(api);
  registerSearch(api);
  registerPreview(api);

  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'cmsSession', {
    type: 'apiKey',
    in: 'cookie',
    name: 'payload-token',
    description: 'The session cookie of a CMS editor or administrator, set by signing in to /admin.',
  });
  api.doc31('/openapi.json', OPENAPI_INFO);

  api.notFound((c) =>
    errorResponse(c, 404, ERROR_CODES.notFound, 'No route was found matching the URL and request method.'),
  );
  api.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(
        c,
        error.status as ErrorStatus,
        ERROR_CODES.badRequest,
        error.message || 'The request is not valid.',
      );
    }
    // A full disk first: a COMMIT SQLite refused for want of room is a 507, not a 503.
    if (isStorageFull(error)) {
      c.get('log').error({ err: error, msg: `storage full on ${c.req.method} ${c.req.path}` });
      return errorResponse(
        c,
        507,
        ERROR_CODES.insufficientStorage,
        'The server has no room to store your files just now. Nothing was saved; please try again later.',
      );
    }
    if (isDatabaseUnavailable(error)) {
      c.get('log').warn({ err: error, msg: `database unavailable on ${c.req.method} ${c.req.path}` });
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return errorResponse(
        c,
        503,
        ERROR_CODES.unavailable,
        'The service is briefly unavailable. Please try again in a few seconds.',
      );
    }
    // An editor's preview of a half-filled draft may fail to present: that is the draft's state, not a fault.
    const log = c.get('log');
    (previewReadingOf(c) ? log.warn : log.error).call(log, {
      err: error,
      msg: `portal API error on ${c.req.method} ${c.req.path}`,
    });
    return errorResponse(c, 500, ERROR_CODES.internal, 'Something went wrong on our side. Please try again later.');
  });

  return api;
}

/** The OpenAPI 3.1 document of the portal API, generated from the routes and the contracts' schemas. */
export function openApiDocument() {
  return createPortalApi(() => {
    throw new Error('The OpenAPI generator serves no requests.');
  }).getOpenAPI31Document(OPENAPI_INFO);
}
