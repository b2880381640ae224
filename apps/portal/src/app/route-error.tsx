import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import { LoadError, ModuleError } from '../components/ui/status-screens/status-screens';
import { ChunkLoadError } from '../lib/lazy-screen';

/** A screen that failed to load or to render: the load-error screen, or 'Error in Module'. The layout stays. */
export function RouteError({ error }: { error: unknown }) {
  return error instanceof ChunkLoadError ? <LoadError /> : <ModuleError />;
}

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { failure: { error: unknown; pathname: string } | null };

/** Catches what a screen throws while loading or rendering; moving to another page tries again. */
class ScreenErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    // The path is filled in by getDerivedStateFromProps, which runs before the next render.
    return { failure: { error, pathname: '' } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.failure === null) return null;
    if (state.failure.pathname === '') return { failure: { ...state.failure, pathname: props.pathname } };
    return state.failure.pathname === props.pathname ? null : { failure: null };
  }

  override render() {
    return this.state.failure ? <RouteError error={this.state.failure.error} /> : this.props.children;
  }
}

/** A route's screen inside its error boundary (what a data router's errorElement did). */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ScreenErrorBoundary pathname={pathname}>{children}</ScreenErrorBoundary>;
}
