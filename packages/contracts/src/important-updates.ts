import { z } from 'zod';

import { DocumentLinkSchema, GovernanceSchema, PageQuerySchema, paginatedSchema } from './content';
import { RichTextSchema } from './rich-text';

/** What kind of news an important update is; editors pick one, the portal shows it and filters by it. */
export const IMPORTANT_UPDATE_CATEGORIES = [
  'safety-notice',
  'supply-update',
  'product-news',
  'guidance-change',
  'service-announcement',
] as const;
export const ImportantUpdateCategorySchema = z
  .enum(IMPORTANT_UPDATE_CATEGORIES)
  .meta({ id: 'ImportantUpdateCategory' });
export type ImportantUpdateCategory = z.infer<typeof ImportantUpdateCategorySchema>;

/** The categories' names, for the CMS's select and the portal's labels. */
export const IMPORTANT_UPDATE_CATEGORY_LABELS: Record<ImportantUpdateCategory, string> = {
  'safety-notice': 'Safety notice',
  'supply-update': 'Supply update',
  'product-news': 'Product news',
  'guidance-change': 'Guidance change',
  'service-announcement': 'Service announcement',
};

/** `GET api/v1/important-updates`: a page of updates, newest first, optionally of one category. */
export const ImportantUpdatesQuerySchema = PageQuerySchema.extend({
  category: ImportantUpdateCategorySchema.optional(),
});
export type ImportantUpdatesQuery = z.infer<typeof ImportantUpdatesQuerySchema>;

export const ImportantUpdateSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    /** The date the update is shown with (yyyy-mm-dd). */
    publishDate: z.iso.date(),
    category: ImportantUpdateCategorySchema,
    summary: z.string(),
  })
  .meta({ id: 'ImportantUpdateSummary' });
export type ImportantUpdateSummary = z.infer<typeof ImportantUpdateSummarySchema>;

export const ImportantUpdatePageSchema = paginatedSchema(ImportantUpdateSummarySchema).meta({
  id: 'ImportantUpdatePage',
});
export type ImportantUpdatePage = z.infer<typeof ImportantUpdatePageSchema>;

export const ImportantUpdateSchema = ImportantUpdateSummarySchema.extend({
  body: RichTextSchema,
  documents: z.array(DocumentLinkSchema),
  governance: GovernanceSchema,
}).meta({ id: 'ImportantUpdate' });
export type ImportantUpdate = z.infer<typeof ImportantUpdateSchema>;
