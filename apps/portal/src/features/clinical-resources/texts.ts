import { countOf } from '@hcp/contracts/plural';

/** Every text the clinical resources screens show, in one place for translation. */
export const clinicalResourcesTexts = {
  overviewTitle: 'Clinical resources',
  overviewIntro:
    'Guides, compatibility data and counselling material for our medicines, and learning modules you can work through at your own pace.',
  loadingOverview: 'Loading clinical resources…',
  loadingItem: 'Loading the resource…',
  loadingChildren: 'Loading its resources…',
  emptyOverview: 'There are no clinical resources yet. Please check back soon.',
  emptyChildren: 'There is nothing in here yet. Please check back soon.',
  categoriesHeading: 'Categories',
  modulesHeading: 'Learning modules',
  childrenHeading: (kind: 'category' | 'learning-module' | 'resource') =>
    kind === 'learning-module' ? 'In this module' : 'Resources',
  overviewPagerLabel: 'Pages of clinical resources',
  childrenPagerLabel: 'Pages of resources',
  breadcrumbsLabel: 'Breadcrumb',
  resourceCount: (count: number) => countOf(count, 'resource'),
  documentCount: (count: number) => countOf(count, 'document'),
  duration: (minutes: number) =>
    minutes < 60
      ? `About ${countOf(minutes, 'minute')}`
      : `About ${String(Math.floor(minutes / 60))} h${minutes % 60 ? ` ${String(minutes % 60)} min` : ''}`,
  kindLabel: { category: 'Category', 'learning-module': 'Learning module', resource: 'Resource' },
  documentsHeading: 'Documents',
  externalLinkHeading: 'Further reading',
  opensInNewTab: '(opens in a new tab)',
  partOf: 'Part of',
} as const;
