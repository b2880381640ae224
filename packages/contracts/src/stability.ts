import { z } from 'zod';

import { DocumentLinkSchema, GenericNamesShape, GovernanceSchema, paginatedSchema, SlugSchema } from './content';
import { RichTextSchema } from './rich-text';

/**
 * The stability matrix's vocabulary. Each list is the CMS's select options and the portal's labels, in the order the
 * portal shows them (temperatures from coldest to warmest, so sorting by temperature follows this order).
 */
export const STABILITY_FORMS = [
  { value: 'powder-solution-injection-infusion', label: 'Powder for solution for injection or infusion' },
  { value: 'powder-concentrate-infusion', label: 'Powder for concentrate for solution for infusion' },
  { value: 'concentrate-infusion', label: 'Concentrate for solution for infusion' },
  { value: 'solution-injection', label: 'Solution for injection' },
  { value: 'solution-infusion', label: 'Solution for infusion' },
  { value: 'solution-injection-infusion', label: 'Solution for injection or infusion' },
  { value: 'emulsion-infusion', label: 'Emulsion for infusion' },
] as const;

export const STABILITY_DILUENTS = [
  { value: 'sodium-chloride-0-9', label: 'Sodium chloride 0.9%' },
  { value: 'sodium-chloride-0-45', label: 'Sodium chloride 0.45%' },
  { value: 'glucose-5', label: 'Glucose 5%' },
  { value: 'glucose-10', label: 'Glucose 10%' },
  { value: 'glucose-4-sodium-chloride-0-18', label: 'Glucose 4% and sodium chloride 0.18%' },
  { value: 'compound-sodium-lactate', label: 'Compound sodium lactate' },
  { value: 'water-for-injections', label: 'Water for injections' },
  { value: 'undiluted', label: 'Undiluted' },
] as const;

export const STABILITY_CONTAINERS = [
  { value: 'pvc-bag', label: 'PVC bag' },
  { value: 'polyolefin-bag', label: 'Polyolefin bag' },
  { value: 'eva-bag', label: 'EVA bag' },
  { value: 'glass-vial-reconstituted', label: 'Glass vial (reconstituted)' },
  { value: 'glass-bottle', label: 'Glass bottle' },
  { value: 'polypropylene-syringe', label: 'Polypropylene syringe' },
  { value: 'elastomeric-device', label: 'Elastomeric device' },
] as const;

export const STORAGE_TEMPERATURES = [
  { value: 'frozen-minus-20', label: '−20 °C (frozen)' },
  { value: 'refrigerated-2-8', label: '2–8 °C (refrigerated)' },
  { value: 'room-15-25', label: '15–25 °C (room temperature)' },
  { value: 'at-25', label: '25 °C' },
  { value: 'at-30', label: '30 °C' },
] as const;

/** How well a shelf life is supported: the portal explains each level under the matrix. */
export const EVIDENCE_LEVELS = [
  {
    value: 'A',
    label: 'A: published study',
    description: 'A peer-reviewed study of this product in this preparation, container and temperature.',
  },
  {
    value: 'B',
    label: 'B: manufacturer data',
    description: 'Stability testing by the manufacturer, on file and available on request.',
  },
  {
    value: 'C',
    label: 'C: extrapolated',
    description:
      'Extrapolated from data for a neighbouring concentration, container or temperature; apply local clinical and pharmaceutical judgement.',
  },
] as const;

export const CONCENTRATION_UNITS = [
  { value: 'mg-per-ml', label: 'mg/mL' },
  { value: 'microgram-per-ml', label: 'micrograms/mL' },
  { value: 'units-per-ml', label: 'units/mL' },
] as const;

export const SHELF_LIFE_UNITS = ['hours', 'days'] as const;

type Values<T extends readonly { value: string }[]> = T[number]['value'];
const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as [Values<T>, ...Values<T>[]];

export const StabilityFormSchema = z.enum(values(STABILITY_FORMS)).meta({ id: 'StabilityForm' });
export type StabilityForm = z.infer<typeof StabilityFormSchema>;
export const DiluentSchema = z.enum(values(STABILITY_DILUENTS)).meta({ id: 'Diluent' });
export type Diluent = z.infer<typeof DiluentSchema>;
export const ContainerSchema = z.enum(values(STABILITY_CONTAINERS)).meta({ id: 'Container' });
export type Container = z.infer<typeof ContainerSchema>;
export const StorageTemperatureSchema = z.enum(values(STORAGE_TEMPERATURES)).meta({ id: 'StorageTemperature' });
export type StorageTemperature = z.infer<typeof StorageTemperatureSchema>;
export const EvidenceLevelSchema = z.enum(values(EVIDENCE_LEVELS)).meta({ id: 'EvidenceLevel' });
export type EvidenceLevel = z.infer<typeof EvidenceLevelSchema>;
export const ConcentrationUnitSchema = z.enum(values(CONCENTRATION_UNITS));
export type ConcentrationUnit = z.infer<typeof ConcentrationUnitSchema>;
export const ShelfLifeUnitSchema = z.enum(SHELF_LIFE_UNITS);
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
