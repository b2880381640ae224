import { useContext } from 'react';

import { InlineQueryErrors } from '../query-error/query-error';
import './skeleton.css';

type SkeletonProps = {
  /** What is loading, said to screen readers: "Loading stability product…". */
  label: string;
  /** How many lines of text the placeholder suggests. */
  lines?: number;
};

/**
 * The place of content still on its way: grey bars where the text will be, a busy region, and a status that says
 * what is loading. Nothing from an earlier answer is drawn meanwhile (see `QueryView`).
 */
export function Skeleton({ label, lines = 4 }: SkeletonProps) {
  // Inside a part of a page (a dashboard widget) the placeholder is a few lines, without a title bar.
  const inline = useContext(InlineQueryErrors);
  return (
    <div className={inline ? 'skeleton skeleton-inline' : 'skeleton'}>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div className="skeleton-shapes" aria-busy="true">
        {!inline && <span className="skeleton-bar skeleton-title" />}
        {Array.from({ length: inline ? Math.min(lines, 3) : lines }, (_, index) => (
          <span key={index} className="skeleton-bar" />
        ))}
      </div>
    </div>
  );
}
