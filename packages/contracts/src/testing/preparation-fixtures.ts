import type { PreparationInput } from '../preparation';
import type { PreparationProduct } from '../preparation-calculator';
import type { Reconstitution, StabilityRow } from '../stability';

/** The demo seed's "Meropendra 1 g": a powder, 1 g made up with 19.1 mL + 0.9 mL displacement to 50 mg/mL. */
export const meropendraReconstitution: Reconstitution = {
  vialContent: { value: 1, unit: 'g' },
  diluent: 'water-for-injections',
  volumeAddedMl: 19.1,
  displacementMl: 0.9,
  concentration: { value: 50, upTo: null, unit: 'mg-per-ml' },
  maxDose: { value: 2, unit: 'g' },
  pumpLimitMlPerHour: 999,
};
export const meropendra: PreparationProduct = {
  name: 'Meropendra',
  strength: '1 g',
  reconstitution: meropendraReconstitution,
};

/** Meropendra's row "Sodium chloride 0.9%, 1–20 mg/mL, PVC bag, 2–8 °C, 24 hours". */
export const meropendraRow: StabilityRow = {
  id: 'row-nacl-pvc-fridge',
  diluent: 'sodium-chloride-0-9',
  concentration: { value: 1, upTo: 20, unit: 'mg-per-ml' },
  container: 'pvc-bag',
  temperature: 'refrigerated-2-8',
  protectFromLight: false,
  shelfLife: { value: 24, unit: 'hours' },
  evidence: 'A',
  methods: ['hplc'],
  reference: 'Demo reference.',
};

/** A product in solution (nothing added): 4 mg in 4 mL, 1 mg/mL, dosed in micrograms. */
export const noradrenalineReconstitution: Reconstitution = {
  vialContent: { value: 4, unit: 'mg' },
  diluent: null,
  volumeAddedMl: 0,
  displacementMl: 0,
  concentration: { value: 1, upTo: null, unit: 'mg-per-ml' },
  maxDose: { value: 16, unit: 'mg' },
  pumpLimitMlPerHour: 50,
};
export const noradrenaline: PreparationProduct = {
  name: 'Noradrena',
  strength: '4 mg/4 mL',
  reconstitution: noradrenalineReconstitution,
};

/** Noradrena's row: glucose 5%, 40–160 micrograms/mL, syringe at room temperature for 1 day. */
export const noradrenalineRow: StabilityRow = {
  id: 'row-glucose-syringe',
  diluent: 'glucose-5',
  concentration: { value: 40, upTo: 160, unit: 'microgram-per-ml' },
  container: 'pvc-bag',
  temperature: 'room-15-25',
  protectFromLight: true,
  shelfLife: { value: 1, unit: 'days' },
  evidence: 'B',
  methods: [],
  reference: 'Demo reference.',
};

/** A product dosed in units: 25,000 units in 5 mL. */
export const heparin: PreparationProduct = {
  name: 'Heparina',
  strength: '25,000 units/5 mL',
  reconstitution: {
    vialContent: { value: 25_000, unit: 'units' },
    diluent: null,
    volumeAddedMl: 0,
    displacementMl: 0,
    concentration: { value: 5000, upTo: null, unit: 'units-per-ml' },
    maxDose: { value: 50_000, unit: 'units' },
    pumpLimitMlPerHour: 100,
  },
};

/** Heparina's row: exactly 500 units/mL in sodium chloride 0.9%, 12 hours at 25 °C. */
export const heparinRow: StabilityRow = {
  id: 'row-heparin',
  diluent: 'sodium-chloride-0-9',
  concentration: { value: 500, upTo: null, unit: 'units-per-ml' },
  container: 'polyolefin-bag',
  temperature: 'at-25',
  protectFromLight: false,
  shelfLife: { value: 12, unit: 'hours' },
  evidence: 'C',
  methods: ['visual'],
  reference: 'Demo reference.',
};

/** 1 g of Meropendra in 100 mL over 30 minutes, prepared 28 Nov 2026 10:15 UTC: change what a test is about. */
export function meropendraInput(overrides: Partial<PreparationInput> = {}): PreparationInput {
  return {
    rowId: meropendraRow.id,
    dose: { value: 1, unit: 'g' },
    basis: 'total',
    weightKg: null,
    final: { kind: 'volume', volumeMl: 100 },
    administration: { kind: 'duration', minutes: 30 },
    preparedAt: '2026-11-28T10:15:00+00:00',
    ...overrides,
  };
}
