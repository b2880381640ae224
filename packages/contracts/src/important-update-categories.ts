// Without zod: the portal labels an update's category with these and no schema (issue 16); important-updates.ts
// exports them too, with the schemas.

/** What kind of news an important update is; editors pick one, the portal shows it and filters by it. */
export const IMPORTANT_UPDATE_CATEGORIES = [
  'safety-notice',
  'supply-update',
  'product-news',
  'guidance-change',
  'service-announcement',
] as const;
export type ImportantUpdateCategory = (typeof IMPORTANT_UPDATE_CATEGORIES)[number];

/** The categories' names, for the CMS's select and the portal's labels. */
export const IMPORTANT_UPDATE_CATEGORY_LABELS: Record<ImportantUpdateCategory, string> = {
  'safety-notice': 'Safety notice',
  'supply-update': 'Supply update',
  'product-news': 'Product news',
  'guidance-change': 'Guidance change',
  'service-announcement': 'Service announcement',
};
