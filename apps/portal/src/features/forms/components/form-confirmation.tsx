import type { FormSubmissionResult } from '@hcp/contracts/forms';
import { useEffect, useRef } from 'react';

import { formsTexts } from '../texts';

const texts = formsTexts.confirmation;

/** What a successful submission says: its reference, the form's message and, when given, how adverse events are handled. */
export function FormConfirmation({
  result,
  onAnother,
}: {
  result: Pick<FormSubmissionResult, 'reference' | 'adverseEventNotice'> & { message: string | null };
  onAnother?: (() => void) | undefined;
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
