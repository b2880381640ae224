import type { WidgetType } from '@hcp/contracts/dashboard';
import { type DragEvent, type ReactNode, useId } from 'react';

import { GripVertical } from '../../../components/ui/icon/icon';
import { InlineQueryErrors } from '../../../components/ui/query-error/query-error';
import { dashboardTexts as texts } from '../texts';
import { WidgetBoundary } from './widget-boundary';

type WidgetFrameProps = {
  type: WidgetType;
  dragging: boolean;
  dropTarget: boolean;
  /** Only while the dashboard is being customised does a widget carry its controls and accept dragging. */
  customising: boolean;
  /** While customising, the widget's buttons (customise-controls.tsx, loaded when the user chooses Customise). */
  controls?: ReactNode;
  onDragStart: () => void;
  onDragEnter: () => void;
  onDrop: () => void;
  onDragEnd: () => void;
  children: ReactNode;
};

/**
 * One widget on the dashboard: its heading and, while customising, its controls (Move up / Move down / Remove, the
 * keyboard way to arrange, WCAG 2.5.7) and native drag and drop for pointer users. Failures inside stay inside.
 */
export function WidgetFrame({
  type,
  dragging,
  dropTarget,
  customising,
  controls,
  onDragStart,
  onDragEnter,
  onDrop,
  onDragEnd,
  children,
}: WidgetFrameProps) {
  const headingId = useId();
  const title = texts.widgetTitles[type];
  const allowDrop = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const dragEvents = customising
    ? {
        draggable: true,
        onDragStart: (event: DragEvent) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', type);
          onDragStart();
        },
        onDragEnter,
        onDragOver: allowDrop,
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          onDrop();
        },
        onDragEnd,
      }
    : {};
  const classes = ['widget-frame', customising ? 'is-customising' : '', dragging ? 'is-dragging' : ''];
  return (
    <li className={[...classes, dropTarget ? 'is-drop-target' : ''].join(' ').trim()} {...dragEvents}>
      <section aria-labelledby={headingId} data-widget={type}>
        <header className="widget-header">
          <h3 id={headingId}>
            {customising && (
              <span className="drag-handle" aria-hidden="true" title={texts.dragHandle(title)}>
                <GripVertical />
              </span>
            )}
            {title}
          </h3>
          {customising && controls}
        </header>
        <div className="widget-body">
          <WidgetBoundary fallback={<p role="alert">{texts.widgetFailed(title)}</p>}>
            <InlineQueryErrors.Provider value>{children}</InlineQueryErrors.Provider>
          </WidgetBoundary>
        </div>
      </section>
    </li>
  );
}
