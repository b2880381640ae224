import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';

import { QueryError } from '../query-error/query-error';
import { Skeleton } from '../skeleton/skeleton';
import type { WithdrawnCopy } from '../status-screens/status-screens';

/** The parts of an RTK Query result a screen may draw from. */
export type QueryLike<T> = {
  /**
   * The answer for the current arguments only. RTK Query's `data` keeps the previous arguments' answer while the next
   * one loads, which would draw one product's shelf lives under another's address; it is never read here.
   */
  currentData?: T | undefined;
  error?: FetchBaseQueryError | SerializedError | undefined;
  isFetching: boolean;
  /** Asks again; a failure offers it as Retry. */
  refetch?: () => unknown;
};

type QueryViewProps<T> = {
  query: QueryLike<T>;
  /** What loading says, e.g. "Loading stability products…". */
  loading: string;
  /** Whether the answer holds nothing to show. */
  isEmpty?: (data: T) => boolean;
  /** The empty state, an EmptyState: what is missing and what to do next. */
  empty?: ReactNode;
  /** What failed, in a sentence, when the call fails ("The stability data for this product could not be loaded."). */
  failure?: string;
  /** The screen a 410 shows (the item was withdrawn); a generic one otherwise. */
  withdrawn?: WithdrawnCopy;
  /**
   * Whether the screen's own h1 sits above this view (a list under its title), so that a failure takes h2; by default
   * the view is the screen and its failure leads with the page's h1.
   */
  underHeading?: boolean;
  children: (data: T) => ReactNode;
};

/**
 * A query's states in one place: failure (spec section 8), a skeleton while the current arguments' answer loads,
 * empty, then the content. Data of earlier arguments is never drawn (the never-stale rule, docs/portal-shell.md).
 * A failure stays on screen, with its Retry button, while Retry asks again (RTK Query keeps the error meanwhile).
 */
export function QueryView<T>({
  query,
  loading,
  isEmpty,
  empty,
  failure,
  withdrawn,
  underHeading = false,
  children,
}: QueryViewProps<T>) {
  if (query.error) {
    const { refetch } = query;
    return (
      <QueryError
        error={query.error}
        retry={refetch && { onRetry: () => void refetch(), retrying: query.isFetching }}
        what={failure}
        withdrawn={withdrawn}
        headingLevel={underHeading ? 2 : 1}
      />
    );
  }
  if (query.currentData === undefined) return query.isFetching ? <Skeleton label={loading} /> : null;
  if (isEmpty?.(query.currentData)) return <>{empty}</>;
  return <>{children(query.currentData)}</>;
}
