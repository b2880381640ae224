import type { WidgetType } from '@hcp/contracts/dashboard';
import { IMPORTANT_UPDATE_CATEGORY_LABELS } from '@hcp/contracts/important-update-categories';

/** The words of the dashboard: its frame, its controls and the recently viewed widget. */
export const dashboardTexts = {
  heading: 'Your dashboard',
  intro:
    'Your pinned requests, the latest important updates, your CPD progress and the other widgets you choose, in one place. Choose Customise to add, remove or reorder the widgets, and to set your CPD target.',
  loading: 'Loading your dashboard…',
  empty: 'Your dashboard has no widgets. Choose Customise to add one.',
  /** The toggle's visible words; the hidden part completes its name for screen readers ("Customise dashboard"). */
  customise: 'Customise',
  customiseHidden: ' dashboard',
  done: 'Done',
  doneHidden: ' customising',
  customising: 'Customising: each widget has Move up, Move down and Remove buttons, and you can drag widgets.',
  finished: 'Finished customising your dashboard.',
  /** While the customise controls' code arrives (it loads when the user first chooses Customise). */
  loadingControls: 'Loading the customise controls…',
  controlsFailed:
    'The customise controls could not be loaded. Check your connection, then choose Done and Customise again.',
  widgetTitles: {
    'pinned-clinical-requests': 'Pinned clinical requests',
    'important-updates': 'Latest important updates',
    'cpd-this-year': 'My CPD this year',
    'recently-viewed': 'Recently viewed',
    'quick-links': 'Quick links',
    'starred-stability': 'Starred stability products',
    'open-clinical-trials': 'Open clinical trials',
    'my-requests': 'My requests',
  } satisfies Record<WidgetType, string>,
  /** The visible words of a widget's buttons; the widget's title follows for screen readers ("Move up Quick links"). */
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  dragHandle: (title: string) => `Drag to reorder ${title}`,
  moved: (title: string, position: number, count: number) =>
    `${title} moved to position ${String(position)} of ${String(count)}.`,
  removed: (title: string) => `${title} removed from your dashboard.`,
  added: (title: string) => `${title} added to your dashboard.`,
  addHeading: 'Add a widget',
  addLabel: 'Widget to add',
  addButton: 'Add widget',
  nothingToAdd: 'Every widget available to you is on your dashboard.',
  widgetFailed: (title: string) => `${title} could not be shown. Reload the page to try again.`,
  saveFailed: 'Your dashboard change was not saved',
  saveFailedText: 'The change has been undone. Check your connection and try again.',
  target: {
    heading: 'Your CPD target for this year',
    points: 'Points target',
    hours: 'Time target (hours)',
    hint: 'Leave a box empty for no target.',
    save: 'Save target',
    saved: 'Your CPD target was saved.',
    failed: 'Your CPD target was not saved. Check your connection and try again.',
    pointsRange: 'Enter a whole number of points from 1 to 1000.',
    hoursRange: 'Enter a whole number of hours from 1 to 1666.',
  },
  recentlyViewed: {
    loading: 'Loading what you viewed recently…',
    empty:
      'Nothing yet. Stability products, education, clinical resources, trials, updates and teams you open appear here.',
    browse: 'Browse stability products',
    /** The word on a recently viewed safety notice, as the important updates name the category. */
    safetyNotice: IMPORTANT_UPDATE_CATEGORY_LABELS['safety-notice'],
    areas: {
      stability: 'Stability',
      education: 'Education',
      'clinical-resources': 'Clinical resources',
      'clinical-trials': 'Clinical trials',
      'important-updates': 'Important updates',
      teams: 'Team',
    },
  },
} as const;
