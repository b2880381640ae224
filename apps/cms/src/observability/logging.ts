import { type LoggerOptions, stdSerializers } from 'pino';

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

/**
 * Values a failed SQL statement carries into its error: Drizzle's message ends with them (`params: …`) and
 * PostgreSQL's detail names a conflicting one (`Key (email)=(…)`). They are what someone typed (an email address
 * at "Forgot password?", a name), so they never reach a log line.
 */
const STATEMENT_VALUES: [RegExp, string][] = [
  [/(\bparams: )[^\n]*/g, '$1[redacted]'],
  [/(\bKey \([^)]*\)=\()[^\n]*?(\) )/g, '$1[redacted]$2'],
];

export function withoutStatementValues(text: string): string {
  return STATEMENT_VALUES.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

/** pino's error serializer, with the statement's values taken out of the message, the stack and the detail. */
function serializeError(error: Error): Record<string, unknown> {
  const serialized: Record<string, unknown> = { ...stdSerializers.err(error) };
  delete serialized.params;
  for (const key of ['message', 'stack', 'detail']) {
    const value = serialized[key];
    if (typeof value === 'string') serialized[key] = withoutStatementValues(value);
  }
  return serialized;
}

/** A log call's arguments with the statement values out of the message, which pino takes from `err` when none is given. */
function scrubArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  const scrubbedRest = rest.map((arg) => (typeof arg === 'string' ? withoutStatementValues(arg) : arg));
  if (typeof first === 'string') return [withoutStatementValues(first), ...scrubbedRest];
  if (first instanceof Error) {
    return [{ err: first }, ...(rest.length > 0 ? scrubbedRest : [withoutStatementValues(first.message)])];
  }
  if (first && typeof first === 'object') {
    const fields = first as { msg?: unknown; err?: unknown };
    const message = typeof fields.msg === 'string' ? fields.msg : undefined;
    const fromError = rest.length === 0 && message === undefined && fields.err instanceof Error;
    if (message !== undefined || fromError) {
      const text = message ?? (fields.err as Error).message;
      return [{ ...fields, msg: withoutStatementValues(text) }, ...scrubbedRest];
    }
  }
  return [first, ...scrubbedRest];
}

/** Payload's logger: JSON lines (pino's own format, no pretty printing), secrets and statement values redacted. */
export function loggerOptions(level: LoggerOptions['level']): LoggerOptions {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    hooks: {
      logMethod(args, method) {
        method.apply(this, scrubArguments(args) as Parameters<typeof method>);
      },
    },
  };
}
