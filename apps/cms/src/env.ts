import { readFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

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
  OUTBOX_DIR: z.string().min(1).default('./data/outbox'),
  UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
  TRUST_PROXY: booleanFlag,
  AUTH_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(300),
  FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(120),
  MAIL_QUEUE_AUTORUN: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((value) => value !== 'false' && value !== '0'),
  MAIL_RETRY_DELAY_MS: z.coerce.number().int().min(1).default(30_000),
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
  outboxDir: string;
  /** Uploaded files, outside the web root: served only through authorised calls. */
  uploadsDir: string;
  /** Behind a reverse proxy, the client address is the first X-Forwarded-For entry. */
  trustProxy: boolean;
  authRateLimitPerHour: number;
  /** Per address: form submissions and bot-check challenges in an hour. */
  formRateLimitPerHour: number;
  /** Whether this process runs the jobs queue (notification mails) every few seconds; tests run it by hand. */
  mailQueueAutoRun: boolean;
  /** The first retry of a failed notification mail waits this long; each later one twice as long. */
  mailRetryDelayMs: number;
};

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

/** Parses and checks the environment; the only reader of process.env in the CMS. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const raw = parsed.data;
  return {
    nodeEnv: raw.NODE_ENV,
    port: raw.PORT,
    host: raw.HOST,
    publicUrl: raw.PUBLIC_URL ?? `http://localhost:${String(raw.PORT)}`,
    databaseUrl: raw.DATABASE_URL,
    databaseKind: raw.DATABASE_URL.startsWith('file:') ? 'sqlite' : 'postgres',
    payloadSecret: readSecret(raw),
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
    outboxDir: path.resolve(raw.OUTBOX_DIR),
    uploadsDir: path.resolve(raw.UPLOADS_DIR),
    trustProxy: raw.TRUST_PROXY,
    authRateLimitPerHour: raw.AUTH_RATE_LIMIT_PER_HOUR,
    formRateLimitPerHour: raw.FORM_RATE_LIMIT_PER_HOUR,
    mailQueueAutoRun: raw.MAIL_QUEUE_AUTORUN,
    mailRetryDelayMs: raw.MAIL_RETRY_DELAY_MS,
  };
}

export const env: Env = parseEnv();
