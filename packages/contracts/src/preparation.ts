import { z } from 'zod';

import { AmountUnitSchema, ConcentrationUnitSchema, DiluentSchema, StorageTemperatureSchema } from './stability';

/** A dose needing more vials than this is refused (issue 32): a slip of a unit, not a real preparation. */
export const MAX_VIALS = 10;

/** A weight above this many kg is refused as a slip (a weight typed in grams, or a digit too many). */
export const MAX_WEIGHT_KG = 350;

/** A positive number the form may still hold as zero or less: the calculator refuses those with a reason. */
const finite = z.number().refine(Number.isFinite, { message: 'Enter a number.' });

export const PreparationBasisSchema = z
  .enum(['total', 'per-kg'])
  .meta({ id: 'PreparationBasis', description: 'Whether the dose is the whole dose or a dose per kg of body weight.' });
export type PreparationBasis = z.infer<typeof PreparationBasisSchema>;

export const PreparationFinalSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('volume'), volumeMl: finite }),
    z.object({
      kind: z.literal('concentration'),
      concentration: z.object({ value: finite, unit: ConcentrationUnitSchema }),
    }),
  ])
  .meta({
    id: 'PreparationFinal',
    description: 'What the person chooses for the infusion: its final volume, or its final concentration.',
  });
export type PreparationFinal = z.infer<typeof PreparationFinalSchema>;

export const PreparationAdministrationSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('duration'), minutes: finite }),
    z.object({ kind: z.literal('rate'), mlPerHour: finite }),
  ])
  .meta({ id: 'PreparationAdministration', description: 'How the infusion runs: over a time, or at a rate.' });
export type PreparationAdministration = z.infer<typeof PreparationAdministrationSchema>;

/** What the person enters from a matrix row; POST api/v1/stability/{id}/calculate takes it as its body. */
export const PreparationInputSchema = z
  .object({
    rowId: z.string().min(1).meta({ description: 'The matrix row the preparation follows.' }),
    dose: z.object({ value: finite, unit: AmountUnitSchema }).meta({ description: 'The prescribed dose.' }),
    basis: PreparationBasisSchema,
    weightKg: finite.nullable().meta({ description: 'The patient’s weight in kg; needed for a per-kg dose.' }),
    final: PreparationFinalSchema,
    administration: PreparationAdministrationSchema,
    preparedAt: z.iso.datetime({ offset: true, local: false }).meta({
      description: 'When it is made up, with its offset (e.g. 2026-11-28T10:15+00:00); use-by counts from it.',
    }),
  })
  .meta({ id: 'PreparationInput', description: 'A prescribed dose to make up and run from one matrix row.' });
export type PreparationInput = z.infer<typeof PreparationInputSchema>;

/** Why the calculator refuses: each code is one safety rule of docs/clinical-tools.md. */
export const PreparationRefusalCodeSchema = z
  .enum([
    'no-reconstitution',
    'reconstitution-inconsistent',
    'row-mismatch',
    'dose-not-positive',
    'weight-required',
    'weight-not-positive',
    'weight-too-high',
    'volume-not-positive',
    'concentration-not-positive',
    'duration-not-positive',
    'rate-not-positive',
    'prepared-at-invalid',
    'unit-mismatch',
    'dose-above-maximum',
    'too-many-vials',
    'too-small-to-measure',
    'concentration-out-of-range',
    'final-volume-below-drug-volume',
    'rate-above-pump-limit',
    'infusion-beyond-use-by',
  ])
  .meta({ id: 'PreparationRefusalCode' });
export type PreparationRefusalCode = z.infer<typeof PreparationRefusalCodeSchema>;

/** The input field a refusal is about, as a dotted path of PreparationInput: the portal links the reason to it. */
export const PreparationFieldSchema = z
  .enum([
    'rowId',
    'dose.value',
    'dose.unit',
    'weightKg',
    'final.volumeMl',
    'final.concentration.value',
    'final.concentration.unit',
    'administration.minutes',
    'administration.mlPerHour',
    'preparedAt',
    'product',
  ])
  .meta({ id: 'PreparationField', description: '`product` when the product’s own data is the reason.' });
export type PreparationField = z.infer<typeof PreparationFieldSchema>;

export const PreparationRefusalSchema = z
  .object({ code: PreparationRefusalCodeSchema, field: PreparationFieldSchema, message: z.string() })
  .meta({ id: 'PreparationRefusal' });
export type PreparationRefusal = z.infer<typeof PreparationRefusalSchema>;

/** One figure of the result with the sum behind it, so that a second person can redo it. */
export const PreparationFigureSchema = z
  .object({
    value: z.number().min(0),
    unit: z.string().meta({ description: 'As it is read: "mL", "mL/h", "vials", "mg/kg/h".' }),
    working: z
      .string()
      .meta({ description: 'The sum in words, e.g. "1500 mg ÷ 1000 mg per vial = 1.5, rounded up to 2 vials".' }),
    roundedFrom: z
      .number()
      .nullable()
      .meta({ description: 'The exact value when `value` was rounded (the working says how); null when it was not.' }),
  })
  .meta({ id: 'PreparationFigure' });
export type PreparationFigure = z.infer<typeof PreparationFigureSchema>;

export const PreparationUseBySchema = z
  .object({
    value: z.string().meta({ description: 'The use-by date-time to the minute, in the offset of `preparedAt`.' }),
    temperature: StorageTemperatureSchema.meta({ description: 'The storage temperature the shelf life holds at.' }),
    working: z.string(),
  })
  .meta({ id: 'PreparationUseBy' });
export type PreparationUseBy = z.infer<typeof PreparationUseBySchema>;

export const PreparationFiguresSchema = z
  .object({
    totalDose: PreparationFigureSchema,
    vials: PreparationFigureSchema,
    perVial: z
      .object({ diluent: DiluentSchema, add: PreparationFigureSchema })
      .nullable()
      .meta({ description: 'What to add to each vial; null for a product already in solution.' }),
    vialConcentration: PreparationFigureSchema,
    drugVolume: PreparationFigureSchema.meta({ description: 'The volume of made-up drug to draw up, in total.' }),
    diluentVolume: PreparationFigureSchema.meta({ description: 'The volume of the row’s diluent it goes into.' }),
    finalVolume: PreparationFigureSchema,
    finalConcentration: PreparationFigureSchema,
    rate: PreparationFigureSchema,
    duration: PreparationFigureSchema,
    dosePerHour: PreparationFigureSchema,
    dosePerKgPerHour: PreparationFigureSchema.nullable().meta({ description: 'Only for a per-kg dose.' }),
    useBy: PreparationUseBySchema,
  })
  .meta({ id: 'PreparationFigures' });
export type PreparationFigures = z.infer<typeof PreparationFiguresSchema>;

/** Answer of the calculator, the same in the portal (offline too) and from POST api/v1/stability/{id}/calculate. */
export const PreparationResultSchema = z
  .discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('ok'), rowId: z.string(), figures: PreparationFiguresSchema }),
    z.object({ outcome: z.literal('refused'), rowId: z.string(), reasons: z.array(PreparationRefusalSchema).min(1) }),
  ])
  .meta({ id: 'PreparationResult' });
export type PreparationResult = z.infer<typeof PreparationResultSchema>;
