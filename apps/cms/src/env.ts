import { createPrivateKey, hkdfSync, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIPv4, isIPv6 } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_SUBMISSION_BYTES } from '@hcp/contracts/forms';
import { type SsoProviderConfig, SsoProvidersFileSchema } from '@hcp/contracts/sso';
import { z } from 'zod';

import { parseClientKey, type SsoClientKey } from './sso/client-key';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** An optional setting for which an empty value (`NAME=` in an env file) means unset. */
const optionalSetting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  NEXT_PHASE: z.string().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .default('file:./data/portal.db')
    .refine(
      (url) => /^(file:|postgres(ql)?:\/\/)/.test(url),
      'must start with file: (SQLite) or postgres:// (PostgreSQL)',
    ),
  PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PAYLOAD_SECRET_FILE: z.string().min(1).optional(),
  SEED_DEMO: booleanFlag,
  PORTAL_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: booleanFlag,
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('HCP Portal <no-reply@localhost>'),
  MAIL_FROM_NAME: optionalSetting(z.string().trim().min(1).max(80)),
  MAIL_REPLY_TO: optionalSetting(z.email({ error: 'must be one email address, where replies are read' })),
  OUTBOX_DIR: z.string().min(1).default('./data/outbox'),
  UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
  UPLOADS_S3_BUCKET: optionalSetting(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots, hyphens',
      ),
  ),
  UPLOADS_S3_REGION: optionalSetting(
    z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/, 'must be a region such as eu-west-2 (us-east-1 for most S3-compatible stores)'),
  ),
  UPLOADS_S3_ENDPOINT: optionalSetting(z.url({ protocol: /^https?$/, error: 'must be an http or https URL' })),
  UPLOADS_S3_ACCESS_KEY_ID: optionalSetting(z.string()),
  UPLOADS_S3_SECRET_ACCESS_KEY: optionalSetting(z.string()),
  UPLOADS_S3_FORCE_PATH_STYLE: booleanFlag,
  UPLOADS_S3_PREFIX: optionalSetting(
    z
      .string()
      .max(200)
      .regex(
        /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*(\/[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*)*\/?$/,
        'must be a key prefix such as portal/ (letters, digits, _ - . with / between names)',
      ),
  ),
  TRUST_PROXY: z.string().optional(),
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  ADMIN_2FA_REQUIRED: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  AUTH_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(300),
  SSO_SAML_SIGNING_KEY: optionalSetting(z.string().min(1)),
  SSO_SAML_SIGNING_KEY_FILE: optionalSetting(z.string().min(1)),
  SSO_SAML_SIGNING_CERT: optionalSetting(z.string().min(1)),
  SSO_SAML_SIGNING_CERT_FILE: optionalSetting(z.string().min(1)),
  SSO_PROVIDERS_FILE: optionalSetting(z.string().min(1)),
  SSO_CLIENT_KEY: optionalSetting(z.string().min(1)),
  SSO_CLIENT_KEY_FILE: optionalSetting(z.string().min(1)),
  FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(120),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(1),
  MAIL_QUEUE_AUTORUN: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((value) => value !== 'false' && value !== '0'),
  MAIL_RETRY_DELAY_MS: z.coerce.number().int().min(1).default(30_000),
  REGISTER_CHECK_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REGISTER_CHECK_TOKEN: z.string().min(1).optional(),
  REGISTER_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  REGISTER_CHECK_RETRY_DELAY_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(5 * 60_000),
  BOT_CHECK: z.enum(['on', 'off']).default('on'),
  BOT_CHECK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  BOT_CHECK_MAX_NUMBER: z.coerce.number().int().min(1000).max(10_000_000).default(100_000),
  BOT_CHECK_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  BOT_CHECK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  UPLOAD_MAX_FILE_BYTES: z.coerce.number().int().min(1).default(DEFAULT_MAX_FILE_BYTES),
  UPLOAD_MAX_SUBMISSION_BYTES: z.coerce.number().int().min(1).default(DEFAULT_MAX_SUBMISSION_BYTES),
  UPLOAD_TEMP_DIR: z.string().min(1).optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_KEYS_FILE: z.string().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .refine(
      (value) => /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(value),
      'must be a mailto: address or an https URL',
    )
    .optional(),
  PUSH_SERVICE_ORIGINS: z.string().optional(),
  PUSH_QUEUE_AUTORUN: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((value) => value !== 'false' && value !== '0'),
  PUSH_RETRY_DELAY_MS: z.coerce.number().int().min(1).default(30_000),
  PERSONAL_DATA_QUEUE_AUTORUN: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((value) => value !== 'false' && value !== '0'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(65_000),
  HTTP_SOCKET_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(75_000),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).optional(),
  SENTRY_DSN: z.string().optional(),
  SENTRY_ENVIRONMENT: z.string().max(64).optional(),
  POSTHOG_KEY: z.string().optional(),
  POSTHOG_HOST: z.string().optional(),
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(36_500, 'must be at most 36500 days (100 years)')
    .default(730),
});

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string;
  databaseKind: 'sqlite' | 'postgres';
  payloadSecret: string;
  seedDemo: boolean;
  portalDist: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** SMTP settings, or undefined: then mail goes to `.eml` files in `outboxDir`. */
  smtp:
    { host: string; port: number; secure: boolean; user: string | undefined; password: string | undefined } | undefined;
  mailFrom: string;
  /** The From display name; unset, the brand's name and "Medical Information" (email/context.ts). */
  mailFromName: string | undefined;
  /** Where replies to the portal's mails are read; unset, the mails say replies are not read. */
  mailReplyTo: string | undefined;
  outboxDir: string;
  /** Uploaded files, outside the web root: served only through authorised calls. */
  uploadsDir: string;
  /** The S3 bucket that holds the uploads instead of `uploadsDir` (UPLOADS_S3_*), or undefined: the folder is used. */
  uploadsS3: UploadsS3 | undefined;
  /** Reverse proxies in front whose X-Forwarded-For entries are trusted, counted from the right (0: the socket's address). */
  trustProxyHops: number;
  /** A portal session ends this long after sign-in, however often it is refreshed. */
  sessionMaxHours: number;
  /** Two-step sign-in (TOTP): whether CMS accounts must use it, and the keys derived from the Payload secret. */
  twoFactor: {
    /** ADMIN_2FA_REQUIRED; true by default when NODE_ENV=production. */
    adminRequired: boolean;
    /** AES-256-GCM key that encrypts the stored TOTP secrets. */
    secretKey: Buffer;
    /** HMAC key that marks a CMS session as having passed its second factor. */
    sessionKey: Buffer;
  };
  /** Single sign-on: the providers SSO_PROVIDERS_FILE declares (read once, at start) and the key that seals secrets. */
  sso: {
    fileProviders: readonly SsoProviderConfig[];
    /** AES-256-GCM key that seals the client secrets administrators enter in /admin. */
    secretKey: Buffer;
    /** The portal's key for private_key_jwt (SSO_CLIENT_KEY); without it no provider authenticates that way. */
    clientKey: SsoClientKey | undefined;
  };
  /**
   * The portal's own SAML key pair (SSO_SAML_SIGNING_KEY, SSO_SAML_SIGNING_CERT), or undefined: with it the SP signs
   * its requests and offers single logout; without, SAML sign-out ends the portal's session only.
   */
  samlSigning: SamlSigning | undefined;
  authRateLimitPerHour: number;
  /** Per address: form submissions and bot-check challenges in an hour. */
  formRateLimitPerHour: number;
  /** Where the rate limits and sign-in throttles of all processes are counted; else PostgreSQL, or memory on SQLite. */
  redisUrl: string | undefined;
  /** How many `npm run serve` processes the deployment runs on this database (WEB_CONCURRENCY); SQLite allows one. */
  webConcurrency: number;
  /** Whether this process runs the jobs queue (notification mails) every few seconds; tests run it by hand. */
  mailQueueAutoRun: boolean;
  /** The first retry of a failed notification mail waits this long; each later one twice as long. */
  mailRetryDelayMs: number;
  /** The ALTCHA proof-of-work check on form submissions; `enabled` is false only outside production. */
  botCheck: {
    enabled: boolean;
    /** The HMAC key that signs challenges: BOT_CHECK_SECRET, or derived from the Payload secret with HKDF. */
    hmacKey: string;
    /** The largest secret number a challenge hides: the work a browser does, about 1 s on average at 100 000. */
    maxNumber: number;
    expiryMs: number;
    /** Challenges one address may fetch per minute. */
    rateLimitPerMinute: number;
  };
  /**
   * Form upload limits in bytes: one file, and all files of one submission; and the folder in which each request's
   * files wait in a private folder of their own while they are checked (UPLOAD_TEMP_DIR, else the system's).
   */
  uploads: { maxFileBytes: number; maxSubmissionBytes: number; tempDir: string };
  /** Web Push: the VAPID key pair and subject, or undefined when no keys are set (push is then off). */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** The push services a subscription may name: origins, with `*.` for any subdomain (PUSH_SERVICE_ORIGINS). */
  pushServiceOrigins: readonly string[];
  /** Whether this process runs the push queue every few seconds, and the first retry's delay. */
  pushQueueAutoRun: boolean;
  pushRetryDelayMs: number;
  /** The provider's register-check service (REGISTER_CHECK_URL), or undefined: registrations are then checked by hand. */
  registerCheck: { url: string; token: string | undefined; timeoutMs: number; retryDelayMs: number } | undefined;
  /** Whether this process runs the personal-data queue (exports, their expiry, erasure mails) every few seconds. */
  personalDataQueueAutoRun: boolean;
  /** Graceful shutdown: the longest wait for requests and jobs in flight, and how long `/json/ready` answers 503 first. */
  shutdown: { timeoutMs: number; readyDelayMs: number };
  /** The Node server's slow-client time-outs (docs/architecture.md, "Slow clients"). */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number; socketIdleTimeoutMs: number };
  /** A listener of its own for `GET /metrics` (METRICS_PORT); without it only loopback callers of the main port get it. */
  metrics: { port: number; host: string } | undefined;
  /** Error reporting (Sentry): on only with SENTRY_DSN. `origin` is where envelopes go, allowed by the portal's CSP. */
  sentry: { dsn: string; origin: string; environment: string } | undefined;
  /** Session analytics (PostHog): on only with POSTHOG_KEY and POSTHOG_HOST; `host` is an origin. */
  analytics: { key: string; host: string } | undefined;
  /** Audit events older than this many days are deleted by the daily retention job (jobs/auditRetention.ts). */
  auditRetentionDays: number;
};

