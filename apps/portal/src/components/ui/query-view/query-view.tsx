import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';

import { QueryError } from '../query-error/query-error';
import { Skeleton } from '../skeleton/skeleton';

/** The parts of an RTK Query result a screen may draw from. */
type QueryLike<T> = {
  /**
   * The answer for the current arguments only. RTK Query's `data` keeps the previous arguments' answer while the next
   * one loads, which would draw one product's shelf lives under another's address; it is never read here.
   */
  currentData?: T | undefined;
  error?: FetchBaseQueryError | SerializedError | undefined;
  isFetching: boolean;
};

type QueryViewProps<T> = {
  query: QueryLike<T>;
  /** What loading says, e.g. "Loading stability products…". */
  loading: string;
  /** Whether the answer holds nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** The empty state: what is missing and, where it helps, what to do. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * A query's states in one place: failure (spec section 8), a skeleton while the current arguments' answer loads,
 * empty, then the content. Data of earlier arguments is never drawn (the never-stale rule, docs/portal-shell.md).
 */
export function QueryView<T>({ query, loading, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.error) return <QueryError error={query.error} />;
  if (query.currentData === undefined) return query.isFetching ? <Skeleton label={loading} /> : null;
  if (isEmpty?.(query.currentData)) return <div className="empty-state">{empty}</div>;
  return <>{children(query.currentData)}</>;
}
