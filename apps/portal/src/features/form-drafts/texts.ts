/** Every text of the saved drafts list, ready for translation. */
export const formDraftsTexts = {
  heading: 'Saved forms',
  intro: 'Forms you saved to finish later. Each is kept for 30 days after you last saved it, then deleted.',
  loading: 'Loading your saved forms…',
  empty: 'You have no saved forms. Use “Save and continue later” on a form to finish it another time.',
  browse: 'Browse clinical requests',
  saved: (at: string, until: string) => `Saved ${at}. Kept until ${until}.`,
  discard: 'Discard',
  discardLabel: (title: string) => `Discard saved answers for ${title}`,
  discarded: (title: string) => `Your saved answers for ${title} were deleted.`,
  discardFailed: 'The saved answers could not be deleted. Please try again.',
} as const;
