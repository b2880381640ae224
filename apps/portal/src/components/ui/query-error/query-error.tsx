import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

import { paths } from '../../../config/paths';
import { type ApiFailure, describeFailure, outcomeOf } from '../../../lib/errors';
import { LostConnection, ModuleError } from '../status-screens/status-screens';
import { uiTexts } from '../texts';

/**
 * True inside a part of a page (a dashboard widget): its failures show in place, in a line, instead of taking over
 * the page with a full status screen or leaving for the not-found page.
 */
export const InlineQueryErrors = createContext(false);

/** A failure told in a line, where it happened. */
function InlineFailure({ error }: { error: ApiFailure }) {
  const texts = uiTexts.inlineErrors;
  const outcome = outcomeOf(error);
  const message =
    outcome === 'lost-connection' ? texts.lostConnection : outcome === 'not-found' ? texts.notFound : texts.failed;
  return (
    <p role="alert" className="inline-failure">
      {message}
    </p>
  );
}

/** What a failed call shows, per spec section 8: 401 nothing, 403 nothing (the session ends), 404 the not-found page. */
export function QueryError({ error }: { error: ApiFailure }) {
  const inline = useContext(InlineQueryErrors);
  const outcome = outcomeOf(error);
  if (inline && (outcome === 'lost-connection' || outcome === 'not-found' || outcome === 'module-error')) {
    return <InlineFailure error={error} />;
  }
  switch (outcome) {
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
