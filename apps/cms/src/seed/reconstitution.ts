import type { StabilityProduct } from '../payload-types';

/*
 * Demo reconstitution data for every demo stability product: invented for the demo like the rest of the seed, but
 * plausible (volumes and displacements of the order real vials have). A powder's concentration is worked out from its
 * volumes, so it always agrees with them as the collection requires.
 */

type Stored = NonNullable<StabilityProduct['reconstitution']>;
type AmountUnit = NonNullable<NonNullable<Stored['vialContent']>['unit']>;
type ConcentrationUnit = NonNullable<NonNullable<Stored['concentration']>['unit']>;
type Diluent = NonNullable<Stored['diluent']>;

type Amount = [number, AmountUnit];

const MASS_IN_MG: Partial<Record<AmountUnit, number>> = { g: 1000, mg: 1 };

/** A powder: [content, diluent, volume added, displacement, maximum dose, pump limit]. */
function powder(
  content: Amount,
  diluent: Diluent,
  volumeAddedMl: number,
  displacementMl: number,
  maxDose: Amount,
  pumpLimitMlPerHour: number,
): Stored {
  const [value, unit] = content;
  const volume = volumeAddedMl + displacementMl;
  const concentration: { value: number; unit: ConcentrationUnit } =
    unit === 'units'
      ? { value: value / volume, unit: 'units-per-ml' }
      : unit === 'microgram'
        ? { value: value / volume, unit: 'microgram-per-ml' }
        : { value: (value * (MASS_IN_MG[unit] ?? 1)) / volume, unit: 'mg-per-ml' };
  return {
    vialContent: { value, unit },
    diluent,
    volumeAddedMl,
    displacementMl,
    concentration: { value: Number(concentration.value.toPrecision(4)), unit: concentration.unit },
    maxDose: { value: maxDose[0], unit: maxDose[1] },
    pumpLimitMlPerHour,
  };
}

/** A product already in solution: nothing is added, so no diluent and both volumes 0. */
function solution(
  content: Amount,
  concentration: [number, ConcentrationUnit],
  maxDose: Amount,
  pumpLimitMlPerHour: number,
): Stored {
  return {
    vialContent: { value: content[0], unit: content[1] },
    diluent: null,
    volumeAddedMl: 0,
    displacementMl: 0,
    concentration: { value: concentration[0], unit: concentration[1] },
    maxDose: { value: maxDose[0], unit: maxDose[1] },
    pumpLimitMlPerHour,
  };
}

const WFI = 'water-for-injections';
const NACL = 'sodium-chloride-0-9';

