import { type ReactNode, useId } from 'react';

import { TriangleAlert } from '../icon/icon';
import './warning-callout.css';

type WarningCalloutProps = {
  /** The word that says what this is, never colour alone: "Handling warnings", "Safety notice". */
  label: string;
  /** The label as a heading of this level where the callout opens a part of the page; a plain label otherwise. */
  headingLevel?: 2 | 3;
  className?: string;
  children: ReactNode;
};

/**
 * The NHS-style warning callout: a tinted box under a dark tab that carries an icon and a word. It is a note named by
 * its word, so a screen reader announces it where it sits in the page, never as an interrupting alert.
 */
export function WarningCallout({ label, headingLevel, className, children }: WarningCalloutProps) {
  const labelId = useId();
  const Label = headingLevel === undefined ? 'p' : (`h${String(headingLevel)}` as 'h2' | 'h3');
  return (
    <div
      role="note"
      aria-labelledby={labelId}
      className={className ? `warning-callout ${className}` : 'warning-callout'}
    >
      <Label id={labelId} className="warning-callout-label">
        {/* The word says what this is: the triangle is decoration for sighted readers only. */}
        <TriangleAlert className="warning-callout-icon" focusable="false" />
        {label}
      </Label>
      <div className="warning-callout-body">{children}</div>
    </div>
  );
}
