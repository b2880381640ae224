import type { FormSubmissionResult } from '@hcp/contracts/forms';
import { useEffect, useRef } from 'react';
import { generatePath, Link } from 'react-router';

import { paths } from '../../../config/paths';
import { formsTexts } from '../texts';

const texts = formsTexts.confirmation;

/** The way to a signed-in request's status and answer: My requests. */
export function MyRequestsLink({ reference }: { reference: string }) {
  return (
    <p>
      {texts.followUp} <Link to={generatePath(paths.myRequest, { reference })}>{texts.myRequests}</Link>.
    </p>
  );
}

/**
 * What a successful submission says: its reference, the form's message and, when given, how adverse events are
 * handled; for a signed-in request (`tracked`), where to follow it.
 */
export function FormConfirmation({
  result,
  onAnother,
  tracked = false,
}: {
  result: Pick<FormSubmissionResult, 'reference' | 'adverseEventNotice'> & { message: string | null };
  onAnother?: (() => void) | undefined;
  tracked?: boolean;
}) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div
      ref={region}
      className="form-confirmation"
      role="status"
      aria-labelledby="form-confirmation-heading"
      tabIndex={-1}
    >
      <h2 id="form-confirmation-heading">{texts.heading}</h2>
      <p>
        {texts.reference}: <strong className="form-reference">{result.reference}</strong>
      </p>
      <p className="muted">{texts.keepReference}</p>
      {result.message && <p>{result.message}</p>}
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
