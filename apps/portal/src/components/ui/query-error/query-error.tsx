import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

import { paths } from '../../../config/paths';
import { type ApiFailure, describeFailure, outcomeOf } from '../../../lib/errors';
import { useBackOnline } from '../../../lib/online-status';
import {
  AreaFailure,
  LostConnection,
  type Retry,
  Withdrawn,
  type WithdrawnCopy,
} from '../status-screens/status-screens';
import { uiTexts } from '../texts';

/**
 * True inside a part of a page (a dashboard widget): its failures show in place, in a line, instead of taking over
 * the page with a full status screen or leaving for the not-found page.
 */
export const InlineQueryErrors = createContext(false);

/** A failure told in a line, where it happened; with a retry, a Retry button beside it. */
function InlineFailure({ error, retry }: { error: ApiFailure; retry: Retry | undefined }) {
  const texts = uiTexts.inlineErrors;
  const outcome = outcomeOf(error);
  useBackOnline(outcome === 'lost-connection' ? retry?.onRetry : undefined);
  if (outcome === 'not-found' || outcome === 'withdrawn') {
    return (
      <p role="alert" className="inline-failure">
        {texts.notFound}
      </p>
    );
  }
  const lost = outcome === 'lost-connection';
  if (!retry) {
    return (
      <p role="alert" className="inline-failure">
        {lost ? texts.lostConnection : texts.failed}
      </p>
    );
  }
  return (
    <div role="alert" className="inline-failure">
      <p>{lost ? texts.lostConnectionRetry : texts.failedRetry}</p>
      <button
        type="button"
        className="button"
        aria-disabled={retry.retrying}
        onClick={() => {
          if (!retry.retrying) retry.onRetry();
        }}
      >
        {retry.retrying ? uiTexts.statusScreens.retrying : uiTexts.statusScreens.retry}
      </button>
    </div>
  );
}

export type QueryErrorProps = {
  error: ApiFailure;
  /** Asks again for what failed; without it, the screens offer a page reload. */
  retry?: Retry | undefined;
  /** What failed, in a sentence ("The stability data for this product could not be loaded."). */
  what?: string | undefined;
  /** The screen a 410 shows: what was withdrawn and where to go instead. */
  withdrawn?: WithdrawnCopy | undefined;
  /** 1 where the failure is the whole screen, 2 below a screen's own h1. */
  headingLevel?: 1 | 2;
};

/**
 * What a failed call shows, per spec section 8: 401 nothing, 403 nothing (the session ends), 404 the not-found page,
 * and any other failure what failed with Retry, in place. A 410 shows the withdrawn screen at the same address.
 */
export function QueryError({ error, retry, what, withdrawn, headingLevel = 1 }: QueryErrorProps) {
  const inline = useContext(InlineQueryErrors);
  const outcome = outcomeOf(error);
  if (inline && outcome !== undefined && outcome !== 'silent' && outcome !== 'logout') {
    return <InlineFailure error={error} retry={retry} />;
  }
  switch (outcome) {
    case undefined:
    case 'silent':
    case 'logout':
      return null;
    case 'lost-connection':
      return <LostConnection retry={retry} headingLevel={headingLevel} />;
    case 'not-found':
      return <Navigate to={paths.notFound} replace />;
    case 'withdrawn':
      return <Withdrawn copy={withdrawn} headingLevel={headingLevel} />;
    case 'module-error':
      return <AreaFailure what={what} detail={describeFailure(error)} retry={retry} headingLevel={headingLevel} />;
  }
}