/**
 * Where the uploads live when they are in a bucket. `prefix` is empty or ends in `/`; `endpoint` is set for an
 * S3-compatible store (MinIO, Ceph…). `secretAccessKey` is not enumerable, so logging the settings never prints it.
 */
export type UploadsS3 = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  prefix: string;
  accessKeyId: string;
  readonly secretAccessKey: string;
};

/** The SP's signing pair, both PEM; `privateKey` is not enumerable, so logging the settings never prints it. */
export type SamlSigning = { certificate: string; readonly privateKey: string };

/** The public push services of Chrome and Edge (FCM), Firefox, Safari and Windows. */
export const DEFAULT_PUSH_SERVICE_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://web.push.apple.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
] as const;

function vapidLength(value: string): number {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : 0;
}

/** The VAPID keys from the environment or from VAPID_KEYS_FILE (`npm start` writes one), checked. */
function readVapid(raw: z.infer<typeof EnvSchema>): Env['vapid'] {
  let keys = { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY };
  if (!keys.publicKey && !keys.privateKey && raw.VAPID_KEYS_FILE) {
    keys = JSON.parse(readFileSync(raw.VAPID_KEYS_FILE, 'utf8')) as typeof keys;
  }
  if (!keys.publicKey && !keys.privateKey) return undefined;
  if (
    !keys.publicKey ||
    vapidLength(keys.publicKey) !== 65 ||
    !keys.privateKey ||
    vapidLength(keys.privateKey) !== 32
  ) {
    throw new Error(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, base64url (65 and 32 bytes), as `npx web-push generate-vapid-keys` prints them',
    );
  }
  const building = raw.NEXT_PHASE === 'phase-production-build';
  if (!raw.VAPID_SUBJECT && raw.NODE_ENV === 'production' && !building) {
    throw new Error(
      'VAPID_SUBJECT is required with VAPID keys when NODE_ENV=production: a mailto: address or https URL where push services can reach you.',
    );
  }
  return {
    publicKey: keys.publicKey,
    privateKey: keys.privateKey,
    subject: raw.VAPID_SUBJECT ?? 'mailto:push@localhost',
  };
}

