import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';

import { QueryError } from '../query-error/query-error';
import { Loading } from '../status-screens/status-screens';

type QueryLike<T> = {
  data?: T | undefined;
  error?: FetchBaseQueryError | SerializedError | undefined;
  isLoading: boolean;
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

/** A query's three states in one place: loading, failure (spec section 8) and empty, then the content. */
export function QueryView<T>({ query, loading, isEmpty, empty, children }: QueryViewProps<T>) {
  if (query.error) return <QueryError error={query.error} />;
  if (query.data === undefined) return query.isLoading ? <Loading label={loading} /> : null;
  if (isEmpty?.(query.data)) return <div className="empty-state">{empty}</div>;
  return <>{children(query.data)}</>;
}
