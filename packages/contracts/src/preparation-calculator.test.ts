import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MAX_VIALS, type PreparationInput, type PreparationResult, PreparationResultSchema } from './preparation';
import { calculatePreparation, type PreparationProduct } from './preparation-calculator';
import {
  heparin,
  heparinRow,
  meropendra,
  meropendraInput,
  meropendraReconstitution,
  meropendraRow,
  noradrenaline,
  noradrenalineReconstitution,
  noradrenalineRow,
} from './testing/preparation-fixtures';

const figures = (result: PreparationResult) => {
  if (result.outcome !== 'ok') throw new Error(`refused: ${JSON.stringify(result.reasons)}`);
  return result.figures;
};
const reasonsOf = (result: PreparationResult) => (result.outcome === 'refused' ? result.reasons : []);
const merop = (overrides: Partial<PreparationInput>) =>
  calculatePreparation(meropendra, meropendraRow, meropendraInput(overrides));
const withReconstitution = (
  changes: Partial<NonNullable<PreparationProduct['reconstitution']>>,
): PreparationProduct => ({
  ...meropendra,
  reconstitution: { ...meropendraReconstitution, ...changes },
});
const workings = (result: PreparationResult) =>
  Object.fromEntries(
    Object.entries(figures(result)).map(([name, value]) => [
      name,
      value === null ? null : 'working' in value ? value.working : value.add.working,
    ]),
  );
const valuesOf = (result: PreparationResult) =>
  Object.fromEntries(
    Object.entries(figures(result)).map(([name, value]) => [
      name,
      value === null ? null : 'add' in value ? value.add.value : value.value,
    ]),
  );

