import type { Payload } from 'payload';

type DrizzleLike = {
  drizzle: unknown;
  execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown> | PromiseLike<unknown>;
};

/** Runs `select 1` on whichever database adapter is configured (both Payload SQL adapters expose `execute`). */
export async function pingDatabase(payload: Payload, timeoutMs = 2000): Promise<void> {
  const db = payload.db as unknown as DrizzleLike;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${String(timeoutMs)} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute({ drizzle: db.drizzle, raw: 'select 1' }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
