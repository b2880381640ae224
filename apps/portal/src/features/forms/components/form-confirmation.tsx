import type { FormSubmissionResult } from '@hcp/contracts/forms';
import { workingDayOf } from '@hcp/contracts/requests';
import { telHref } from '@hcp/contracts/teams';
import { useEffect, useRef } from 'react';
import { generatePath, Link } from 'react-router';

import { TriangleAlert } from '../../../components/ui/icon/icon';
import { paths } from '../../../config/paths';
import { formatCalendarDate } from '../../../lib/calendar-date';
import { formsTexts } from '../texts';

const texts = formsTexts.confirmation;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A deadline as people read it: "Friday 27 November 2026", or "today, Friday 27 November 2026" on the London clock. */
function dueDay(deadline: string, now: Date): string {
  const weekday = WEEKDAYS[new Date(`${deadline}T00:00:00Z`).getUTCDay()] ?? '';
  const day = `${weekday} ${formatCalendarDate(deadline)}`;
  return deadline === workingDayOf(now) ? texts.today(day) : day;
}

/** The way to a signed-in request's status and answer: My requests. */
export function MyRequestsLink({ reference }: { reference: string }) {
  return (
    <p>
      {texts.followUp} <Link to={generatePath(paths.myRequest, { reference })}>{texts.myRequests}</Link>.
    </p>
  );
}

/** The Medical Information line as a `tel:` link, with its hours: the way to anything that cannot wait. */
function CallMedicalInformation({
  contact,
  urgent,
}: {
  contact: NonNullable<FormSubmissionResult['medicalInformation']>;
  urgent: boolean;
}) {
  return (
    <p>
      {urgent ? texts.urgentCall : texts.routineCall}{' '}
      <a className="phone-link" href={telHref(contact.phone)}>
        {contact.phone}
      </a>
      {contact.hours && ` ${texts.hours(contact.hours)}`}.
    </p>
  );
}

type ResponseFacts = Pick<FormSubmissionResult, 'urgent' | 'deadline' | 'medicalInformation'> & {
  message: string | null;
};

/**
 * What happens next: the form's message, when we aim to answer, and the phone number for what cannot wait. An urgent
 * request (as the server judged its answers) gets it in a notice of its own, headed "Urgent request" with a sign.
 */
export function ResponseDetails({ result, now = new Date() }: { result: ResponseFacts; now?: Date }) {
  const contact = result.medicalInformation;
  if (result.urgent)
    return (
      <section className="notice urgent-notice" aria-labelledby="urgent-request-heading">
        <h3 id="urgent-request-heading">
          <TriangleAlert />
          {texts.urgentHeading}
        </h3>
        {result.message && <p>{result.message}</p>}
        {result.deadline && (
          <p>
            <strong>{texts.urgentDue(dueDay(result.deadline, now))}</strong>
          </p>
        )}
        {contact && <CallMedicalInformation contact={contact} urgent />}
      </section>
    );
  return (
    <>
      {result.message && <p>{result.message}</p>}
      {result.deadline && <p>{texts.due(dueDay(result.deadline, now))}</p>}
      {contact && <CallMedicalInformation contact={contact} urgent={false} />}
    </>
  );
}

/**
 * What a successful submission says: its reference, the form's message, when we aim to answer and how to reach us
 * for what cannot wait, and, when given, how adverse events are handled; for a signed-in request (`tracked`), where
 * to follow it. It replaces the form in place, which is no navigation: so it brings its own heading into view and
 * gives it the focus, wherever the page was scrolled.
 */
export function FormConfirmation({
  result,
  onAnother,
  tracked = false,
}: {
  result: Pick<FormSubmissionResult, 'reference' | 'adverseEventNotice'> & ResponseFacts;
  onAnother?: (() => void) | undefined;
  tracked?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    // jsdom has no layout, and no scrollIntoView.
    if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div className="form-confirmation" role="status" aria-labelledby="form-confirmation-heading">
      <h2 id="form-confirmation-heading" ref={heading} tabIndex={-1}>
        {texts.heading}
      </h2>
      <p>
        {texts.reference}: <strong className="form-reference">{result.reference}</strong>
      </p>
      <p className="muted">{texts.keepReference}</p>
      <ResponseDetails result={result} />
      {tracked && <MyRequestsLink reference={result.reference} />}
      {result.adverseEventNotice && (
        <section className="notice adverse-event-notice" aria-labelledby="adverse-event-heading">
          <h3 id="adverse-event-heading">{texts.adverseEvents}</h3>
          <p>{result.adverseEventNotice}</p>
        </section>
      )}
      {onAnother && (
        <p>
          <button type="button" className="button button-secondary" onClick={onAnother}>
            {texts.another}
          </button>
        </p>
      )}
    </div>
  );
}
