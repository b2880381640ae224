import type { CpdTarget, Dashboard, WidgetType } from '@hcp/contracts/dashboard';
import { useState } from 'react';

import { SelectField } from '../../../components/ui/select-field/select-field';
import { useAppDispatch } from '../../../lib/hooks';
import { saveCpdTarget } from '../api/dashboard-update-api';
import { addableWidgets, type DashboardChange } from '../layout';
import { dashboardTexts as texts } from '../texts';
import { CpdTargetForm } from './cpd-target-form';

/*
 * The dashboard's customise controls: a widget's Move up, Move down and Remove buttons, the add form and the CPD
 * target form, and the saving of a change (which checks the server's answer with the contract's schema). Home loads
 * them when the user chooses Customise (dashboard-screen.tsx), so its start needs neither zod nor the form fields.
 */
export { saveDashboardChange } from '../api/dashboard-update-api';

type WidgetControlsProps = {
  title: string;
  position: number;
  count: number;
  /** Callbacks that receive the Move buttons' elements, so focus can follow a moved widget. */
  registerUp: (element: HTMLButtonElement | null) => void;
  registerDown: (element: HTMLButtonElement | null) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
};

/** A widget's buttons while customising: the keyboard way to arrange the dashboard (WCAG 2.5.7). */
export function WidgetControls({
  title,
  position,
  count,
  registerUp,
  registerDown,
  onMove,
  onRemove,
}: WidgetControlsProps) {
  return (
    <div className="widget-actions">
      <button
        type="button"
        className="button button-small"
        ref={registerUp}
        disabled={position === 1}
        onClick={() => onMove(-1)}
      >
        {texts.moveUp}
        <span className="visually-hidden"> {title}</span>
      </button>
      <button
        type="button"
        className="button button-small"
        ref={registerDown}
        disabled={position === count}
        onClick={() => onMove(1)}
      >
        {texts.moveDown}
        <span className="visually-hidden"> {title}</span>
      </button>
      <button type="button" className="button button-small" onClick={onRemove}>
        {texts.remove}
        <span className="visually-hidden"> {title}</span>
      </button>
    </div>
  );
}

type CustomiseSettingsProps = {
  dashboard: Dashboard;
  /** Saves a change; `announcement` is what the status line then says. */
  onChange: (change: DashboardChange, announcement: string) => void;
  /** Says something in the status line (the CPD target form's save, once done). */
  onAnnounce: (announcement: string) => void;
};

/** Below the widgets while customising: the widget to add and, with the CPD widget available, the yearly target. */
export function CustomiseSettings({ dashboard, onChange, onAnnounce }: CustomiseSettingsProps) {
  const dispatch = useAppDispatch();
  const [toAdd, setToAdd] = useState<WidgetType | ''>('');
  const addable = addableWidgets(dashboard);
  const selected = toAdd !== '' && addable.includes(toAdd) ? toAdd : (addable[0] ?? '');
  return (
    <div className="dashboard-settings">
      <form
        className="dashboard-add"
        aria-label={texts.addHeading}
        onSubmit={(event) => {
          event.preventDefault();
          if (selected === '') return;
          onChange({ kind: 'add', widget: selected }, texts.added(texts.widgetTitles[selected]));
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
          target={dashboard.cpdTarget}
          onSave={async (cpdTarget: CpdTarget) => {
            // The form waits for the answer: a session that ended is signed in again over it, and it saves again.
            await dispatch(saveCpdTarget({ base: dashboard, change: { kind: 'target', cpdTarget } })).unwrap();
            onAnnounce(texts.target.saved);
          }}
        />
      )}
    </div>
  );
}
