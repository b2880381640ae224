import { z } from 'zod';

import { GovernanceSchema, SlugSchema } from './content';
import {
  ConcentrationSchema,
  ConcentrationUnitSchema,
  DiluentSchema,
  EvidenceLevelSchema,
  StorageTemperatureSchema,
  TestMethodSchema,
} from './stability';
import * as vocabulary from './stability-vocabulary';

type Values<T extends readonly { value: string }[]> = T[number]['value'];
const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [Values<T>, ...Values<T>[]];

export const YSiteResultSchema = z.enum(values(vocabulary.Y_SITE_RESULTS)).meta({ id: 'YSiteResult' });
export type YSiteResult = z.infer<typeof YSiteResultSchema>;
export const YSiteLightSchema = z.enum(values(vocabulary.Y_SITE_LIGHT)).meta({ id: 'YSiteLight' });
export type YSiteLight = z.infer<typeof YSiteLightSchema>;

/** At most this many other drugs are checked against a product at once, as at an ICU bedside. */
export const MAX_Y_SITE_DRUGS = 6;

/** Our product as a Y-site answer names it. */
export const YSiteProductSchema = z
  .object({ id: z.number().int(), slug: SlugSchema, name: z.string(), strength: z.string() })
  .meta({ id: 'YSiteProduct' });
export type YSiteProduct = z.infer<typeof YSiteProductSchema>;

/** The published source of a Y-site result. */
export const YSiteReferenceSchema = z
  .object({
    citation: z.string(),
    doi: z.string().nullable().meta({ description: 'The DOI, e.g. 10.1093/ajhp/zxab123; null when there is none.' }),
    pubmedId: z.string().nullable().meta({ description: 'The PubMed id (digits); null when there is none.' }),
  })
  .meta({ id: 'YSiteReference' });
export type YSiteReference = z.infer<typeof YSiteReferenceSchema>;

/** One tested combination of our product and another drug meeting in a Y-site. */
export const YSiteRecordSchema = z
  .object({
    id: z.number().int(),
    drug: z.string().meta({ description: 'The other drug’s generic name, as the editors’ vocabulary spells it.' }),
    productConcentration: ConcentrationSchema,
    productDiluent: DiluentSchema,
    drugConcentration: ConcentrationSchema,
    drugDiluent: DiluentSchema,
    result: YSiteResultSchema,
    conditions: z.object({
      contactMinutes: z.number().int().positive().meta({ description: 'How long the two were in contact.' }),
      temperature: StorageTemperatureSchema,
      light: YSiteLightSchema,
    }),
    methods: z.array(TestMethodSchema).min(1),
    evidence: EvidenceLevelSchema,
    reference: YSiteReferenceSchema,
    governance: GovernanceSchema,
  })
  .meta({ id: 'YSiteRecord' });
export type YSiteRecord = z.infer<typeof YSiteRecordSchema>;

/** One partner drug's line on a product page: every record of it, compatible ones first. */
export const YSitePartnerSchema = z
  .object({ drug: z.string(), records: z.array(YSiteRecordSchema).min(1) })
  .meta({ id: 'YSitePartner' });
export type YSitePartner = z.infer<typeof YSitePartnerSchema>;

/** Answer of GET api/v1/stability/{id}/y-site: the product's partner drugs, alphabetically. */
export const ProductYSiteSchema = z
  .object({ product: YSiteProductSchema, partners: z.array(YSitePartnerSchema) })
  .meta({ id: 'ProductYSite' });
export type ProductYSite = z.infer<typeof ProductYSiteSchema>;

/**
 * Query of GET api/v1/y-site: our product, the other drugs (comma-separated generic names or synonyms, 1 to 6), and
 * optionally the concentration of our product in the line.
 */
export const YSiteCheckQuerySchema = z.object({
  product: SlugSchema,
  drugs: z
    .string()
    .trim()
    .min(1)
    .max(600)
    .meta({ description: 'The other drugs, comma-separated: generic names or their synonyms (frusemide).' }),
  concentration: z.coerce
    .number()
    .positive()
    .optional()
    .meta({ description: 'Our product’s concentration in the line; with `unit`.' }),
  unit: ConcentrationUnitSchema.optional(),
});
export type YSiteCheckQuery = z.infer<typeof YSiteCheckQuerySchema>;

/**
 * How a checked pair stands:
 * - `tested`: records at the concentration asked for (or any, when none was given);
 * - `other-concentrations`: records only at other concentrations of our product, which are shown;
 * - `no-data`: a drug the vocabulary knows, never tested with this product: this does not mean compatible;
 * - `unknown-drug`: a name the vocabulary does not hold, so nothing can be said.
 */
export const YSitePairStatusSchema = z
  .enum(['tested', 'other-concentrations', 'no-data', 'unknown-drug'])
  .meta({ id: 'YSitePairStatus' });
export type YSitePairStatus = z.infer<typeof YSitePairStatusSchema>;

export const YSitePairSchema = z
  .object({
    asked: z.string().meta({ description: 'The name as it was asked for.' }),
    drug: z.string().nullable().meta({ description: 'The vocabulary’s name for it; null for an unknown drug.' }),
    status: YSitePairStatusSchema,
    records: z.array(YSiteRecordSchema),
  })
  .meta({ id: 'YSitePair' });
export type YSitePair = z.infer<typeof YSitePairSchema>;

/** Answer of GET api/v1/y-site: one pair per drug asked for, in the order asked. */
export const YSiteCheckSchema = z
  .object({ product: YSiteProductSchema, pairs: z.array(YSitePairSchema) })
  .meta({ id: 'YSiteCheck' });
export type YSiteCheck = z.infer<typeof YSiteCheckSchema>;

/** Answer of GET api/v1/y-site-record/{id}: one record with its product, as the editors' preview draws it. */
export const YSiteRecordItemSchema = YSiteRecordSchema.extend({ product: YSiteProductSchema }).meta({
  id: 'YSiteRecordItem',
});
export type YSiteRecordItem = z.infer<typeof YSiteRecordItemSchema>;

export const Y_SITE_CHECK_PATH = '/stability/y-site';
/** The portal's check screen for our product and other drugs: what a search result for a pair links to. */
export function ySiteCheckPath(product: string, drugs: readonly string[]): string {
  const query = new URLSearchParams({ product });
  if (drugs.length > 0) query.set('drugs', drugs.join(','));
  return `${Y_SITE_CHECK_PATH}?${query.toString()}`;
}