describe('the worked examples of docs/clinical-tools.md', () => {
  it('1 g of Meropendra in 100 mL over 30 minutes', () => {
    const result = merop({});
    expect(PreparationResultSchema.parse(result)).toEqual(result);
    expect(workings(result)).toEqual({
      totalDose: 'The prescribed dose: 1 g',
      vials: '1 g ÷ 1 g per vial = 1 vial',
      perVial:
        'Add 19.1 mL of Water for injections to each vial; with the powder’s 0.9 mL displacement each vial then holds 20 mL',
      vialConcentration: '1 g (1000 mg) ÷ (19.1 mL + 0.9 mL) = 50 mg/mL',
      drugVolume: '1 g (1000 mg) ÷ 50 mg/mL = 20 mL',
      diluentVolume: '100 mL − 20 mL = 80 mL of Sodium chloride 0.9%',
      finalVolume: 'As chosen = 100 mL',
      finalConcentration: '1 g (1000 mg) ÷ 100 mL = 10 mg/mL',
      rate: '100 mL × 60 ÷ 30 minutes = 200 mL/h',
      duration: 'As chosen',
      dosePerHour: '1 g × 60 ÷ 30 minutes = 2 g/h',
      dosePerKgPerHour: null,
      useBy:
        'Prepared 28 Nov 2026 10:15 (UTC+00:00) + 24 hours stored at 2–8 °C (refrigerated) = 29 Nov 2026 10:15 (UTC+00:00)',
    });
    const f = figures(result);
    expect([f.totalDose.unit, f.vials.unit, f.vialConcentration.unit, f.rate.unit, f.duration.unit]).toEqual([
      'g',
      'vial',
      'mg/mL',
      'mL/h',
      'minutes',
    ]);
    expect(f.perVial?.diluent).toBe('water-for-injections');
    expect(f.useBy).toMatchObject({ value: '2026-11-29T10:15+00:00', temperature: 'refrigerated-2-8' });
    expect(
      Object.values(f).every((figure) => figure === null || !('roundedFrom' in figure) || figure.roundedFrom === null),
    ).toBe(true);
  });

  it('20 mg/kg for 75 kg in 100 mL over 45 minutes: vials rounded up, rate and dose per kg rounded', () => {
    const result = merop({
      dose: { value: 20, unit: 'mg' },
      basis: 'per-kg',
      weightKg: 75,
      administration: { kind: 'duration', minutes: 45 },
    });
    const f = figures(result);
    expect(f.totalDose).toEqual({ value: 1500, unit: 'mg', working: '20 mg/kg × 75 kg = 1500 mg', roundedFrom: null });
    expect(f.vials).toEqual({
      value: 2,
      unit: 'vials',
      working: '1500 mg ÷ 1000 mg per vial = 1.5, rounded up to 2 vials',
      roundedFrom: 1.5,
    });
    expect(f.drugVolume.working).toBe('1500 mg ÷ 50 mg/mL = 30 mL');
    expect(f.diluentVolume.value).toBe(70);
    expect(f.finalConcentration).toMatchObject({ value: 15, working: '1500 mg ÷ 100 mL = 15 mg/mL' });
    expect(f.rate).toEqual({
      value: 133.3,
      unit: 'mL/h',
      working: '100 mL × 60 ÷ 45 minutes = 133.333333333 mL/h, rounded to 133.3 mL/h (nearest 0.1 mL/h)',
      roundedFrom: 133.333333333,
    });
    expect(f.dosePerHour).toEqual({
      value: 2000,
      unit: 'mg/h',
      working: '1500 mg × 60 ÷ 45 minutes = 2000 mg/h',
      roundedFrom: null,
    });
    expect(f.dosePerKgPerHour).toEqual({
      value: 26.7,
      unit: 'mg/kg/h',
      working: '2000 mg/h ÷ 75 kg = 26.6666666667 mg/kg/h, rounded to 26.7 mg/kg/h (3 significant figures)',
      roundedFrom: 26.6666666667,
    });
  });

  it('2 g made up to 20 mg/mL run at 250 mL/h, prepared late in the evening at UTC+01:00', () => {
    const result = merop({
      dose: { value: 2, unit: 'g' },
      final: { kind: 'concentration', concentration: { value: 20, unit: 'mg-per-ml' } },
      administration: { kind: 'rate', mlPerHour: 250 },
      preparedAt: '2026-11-28T23:50:30.250+01:00',
    });
    expect(valuesOf(result)).toMatchObject({
      vials: 2,
      drugVolume: 40,
      diluentVolume: 60,
      finalVolume: 100,
      rate: 250,
    });
    expect(workings(result)).toMatchObject({
      vials: '2 g ÷ 1 g per vial = 2 vials',
      finalVolume: '2 g (2000 mg) ÷ 20 mg/mL = 100 mL',
      finalConcentration: '2 g (2000 mg) ÷ 100 mL = 20 mg/mL',
      rate: 'As chosen = 250 mL/h',
      duration: '100 mL × 60 ÷ 250 mL/h = 24 minutes',
      dosePerHour: '2 g × 60 ÷ 24 minutes = 5 g/h',
      useBy:
        'Prepared 28 Nov 2026 23:50 (UTC+01:00) + 24 hours stored at 2–8 °C (refrigerated) = 29 Nov 2026 23:50 (UTC+01:00)',
    });
    expect(figures(result).useBy.value).toBe('2026-11-29T23:50+01:00');
    expect(figures(result).finalVolume.unit).toBe('mL');
  });

  it('4000 micrograms of a solution in 50 mL at 5 mL/h: nothing added to the vial, micrograms/mL from the row', () => {
    const result = calculatePreparation(noradrenaline, noradrenalineRow, {
      ...meropendraInput(),
      rowId: noradrenalineRow.id,
      dose: { value: 4000, unit: 'microgram' },
      final: { kind: 'volume', volumeMl: 50 },
      administration: { kind: 'rate', mlPerHour: 5 },
      preparedAt: '2026-12-31T20:00Z',
    });
    const f = figures(result);
    expect(f.perVial).toBeNull();
    expect(workings(result)).toMatchObject({
      totalDose: 'The prescribed dose: 4000 micrograms',
      vials: '4000 micrograms ÷ 4000 micrograms per vial = 1 vial',
      vialConcentration: 'Supplied in solution at 1 mg/mL: nothing is added',
      drugVolume: '4000 micrograms (4 mg) ÷ 1 mg/mL = 4 mL',
      diluentVolume: '50 mL − 4 mL = 46 mL of Glucose 5%',
      finalConcentration: '4000 micrograms ÷ 50 mL = 80 micrograms/mL',
      duration: '50 mL × 60 ÷ 5 mL/h = 600 minutes',
      dosePerHour: '4000 micrograms × 60 ÷ 600 minutes = 400 micrograms/h',
      useBy:
        'Prepared 31 Dec 2026 20:00 (UTC+00:00) + 1 days stored at 15–25 °C (room temperature) = 1 Jan 2027 20:00 (UTC+00:00)',
    });
    expect(f.finalConcentration.unit).toBe('micrograms/mL');
    expect(f.useBy.value).toBe('2027-01-01T20:00+00:00');
  });

  it('25,000 units at exactly 500 units/mL over 12 hours', () => {
    const result = calculatePreparation(heparin, heparinRow, {
      ...meropendraInput(),
      rowId: heparinRow.id,
      dose: { value: 25_000, unit: 'units' },
      final: { kind: 'concentration', concentration: { value: 500, unit: 'units-per-ml' } },
      administration: { kind: 'duration', minutes: 720 },
      preparedAt: '2026-03-05T07:05-05:00',
    });
    expect(valuesOf(result)).toMatchObject({
      drugVolume: 5,
      finalVolume: 50,
      diluentVolume: 45,
      finalConcentration: 500,
    });
    expect(workings(result)).toMatchObject({
      drugVolume: '25000 units ÷ 5000 units/mL = 5 mL',
      finalVolume: '25000 units ÷ 500 units/mL = 50 mL',
      rate: '50 mL × 60 ÷ 720 minutes = 4.16666666667 mL/h, rounded to 4.2 mL/h (nearest 0.1 mL/h)',
      dosePerHour:
        '25000 units × 60 ÷ 720 minutes = 2083.33333333 units/h, rounded to 2080 units/h (3 significant figures)',
      useBy: 'Prepared 5 Mar 2026 07:05 (UTC-05:00) + 12 hours stored at 25 °C = 5 Mar 2026 19:05 (UTC-05:00)',
    });
  });
});

