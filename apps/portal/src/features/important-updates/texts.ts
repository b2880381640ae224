import { IMPORTANT_UPDATE_CATEGORY_LABELS } from '@hcp/contracts/important-update-categories';

/** Every text of the Important updates area, ready for translation. */
export const importantUpdatesTexts = {
  title: 'Important updates',
  intro: 'Safety notices, supply updates, product news and guidance changes for healthcare professionals.',
  loadingList: 'Loading important updates…',
  loadingUpdate: 'Loading the update…',
  empty: 'There are no important updates at the moment.',
  emptyCategory: 'There are no updates in this category.',
  showAll: 'Show all updates',
  categoryLabel: 'Category',
  allCategories: 'All categories',
  count: (total: number) => (total === 1 ? '1 update' : `${String(total)} updates`),
  pager: 'Pages of important updates',
  published: 'Published',
  attachments: 'Attachments',
  categories: IMPORTANT_UPDATE_CATEGORY_LABELS,
  /** The word on a safety notice's warning callout, wherever the notice appears. */
  safetyNotice: IMPORTANT_UPDATE_CATEGORY_LABELS['safety-notice'],
  widget: {
    loading: 'Loading the latest updates…',
    empty: 'There are no important updates at the moment.',
    all: 'All important updates',
  },
} as const;
