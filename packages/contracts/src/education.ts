import { z } from 'zod';

import { DocumentLinkSchema, GovernanceSchema, paginatedSchema } from './content';
import { CpdInfoSchema } from './cpd';
import { RichTextSchema } from './rich-text';

/** A parent groups learning items: a course is taken in order, a category is a shelf of related items. */
export const EDUCATION_PARENT_KINDS = ['course', 'category'] as const;
export const EducationParentKindSchema = z.enum(EDUCATION_PARENT_KINDS).meta({ id: 'EducationParentKind' });

/** How a learning item is delivered, with the words the portal shows. */
export const EDUCATION_FORMATS = {
  'e-learning': 'E-learning module',
  video: 'Video',
  webinar: 'Webinar recording',
  article: 'Article',
  'case-study': 'Case study',
} as const;
export type EducationFormat = keyof typeof EDUCATION_FORMATS;
export const EducationFormatSchema = z
  .enum(Object.keys(EDUCATION_FORMATS) as [EducationFormat, ...EducationFormat[]])
  .meta({ id: 'EducationFormat' });

/** A course or category in the list of `GET api/v1/education`. */
export const EducationParentSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    kind: EducationParentKindSchema,
    summary: z.string(),
    itemCount: z.number().int().min(0).meta({ description: 'The learning items the caller can open in it.' }),
  })
  .meta({ id: 'EducationParentSummary' });
export type EducationParentSummary = z.infer<typeof EducationParentSummarySchema>;

export const EducationParentListSchema = paginatedSchema(EducationParentSummarySchema).meta({
  id: 'EducationParentList',
});
export type EducationParentList = z.infer<typeof EducationParentListSchema>;

/** A learning item as a parent lists it: enough for a card with its CPD label. */
export const EducationItemSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    format: EducationFormatSchema,
    cpd: CpdInfoSchema,
    cpdLabel: z.string().meta({ description: 'The CPD label of spec section 9, e.g. "Category 1 (2 points)".' }),
  })
  .meta({ id: 'EducationItemSummary' });
export type EducationItemSummary = z.infer<typeof EducationItemSummarySchema>;

/** Answer of `GET api/v1/education/{id}`: a course or category with one page of its items. */
export const EducationParentSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    kind: EducationParentKindSchema,
    summary: z.string(),
    body: RichTextSchema,
    governance: GovernanceSchema,
    items: paginatedSchema(EducationItemSummarySchema),
  })
  .meta({ id: 'EducationParent' });
export type EducationParent = z.infer<typeof EducationParentSchema>;

/** Whether the caller has logged the item in their CPD log, and when. */
export const EducationCompletionSchema = z
  .object({ entryId: z.number().int(), date: z.iso.date() })
  .meta({ id: 'EducationCompletion' });
export type EducationCompletion = z.infer<typeof EducationCompletionSchema>;

/** Answer of `GET api/v1/education-item/{id}`: one learning item in full. */
export const EducationItemSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    format: EducationFormatSchema,
    body: RichTextSchema,
    cpd: CpdInfoSchema,
    cpdLabel: z.string(),
    documents: z.array(DocumentLinkSchema),
    parent: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), kind: EducationParentKindSchema }),
    governance: GovernanceSchema,
    completion: EducationCompletionSchema.nullable().meta({
      description: 'The caller’s CPD log entry for this item, or null when they have not completed it.',
    }),
  })
  .meta({ id: 'EducationItem' });
export type EducationItem = z.infer<typeof EducationItemSchema>;