describe('rounding is stated wherever a figure was rounded', () => {
  it('a final volume is taken to 0.1 mL', () => {
    expect(figures(merop({ final: { kind: 'volume', volumeMl: 100.04 } })).finalVolume).toEqual({
      value: 100,
      unit: 'mL',
      working: 'As chosen = 100.04 mL, rounded to 100 mL (nearest 0.1 mL)',
      roundedFrom: 100.04,
    });
    expect(figures(merop({ final: { kind: 'volume', volumeMl: 100.05 } })).finalVolume.value).toBe(100.1);
  });

  it('a drug volume is drawn up to 0.1 mL', () => {
    expect(figures(merop({ dose: { value: 1001, unit: 'mg' } })).drugVolume).toEqual({
      value: 20,
      unit: 'mL',
      working: '1001 mg ÷ 50 mg/mL = 20.02 mL, rounded to 20 mL (nearest 0.1 mL)',
      roundedFrom: 20.02,
    });
  });

  it('a rate is taken to 0.1 mL/h and the time it gives to the minute', () => {
    const f = figures(merop({ administration: { kind: 'rate', mlPerHour: 333.33 } }));
    expect(f.rate).toEqual({
      value: 333.3,
      unit: 'mL/h',
      working: 'As chosen = 333.33 mL/h, rounded to 333.3 mL/h (nearest 0.1 mL/h)',
      roundedFrom: 333.33,
    });
    expect(f.duration).toEqual({
      value: 18,
      unit: 'minutes',
      working: '100 mL × 60 ÷ 333.3 mL/h = 18.00180018 minutes, rounded to 18 minutes (nearest minute)',
      roundedFrom: 18.00180018,
    });
  });

  it('a concentration is given to 3 significant figures, the range checked on the exact value', () => {
    const f = figures(merop({ final: { kind: 'volume', volumeMl: 70 } }));
    expect(f.finalConcentration).toEqual({
      value: 14.3,
      unit: 'mg/mL',
      working: '1 g (1000 mg) ÷ 70 mL = 14.2857142857 mg/mL, rounded to 14.3 mg/mL (3 significant figures)',
      roundedFrom: 14.2857142857,
    });
  });

  it('floating point does not leak: 0.1 mg/kg × 3 kg is 0.3 mg', () => {
    const f = figures(
      calculatePreparation(noradrenaline, noradrenalineRow, {
        ...meropendraInput(),
        rowId: noradrenalineRow.id,
        dose: { value: 0.1, unit: 'mg' },
        basis: 'per-kg',
        weightKg: 3,
        final: { kind: 'volume', volumeMl: 5 },
      }),
    );
    expect(f.totalDose.working).toBe('0.1 mg/kg × 3 kg = 0.3 mg');
    expect(f.drugVolume).toMatchObject({ value: 0.3, roundedFrom: null });
    expect(f.finalConcentration).toMatchObject({ value: 60, unit: 'micrograms/mL', roundedFrom: null });
  });
});

