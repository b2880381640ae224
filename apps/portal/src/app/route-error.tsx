import { useRouteError } from 'react-router';

import { LoadError, ModuleError } from '../components/ui/status-screens/status-screens';
import { ChunkLoadError } from '../lib/lazy-screen';

/** A screen that failed to load or to render: the load-error screen, or 'Error in Module'. The layout stays. */
export function RouteError() {
  const error = useRouteError();
  return error instanceof ChunkLoadError ? <LoadError /> : <ModuleError />;
}
