import { z } from 'zod';

import { AREA_KEYS, AREAS, type PreviewCollection } from './areas';
import { ClinicalResourceSchema } from './clinical-resources';
import { TrialSchema } from './clinical-trials';
import { EducationItemSchema, EducationParentSchema } from './education';
import { ImportantUpdateSchema } from './important-updates';
import { CatalogueProductSchema } from './product-catalogue';
import { QuickLinkGroupSchema } from './quick-links';
import { StabilityProductSchema } from './stability';
import { TeamSchema } from './teams';
import { YSiteRecordItemSchema } from './y-site';

/** The answer each previewable collection (areas.ts's `preview`) gives: exactly what its portal screen draws. */
export const PREVIEW_ITEM_SCHEMAS = {
  'stability-products': StabilityProductSchema,
  'y-site-records': YSiteRecordItemSchema,
  'education-courses': EducationParentSchema,
  'education-items': EducationItemSchema,
  'important-updates': ImportantUpdateSchema,
  'clinical-trials': TrialSchema,
  'clinical-resources': ClinicalResourceSchema,
  teams: TeamSchema,
  'catalogue-products': CatalogueProductSchema,
  'quick-links': QuickLinkGroupSchema,
} as const satisfies Record<PreviewCollection, z.ZodType>;

export type { PreviewCollection };

/** The previewable collections, in the areas' order. */
export const PREVIEW_COLLECTIONS = AREA_KEYS.flatMap((area) => Object.keys(AREAS[area].preview)) as [
  PreviewCollection,
  ...PreviewCollection[],
];

export const PreviewCollectionSchema = z.enum(PREVIEW_COLLECTIONS).meta({ id: 'PreviewCollection' });

export const PreviewParamsSchema = z.object({
  collection: PreviewCollectionSchema,
  id: z.string().regex(/^\d{1,12}$/, 'Use the item’s numeric id.'),
});
export type PreviewParams = z.infer<typeof PreviewParamsSchema>;

/**
 * Where the previewed version stands: `draft` was never published, `changed` is a published item whose latest
 * version is an unpublished draft, `published` is what the portal shows now. `expired` items are past their
 * review-by date, so the portal hides them whatever their status.
 */
export const PreviewStateSchema = z
  .object({
    status: z.enum(['draft', 'changed', 'published']),
    expired: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PreviewState' });
export type PreviewState = z.infer<typeof PreviewStateSchema>;

function previewOf<C extends PreviewCollection>(collection: C) {
  return z.object({
    collection: z.literal(collection),
    state: PreviewStateSchema,
    item: PREVIEW_ITEM_SCHEMAS[collection],
  });
}

type PreviewOf = { [C in PreviewCollection]: ReturnType<typeof previewOf<C>> }[PreviewCollection];

/** `GET api/v1/preview/{collection}/{id}`: the latest version of an item, draft or not, as its portal screen shows it. */
export const PreviewSchema = z
  .discriminatedUnion('collection', PREVIEW_COLLECTIONS.map(previewOf) as [PreviewOf, ...PreviewOf[]])
  .meta({ id: 'Preview' });
export type Preview = z.infer<typeof PreviewSchema>;