describe('the safety rules refuse, with a reason naming the limit', () => {
  it('a final concentration above the row’s range', () => {
    expect(reasonsOf(merop({ final: { kind: 'volume', volumeMl: 30 } }))).toEqual([
      {
        code: 'concentration-out-of-range',
        field: 'final.volumeMl',
        message:
          'The final concentration would be about 33.3 mg/mL, outside the range in which this row’s stability was shown: 1–20 mg/mL.',
      },
    ]);
  });

  it('names an out-of-range concentration exactly where three figures would seem to bring it in range', () => {
    // 1000 mg in 49.9 mL is 20.04… mg/mL: "about 20.0" would read as inside 1–20 mg/mL.
    expect(reasonsOf(merop({ final: { kind: 'volume', volumeMl: 49.9 } }))[0]?.message).toBe(
      'The final concentration would be 20.0400801603 mg/mL, outside the range in which this row’s stability was shown: 1–20 mg/mL.',
    );
    // 1000 mg in 1000.4 mL is 0.9996… mg/mL: "about 1.00" would read as inside too.
    expect(
      reasonsOf(
        merop({ final: { kind: 'volume', volumeMl: 1000.4 }, administration: { kind: 'duration', minutes: 600 } }),
      ).find((reason) => reason.code === 'concentration-out-of-range')?.message,
    ).toBe(
      'The final concentration would be 0.999600159936 mg/mL, outside the range in which this row’s stability was shown: 1–20 mg/mL.',
    );
    // 1000 mg in 25 mL is 40 mg/mL exactly: no "about".
    expect(reasonsOf(merop({ final: { kind: 'volume', volumeMl: 25 } }))[0]?.message).toBe(
      'The final concentration would be 40 mg/mL, outside the range in which this row’s stability was shown: 1–20 mg/mL.',
    );
  });

  it('a final concentration below the row’s range, or not its one value; the edges are in range', () => {
    expect(
      reasonsOf(
        merop({
          final: { kind: 'concentration', concentration: { value: 999, unit: 'microgram-per-ml' } },
          administration: { kind: 'duration', minutes: 600 },
        }),
      ),
    ).toEqual([
      {
        code: 'concentration-out-of-range',
        field: 'final.concentration.value',
        message:
          'The final concentration would be about 0.999 mg/mL, outside the range in which this row’s stability was shown: 1–20 mg/mL.',
      },
    ]);
    expect(
      merop({ final: { kind: 'volume', volumeMl: 1000 }, administration: { kind: 'duration', minutes: 600 } }).outcome,
    ).toBe('ok');
    expect(merop({ final: { kind: 'volume', volumeMl: 50 } }).outcome).toBe('ok');
    const heparinAt = (value: number) =>
      calculatePreparation(heparin, heparinRow, {
        ...meropendraInput(),
        rowId: heparinRow.id,
        dose: { value: 25_000, unit: 'units' },
        final: { kind: 'concentration', concentration: { value, unit: 'units-per-ml' } },
        administration: { kind: 'duration', minutes: 600 },
      });
    expect(reasonsOf(heparinAt(510))[0]?.message).toBe(
      'The final concentration would be about 510 units/mL, outside the range in which this row’s stability was shown: only 500 units/mL.',
    );
    expect(heparinAt(500).outcome).toBe('ok');
  });

  it('more than MAX_VIALS vials, with the sum that needs them', () => {
    const product = withReconstitution({ maxDose: { value: 20, unit: 'g' } });
    const at = (grams: number) =>
      calculatePreparation(
        product,
        meropendraRow,
        meropendraInput({
          dose: { value: grams, unit: 'g' },
          final: { kind: 'volume', volumeMl: 1000 },
          administration: { kind: 'duration', minutes: 600 },
        }),
      );
    expect(at(MAX_VIALS).outcome).toBe('ok');
    expect(reasonsOf(at(10.5))).toEqual([
      {
        code: 'too-many-vials',
        field: 'dose.value',
        message:
          'This dose needs 11 vials (10.5 g ÷ 1 g per vial = 10.5): more than 10 vials is refused. Check the dose and its unit.',
      },
    ]);
  });

  it('a rate above the pump limit; the limit itself is allowed', () => {
    expect(reasonsOf(merop({ administration: { kind: 'rate', mlPerHour: 999.1 } }))).toEqual([
      {
        code: 'rate-above-pump-limit',
        field: 'administration.mlPerHour',
        message: 'A rate of 999.1 mL/h is above the pump limit of 999 mL/h set for Meropendra 1 g.',
      },
    ]);
    expect(merop({ administration: { kind: 'rate', mlPerHour: 999 } }).outcome).toBe('ok');
    expect(reasonsOf(merop({ administration: { kind: 'duration', minutes: 6 } }))[0]).toMatchObject({
      code: 'rate-above-pump-limit',
      field: 'administration.minutes',
    });
  });

  it('a final volume smaller than the drug volume, said in words and never as a negative volume', () => {
    const reasons = reasonsOf(
      calculatePreparation(
        withReconstitution({}),
        { ...meropendraRow, concentration: { value: 1, upTo: 100, unit: 'mg-per-ml' } },
        meropendraInput({ final: { kind: 'volume', volumeMl: 19.9 } }),
      ),
    );
    expect(reasons).toEqual([
      {
        code: 'final-volume-below-drug-volume',
        field: 'final.volumeMl',
        message:
          'The final volume (19.9 mL) is smaller than the volume of drug to draw up (20 mL): it must be at least 20 mL.',
      },
    ]);
    expect(JSON.stringify(reasons)).not.toMatch(/-\d/);
  });

  it('a final volume equal to the drug volume adds no diluent', () => {
    const result = calculatePreparation(
      meropendra,
      { ...meropendraRow, concentration: { value: 1, upTo: 50, unit: 'mg-per-ml' } },
      meropendraInput({ final: { kind: 'volume', volumeMl: 20 } }),
    );
    expect(figures(result).diluentVolume).toMatchObject({
      value: 0,
      working: '20 mL − 20 mL = 0 mL of Sodium chloride 0.9%',
    });
  });

  it('a dose above the product’s maximum; the maximum itself is allowed', () => {
    const long = { kind: 'duration', minutes: 600 } as const;
    expect(
      reasonsOf(
        merop({ dose: { value: 2001, unit: 'mg' }, final: { kind: 'volume', volumeMl: 500 }, administration: long }),
      ),
    ).toEqual([
      {
        code: 'dose-above-maximum',
        field: 'dose.value',
        message: 'A dose of 2001 mg (2.001 g) is above the largest single dose of 2 g set for Meropendra 1 g.',
      },
    ]);
    expect(
      merop({ dose: { value: 2, unit: 'g' }, final: { kind: 'volume', volumeMl: 500 }, administration: long }).outcome,
    ).toBe('ok');
  });

  it('zero or negative inputs, each for its field', () => {
    expect(
      reasonsOf(
        merop({
          dose: { value: 0, unit: 'g' },
          final: { kind: 'volume', volumeMl: 0 },
          administration: { kind: 'duration', minutes: 0 },
        }),
      ),
    ).toEqual([
      { code: 'dose-not-positive', field: 'dose.value', message: 'Enter a dose greater than zero.' },
      { code: 'volume-not-positive', field: 'final.volumeMl', message: 'Enter a final volume greater than zero.' },
      {
        code: 'duration-not-positive',
        field: 'administration.minutes',
        message: 'Enter an infusion time greater than zero.',
      },
    ]);
    expect(
      reasonsOf(
        merop({
          final: { kind: 'concentration', concentration: { value: 0, unit: 'mg-per-ml' } },
          administration: { kind: 'rate', mlPerHour: -1 },
        }),
      ),
    ).toEqual([
      {
        code: 'concentration-not-positive',
        field: 'final.concentration.value',
        message: 'Enter a final concentration greater than zero.',
      },
      { code: 'rate-not-positive', field: 'administration.mlPerHour', message: 'Enter a rate greater than zero.' },
    ]);
  });

  it('a per-kg dose needs a sensible weight; a total dose ignores the weight', () => {
    const perKg = (weightKg: number | null) =>
      reasonsOf(merop({ dose: { value: 1, unit: 'mg' }, basis: 'per-kg', weightKg }));
    expect(perKg(null)).toEqual([
      { code: 'weight-required', field: 'weightKg', message: 'A dose per kg needs the patient’s weight.' },
    ]);
    expect(perKg(0)).toEqual([
      { code: 'weight-not-positive', field: 'weightKg', message: 'Enter a weight greater than zero.' },
    ]);
    expect(perKg(350.1)).toEqual([
      {
        code: 'weight-too-high',
        field: 'weightKg',
        message: 'A weight above 350 kg is refused: check that it is in kg.',
      },
    ]);
    expect(perKg(350)).toEqual([]);
    expect(merop({ weightKg: 0 }).outcome).toBe('ok');
    expect(merop({ weightKg: 70 }).outcome === 'ok' && figures(merop({ weightKg: 70 })).dosePerKgPerHour).toBeNull();
  });

  it('a product without reconstitution data, with its own reason and nothing else', () => {
    expect(
      calculatePreparation(
        { ...meropendra, reconstitution: null },
        meropendraRow,
        meropendraInput({ dose: { value: 0, unit: 'g' } }),
      ),
    ).toEqual({
      outcome: 'refused',
      rowId: meropendraRow.id,
      reasons: [
        { code: 'dose-not-positive', field: 'dose.value', message: 'Enter a dose greater than zero.' },
        {
          code: 'no-reconstitution',
          field: 'product',
          message: 'The calculator is not available for Meropendra 1 g until its reconstitution data is published.',
        },
      ],
    });
  });

  it('reconstitution data that does not add up', () => {
    const message = (why: string) =>
      `The reconstitution data of Meropendra 1 g does not add up (${why}): the calculator is not available until it is corrected.`;
    const refusal = (product: PreparationProduct) =>
      reasonsOf(calculatePreparation(product, meropendraRow, meropendraInput()));
    expect(refusal(withReconstitution({ displacementMl: 1 }))).toEqual([
      {
        code: 'reconstitution-inconsistent',
        field: 'product',
        message: message('1000 mg ÷ (19.1 mL + 1 mL) = 49.7512437811 mg/mL, not the stated 50 mg/mL'),
      },
    ]);
    // Within 0.1 %: 1000 mg in 20.02 mL is 49.95 mg/mL.
    expect(
      calculatePreparation(withReconstitution({ volumeAddedMl: 19.12 }), meropendraRow, meropendraInput()).outcome,
    ).toBe('ok');
    expect(refusal(withReconstitution({ volumeAddedMl: 18.9 }))[0]?.code).toBe('reconstitution-inconsistent');
    expect(refusal(withReconstitution({ diluent: null }))[0]?.message).toBe(
      message('a volume is added but no diluent is named'),
    );
    expect(
      refusal({ ...noradrenaline, reconstitution: { ...noradrenalineReconstitution, diluent: 'glucose-5' } })[0]
        ?.message,
    ).toBe(
      'The reconstitution data of Noradrena 4 mg/4 mL does not add up (a diluent is named but no volume): the calculator is not available until it is corrected.',
    );
    expect(refusal(withReconstitution({ vialContent: { value: 1000, unit: 'units' } }))[0]?.message).toBe(
      message('a vial of units made up to mg/mL'),
    );
  });

  it('a row that is not the one asked about', () => {
    expect(reasonsOf(merop({ rowId: 'another-row' }))).toEqual([
      { code: 'row-mismatch', field: 'rowId', message: 'The preparation names another row of the matrix.' },
    ]);
  });

  it('a preparation time that does not exist', () => {
    for (const preparedAt of [
      '2026-02-30T10:00Z',
      '2026-13-01T10:00Z',
      '2026-11-28T24:00Z',
      '2026-11-28T10:60Z',
      'yesterday',
      '2026-11-28T10:15',
      'x2026-11-28T10:15Z',
      '2026-11-28T10:15Zx',
    ])
      expect(reasonsOf(merop({ preparedAt }))).toEqual([
        {
          code: 'prepared-at-invalid',
          field: 'preparedAt',
          message: 'Enter the preparation date and time, with its time zone.',
        },
      ]);
    expect(figures(merop({ preparedAt: '2026-11-30T23:59:59.999Z' })).useBy.value).toBe('2026-12-01T23:59+00:00');
  });

  it('an infusion longer than the preparation keeps', () => {
    expect(reasonsOf(merop({ administration: { kind: 'duration', minutes: 1441 } }))).toEqual([
      {
        code: 'infusion-beyond-use-by',
        field: 'administration.minutes',
        message:
          'The infusion would run for 1441 minutes, longer than the 24 hours this preparation keeps at 2–8 °C (refrigerated).',
      },
    ]);
    expect(merop({ administration: { kind: 'duration', minutes: 1440 } }).outcome).toBe('ok');
  });

  it('amounts too small to measure', () => {
    expect(reasonsOf(merop({ dose: { value: 2, unit: 'mg' }, final: { kind: 'volume', volumeMl: 1 } }))).toEqual([
      {
        code: 'too-small-to-measure',
        field: 'dose.value',
        message: 'The volume to draw up would be 0.04 mL, less than the 0.1 mL that can be measured.',
      },
    ]);
    expect(
      reasonsOf(
        merop({
          dose: { value: 0.5, unit: 'mg' },
          final: { kind: 'concentration', concentration: { value: 20, unit: 'mg-per-ml' } },
        }),
      ),
    ).toEqual([
      {
        code: 'too-small-to-measure',
        field: 'dose.value',
        message: 'The volume to draw up would be 0.01 mL, less than the 0.1 mL that can be measured.',
      },
      {
        code: 'too-small-to-measure',
        field: 'final.concentration.value',
        message: 'The final volume would be 0.025 mL, less than 0.1 mL.',
      },
    ]);
    expect(reasonsOf(merop({ administration: { kind: 'rate', mlPerHour: 0.04 } }))).toEqual([
      {
        code: 'too-small-to-measure',
        field: 'administration.mlPerHour',
        message: 'The rate would be less than 0.1 mL/h, which a pump cannot run.',
      },
    ]);
  });

  it('units that cannot meet', () => {
    expect(reasonsOf(merop({ dose: { value: 1000, unit: 'units' } }))).toEqual([
      {
        code: 'unit-mismatch',
        field: 'dose.unit',
        message: 'Meropendra 1 g is measured in g, mg or micrograms: a dose in units cannot be converted to it.',
      },
    ]);
    expect(
      reasonsOf(
        calculatePreparation(heparin, heparinRow, {
          ...meropendraInput(),
          rowId: heparinRow.id,
          dose: { value: 1, unit: 'mg' },
          final: { kind: 'concentration', concentration: { value: 1, unit: 'mg-per-ml' } },
        }),
      ),
    ).toEqual([
      {
        code: 'unit-mismatch',
        field: 'dose.unit',
        message: 'Heparina 25,000 units/5 mL is measured in units: a dose in mg cannot be converted to it.',
      },
      {
        code: 'unit-mismatch',
        field: 'final.concentration.unit',
        message: 'Heparina 25,000 units/5 mL is measured in units: a concentration in mg/mL cannot be converted to it.',
      },
    ]);
    expect(
      reasonsOf(
        calculatePreparation(
          meropendra,
          { ...meropendraRow, concentration: { value: 1, upTo: 2, unit: 'units-per-ml' } },
          meropendraInput(),
        ),
      ),
    ).toEqual([
      {
        code: 'unit-mismatch',
        field: 'product',
        message: 'This row’s concentration is in units/mL, which cannot be compared with Meropendra 1 g’s mg/mL.',
      },
    ]);
  });
});

