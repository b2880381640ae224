import { Navigate } from 'react-router';

import { paths } from '../../../config/paths';
import { type ApiFailure, describeFailure, outcomeOf } from '../../../lib/errors';
import { LostConnection, ModuleError } from '../status-screens/status-screens';

/** What a failed call shows, per spec section 8: 401 nothing, 403 nothing (the session ends), 404 the not-found page. */
export function QueryError({ error }: { error: ApiFailure }) {
  switch (outcomeOf(error)) {
    case undefined:
    case 'silent':
    case 'logout':
      return null;
    case 'lost-connection':
      return <LostConnection />;
    case 'not-found':
      return <Navigate to={paths.notFound} replace />;
    case 'module-error':
      return <ModuleError detail={describeFailure(error)} />;
  }
}