function pushServiceOrigins(value: string | undefined): readonly string[] {
  const origins = (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(origin)) {
      throw new Error(
        `Invalid configuration:\n  PUSH_SERVICE_ORIGINS: ${origin} is not an origin such as https://push.example.org`,
      );
    }
  }
  return origins.length > 0 ? origins : DEFAULT_PUSH_SERVICE_ORIGINS;
}

/** The DSN's origin, checked: `https://<public key>@<host>/<project id>` as Sentry shows it. */
function readSentry(raw: z.infer<typeof EnvSchema>): Env['sentry'] {
  if (!raw.SENTRY_DSN) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw.SENTRY_DSN);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    !url.username ||
    url.password ||
    !/^\/(.+\/)?\d+$/.test(url.pathname)
  ) {
    throw new Error(
      'Invalid configuration:\n  SENTRY_DSN: must be a DSN as Sentry shows it, such as https://<public key>@o1.ingest.sentry.io/<project id>',
    );
  }
  return { dsn: raw.SENTRY_DSN, origin: url.origin, environment: raw.SENTRY_ENVIRONMENT ?? raw.NODE_ENV };
}

/** PostHog's key and host together, or neither: one without the other is a mistake worth stopping for. */
function readAnalytics(raw: z.infer<typeof EnvSchema>): Env['analytics'] {
  if (!raw.POSTHOG_KEY && !raw.POSTHOG_HOST) return undefined;
  if (!raw.POSTHOG_KEY || !raw.POSTHOG_HOST) {
    throw new Error(
      'Invalid configuration:\n  POSTHOG_KEY, POSTHOG_HOST: set both to turn session analytics on, or neither',
    );
  }
  let url: URL | undefined;
  try {
    url = new URL(raw.POSTHOG_HOST);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(
      'Invalid configuration:\n  POSTHOG_HOST: must be an origin such as https://eu.i.posthog.com or your own PostHog’s',
    );
  }
  if (!/^[A-Za-z0-9_-]{8,200}$/.test(raw.POSTHOG_KEY)) {
    throw new Error('Invalid configuration:\n  POSTHOG_KEY: must be the project API key PostHog shows (phc_…)');
  }
  return { key: raw.POSTHOG_KEY, host: url.origin };
}