// The properties: fast-check draws inputs within Meropendra's limits.
const doseMg = fc.integer({ min: 100, max: 2000 });
const volumeMl = fc.integer({ min: 1, max: 10_000 }).map((tenths) => tenths / 10);
const minutes = fc.integer({ min: 1, max: 1440 });
const okInput = fc.record({ dose: doseMg, volume: volumeMl, minutes }).map(({ dose, volume, minutes }) =>
  meropendraInput({
    dose: { value: dose, unit: 'mg' },
    final: { kind: 'volume', volumeMl: volume },
    administration: { kind: 'duration', minutes },
  }),
);
// Few runs, no shrinking: the mutation run repeats these for every mutant (docs/clinical-tools.md).
const runs = { numRuns: 20, endOnFailure: true };

describe('properties', () => {
  it('concentration × volume gives the dose, within the stated rounding', () => {
    fc.assert(
      fc.property(okInput, (input) => {
        const result = merop(input);
        if (result.outcome !== 'ok') return;
        const f = result.figures;
        // The drug volume is within 0.05 mL of exact: the dose within 0.05 mL × 50 mg/mL.
        expect(Math.abs(f.drugVolume.value * 50 - input.dose.value)).toBeLessThanOrEqual(0.05 * 50 + 1e-9);
        // The final concentration is given to 3 significant figures: within half a unit of its third figure.
        const exactConcentration = input.dose.value / f.finalVolume.value;
        expect(Math.abs(f.finalConcentration.value - exactConcentration)).toBeLessThanOrEqual(
          exactConcentration * 0.005,
        );
        expect(f.drugVolume.value + f.diluentVolume.value).toBeCloseTo(f.finalVolume.value, 9);
      }),
      runs,
    );
  });

  it('doubling the dose never lowers the volume to draw up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1000 }), (dose) => {
        const at = (value: number) =>
          merop({
            dose: { value, unit: 'mg' },
            final: { kind: 'volume', volumeMl: 100 },
            administration: { kind: 'duration', minutes: 600 },
          });
        const once = at(dose);
        const twice = at(dose * 2);
        expect(figures(twice).drugVolume.value).toBeGreaterThanOrEqual(figures(once).drugVolume.value);
        expect(figures(twice).vials.value).toBeGreaterThanOrEqual(figures(once).vials.value);
      }),
      runs,
    );
  });

  it('a refused input is refused whatever the other inputs', () => {
    const anyInput = fc.record({ dose: doseMg, volume: volumeMl, minutes, weight: fc.integer({ min: 1, max: 200 }) });
    fc.assert(
      fc.property(
        anyInput,
        fc.constantFrom('total' as const, 'per-kg' as const),
        ({ dose, volume, minutes: time, weight }, basis) => {
          const base = {
            dose: { value: dose, unit: 'mg' as const },
            basis,
            weightKg: weight,
            final: { kind: 'volume' as const, volumeMl: volume },
            administration: { kind: 'duration' as const, minutes: time },
          };
          const codes = (overrides: Partial<PreparationInput>) =>
            reasonsOf(merop({ ...base, ...overrides })).map((reason) => reason.code);
          expect(codes({ dose: { value: -dose, unit: 'mg' } })).toContain('dose-not-positive');
          expect(codes({ dose: { value: dose, unit: 'units' } })).toContain('unit-mismatch');
          expect(codes({ administration: { kind: 'rate', mlPerHour: 0 } })).toContain('rate-not-positive');
          expect(codes({ basis: 'per-kg', weightKg: 351 + weight })).toContain('weight-too-high');
          expect(
            reasonsOf(
              calculatePreparation({ ...meropendra, reconstitution: null }, meropendraRow, meropendraInput(base)),
            ).map((r) => r.code),
          ).toContain('no-reconstitution');
        },
      ),
      runs,
    );
  });

  it('the same dose in g, mg or micrograms gives the same preparation', () => {
    fc.assert(
      fc.property(okInput, (input) => {
        const inMg = merop(input);
        const inG = merop({ ...input, dose: { value: input.dose.value / 1000, unit: 'g' } });
        const inMicrograms = merop({ ...input, dose: { value: input.dose.value * 1000, unit: 'microgram' } });
        expect(inG.outcome).toBe(inMg.outcome);
        expect(inMicrograms.outcome).toBe(inMg.outcome);
        if (inMg.outcome !== 'ok') return;
        for (const name of [
          'vials',
          'drugVolume',
          'diluentVolume',
          'finalVolume',
          'finalConcentration',
          'rate',
        ] as const) {
          expect(figures(inG)[name].value).toBe(inMg.figures[name].value);
          expect(figures(inMicrograms)[name].value).toBe(inMg.figures[name].value);
        }
      }),
      runs,
    );
  });

  it('no figure is ever negative, and every answer matches its schema', () => {
    fc.assert(
      fc.property(okInput, fc.boolean(), (input, perKg) => {
        const result = merop(
          perKg
            ? { ...input, dose: { value: input.dose.value / 100, unit: 'mg' }, basis: 'per-kg', weightKg: 100 }
            : input,
        );
        expect(PreparationResultSchema.safeParse(result).success).toBe(true);
        if (result.outcome !== 'ok') return;
        for (const value of Object.values(valuesOf(result)))
          if (typeof value === 'number') expect(value).toBeGreaterThanOrEqual(0);
      }),
      runs,
    );
  });
});

