import { type ComponentType, createElement, lazy, useState } from 'react';

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
  /** The screen's component once its code is here, from a preload or from an earlier render. */
  let loaded: ComponentType<Props> | undefined;
  const Lazy = lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ChunkLoadError(`screen code did not load within ${String(timeoutMs)} ms`)),
        timeoutMs,
      );
    });
    try {
      loaded = await Promise.race([load(), timeout]);
      return { default: loaded };
    } catch (error) {
      throw error instanceof ChunkLoadError
        ? error
        : new ChunkLoadError(error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
    }
  });

  /**
   * Drawn at once, without suspending, when the code is here already (React's lazy suspends at least once, and a
   * revealed fallback holds the screen back 300 ms more); otherwise through `lazy`, with its time-out. Each mount
   * keeps the one it started with, so a screen is never remounted when its code arrives.
   */
  function Screen(props: Props) {
    const [component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  /** Fetches the screen's code ahead of its first render; a failure is left to that render to show. */
  Screen.preload = (): Promise<void> =>
    load().then(
      (component) => {
        loaded = component;
      },
      () => undefined,
    );
  return Screen;
}
