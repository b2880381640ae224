import { z } from 'zod';

import { DocumentLinkSchema, GenericNamesShape, GovernanceSchema, paginatedSchema, SlugSchema } from './content';
import { RichTextSchema } from './rich-text';
import * as vocabulary from './stability-vocabulary';

// The vocabulary lives apart, without zod, for the admin's client components; it is part of these contracts too.
export * from './stability-vocabulary';

type Values<T extends readonly { value: string }[]> = T[number]['value'];
const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [Values<T>, ...Values<T>[]];

export const StabilityFormSchema = z.enum(values(vocabulary.STABILITY_FORMS)).meta({ id: 'StabilityForm' });
export type StabilityForm = z.infer<typeof StabilityFormSchema>;
export const DiluentSchema = z.enum(values(vocabulary.STABILITY_DILUENTS)).meta({ id: 'Diluent' });
export type Diluent = z.infer<typeof DiluentSchema>;
export const ContainerSchema = z.enum(values(vocabulary.STABILITY_CONTAINERS)).meta({ id: 'Container' });
export type Container = z.infer<typeof ContainerSchema>;
export const StorageTemperatureSchema = z
  .enum(values(vocabulary.STORAGE_TEMPERATURES))
  .meta({ id: 'StorageTemperature' });
export type StorageTemperature = z.infer<typeof StorageTemperatureSchema>;
export const EvidenceLevelSchema = z.enum(values(vocabulary.EVIDENCE_LEVELS)).meta({ id: 'EvidenceLevel' });
export type EvidenceLevel = z.infer<typeof EvidenceLevelSchema>;
export const ConcentrationUnitSchema = z.enum(values(vocabulary.CONCENTRATION_UNITS));
export type ConcentrationUnit = z.infer<typeof ConcentrationUnitSchema>;
export const ShelfLifeUnitSchema = z.enum(vocabulary.SHELF_LIFE_UNITS);
export type ShelfLifeUnit = z.infer<typeof ShelfLifeUnitSchema>;

/** The label of a vocabulary value, e.g. `labelOf(STABILITY_DILUENTS, 'glucose-5')` is "Glucose 5%". */
export function labelOf<T extends readonly { value: string; label: string }[]>(options: T, value: Values<T>): string {
  return options.find((option) => option.value === value)?.label ?? value;
}

/** Each value once, in the vocabulary's order: the diluents or containers a product's rows use. */
export function distinctInOrder<T extends string>(order: readonly { value: string }[], used: readonly T[]): T[] {
  const present = new Set<string>(used);
  return order.map((option) => option.value).filter((value): value is T => present.has(value));
}

export const ConcentrationSchema = z
  .object({
    value: z.number().positive(),
    upTo: z
      .number()
      .positive()
      .nullable()
      .meta({ description: 'The top of a range ("1–5 mg/mL"); null for one value.' }),
    unit: ConcentrationUnitSchema,
  })
  .meta({ id: 'Concentration' });
export type Concentration = z.infer<typeof ConcentrationSchema>;

export const ShelfLifeSchema = z
  .object({ value: z.number().positive(), unit: ShelfLifeUnitSchema })
  .meta({ id: 'ShelfLife' });
export type ShelfLife = z.infer<typeof ShelfLifeSchema>;

/** One row of a stability matrix: one preparation and how long it keeps. */
export const StabilityRowSchema = z
  .object({
    id: z.string(),
    diluent: DiluentSchema,
    concentration: ConcentrationSchema,
    container: ContainerSchema,
    temperature: StorageTemperatureSchema,
    protectFromLight: z.boolean(),
    shelfLife: ShelfLifeSchema,
    evidence: EvidenceLevelSchema,
    reference: z.string(),
  })
  .meta({ id: 'StabilityRow' });
export type StabilityRow = z.infer<typeof StabilityRowSchema>;

/** A product as the list shows it. */
export const StabilityProductSummarySchema = z
  .object({
    id: z.number().int(),
    slug: SlugSchema,
    name: z.string(),
    strength: z.string(),
    ...GenericNamesShape,
    form: StabilityFormSchema,
    summary: z.string(),
    diluents: z.array(DiluentSchema).meta({ description: 'The diluents its preparations use, in vocabulary order.' }),
    containers: z.array(ContainerSchema).meta({ description: 'The containers its preparations use.' }),
    preparations: z.number().int().min(0).meta({ description: 'How many rows its matrix has.' }),
  })
  .meta({ id: 'StabilityProductSummary' });
export type StabilityProductSummary = z.infer<typeof StabilityProductSummarySchema>;

/** Answer of GET api/v1/stability/{id}: the product with its whole matrix. */
export const StabilityProductSchema = StabilityProductSummarySchema.extend({
  notes: RichTextSchema,
  matrix: z.array(StabilityRowSchema),
  documents: z.array(DocumentLinkSchema),
  governance: GovernanceSchema,
  updatedAt: z.string(),
}).meta({ id: 'StabilityProduct' });
export type StabilityProduct = z.infer<typeof StabilityProductSchema>;

/** Answer of GET api/v1/stability. */
export const StabilityProductPageSchema = paginatedSchema(StabilityProductSummarySchema).meta({
  id: 'StabilityProductPage',
});
export type StabilityProductPage = z.infer<typeof StabilityProductPageSchema>;

/** `?q=` searches product names, generic names and synonyms: plain text, case-insensitive, no wildcards. */
export const StabilitySearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .meta({ description: 'Part of the product name, its generic name (INN) or a synonym; plain text.' }),
});