describe('units and figures named', () => {
  it('every volume figure is in mL, the diluent named per vial', () => {
    const f = figures(merop({}));
    expect([f.perVial?.add.unit, f.drugVolume.unit, f.diluentVolume.unit, f.finalVolume.unit]).toEqual([
      'mL',
      'mL',
      'mL',
      'mL',
    ]);
  });

  it('a final concentration chosen in micrograms/mL is given back in micrograms/mL', () => {
    const f = figures(
      merop({ final: { kind: 'concentration', concentration: { value: 10_000, unit: 'microgram-per-ml' } } }),
    );
    expect(f.finalVolume).toMatchObject({
      value: 100,
      working: '1 g (1000000 micrograms) ÷ 10000 micrograms/mL = 100 mL',
    });
    expect(f.finalConcentration).toMatchObject({ value: 10_000, unit: 'micrograms/mL' });
  });

  it('a negative volume is refused like zero, and reconstitution data off by exactly 0.1 % is allowed', () => {
    expect(reasonsOf(merop({ final: { kind: 'volume', volumeMl: -10 } }))[0]?.code).toBe('volume-not-positive');
    const atTolerance = withReconstitution({ vialContent: { value: 1001, unit: 'mg' } });
    expect(calculatePreparation(atTolerance, meropendraRow, meropendraInput()).outcome).toBe('ok');
    const beyond = withReconstitution({ vialContent: { value: 1001.01, unit: 'mg' } });
    expect(reasonsOf(calculatePreparation(beyond, meropendraRow, meropendraInput()))[0]?.code).toBe(
      'reconstitution-inconsistent',
    );
  });
});