const S3_REQUIRED = [
  'UPLOADS_S3_BUCKET',
  'UPLOADS_S3_REGION',
  'UPLOADS_S3_ACCESS_KEY_ID',
  'UPLOADS_S3_SECRET_ACCESS_KEY',
] as const;
const S3_OPTIONAL = ['UPLOADS_S3_ENDPOINT', 'UPLOADS_S3_PREFIX'] as const;

/** The bucket's settings, all of them or none: a half-configured bucket would silently keep files in the folder. */
function readUploadsS3(raw: z.infer<typeof EnvSchema>, source: Record<string, string | undefined>): Env['uploadsS3'] {
  const given = [...S3_REQUIRED, ...S3_OPTIONAL, 'UPLOADS_S3_FORCE_PATH_STYLE' as const].filter(
    (name) => (source[name] ?? '') !== '',
  );
  if (given.length === 0) return undefined;
  const missing = S3_REQUIRED.filter((name) => !raw[name]);
  if (missing.length > 0) {
    // Names only: the values (a secret among them) never reach a message or a log.
    throw new Error(
      `Invalid configuration:\n  ${missing.join(', ')}: missing. Uploads go to an S3 bucket only with ${S3_REQUIRED.join(', ')} all set (and optionally UPLOADS_S3_ENDPOINT, UPLOADS_S3_FORCE_PATH_STYLE, UPLOADS_S3_PREFIX); set none of them to keep uploads in UPLOADS_DIR. ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set.`,
    );
  }
  const settings = {
    bucket: raw.UPLOADS_S3_BUCKET ?? '',
    region: raw.UPLOADS_S3_REGION ?? '',
    endpoint: raw.UPLOADS_S3_ENDPOINT,
    forcePathStyle: raw.UPLOADS_S3_FORCE_PATH_STYLE,
    prefix: raw.UPLOADS_S3_PREFIX ? raw.UPLOADS_S3_PREFIX.replace(/\/?$/, '/') : '',
    accessKeyId: raw.UPLOADS_S3_ACCESS_KEY_ID ?? '',
  };
  return Object.defineProperty(settings, 'secretAccessKey', {
    value: raw.UPLOADS_S3_SECRET_ACCESS_KEY ?? '',
    enumerable: false,
  }) as UploadsS3;
}

