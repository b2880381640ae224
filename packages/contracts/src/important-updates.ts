import { z } from 'zod';

import { DocumentLinkSchema, GovernanceSchema, PageQuerySchema, paginatedSchema } from './content';
import { IMPORTANT_UPDATE_CATEGORIES } from './important-update-categories';
import { RichTextSchema } from './rich-text';

// The categories and their names are in important-update-categories.ts, without zod, for the portal's labels (the
// signed-in home's widget shows them); exported from here too.
export { IMPORTANT_UPDATE_CATEGORIES, IMPORTANT_UPDATE_CATEGORY_LABELS } from './important-update-categories';

export const ImportantUpdateCategorySchema = z
  .enum(IMPORTANT_UPDATE_CATEGORIES)
  .meta({ id: 'ImportantUpdateCategory' });
export type ImportantUpdateCategory = z.infer<typeof ImportantUpdateCategorySchema>;

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
