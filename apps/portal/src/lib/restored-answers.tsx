import { useId } from 'react';

import { formatMoment } from './date-time';
import { libTexts } from './texts';
import '../components/ui/offer-panel/offer-panel.css';

const texts = libTexts.keptAnswers;

/**
 * Says that a form was filled in with the answers kept on this device (after a session ended, or on coming back to the
 * form), which files must be attached again, and offers to clear them. Every portal form that keeps answers shows it.
 */
export function RestoredAnswers({
  savedAt,
  unkeptFiles = [],
  onClear,
  headingLevel = 2,
}: {
  savedAt: string;
  unkeptFiles?: readonly string[];
  onClear: () => void;
  /** The heading's level where the panel sits: 2 above a form screen's fields, deeper inside a form with a heading. */
  headingLevel?: 2 | 3 | 4;
}) {
  const headingId = `restored-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  return (
    <section className="offer-panel" aria-labelledby={headingId}>
      <Heading id={headingId}>{texts.heading}</Heading>
      <p>{texts.restored(formatMoment(savedAt))}</p>
      {unkeptFiles.length > 0 && <p>{texts.filesNotKept(unkeptFiles.join(', '))}</p>}
      <p className="field-hint">{texts.privacy}</p>
      <div className="button-row">
        <button type="button" className="button" onClick={onClear}>
          {texts.clear}
        </button>
      </div>
    </section>
  );
}