/** Used only outside production (development, tests, `next build`), so a forgotten secret never reaches a live server. */
const NON_PRODUCTION_SECRET = 'hcp-portal-development-secret-not-for-production';

function readSecret(raw: z.infer<typeof EnvSchema>): string {
  if (raw.PAYLOAD_SECRET) return raw.PAYLOAD_SECRET;
  if (raw.PAYLOAD_SECRET_FILE) {
    const secret = readFileSync(raw.PAYLOAD_SECRET_FILE, 'utf8').trim();
    if (secret.length < 32)
      throw new Error(`PAYLOAD_SECRET_FILE (${raw.PAYLOAD_SECRET_FILE}) must hold at least 32 characters.`);
    return secret;
  }
  const building = raw.NEXT_PHASE === 'phase-production-build';
  if (raw.NODE_ENV === 'production' && !building) {
    throw new Error(
      'PAYLOAD_SECRET is required when NODE_ENV=production. Set PAYLOAD_SECRET (at least 32 random characters) or PAYLOAD_SECRET_FILE; `npm start` generates one into data/.',
    );
  }
  return NON_PRODUCTION_SECRET;
}

/** A key of its own for signing bot-check challenges, so a challenge's HMAC never reveals anything about the Payload secret. */
function botCheckKey(raw: z.infer<typeof EnvSchema>, payloadSecret: string): string {
  if (raw.BOT_CHECK_SECRET) return raw.BOT_CHECK_SECRET;
  return Buffer.from(hkdfSync('sha256', payloadSecret, 'hcp-portal', 'altcha-challenge-hmac', 32)).toString('hex');
}

/** A key of its own for one purpose, derived from the Payload secret with HKDF, so no two uses share a key. */
function derivedKey(payloadSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', payloadSecret, 'hcp-portal', purpose, 32));
}

