import { describe, expect, it } from 'vitest';

import { expectedConcentration, isReconstitutionGiven, powderConcentrationProblem } from './reconstitution';

const meropendra = {
  vialContent: { value: 1, unit: 'g' as const },
  diluent: 'water-for-injections',
  volumeAddedMl: 19.1,
  displacementMl: 0.9,
  concentration: { value: 50, unit: 'mg-per-ml' as const },
  maxDose: { value: 2, unit: 'g' as const },
  pumpLimitMlPerHour: 999,
};

describe('a product’s reconstitution', () => {
  it('is given as soon as one of its values is', () => {
    expect(isReconstitutionGiven(undefined)).toBe(false);
    expect(
      isReconstitutionGiven({ vialContent: { value: null, unit: 'mg' }, concentration: { unit: 'mg-per-ml' } }),
    ).toBe(false);
    expect(isReconstitutionGiven({ pumpLimitMlPerHour: 100 })).toBe(true);
    expect(isReconstitutionGiven({ volumeAddedMl: 0 })).toBe(true);
  });

  it('works the concentration out across units', () => {
    expect(expectedConcentration({ value: 1, unit: 'g' }, 20, 'mg-per-ml')).toBeCloseTo(50);
    expect(expectedConcentration({ value: 500, unit: 'microgram' }, 5, 'microgram-per-ml')).toBeCloseTo(100);
    expect(expectedConcentration({ value: 1, unit: 'g' }, 20, 'units-per-ml')).toBeUndefined();
  });

  it('accepts a powder whose concentration is its content over the volume, within 1 %', () => {
    expect(powderConcentrationProblem(meropendra)).toBeUndefined();
    expect(powderConcentrationProblem({ ...meropendra, concentration: { value: 50.4, unit: 'mg-per-ml' } })).toBe(
      undefined,
    );
  });

  it('refuses one that disagrees by more, naming the figures', () => {
    expect(powderConcentrationProblem({ ...meropendra, displacementMl: 0 })).toBe(
      'The vial content over the volume added plus the displacement (19.1 mL) gives 52.36, not 50: check the volumes and the concentration.',
    );
    expect(powderConcentrationProblem({ ...meropendra, concentration: { value: 51, unit: 'mg-per-ml' } })).toMatch(
      /gives 50, not 51/,
    );
  });

  it('refuses a powder with nothing added, or units against a mass', () => {
    expect(powderConcentrationProblem({ ...meropendra, volumeAddedMl: 0 })).toMatch(/volume of diluent/);
    expect(powderConcentrationProblem({ ...meropendra, concentration: { value: 50, unit: 'units-per-ml' } })).toMatch(
      /matching units/,
    );
  });
});
