import type { Dashboard, WidgetType } from '@hcp/contracts/dashboard';
import { useLayoutEffect, useRef, useState } from 'react';

import { QueryView } from '../../../components/ui/query-view/query-view';
import { SelectField } from '../../../components/ui/select-field/select-field';
import { useGetDashboardQuery, useUpdateDashboardMutation } from '../api/dashboard-api';
import { addableWidgets, type DashboardChange } from '../layout';
import { dashboardTexts as texts } from '../texts';
import type { WidgetRegistry } from '../widgets';
import { CpdTargetForm } from './cpd-target-form';
import { WidgetFrame } from './widget-frame';
import '../dashboard.css';

type FocusRequest = { widget: WidgetType; button: 'up' | 'down' } | { heading: true };

function Arrangement({ dashboard, widgets }: { dashboard: Dashboard; widgets: WidgetRegistry }) {
  const [updateDashboard] = useUpdateDashboardMutation();
  const [announcement, setAnnouncement] = useState('');
  const [customising, setCustomising] = useState(false);
  const [toAdd, setToAdd] = useState<WidgetType | ''>('');
  const [dragged, setDragged] = useState<WidgetType | null>(null);
  const [dropTarget, setDropTarget] = useState<WidgetType | null>(null);
  // Set by a Move or Remove press, taken by the render that shows the new order.
  const focusRequest = useRef<FocusRequest | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);

  const count = dashboard.widgets.length;
  const addable = addableWidgets(dashboard);
  const selected = toAdd !== '' && addable.includes(toAdd) ? toAdd : (addable[0] ?? '');

  const change = (next: DashboardChange) => void updateDashboard({ base: dashboard, change: next });

  const move = (widget: WidgetType, to: number, button?: 'up' | 'down') => {
    const index = Math.max(0, Math.min(to, count - 1));
    if (index === dashboard.widgets.indexOf(widget)) return;
    change({ kind: 'move', widget, to: index });
    setAnnouncement(texts.moved(texts.widgetTitles[widget], index + 1, count));
    if (button) focusRequest.current = { widget, button };
  };

  // A moved widget's button keeps the focus (the list re-renders in its new order); at an end, its twin takes it.
  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    if ('heading' in request) {
      headingRef.current?.focus();
      return;
    }
    const wanted = buttons.current.get(`${request.widget}:${request.button}`);
    const other = buttons.current.get(`${request.widget}:${request.button === 'up' ? 'down' : 'up'}`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [dashboard.widgets]);

  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <>
      <div className="dashboard-heading">
        <h2 id="dashboard-heading" ref={headingRef} tabIndex={-1}>
          {texts.heading}
        </h2>
        <button
          type="button"
          className={customising ? 'button button-primary' : 'button'}
          onClick={() => {
            setCustomising(!customising);
            setAnnouncement(customising ? texts.finished : texts.customising);
          }}
        >
          {customising ? texts.done : texts.customise}
          <span className="visually-hidden">{customising ? texts.doneHidden : texts.customiseHidden}</span>
        </button>
      </div>
      {!customising && <p className="muted">{texts.intro}</p>}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {count === 0 ? (
        <p className="empty-state">{texts.empty}</p>
      ) : (
        <ol className="dashboard-widgets" aria-labelledby="dashboard-heading">
          {dashboard.widgets.map((type, index) => {
            const Widget = widgets[type];
            return (
              <WidgetFrame
                key={type}
                type={type}
                position={index + 1}
                count={count}
                dragging={dragged === type}
                dropTarget={dropTarget === type && dragged !== type}
                customising={customising}
                registerUp={buttonRef(`${type}:up`)}
                registerDown={buttonRef(`${type}:down`)}
                onMove={(offset) => move(type, index + offset, offset === -1 ? 'up' : 'down')}
                onRemove={() => {
                  change({ kind: 'remove', widget: type });
                  setAnnouncement(texts.removed(texts.widgetTitles[type]));
                  focusRequest.current = { heading: true };
                }}
                onDragStart={() => setDragged(type)}
                onDragEnter={() => setDropTarget(type)}
                onDrop={() => {
                  if (dragged) move(dragged, index);
                  setDragged(null);
                  setDropTarget(null);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setDropTarget(null);
                }}
              >
                <Widget cpdTarget={dashboard.cpdTarget} />
              </WidgetFrame>
            );
          })}
        </ol>
      )}
      {customising && (
        <div className="dashboard-settings">
          <form
            className="dashboard-add"
            aria-label={texts.addHeading}
            onSubmit={(event) => {
              event.preventDefault();
              if (selected === '') return;
              change({ kind: 'add', widget: selected });
              setAnnouncement(texts.added(texts.widgetTitles[selected]));
              setToAdd('');
            }}
          >
            <h3>{texts.addHeading}</h3>
            {addable.length === 0 ? (
              <p className="muted">{texts.nothingToAdd}</p>
            ) : (
              <>
                <SelectField
                  label={texts.addLabel}
                  name="widget"
                  value={selected}
                  options={addable.map((type) => ({ value: type, label: texts.widgetTitles[type] }))}
                  onChange={(event) => setToAdd(event.target.value as WidgetType)}
                />
                <button type="submit" className="button button-primary">
                  {texts.addButton}
                </button>
              </>
            )}
          </form>
          {dashboard.available.includes('cpd-this-year') && (
            <CpdTargetForm
              key={`${String(dashboard.cpdTarget.points)}:${String(dashboard.cpdTarget.minutes)}`}
              target={dashboard.cpdTarget}
              onSave={(cpdTarget) => {
                change({ kind: 'target', cpdTarget });
                setAnnouncement(texts.target.saved);
              }}
            />
          )}
        </div>
      )}
    </>
  );
}

/** The signed-in home of an account with a role: its own arrangement of widgets, saved per account. */
export function DashboardScreen({ widgets }: { widgets: WidgetRegistry }) {
  const query = useGetDashboardQuery(undefined);
  return (
    <section className="dashboard" aria-labelledby="dashboard-heading">
      <QueryView query={query} loading={texts.loading}>
        {(dashboard) => <Arrangement dashboard={dashboard} widgets={widgets} />}
      </QueryView>
    </section>
  );
}