/** 127.0.0.0/8, ::1 and localhost: addresses no other machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  if (isIPv4(v4)) return v4.startsWith('127.');
  // The URL parser writes every spelling of an IPv6 address in its one canonical form.
  return isIPv6(bare) && new URL(`http://[${bare}]`).hostname === '[::1]';
}

/** A PEM setting from the environment or from the file its `_FILE` twin names, not both. */
function pemSetting(value: string | undefined, file: string | undefined, name: string): string | undefined {
  if (value && file) throw new Error(`Invalid configuration:\n  ${name}, ${name}_FILE: set one of the two, not both`);
  if (!file) return value?.replace(/\\n/g, '\n');
  try {
    return readFileSync(path.resolve(file), 'utf8');
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${name}_FILE: cannot read ${file} (${(error as Error).message})`, {
      cause: error,
    });
  }
}

/**
 * The SP's SAML signing key and its certificate, both or neither: an RSA key of at least 2048 bits and the X.509
 * certificate of its public key. Each comes from its variable (PEM; `\n` may stand for the line breaks) or its file.
 */
function readSamlSigning(raw: z.infer<typeof EnvSchema>): SamlSigning | undefined {
  const keyPem = pemSetting(raw.SSO_SAML_SIGNING_KEY, raw.SSO_SAML_SIGNING_KEY_FILE, 'SSO_SAML_SIGNING_KEY');
  const certificatePem = pemSetting(raw.SSO_SAML_SIGNING_CERT, raw.SSO_SAML_SIGNING_CERT_FILE, 'SSO_SAML_SIGNING_CERT');
  if (!keyPem && !certificatePem) return undefined;
  if (!keyPem || !certificatePem) {
    throw new Error(
      'Invalid configuration:\n  SSO_SAML_SIGNING_KEY, SSO_SAML_SIGNING_CERT: set both (the SP’s private key and its certificate, PEM, or their _FILE twins) to sign SAML requests and offer single logout, or neither',
    );
  }
  let key: ReturnType<typeof createPrivateKey>;
  try {
    key = createPrivateKey(keyPem);
  } catch {
    // Never the value itself: it is a private key.
    throw new Error('Invalid configuration:\n  SSO_SAML_SIGNING_KEY: not an unencrypted PEM private key');
  }
  if (key.asymmetricKeyType !== 'rsa' || (key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
    throw new Error('Invalid configuration:\n  SSO_SAML_SIGNING_KEY: must be an RSA key of at least 2048 bits');
  }
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(certificatePem);
  } catch {
    throw new Error('Invalid configuration:\n  SSO_SAML_SIGNING_CERT: not a PEM X.509 certificate');
  }
  if (!certificate.checkPrivateKey(key)) {
    throw new Error('Invalid configuration:\n  SSO_SAML_SIGNING_CERT: is not the certificate of SSO_SAML_SIGNING_KEY');
  }
  return Object.defineProperty({ certificate: certificate.toString() }, 'privateKey', {
    value: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
    enumerable: false,
  }) as SamlSigning;
}

/** The providers a deployment declares in a JSON file (docs/sso.md); a file that is missing or wrong stops the start. */
function readSsoProvidersFile(file: string | undefined): SsoProviderConfig[] {
  if (!file) return [];
  let text: string;
  try {
    text = readFileSync(path.resolve(file), 'utf8');
  } catch (error) {
    throw new Error(`Invalid configuration:\n  SSO_PROVIDERS_FILE: cannot read ${file} (${(error as Error).message})`, {
      cause: error,
    });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  SSO_PROVIDERS_FILE: ${file} is not valid JSON`, { cause: error });
  }
  const parsed = SsoProvidersFileSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  SSO_PROVIDERS_FILE ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/**
 * The portal's key for private_key_jwt, from SSO_CLIENT_KEY or the file SSO_CLIENT_KEY_FILE names, checked; a provider
 * of the deployment's file that authenticates with it stops the start when there is none.
 */
