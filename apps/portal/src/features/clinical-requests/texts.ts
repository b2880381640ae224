/** Every text of the clinical requests area, ready for translation. */
export const clinicalRequestsTexts = {
  title: 'Clinical requests',
  intro:
    'Ask our medical and pharmacy teams for information or support. Choose a category, or pin the forms you use often.',
  loading: 'Loading clinical requests…',
  empty: 'There are no clinical request forms at the moment.',
  categoriesHeading: 'Categories',
  formsCount: (count: number) => (count === 1 ? '1 form' : `${String(count)} forms`),
  categoryLoading: 'Loading the category’s forms…',
  categoryEmpty: 'This category has no forms at the moment.',
  formsHeading: 'Forms',
  pinnedHeading: 'Pinned',
  pinnedIntro: 'The forms you pinned, in the order you pinned them.',
  pinnedEmpty: 'You have not pinned any forms yet. Use a form’s Pin button to keep it here.',
  pins: {
    loading: 'Loading your pinned requests…',
    empty: 'No pinned requests yet. Pin the forms you use often on the clinical requests page.',
    browse: 'Browse clinical requests',
    pin: 'Pin',
    failed: 'Your pins could not be saved',
    failedText: 'The change was undone. Please try again.',
  },
} as const;
