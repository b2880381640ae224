import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, lazyScreen } from './lazy-screen';

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>caught {this.state.error.name}</p> : this.props.children;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  // React logs every error an error boundary catches; here catching them is the point.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lazyScreen', () => {
  it('fails with ChunkLoadError when the code has not arrived after 120 seconds', async () => {
    const Screen = lazyScreen(() => new Promise<() => ReactNode>(() => undefined));
    render(
      <Catch>
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </Catch>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('caught ChunkLoadError')).toBeInTheDocument();
  });

  it('turns a failed download into ChunkLoadError too, and shows a screen that arrives in time', async () => {
    const Broken = lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Fine = lazyScreen(() => Promise.resolve(() => <p>the screen</p>));
    render(
      <>
        <Catch>
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </Catch>
        <Suspense fallback={null}>
          <Fine />
        </Suspense>
      </>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('caught ChunkLoadError')).toBeInTheDocument();
    expect(screen.getByText('the screen')).toBeInTheDocument();
    expect(new ChunkLoadError('x')).toBeInstanceOf(Error);
  });

  it('draws a screen whose code was preloaded at once, without its fallback', async () => {
    const Screen = lazyScreen(() => Promise.resolve(() => <p>the screen</p>));
    await Screen.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('the screen')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('leaves a failed preload to the screen, which then shows the load error', async () => {
    const Screen = lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(Screen.preload()).resolves.toBeUndefined();
    render(
      <Catch>
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </Catch>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('caught ChunkLoadError')).toBeInTheDocument();
  });
});
