import { type ComponentType, lazy } from 'react';

/** How long a screen's code may take to arrive before the load-error screen shows (spec section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/** A screen whose code is split into its own chunk, failing with ChunkLoadError if it does not arrive in time. */
export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ChunkLoadError(`screen code did not load within ${String(timeoutMs)} ms`)),
        timeoutMs,
      );
    });
    try {
      return { default: await Promise.race([load(), timeout]) };
    } catch (error) {
      throw error instanceof ChunkLoadError
        ? error
        : new ChunkLoadError(error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  });
}
