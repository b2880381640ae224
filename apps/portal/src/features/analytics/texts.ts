export const analyticsTexts = {
  bannerLabel: 'Usage analytics',
  bannerTitle: 'Help us improve the portal',
  bannerText:
    'May we record how you use the portal? We would see the pages you visit and a replay of your session with everything you type hidden. Nothing is recorded unless you accept, and you can change your mind on your account page.',
  accept: 'Accept',
  decline: 'Decline',
  bannerFailed: 'Your choice could not be saved. Try again.',
  settingsHeading: 'Usage analytics',
  settingsIntro:
    'Page views and session replays, with everything you type hidden, help us find what is hard to use in the portal.',
  settingsLegend: 'Record how I use the portal',
  allow: 'Allow',
  disallow: 'Don’t allow',
  decided: (choice: 'granted' | 'denied', when: string) =>
    `You ${choice === 'granted' ? 'allowed' : 'declined'} usage analytics on ${when}.`,
  undecided: 'You have not chosen yet.',
  saved: 'Your choice is saved.',
  failed: 'Your choice could not be saved. Try again.',
  loading: 'Loading your analytics choice…',
};