/** Each demo product's reconstitution, by "Name strength". */
export const DEMO_RECONSTITUTION: Record<string, Stored> = {
  'Cefravex 1 g': powder([1, 'g'], WFI, 9.1, 0.9, [2, 'g'], 999),
  'Cefravex 2 g': powder([2, 'g'], WFI, 18.3, 1.7, [2, 'g'], 999),
  'Vanclorin 500 mg': powder([500, 'mg'], WFI, 9.7, 0.3, [2, 'g'], 500),
  'Vanclorin 1 g': powder([1, 'g'], WFI, 19.4, 0.6, [2, 'g'], 500),
  'Meropendra 1 g': powder([1, 'g'], WFI, 19.1, 0.9, [2, 'g'], 999),
  'Tazolvane 4.5 g': powder([4.5, 'g'], WFI, 16.8, 3.2, [4.5, 'g'], 999),
  'Amphelix 50 mg': powder([50, 'mg'], WFI, 12, 0.5, [500, 'mg'], 500),
  'Ondavira 2 mg/mL': solution([8, 'mg'], [2, 'mg-per-ml'], [16, 'mg'], 300),
  'Pantoquel 40 mg': powder([40, 'mg'], NACL, 9.9, 0.1, [80, 'mg'], 300),
  'Esomivane 40 mg': powder([40, 'mg'], NACL, 4.9, 0.1, [80, 'mg'], 300),
  'Paracetrel 10 mg/mL': solution([1, 'g'], [10, 'mg-per-ml'], [1, 'g'], 400),
  'Noradrix 1 mg/mL': solution([4, 'mg'], [1, 'mg-per-ml'], [8, 'mg'], 50),
  'Dexmivalin 100 micrograms/mL': solution([200, 'microgram'], [100, 'microgram-per-ml'], [1000, 'microgram'], 50),
  'Remifalor 2 mg': powder([2, 'mg'], WFI, 2, 0, [2, 'mg'], 100),
  'Heparexin 1,000 units/mL': solution([5000, 'units'], [1000, 'units-per-ml'], [25000, 'units'], 50),
  'Furovane 10 mg/mL': solution([50, 'mg'], [10, 'mg-per-ml'], [250, 'mg'], 240),
  'Amiodrel 50 mg/mL': solution([150, 'mg'], [50, 'mg-per-ml'], [1200, 'mg'], 250),
  'Levetrazine 100 mg/mL': solution([500, 'mg'], [100, 'mg-per-ml'], [4.5, 'g'], 999),
  'Fluconivar 2 mg/mL': solution([400, 'mg'], [2, 'mg-per-ml'], [800, 'mg'], 400),
  'Caspafungol 50 mg': powder([50, 'mg'], WFI, 9.6, 0.4, [70, 'mg'], 250),
  'Micafenor 100 mg': powder([100, 'mg'], NACL, 4.9, 0.1, [200, 'mg'], 250),
  'Aciclorex 250 mg': powder([250, 'mg'], WFI, 9.8, 0.2, [1, 'g'], 500),
  'Gancivane 500 mg': powder([500, 'mg'], WFI, 9.7, 0.3, [500, 'mg'], 500),
  'Infliquent 100 mg': powder([100, 'mg'], WFI, 9.9, 0.1, [1, 'g'], 250),
  'Trastivane 150 mg': powder([150, 'mg'], WFI, 7.2, 0.3, [900, 'mg'], 250),
  'Rituvexa 10 mg/mL': solution([500, 'mg'], [10, 'mg-per-ml'], [1, 'g'], 400),
  'Bortavel 3.5 mg': powder([3.5, 'mg'], NACL, 1.4, 0, [3.5, 'mg'], 100),
  'Oxalivane 5 mg/mL': solution([100, 'mg'], [5, 'mg-per-ml'], [300, 'mg'], 500),
  'Gemcitrel 38 mg/mL': solution([1, 'g'], [38, 'mg-per-ml'], [2.5, 'g'], 999),
  'Docetivane 20 mg/mL': solution([80, 'mg'], [20, 'mg-per-ml'], [200, 'mg'], 500),
  'Zoledrane 4 mg/5 mL': solution([4, 'mg'], [0.8, 'mg-per-ml'], [4, 'mg'], 400),
  'Lipidra 20%': solution([100, 'g'], [200, 'mg-per-ml'], [100, 'g'], 125),
  'Ertavane 1 g': powder([1, 'g'], WFI, 9.3, 0.7, [1, 'g'], 500),
  'Daptolen 500 mg': powder([500, 'mg'], NACL, 9.6, 0.4, [1, 'g'], 500),
  'Flucloxane 1 g': powder([1, 'g'], WFI, 19.3, 0.7, [2, 'g'], 999),
  'Teicovane 400 mg': powder([400, 'mg'], WFI, 3, 0.2, [800, 'mg'], 300),
  'Tigecivane 50 mg': powder([50, 'mg'], NACL, 4.9, 0.1, [100, 'mg'], 250),
  'Colistavane 1 million units': powder([1_000_000, 'units'], WFI, 10, 0, [3_000_000, 'units'], 250),
};

/** A demo product's reconstitution; a product without one is a seed mistake, caught before anything is written. */
export function demoReconstitutionOf(product: string): Stored {
  const reconstitution = DEMO_RECONSTITUTION[product];
  if (!reconstitution) throw new Error(`The demo stability product ${product} has no reconstitution.`);
  return reconstitution;
}
