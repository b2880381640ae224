export const notificationsTexts = {
  offerTitle: 'Get notifications about important updates?',
  offerText:
    'We will tell you when safety notices and new content for your areas are published. You can switch them off on your account page.',
  settingsHeading: 'Notifications',
  settingsIntro: 'Push notifications on this browser and your other devices, for each area your roles open.',
  settingsNone: 'Your roles open no area that sends notifications.',
  saved: 'Your notification settings are saved.',
  failed: 'Your notification settings could not be saved. Try again.',
  loading: 'Loading your notification settings…',
};
