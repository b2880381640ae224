import type { Dashboard } from '@hcp/contracts/dashboard';
import { describe, expect, it } from 'vitest';

import { addableWidgets, applyChange, moveWidget } from './layout';

const dashboard: Dashboard = {
  version: 4,
  widgets: ['quick-links', 'recently-viewed', 'cpd-this-year'],
  available: ['cpd-this-year', 'recently-viewed', 'quick-links', 'starred-stability'],
  cpdTarget: { points: null, minutes: null },
};

describe('moveWidget', () => {
  it('moves a widget up, down, to the ends, and clamps beyond them', () => {
    const widgets = dashboard.widgets;
    expect(moveWidget(widgets, 'cpd-this-year', 1)).toEqual(['quick-links', 'cpd-this-year', 'recently-viewed']);
    expect(moveWidget(widgets, 'quick-links', 1)).toEqual(['recently-viewed', 'quick-links', 'cpd-this-year']);
    expect(moveWidget(widgets, 'quick-links', 2)).toEqual(['recently-viewed', 'cpd-this-year', 'quick-links']);
    expect(moveWidget(widgets, 'cpd-this-year', -3)).toEqual(['cpd-this-year', 'quick-links', 'recently-viewed']);
    expect(moveWidget(widgets, 'quick-links', 99)).toEqual(['recently-viewed', 'cpd-this-year', 'quick-links']);
  });

  it('changes nothing for a widget that is not placed, and never mutates its input', () => {
    const widgets = [...dashboard.widgets];
    expect(moveWidget(widgets, 'starred-stability', 0)).toEqual(dashboard.widgets);
    moveWidget(widgets, 'quick-links', 2);
    expect(widgets).toEqual(dashboard.widgets);
  });
});

describe('applyChange', () => {
  it('adds an available widget at the end, once', () => {
    const added = applyChange(dashboard, { kind: 'add', widget: 'starred-stability' });
    expect(added.widgets).toEqual([...dashboard.widgets, 'starred-stability']);
    expect(applyChange(added, { kind: 'add', widget: 'starred-stability' }).widgets).toEqual(added.widgets);
  });

  it('refuses to add a widget the account may not place', () => {
    expect(applyChange(dashboard, { kind: 'add', widget: 'open-clinical-trials' }).widgets).toEqual(dashboard.widgets);
  });

  it('removes a widget, moves one and sets the target, keeping the version it was based on', () => {
    expect(applyChange(dashboard, { kind: 'remove', widget: 'recently-viewed' }).widgets).toEqual([
      'quick-links',
      'cpd-this-year',
    ]);
    expect(applyChange(dashboard, { kind: 'move', widget: 'cpd-this-year', to: 0 }).widgets).toEqual([
      'cpd-this-year',
      'quick-links',
      'recently-viewed',
    ]);
    const target = applyChange(dashboard, { kind: 'target', cpdTarget: { points: 35, minutes: 600 } });
    expect(target).toMatchObject({ version: 4, cpdTarget: { points: 35, minutes: 600 }, widgets: dashboard.widgets });
  });

  it('reapplies a change to a layout another tab changed first, keeping both edits', () => {
    const fresh = { ...dashboard, version: 5, widgets: [...dashboard.widgets, 'starred-stability' as const] };
    expect(applyChange(fresh, { kind: 'remove', widget: 'quick-links' }).widgets).toEqual([
      'recently-viewed',
      'cpd-this-year',
      'starred-stability',
    ]);
    const withoutMoved = { ...dashboard, widgets: ['recently-viewed' as const] };
    expect(applyChange(withoutMoved, { kind: 'move', widget: 'quick-links', to: 0 }).widgets).toEqual([
      'recently-viewed',
    ]);
  });
});

describe('addableWidgets', () => {
  it('offers the available widgets not yet placed, in the default order', () => {
    expect(addableWidgets(dashboard)).toEqual(['starred-stability']);
    expect(addableWidgets({ ...dashboard, widgets: [] })).toEqual(dashboard.available);
  });
});
