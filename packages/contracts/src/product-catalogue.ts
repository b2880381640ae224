import { z } from 'zod';

import { DocumentLinkSchema, GenericNamesShape, GovernanceSchema, PageQuerySchema, paginatedSchema } from './content';
import { RichTextSchema } from './rich-text';

export const THERAPEUTIC_AREAS = [
  'anaesthesia-critical-care',
  'anti-infectives',
  'cardiovascular',
  'gastroenterology',
  'haematology',
  'oncology',
  'pain-management',
  'renal-fluids-electrolytes',
] as const;
export const TherapeuticAreaSchema = z.enum(THERAPEUTIC_AREAS).meta({ id: 'TherapeuticArea' });
export type TherapeuticArea = z.infer<typeof TherapeuticAreaSchema>;

export const THERAPEUTIC_AREA_LABELS: Record<TherapeuticArea, string> = {
  'anaesthesia-critical-care': 'Anaesthesia and critical care',
  'anti-infectives': 'Anti-infectives',
  cardiovascular: 'Cardiovascular',
  gastroenterology: 'Gastroenterology',
  haematology: 'Haematology',
  oncology: 'Oncology',
  'pain-management': 'Pain management',
  'renal-fluids-electrolytes': 'Renal, fluids and electrolytes',
};

export const PRODUCT_FORMS = [
  'solution-for-injection',
  'powder-for-solution',
  'concentrate-for-infusion',
  'solution-for-infusion',
  'prefilled-syringe',
  'tablet',
  'capsule',
  'oral-solution',
] as const;
export const ProductFormSchema = z.enum(PRODUCT_FORMS).meta({ id: 'ProductForm' });
export type ProductForm = z.infer<typeof ProductFormSchema>;

export const PRODUCT_FORM_LABELS: Record<ProductForm, string> = {
  'solution-for-injection': 'Solution for injection',
  'powder-for-solution': 'Powder for solution for injection or infusion',
  'concentrate-for-infusion': 'Concentrate for solution for infusion',
  'solution-for-infusion': 'Solution for infusion',
  'prefilled-syringe': 'Solution for injection in pre-filled syringe',
  tablet: 'Tablets',
  capsule: 'Capsules',
  'oral-solution': 'Oral solution',
};

/** UK legal categories of supply. */
export const LEGAL_CATEGORIES = ['POM', 'CD2-POM', 'CD3-POM', 'CD4-POM', 'P', 'GSL'] as const;
export const LegalCategorySchema = z.enum(LEGAL_CATEGORIES).meta({ id: 'LegalCategory' });
export type LegalCategory = z.infer<typeof LegalCategorySchema>;

export const LEGAL_CATEGORY_LABELS: Record<LegalCategory, string> = {
  POM: 'POM (prescription-only medicine)',
  'CD2-POM': 'CD2 POM (Schedule 2 controlled drug)',
  'CD3-POM': 'CD3 POM (Schedule 3 controlled drug)',
  'CD4-POM': 'CD4 POM (Schedule 4 controlled drug)',
  P: 'P (pharmacy medicine)',
  GSL: 'GSL (general sales list)',
};

/** Search text: plain words matched against product names; `%`, `_` and quotes are only characters. */
const SearchTextSchema = z.string().trim().max(100);

/** `GET api/v1/product-catalogue`: a page of products matching every given filter, by name. */
export const ProductCatalogueQuerySchema = PageQuerySchema.extend({
  q: SearchTextSchema.optional(),
  therapeuticArea: TherapeuticAreaSchema.optional(),
  form: ProductFormSchema.optional(),
  presentation: z.string().trim().max(120).optional(),
});
export type ProductCatalogueQuery = z.infer<typeof ProductCatalogueQuerySchema>;

/** The widths (px) the catalogue's image route draws a pack shot at, for a `srcset`; none wider than the upload. */
export const PACK_SHOT_WIDTHS = [160, 320, 480, 640, 960] as const;

/**
 * A product's pack shot: addresses signed for a few hours (an `<img>` cannot send the bearer token), its alternative
 * text, and the upload's own size, so the page keeps its room before the image arrives.
 */
export const ProductImageSchema = z
  .object({
    src: z.string(),
    srcset: z.string(),
    alt: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .meta({ id: 'ProductImage' });
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const CatalogueProductSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    strength: z.string(),
    ...GenericNamesShape,
    therapeuticArea: TherapeuticAreaSchema,
    form: ProductFormSchema,
    presentation: z.string(),
    packSize: z.number().int().min(1),
    legalCategory: LegalCategorySchema,
    image: ProductImageSchema.nullable(),
  })
  .meta({ id: 'CatalogueProductSummary' });
export type CatalogueProductSummary = z.infer<typeof CatalogueProductSummarySchema>;

/** One choice of a filter: the value to send back and what to show. */
export const FacetOptionSchema = z.object({ value: z.string(), label: z.string() }).meta({ id: 'FacetOption' });
export type FacetOption = z.infer<typeof FacetOptionSchema>;

/** The filter values the catalogue holds for the caller, so the portal offers only choices that find something. */
export const CatalogueFacetsSchema = z
  .object({
    therapeuticAreas: z.array(FacetOptionSchema),
    forms: z.array(FacetOptionSchema),
    presentations: z.array(FacetOptionSchema),
  })
  .meta({ id: 'CatalogueFacets' });
export type CatalogueFacets = z.infer<typeof CatalogueFacetsSchema>;

export const ProductCataloguePageSchema = paginatedSchema(CatalogueProductSummarySchema)
  .extend({ facets: CatalogueFacetsSchema })
  .meta({ id: 'ProductCataloguePage' });
export type ProductCataloguePage = z.infer<typeof ProductCataloguePageSchema>;

export const CatalogueProductSchema = CatalogueProductSummarySchema.extend({
  storage: z.string(),
  description: RichTextSchema,
  documents: z.array(DocumentLinkSchema),
  governance: GovernanceSchema,
}).meta({ id: 'CatalogueProduct' });
export type CatalogueProduct = z.infer<typeof CatalogueProductSchema>;

/** Words of a search, each to be found in the name, the INN or a synonym, case-insensitively. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** Whether a product name holds every word of the search, as plain characters. */
export function nameMatches(name: string, words: readonly string[]): boolean {
  const haystack = name.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The names a product is searched by: its name, its generic name (INN) and its synonyms. */
export type SearchableNames = { name: string; inn?: string | null; synonyms?: readonly string[] | null };

/** Whether every word of the search is in one of the product's names (a word may match the INN, the next the name). */
export function productMatches(product: SearchableNames, words: readonly string[]): boolean {
  const names = [product.name, product.inn ?? '', ...(product.synonyms ?? [])].map((name) => name.toLowerCase());
  return words.every((word) => names.some((name) => name.includes(word)));
}
