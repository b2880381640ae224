import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';

import { paths } from '../../../config/paths';
import { useBackOnline, useOnline } from '../../../lib/online-status';
import { uiTexts } from '../texts';

const texts = uiTexts.statusScreens;

/**
 * Full screens lead with the page's one h1; a failure inside a screen that has its own h1 takes h2; shown inside
 * another page (the gallery), they take a lower level.
 */
type ScreenProps = { headingLevel?: 1 | 2 | 3 };

/** Loading again what failed, where a retry can work: the failed call asked again, not the page reloaded. */
export type Retry = {
  onRetry: () => void;
  /** While the call is asked again: the button stays where it is (and keeps the focus), and says so. */
  retrying: boolean;
};

const HEADINGS = { 1: 'h1', 2: 'h2', 3: 'h3' } as const;

/**
 * The button that asks again, in the screen's row of actions (with Sign out, where there is one). It is never disabled
 * while retrying, so a person's focus stays on it.
 */
function RetryButton({ onRetry, retrying, children }: Retry & { children?: ReactNode }) {
  return (
    <div className="status-screen-actions">
      <button
        type="button"
        className="button button-primary"
        aria-disabled={retrying}
        onClick={() => {
          if (!retrying) onRetry();
        }}
      >
        {texts.retry}
      </button>
      {children}
      <span role="status" className="muted">
        {retrying ? texts.retrying : ''}
      </span>
    </div>
  );
}

type FailureSectionProps = {
  heading: string;
  headingLevel: 1 | 2 | 3;
  /** Announced at once (`role="alert"`); a withdrawn item's screen is the page itself, not an alert. */
  alert?: boolean;
  children: ReactNode;
};

/** A failure screen's frame, brought into view where it appears (a phone may be scrolled). */
function FailureSection({ heading, headingLevel, alert = true, children }: FailureSectionProps) {
  const Heading = HEADINGS[headingLevel];
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <section ref={section} className="status-screen" role={alert ? 'alert' : undefined} aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      {children}
    </section>
  );
}

/**
 * The spec's lost-connection screen (section 2 and 8). A call that fails while the browser is offline says so, rather
 * than blaming an idle session. With a `retry`, the button asks again for what failed, and coming back online does it
 * by itself; without one, the spec's text and "Reload Page" stay.
 */
export function LostConnection({ headingLevel = 1, retry }: ScreenProps & { retry?: Retry | undefined }) {
  const online = useOnline();
  useBackOnline(retry?.onRetry);
  const text = retry
    ? online
      ? texts.lostConnectionRetryText
      : texts.offlineRetryText
    : online
      ? texts.lostConnectionText
      : texts.offlineText;
  return (
    <FailureSection heading={online ? texts.lostConnection : texts.offline} headingLevel={headingLevel}>
      <p>{text}</p>
      {retry ? (
        <RetryButton {...retry} />
      ) : (
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {texts.reload}
        </button>
      )}
    </FailureSection>
  );
}

/**
 * The spec's "Error in Module" screen, for when the account, roles or session call failed and the layout cannot draw:
 * what happened, Retry and Sign out. Without those (the gallery, a screen that failed to render) the heading and any
 * detail alone.
 */
export function ModuleError({
  detail,
  headingLevel = 1,
  retry,
  onSignOut,
}: ScreenProps & { detail?: string | undefined; retry?: Retry | undefined; onSignOut?: (() => void) | undefined }) {
  const signOut = onSignOut && (
    <button type="button" className="button" onClick={onSignOut}>
      {texts.signOut}
    </button>
  );
  return (
    <FailureSection heading={texts.moduleError} headingLevel={headingLevel}>
      {retry && (
        <>
          <p>{texts.sessionFailedText}</p>
          <p>{texts.sessionFailedHelp}</p>
        </>
      )}
      {detail && <p className="muted">{detail}</p>}
      {retry ? (
        <RetryButton {...retry}>{signOut}</RetryButton>
      ) : (
        signOut && <div className="status-screen-actions">{signOut}</div>
      )}
    </FailureSection>
  );
}

/** An area's own read failed (a 500, say), inside the layout: what failed, in the caller's words, and Retry. */
export function AreaFailure({
  what = texts.areaFailedText,
  detail,
  headingLevel = 1,
  retry,
}: ScreenProps & { what?: string | undefined; detail?: string | undefined; retry?: Retry | undefined }) {
  return (
    <FailureSection heading={texts.areaFailed} headingLevel={headingLevel}>
      <p>{what}</p>
      <p>{texts.areaFailedHelp}</p>
      {detail && <p className="muted">{detail}</p>}
      {retry && <RetryButton {...retry} />}
    </FailureSection>
  );
}

/** The words of a withdrawn item's screen: what was withdrawn, and where to go instead. */
export type WithdrawnCopy = { heading: string; text: string; link: { to: string; label: string } };

const defaultWithdrawn: WithdrawnCopy = {
  heading: texts.withdrawn,
  text: texts.withdrawnText,
  link: { to: paths.home, label: texts.withdrawnLink },
};

/** An item that was published and is no longer (a 410): said at its own address, with a way on. */
export function Withdrawn({
  copy = defaultWithdrawn,
  headingLevel = 1,
}: ScreenProps & { copy?: WithdrawnCopy | undefined }) {
  return (
    <FailureSection heading={copy.heading} headingLevel={headingLevel} alert={false}>
      <p>{copy.text}</p>
      <p>
        <Link to={copy.link.to}>{copy.link.label}</Link>
      </p>
    </FailureSection>
  );
}

export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="loading">
      {label}
    </p>
  );
}

/** A screen's code did not arrive (spec section 8: load error after a timeout). */
export function LoadError({ headingLevel = 1 }: ScreenProps) {
  return (
    <FailureSection heading={texts.loadError} headingLevel={headingLevel}>
      <p>{texts.loadErrorText}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {texts.reload}
      </button>
    </FailureSection>
  );
}
