import type { ReactNode } from 'react';

import type { Icon } from '../icon/icon';
import './empty-state.css';

type EmptyStateProps = {
  /** What the list holds when it is not empty (a star for starred products, a pin for pinned forms). */
  icon: Icon;
  /** Where the state stands for a whole screen's result, its heading ("Nothing found for “insulin”"). */
  title?: string;
  titleLevel?: 2 | 3;
  /** What this is and why it is empty, in a sentence or two (phrasing content: it is drawn in a paragraph). */
  children: ReactNode;
  /** The next step: a link or a button. Left out only where there is nothing the person can do. */
  action?: ReactNode;
  /** More help below the action (search's suggestions and tips). */
  details?: ReactNode;
  /** 'inline' inside a frame of its own (a dashboard widget); 'panel', a tinted panel, on a screen. */
  variant?: 'panel' | 'inline';
};

/**
 * An empty list or result (docs/design-system.md, "Empty states"): an icon of what would be here, a sentence of what
 * this is, and the next step. The icon is decoration; the words carry the meaning.
 */
export function EmptyState({
  icon: StateIcon,
  title,
  titleLevel = 2,
  children,
  action,
  details,
  variant = 'panel',
}: EmptyStateProps) {
  const Title = `h${String(titleLevel)}` as 'h2' | 'h3';
  return (
    <div className={`empty-state empty-state-${variant}`}>
      <span className="empty-state-icon">
        <StateIcon />
      </span>
      <div className="empty-state-body">
        {title && <Title className="empty-state-title">{title}</Title>}
        <p className="empty-state-text">{children}</p>
        {action && <p className="empty-state-action">{action}</p>}
        {details && <div className="empty-state-details">{details}</div>}
      </div>
    </div>
  );
}