function readSsoClientKey(
  raw: z.infer<typeof EnvSchema>,
  fileProviders: readonly SsoProviderConfig[],
): SsoClientKey | undefined {
  if (raw.SSO_CLIENT_KEY && raw.SSO_CLIENT_KEY_FILE) {
    throw new Error('Invalid configuration:\n  SSO_CLIENT_KEY, SSO_CLIENT_KEY_FILE: set one of the two, not both');
  }
  let pem = raw.SSO_CLIENT_KEY;
  if (raw.SSO_CLIENT_KEY_FILE) {
    try {
      pem = readFileSync(path.resolve(raw.SSO_CLIENT_KEY_FILE), 'utf8');
    } catch (error) {
      throw new Error(
        `Invalid configuration:\n  SSO_CLIENT_KEY_FILE: cannot read ${raw.SSO_CLIENT_KEY_FILE} (${(error as Error).message})`,
        { cause: error },
      );
    }
  }
  if (!pem) {
    const needing = fileProviders.filter((p) => p.type === 'oidc' && p.tokenAuthMethod === 'private_key_jwt');
    if (needing.length > 0) {
      throw new Error(
        `Invalid configuration:\n  SSO_PROVIDERS_FILE: ${needing.map(({ id }) => id).join(', ')} authenticate${needing.length === 1 ? 's' : ''} with private_key_jwt, which needs the portal's key: set SSO_CLIENT_KEY or SSO_CLIENT_KEY_FILE (docs/sso.md)`,
      );
    }
    return undefined;
  }
  try {
    return parseClientKey(pem);
  } catch (error) {
    const name = raw.SSO_CLIENT_KEY_FILE ? 'SSO_CLIENT_KEY_FILE' : 'SSO_CLIENT_KEY';
    throw new Error(`Invalid configuration:\n  ${name}: ${(error as Error).message}`, { cause: error });
  }
}

