import type { CpdTarget, Dashboard, WidgetType } from '@hcp/contracts/dashboard';

/**
 * One change a user makes to the dashboard. Changes, not whole layouts, are what the portal sends: on a 409 the same
 * change is applied again to the fresh layout, so an edit made in another tab is kept and so is this one.
 */
export type DashboardChange =
  | { kind: 'add'; widget: WidgetType }
  | { kind: 'remove'; widget: WidgetType }
  | { kind: 'move'; widget: WidgetType; to: number }
  | { kind: 'target'; cpdTarget: CpdTarget };

/** The widgets with `widget` moved to index `to` (clamped to the list); a widget not in the list changes nothing. */
export function moveWidget(widgets: readonly WidgetType[], widget: WidgetType, to: number): WidgetType[] {
  const from = widgets.indexOf(widget);
  if (from === -1) return [...widgets];
  const rest = widgets.filter((type) => type !== widget);
  const index = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, index), widget, ...rest.slice(index)];
}

/** The layout after `change`; a change that no longer makes sense (its widget gone or unavailable) changes nothing. */
export function applyChange<T extends Pick<Dashboard, 'widgets' | 'available' | 'cpdTarget'>>(
  dashboard: T,
  change: DashboardChange,
): T {
  const { widgets } = dashboard;
  switch (change.kind) {
    case 'add':
      if (widgets.includes(change.widget) || !dashboard.available.includes(change.widget)) return dashboard;
      return { ...dashboard, widgets: [...widgets, change.widget] };
    case 'remove':
      return { ...dashboard, widgets: widgets.filter((type) => type !== change.widget) };
    case 'move':
      return { ...dashboard, widgets: moveWidget(widgets, change.widget, change.to) };
    case 'target':
      return { ...dashboard, cpdTarget: change.cpdTarget };
  }
}

/** The widgets a user may still add: available to the account and not yet placed, in the default order. */
export function addableWidgets(dashboard: Pick<Dashboard, 'widgets' | 'available'>): WidgetType[] {
  return dashboard.available.filter((type) => !dashboard.widgets.includes(type));
}
