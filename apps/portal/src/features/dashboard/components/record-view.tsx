import type { ViewableArea } from '@hcp/contracts/dashboard';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';

import { useRecordViewMutation } from '../api/recently-viewed-api';

/**
 * Notes, for the dashboard's recently viewed widget, that the user opened the item named by the route's `param`.
 * Fire and forget: the page never waits for it, and a failure (an item that does not exist, say) is ignored.
 */
export function RecordView({ area, param, children }: { area: ViewableArea; param: string; children: ReactNode }) {
  const item = useParams()[param];
  const [recordView] = useRecordViewMutation();
  useEffect(() => {
    if (!item) return;
    recordView({ area, item }).catch(() => undefined);
  }, [area, item, recordView]);
  return children;
}
