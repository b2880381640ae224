import { z } from 'zod';

import { AREAS } from './areas';
import { DocumentLinkSchema, GovernanceSchema, paginatedSchema } from './content';
import { RichTextSchema } from './rich-text';

/**
 * The clinical resources tree is two levels deep: top-level categories and learning modules, each holding resources.
 * Every item answers with its portal `path`, built here, so the portal never has to guess where an item lives.
 */
export const CLINICAL_RESOURCE_KINDS = ['category', 'learning-module', 'resource'] as const;
export const ClinicalResourceKindSchema = z.enum(CLINICAL_RESOURCE_KINDS).meta({ id: 'ClinicalResourceKind' });
export type ClinicalResourceKind = z.infer<typeof ClinicalResourceKindSchema>;

/** The kinds that may stand at the top of the tree (and so may hold resources). */
export const TOP_LEVEL_KINDS: readonly ClinicalResourceKind[] = ['category', 'learning-module'];

export const CLINICAL_RESOURCES_ROOT = AREAS['clinical-resources'].path;
export const LEARNING_MODULES_ROOT = `${CLINICAL_RESOURCES_ROOT}/learning-modules`;

/**
 * Slugs a kind may not take because the portal's routes use those words: a category called `learning-modules` would
 * hide every learning module, a learning module called `resource` the standalone resource route.
 */
export const RESERVED_SLUGS: Readonly<Record<ClinicalResourceKind, readonly string[]>> = {
  category: ['learning-modules'],
  'learning-module': ['resource'],
  resource: [],
};

type PathNode = { slug: string; kind: ClinicalResourceKind };

/**
 * An item's portal path: a category at /clinical-resources/{slug}, a learning module at
 * /clinical-resources/learning-modules/{slug}, and a resource below its parent's path.
 */
export function clinicalResourcePath(item: PathNode, parent?: PathNode | null): string {
  if (!parent) {
    return item.kind === 'learning-module'
      ? `${LEARNING_MODULES_ROOT}/${item.slug}`
      : `${CLINICAL_RESOURCES_ROOT}/${item.slug}`;
  }
  return `${clinicalResourcePath(parent)}/${item.slug}`;
}

/** A resource on its own, without its parent: the target of links from search and the dashboard. */
export function standaloneResourcePath(slug: string): string {
  return `${LEARNING_MODULES_ROOT}/resource/${slug}`;
}

const ExternalLinkSchema = z
  .object({
    url: z.url({ protocol: /^https?$/ }),
    label: z.string(),
  })
  .meta({ id: 'ClinicalResourceExternalLink' });
export type ClinicalResourceExternalLink = z.infer<typeof ExternalLinkSchema>;

/** A clinical resource as a card: in the top-level list and in a parent's list of children. */
export const ClinicalResourceSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    kind: ClinicalResourceKindSchema,
    summary: z.string(),
    path: z.string().meta({ description: 'Where the portal shows this item.' }),
    childCount: z.number().int().min(0).meta({ description: 'How many published children the caller may open.' }),
    documentCount: z.number().int().min(0),
    estimatedMinutes: z.number().int().min(1).nullable().meta({ description: 'Learning modules only.' }),
  })
  .meta({ id: 'ClinicalResourceSummary' });
export type ClinicalResourceSummary = z.infer<typeof ClinicalResourceSummarySchema>;

export const ClinicalResourceListSchema = paginatedSchema(ClinicalResourceSummarySchema).meta({
  id: 'ClinicalResourceList',
});
export type ClinicalResourceList = z.infer<typeof ClinicalResourceListSchema>;

export const BreadcrumbSchema = z
  .object({ title: z.string(), path: z.string() })
  .meta({ id: 'ClinicalResourceBreadcrumb' });
export type Breadcrumb = z.infer<typeof BreadcrumbSchema>;

/** Answer of GET api/v1/clinical-resource/{id}: the item with its body, documents, governance and place in the tree. */
export const ClinicalResourceSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    kind: ClinicalResourceKindSchema,
    summary: z.string(),
    path: z.string(),
    body: RichTextSchema,
    estimatedMinutes: z.number().int().min(1).nullable(),
    externalLink: ExternalLinkSchema.nullable(),
    documents: z.array(DocumentLinkSchema),
    governance: GovernanceSchema,
    parent: z
      .object({
        id: z.number().int(),
        slug: z.string(),
        title: z.string(),
        kind: ClinicalResourceKindSchema,
        path: z.string(),
      })
      .nullable()
      .meta({ description: 'The category or learning module holding a resource; null at the top level.' }),
    breadcrumbs: z.array(BreadcrumbSchema).meta({ description: 'From the clinical resources overview to this item.' }),
    childCount: z.number().int().min(0),
    updatedAt: z.string(),
  })
  .meta({ id: 'ClinicalResource' });
export type ClinicalResource = z.infer<typeof ClinicalResourceSchema>;
