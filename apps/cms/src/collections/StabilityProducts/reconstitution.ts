import type { AmountUnit, ConcentrationUnit } from '@hcp/contracts/stability';

/** How far a powder's stated concentration may lie from the one its volumes give: 1 %, as labels round. */
export const RECONSTITUTION_TOLERANCE = 0.01;

/** An amount's size in the unit its kind is counted in: mg for masses, units for units. */
const AMOUNT_SCALE: Record<AmountUnit, { kind: 'mass' | 'units'; factor: number }> = {
  g: { kind: 'mass', factor: 1000 },
  mg: { kind: 'mass', factor: 1 },
  microgram: { kind: 'mass', factor: 0.001 },
  units: { kind: 'units', factor: 1 },
};

const CONCENTRATION_SCALE: Record<ConcentrationUnit, { kind: 'mass' | 'units'; factor: number }> = {
  'mg-per-ml': { kind: 'mass', factor: 1 },
  'microgram-per-ml': { kind: 'mass', factor: 0.001 },
  'units-per-ml': { kind: 'units', factor: 1 },
};

export type ReconstitutionInput = {
  vialContent?: { value?: number | null; unit?: AmountUnit | null } | null;
  diluent?: string | null;
  volumeAddedMl?: number | null;
  displacementMl?: number | null;
  concentration?: { value?: number | null; unit?: ConcentrationUnit | null } | null;
  maxDose?: { value?: number | null; unit?: AmountUnit | null } | null;
  pumpLimitMlPerHour?: number | null;
};

const given = (value: unknown) => value !== null && value !== undefined && value !== '';

/** The values an editor can type into the group, by their place in it. */
function valuesOf(input: ReconstitutionInput): unknown[] {
  return [
    input.vialContent?.value,
    input.diluent,
    input.volumeAddedMl,
    input.displacementMl,
    input.concentration?.value,
    input.maxDose?.value,
    input.pumpLimitMlPerHour,
  ];
}

/** Whether the editor gave any of the group: then all of it is needed (the diluent only when something is added). */
export function isReconstitutionGiven(input: ReconstitutionInput | null | undefined): input is ReconstitutionInput {
  return input !== null && input !== undefined && valuesOf(input).some(given);
}

/**
 * The concentration in a powder's vial once made up, in `unit`: its content over the volume added and the powder's
 * displacement. Undefined when the two cannot be compared (units against a mass) or no volume results.
 */
export function expectedConcentration(
  vialContent: { value: number; unit: AmountUnit },
  volumeMl: number,
  unit: ConcentrationUnit,
): number | undefined {
  const amount = AMOUNT_SCALE[vialContent.unit];
  const concentration = CONCENTRATION_SCALE[unit];
  if (amount.kind !== concentration.kind || volumeMl <= 0) return undefined;
  return (vialContent.value * amount.factor) / volumeMl / concentration.factor;
}

const round = (value: number) => Number(value.toPrecision(4)).toString();

/**
 * What is wrong with a powder's reconstitution, in the editor's words, or undefined when its concentration agrees
 * with its vial content over the volume added plus the displacement (within 1 %).
 */
export function powderConcentrationProblem(input: ReconstitutionInput): string | undefined {
  const { vialContent, concentration } = input;
  if (
    typeof vialContent?.value !== 'number' ||
    !vialContent.unit ||
    typeof concentration?.value !== 'number' ||
    !concentration.unit ||
    typeof input.volumeAddedMl !== 'number' ||
    typeof input.displacementMl !== 'number'
  ) {
    return undefined;
  }
  const volume = input.volumeAddedMl + input.displacementMl;
  if (input.volumeAddedMl <= 0) return 'A powder needs a volume of diluent added to the vial.';
  const expected = expectedConcentration(
    { value: vialContent.value, unit: vialContent.unit },
    volume,
    concentration.unit,
  );
  if (expected === undefined) {
    return 'Give the vial content and the concentration in matching units: both by mass, or both in units.';
  }
  if (Math.abs(concentration.value - expected) <= expected * RECONSTITUTION_TOLERANCE) return undefined;
  return `The vial content over the volume added plus the displacement (${round(volume)} mL) gives ${round(expected)}, not ${round(concentration.value)}: check the volumes and the concentration.`;
}
