import type { Ref } from 'react';

import { formsTexts } from '../texts';

export type SummaryEntry = { key: string; message: string; target: string | null };

/**
 * The problems of a failed submit, at the top of the form: a message that is not about one field, then one link per
 * field that takes the focus to it.
 */
export function ErrorSummary({
  ref,
  id,
  message,
  entries,
}: {
  ref: Ref<HTMLDivElement>;
  id: string;
  message: string | undefined;
  entries: SummaryEntry[];
}) {
  if (message === undefined && entries.length === 0) return <div ref={ref} />;
  return (
    <div ref={ref} className="error-summary" role="alert" aria-labelledby={`${id}-heading`} tabIndex={-1}>
      <h2 id={`${id}-heading`}>{formsTexts.summaryHeading}</h2>
      {message !== undefined && <p>{message}</p>}
      {entries.length > 0 && (
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              {entry.target === null ? (
                entry.message
              ) : (
                <a
                  href={`#${entry.target}`}
                  onClick={(event) => {
                    const target = document.getElementById(entry.target ?? '');
                    if (!target) return;
                    event.preventDefault();
                    target.focus();
                  }}
                >
                  {entry.message}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
