import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** JSON with object keys sorted, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export type FileFingerprint = { field: string; name: string; size: number; sha256: string };

/**
 * The fingerprint of a submission request: the form, the values and each file's name and content. The bot-check
 * solution is left out, since a retry of the same request may carry a fresh one.
 */
export function requestHash(slug: string, values: unknown, files: readonly FileFingerprint[]): string {
  return createHash('sha256').update(canonical({ slug, values, files })).digest('hex');
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The SHA-256 of a file's content, read in chunks. */
export async function sha256OfFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(filePath), hash);
  return hash.digest('hex');
}

const running = new Map<string, Promise<unknown>>();

/**
 * Runs `task` after any other task with the same key in this process has finished, so concurrent retries of one
 * submission are answered one after the other: the first stores, the others find it. Across processes the unique
 * (caller, key) index does the same job.
 */
export async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = running.get(key) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(task);
  running.set(key, current);
  try {
    return await current;
  } finally {
    if (running.get(key) === current) running.delete(key);
  }
}
