import type { PushArea } from '@hcp/contracts/push';

/** What each area's notices are about, as the offer names them. */
const AREA_TOPICS: Record<PushArea, string> = {
  'important-updates': 'safety notices and other important updates',
  stability: 'stability data',
  education: 'education',
};

/** "a", "a and b", "a, b and c" (UK English: no comma before "and"). */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

export const notificationsTexts = {
  /** The offer names only the areas this account may read and has not switched off (docs/notifications.md). */
  offerTitle: (areas: readonly PushArea[]) =>
    `Get notifications about ${listOf(areas.map((area) => AREA_TOPICS[area]))}?`,
  offerText: 'We will send them to this browser when they are published. You can switch them off later.',
  settingsHeading: 'Notifications',
  settingsIntro: 'Push notifications on this browser and your other devices, for each area your roles open.',
  settingsNone: 'Your roles open no area that sends notifications.',
  saved: 'Your notification settings are saved.',
  failed: 'Your notification settings could not be saved. Try again.',
  loading: 'Loading your notification settings…',
  browser: {
    unsupported:
      'This browser cannot receive push notifications. To get them, open the portal in a current version of Chrome, Edge, Firefox or Safari; on an iPhone or iPad, add the portal to your Home Screen first and open it from there.',
    notConfigured:
      'Push notifications are not switched on for this portal, so none are sent to any browser. Please contact us if you need them.',
    denied:
      'You have blocked notifications from this portal in this browser, so none can reach it. To get them, allow notifications for this site in your browser’s site settings (the icon beside the address), then reload this page.',
    notYet: 'Notifications are not on for this browser yet. Your choices below apply once you turn them on.',
    turnOn: 'Turn on notifications',
    turningOn: 'Turning on…',
    turnedOn: 'This browser now receives notifications.',
    turnOnFailed: 'Notifications could not be turned on for this browser. Try again.',
  },
};