/** Parses and checks the environment; the only reader of process.env in the CMS. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const raw = parsed.data;
  if (raw.BOT_CHECK === 'off' && raw.NODE_ENV === 'production' && raw.NEXT_PHASE !== 'phase-production-build') {
    throw new Error(
      'BOT_CHECK=off is refused when NODE_ENV=production: the bot check protects every public form. Remove BOT_CHECK (it defaults to on).',
    );
  }
  if (raw.UPLOAD_MAX_SUBMISSION_BYTES < raw.UPLOAD_MAX_FILE_BYTES) {
    throw new Error('Invalid configuration:\n  UPLOAD_MAX_SUBMISSION_BYTES: must be at least UPLOAD_MAX_FILE_BYTES');
  }
  if (raw.TRUST_PROXY !== undefined && raw.TRUST_PROXY !== '') {
    throw new Error(
      'TRUST_PROXY is no longer read: set TRUST_PROXY_HOPS to the number of reverse proxies in front of the server (0 when none, 1 for one proxy) and remove TRUST_PROXY.',
    );
  }
  if (raw.SEED_DEMO && !isLoopbackHost(raw.HOST)) {
    throw new Error(
      `SEED_DEMO=true is refused with HOST=${raw.HOST}: the demo accounts share a published password, so they may only listen on a loopback address (127.0.0.1, ::1 or localhost). Remove SEED_DEMO, or set HOST=127.0.0.1.`,
    );
  }
  if (raw.HTTP_HEADERS_TIMEOUT_MS > raw.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not be more than HTTP_REQUEST_TIMEOUT_MS');
  }
  const payloadSecret = readSecret(raw);
  const ssoFileProviders = readSsoProvidersFile(raw.SSO_PROVIDERS_FILE);
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    host: raw.HOST,
    publicUrl: raw.PUBLIC_URL ?? `http://localhost:${String(raw.PORT)}`,
    databaseUrl: raw.DATABASE_URL,
    databaseKind: raw.DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgres',
    payloadSecret,
    seedDemo: raw.SEED_DEMO,
    portalDist: raw.PORTAL_DIST ? path.resolve(raw.PORTAL_DIST) : undefined,
    logLevel: raw.LOG_LEVEL,
    smtp: raw.SMTP_HOST
      ? {
          host: raw.SMTP_HOST,
          port: raw.SMTP_PORT,
          secure: raw.SMTP_SECURE,
          user: raw.SMTP_USER,
          password: raw.SMTP_PASSWORD,
        }
      : undefined,
    mailFrom: raw.MAIL_FROM,
    mailFromName: raw.MAIL_FROM_NAME,
    mailReplyTo: raw.MAIL_REPLY_TO,
    outboxDir: path.resolve(raw.OUTBOX_DIR),
    uploadsDir: path.resolve(raw.UPLOADS_DIR),
    uploadsS3: readUploadsS3(raw, source),
    trustProxyHops: raw.TRUST_PROXY_HOPS,
    sessionMaxHours: raw.SESSION_MAX_HOURS,
    twoFactor: {
      adminRequired: raw.ADMIN_2FA_REQUIRED ?? raw.NODE_ENV === 'production',
      secretKey: derivedKey(payloadSecret, 'two-factor-secrets'),
      sessionKey: derivedKey(payloadSecret, 'admin-second-factor-session'),
    },
    sso: {
      fileProviders: ssoFileProviders,
      secretKey: derivedKey(payloadSecret, 'sso-client-secrets'),
      clientKey: readSsoClientKey(raw, ssoFileProviders),
    },
    samlSigning: readSamlSigning(raw),
    authRateLimitPerHour: raw.AUTH_RATE_LIMIT_PER_HOUR,
    formRateLimitPerHour: raw.FORM_RATE_LIMIT_PER_HOUR,
    redisUrl: raw.REDIS_URL,
    webConcurrency: raw.WEB_CONCURRENCY,
    mailQueueAutoRun: raw.MAIL_QUEUE_AUTORUN,
    mailRetryDelayMs: raw.MAIL_RETRY_DELAY_MS,
    botCheck: {
      enabled: raw.BOT_CHECK === 'on',
      hmacKey: botCheckKey(raw, payloadSecret),
      maxNumber: raw.BOT_CHECK_MAX_NUMBER,
      expiryMs: raw.BOT_CHECK_EXPIRY_MINUTES * 60 * 1000,
      rateLimitPerMinute: raw.BOT_CHECK_RATE_LIMIT_PER_MINUTE,
    },
    uploads: {
      maxFileBytes: raw.UPLOAD_MAX_FILE_BYTES,
      maxSubmissionBytes: raw.UPLOAD_MAX_SUBMISSION_BYTES,
      tempDir: path.resolve(raw.UPLOAD_TEMP_DIR ?? tmpdir()),
    },
    vapid: readVapid(raw),
    pushServiceOrigins: pushServiceOrigins(raw.PUSH_SERVICE_ORIGINS),
    pushQueueAutoRun: raw.PUSH_QUEUE_AUTORUN,
    pushRetryDelayMs: raw.PUSH_RETRY_DELAY_MS,
    registerCheck: raw.REGISTER_CHECK_URL
      ? {
          url: raw.REGISTER_CHECK_URL,
          token: raw.REGISTER_CHECK_TOKEN,
          timeoutMs: raw.REGISTER_CHECK_TIMEOUT_MS,
          retryDelayMs: raw.REGISTER_CHECK_RETRY_DELAY_MS,
        }
      : undefined,
    personalDataQueueAutoRun: raw.PERSONAL_DATA_QUEUE_AUTORUN,
    shutdown: { timeoutMs: raw.SHUTDOWN_TIMEOUT_MS, readyDelayMs: raw.SHUTDOWN_DELAY_MS },
    http: {
      headersTimeoutMs: raw.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: raw.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: raw.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      socketIdleTimeoutMs: raw.HTTP_SOCKET_IDLE_TIMEOUT_MS,
    },
    metrics: raw.METRICS_PORT ? { port: raw.METRICS_PORT, host: raw.METRICS_HOST ?? raw.HOST } : undefined,
    sentry: readSentry(raw),
    analytics: readAnalytics(raw),
    auditRetentionDays: raw.AUDIT_RETENTION_DAYS,
  };
}

export const env: Env = parseEnv();
