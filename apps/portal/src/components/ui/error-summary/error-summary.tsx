import { type MouseEvent, type Ref, useEffect, useRef } from 'react';

import { uiTexts } from '../texts';
import './error-summary.css';

export type SummaryEntry = { key: string; message: string; target: string | null };

type ErrorSummaryProps = {
  /** The caller's handle on the summary, when the caller decides where the focus goes. */
  ref?: Ref<HTMLDivElement>;
  id: string;
  message: string | undefined;
  entries: SummaryEntry[];
  /** Counts failed submits: each new value moves the focus to the summary (leave it out to manage focus yourself). */
  focusKey?: number;
  /** The heading's level, one below the form's own heading (2 by default). */
  headingLevel?: 2 | 3 | 4;
};

/**
 * The summary's entries for a form's errors: one per field in the form's order, linked to the field's id, then any
 * error about a name the form does not show, unlinked.
 */
export function summaryEntries(fieldIds: Readonly<Record<string, string>>, errors: Record<string, string>) {
  const linked = Object.keys(fieldIds).filter((name) => errors[name] !== undefined);
  const other = Object.keys(errors).filter((name) => fieldIds[name] === undefined);
  return [...linked, ...other].map((name): SummaryEntry => ({
    key: name,
    message: errors[name] ?? '',
    target: fieldIds[name] ?? null,
  }));
}

/** Takes the focus to a field by its id, as a link to it would, without leaving the page's history behind. */
function focusField(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const field = document.getElementById(target);
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * The problems of a failed submit, at the top of the form: a message that is not about one field, then one link per
 * field that takes the focus to it.
 */
export function ErrorSummary({ ref, id, message, entries, focusKey = 0, headingLevel = 2 }: ErrorSummaryProps) {
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  const own = useRef<HTMLDivElement>(null);
  const empty = message === undefined && entries.length === 0;

  useEffect(() => {
    if (focusKey > 0) own.current?.focus();
  }, [focusKey]);

  const setRefs = (element: HTMLDivElement | null) => {
    own.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  if (empty) return <div ref={setRefs} />;
  return (
    <div ref={setRefs} className="error-summary" role="alert" aria-labelledby={`${id}-heading`} tabIndex={-1}>
      <Heading id={`${id}-heading`}>{uiTexts.errorSummary.heading}</Heading>
      {message !== undefined && <p>{message}</p>}
      {entries.length > 0 && (
        <ul>
          {entries.map((entry) => (
            <li key={entry.key}>
              {entry.target === null ? (
                entry.message
              ) : (
                <a href={`#${entry.target}`} onClick={(event) => focusField(event, entry.target ?? '')}>
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
