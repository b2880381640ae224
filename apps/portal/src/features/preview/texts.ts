import type { PreviewState } from '@hcp/contracts/preview';

/** Every text of the editors' preview, ready for translation. */
export const previewTexts = {
  documentTitle: 'Preview · HCP Portal',
  loading: 'Loading the preview…',
  label: 'Preview',
  bannerLabel: 'About this preview',
  status: {
    draft: 'Draft: not in the portal until it is published.',
    changed: 'Unpublished changes: the portal still shows the published version.',
    published: 'Published: this is what professionals see now.',
  } satisfies Record<PreviewState['status'], string>,
  expired: 'Past its review-by date: the portal hides it until the date is renewed.',
  savedAt: (time: string) => `Last saved ${time}.`,
  saveToRefresh: 'Save the draft to see your changes here. Links open the portal in a new tab.',
  invalidAddress: 'This preview address is not valid. Open the preview from the item in the CMS.',
  signInFirst: 'Sign in to the CMS as an editor to see this preview.',
  notFound: 'This item no longer exists. It may have been deleted.',
  incomplete: 'This version cannot be shown as a portal page yet. Fill in the required fields and save it again.',
  missingFields: 'Missing or not valid:',
} as const;
