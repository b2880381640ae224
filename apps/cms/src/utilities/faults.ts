/** PostgreSQL's SQLSTATEs for a server that shut down, refuses connections for now, or lost the connection. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
/** Node's socket errors for a database that cannot be reached, and a COMMIT the database refused (db/commit-check.ts). */
const UNREACHABLE_CODES = new Set([
  'COMMIT_FAILED',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);
/** What `pg` says when a connection ended under a query or could not be opened in time. */
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /connection (?:is )?closed/i,
  // SQLite (db/sqlite-client.ts): the write lock's wait ran out, another process holds the file's lock, or the disk failed.
  /write lock and was refused/i,
  /SQLITE_(?:BUSY|LOCKED|IOERR|CANTOPEN|PROTOCOL)/,
];

type Coded = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error and what it wraps (drizzle's query errors keep the driver's as `cause`), a few levels deep. */
function* chain(error: unknown): Generator<Coded> {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth += 1) {
    const coded = current as Coded;
    yield coded;
    if (Array.isArray(coded.errors)) for (const inner of coded.errors) yield* chain(inner);
    current = coded.cause;
  }
}

/** True when the error says the database is down or unreachable, not that the query was wrong: answer 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    if (UNAVAILABLE_SQLSTATES.has(code) || UNREACHABLE_CODES.has(code)) return true;
    const message = typeof link.message === 'string' ? link.message : '';
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

/** True when a write failed because the disk (or the account's quota) is full: answer 507. */
export function isStorageFull(error: unknown): boolean {
  for (const link of chain(error)) {
    if (link.code === 'ENOSPC' || link.code === 'EDQUOT' || link.code === 'SQLITE_FULL' || link.code === '53100')
      return true;
    if (typeof link.message === 'string' && link.message.includes('SQLITE_FULL')) return true;
  }
  return false;
}

/** How long a caller should wait before trying again while the database is unavailable or the process drains. */
export const RETRY_AFTER_SECONDS = 5;
