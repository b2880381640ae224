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
export const StabilityWarningKindSchema = z
  .enum(values(vocabulary.STABILITY_WARNING_KINDS))
  .meta({ id: 'StabilityWarningKind' });
export type StabilityWarningKind = z.infer<typeof StabilityWarningKindSchema>;
export const ConcentrationUnitSchema = z.enum(values(vocabulary.CONCENTRATION_UNITS));
export type ConcentrationUnit = z.infer<typeof ConcentrationUnitSchema>;
export const TestMethodSchema = z.enum(values(vocabulary.TEST_METHODS)).meta({ id: 'TestMethod' });
export type TestMethod = z.infer<typeof TestMethodSchema>;
export const AmountUnitSchema = z.enum(values(vocabulary.AMOUNT_UNITS)).meta({ id: 'AmountUnit' });
export type AmountUnit = z.infer<typeof AmountUnitSchema>;
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
    methods: z
      .array(TestMethodSchema)
      .meta({ description: 'How the study measured it, in vocabulary order; empty when the source does not say.' }),
    reference: z.string(),
  })
  .meta({ id: 'StabilityRow' });
export type StabilityRow = z.infer<typeof StabilityRowSchema>;

/** A handling warning an editor gives a product: an incompatibility, a "use immediately" caveat, light protection. */
export const StabilityWarningSchema = z
  .object({
    kind: StabilityWarningKindSchema,
    text: z.string().min(1).max(300),
  })
  .meta({ id: 'StabilityWarning' });
export type StabilityWarning = z.infer<typeof StabilityWarningSchema>;

/** An amount of drug: a vial's content, a dose or a maximum dose. */
export const AmountSchema = z.object({ value: z.number().positive(), unit: AmountUnitSchema }).meta({ id: 'Amount' });
export type Amount = z.infer<typeof AmountSchema>;

/**
 * How a vial of the product is made ready to draw up, and the limits the preparation calculator holds to; editors
 * supply it per product. For a product already in solution nothing is added: `diluent` is null and both volumes are 0.
 */
export const ReconstitutionSchema = z
  .object({
    vialContent: AmountSchema.meta({ description: 'How much drug one vial holds, e.g. 1 g.' }),
    diluent: DiluentSchema.nullable().meta({ description: 'What is added to the vial; null when nothing is.' }),
    volumeAddedMl: z.number().min(0).meta({ description: 'The volume of diluent added to one vial, in mL.' }),
    displacementMl: z
      .number()
      .min(0)
      .meta({ description: 'The volume the powder adds once dissolved, in mL (0 for a solution).' }),
    concentration: ConcentrationSchema.meta({
      description: 'The concentration in the vial once made up (a single value: `upTo` is null).',
    }),
    maxDose: AmountSchema.meta({ description: 'The largest single dose the calculator accepts.' }),
    pumpLimitMlPerHour: z.number().positive().meta({ description: 'The fastest rate the calculator gives, in mL/h.' }),
  })
  .meta({ id: 'Reconstitution' });
export type Reconstitution = z.infer<typeof ReconstitutionSchema>;

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
  warnings: z
    .array(StabilityWarningSchema)
    .meta({ description: 'Handling warnings in the editors’ order, drawn as warning callouts; possibly empty.' }),
  notes: RichTextSchema,
  matrix: z.array(StabilityRowSchema),
  reconstitution: ReconstitutionSchema.nullable().meta({
    description: 'How a vial is made up, for the preparation calculator; null until the editors have given it.',
  }),
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
