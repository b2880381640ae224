import type { LoggerOptions } from 'pino';

/**
 * Where a secret could sit in a log line: credentials in headers (as a request, a failed request or an error's
 * request carries them), and passwords, tokens and secrets in bodies, one and two levels down. pino replaces them.
 */
const SECRET_HEADERS = ['authorization', 'cookie', '["set-cookie"]', '["x-api-key"]', '["proxy-authorization"]'];
const HEADER_HOLDERS = [
  'headers',
  'req.headers',
  'request.headers',
  'res.headers',
  'err.config.headers',
  'err.request.headers',
];
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'refreshToken',
  'secret',
  'apiKey',
  'botCheck',
];

export const LOG_REDACT_PATHS: string[] = [
  ...HEADER_HOLDERS.flatMap((holder) =>
    SECRET_HEADERS.map((header) => (header.startsWith('[') ? `${holder}${header}` : `${holder}.${header}`)),
  ),
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

/** Payload's logger: JSON lines (pino's own format, no pretty printing), secrets redacted. */
export function loggerOptions(level: LoggerOptions['level']): LoggerOptions {
  return { level, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } };
}
