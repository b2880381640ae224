import { useId } from 'react';

import { formatMoment } from '../../../lib/date-time';
import { formsTexts } from '../texts';

const texts = formsTexts.kept;

/**
 * Says that the form was filled in with the answers kept on this device (after a session ended, or on coming back to
 * the form), which files must be attached again, and offers to clear them.
 */
export function RestoredAnswers({
  savedAt,
  unkeptFiles,
  onClear,
}: {
  savedAt: string;
  unkeptFiles: readonly string[];
  onClear: () => void;
}) {
  const headingId = `restored-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <section className="draft-offer restored-answers" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.heading}</h2>
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
