import { describe, expect, it } from 'vitest';

import { isReconstitutionGiven, powderConcentrationProblem } from '../collections/StabilityProducts/reconstitution';
import { DEMO_RECONSTITUTION, demoReconstitutionOf } from './reconstitution';
import { STABILITY_PRODUCTS } from './stability';
import { Y_SITE_DRUGS, Y_SITE_RECORDS } from './y-site';

const titles = STABILITY_PRODUCTS.map((product) => `${product.name} ${product.strength}`);

describe('the demo reconstitution data', () => {
  it('gives every demo product one the collection accepts', () => {
    for (const product of STABILITY_PRODUCTS) {
      const title = `${product.name} ${product.strength}`;
      const reconstitution = demoReconstitutionOf(title);
      expect(isReconstitutionGiven(reconstitution), title).toBe(true);
      if (product.form.startsWith('powder')) {
        expect(powderConcentrationProblem(reconstitution), title).toBeUndefined();
        expect(reconstitution.diluent, title).not.toBeNull();
      } else {
        expect([reconstitution.diluent, reconstitution.volumeAddedMl, reconstitution.displacementMl], title).toEqual([
          null,
          0,
          0,
        ]);
      }
    }
    expect(Object.keys(DEMO_RECONSTITUTION).sort()).toEqual([...titles].sort());
    expect(() => demoReconstitutionOf('Inventol 1 g')).toThrow(/Inventol/);
  });

  it('makes up Meropendra 1 g as the calculator’s worked example expects', () => {
    expect(demoReconstitutionOf('Meropendra 1 g')).toEqual({
      vialContent: { value: 1, unit: 'g' },
      diluent: 'water-for-injections',
      volumeAddedMl: 19.1,
      displacementMl: 0.9,
      concentration: { value: 50, unit: 'mg-per-ml' },
      maxDose: { value: 2, unit: 'g' },
      pumpLimitMlPerHour: 999,
    });
  });
});

describe('the demo Y-site data', () => {
  it('covers at least 12 published demo products, naming only vocabulary drugs', () => {
    const published = new Set(
      STABILITY_PRODUCTS.filter((product) => product.status === undefined).map((p) => `${p.name} ${p.strength}`),
    );
    expect(Y_SITE_RECORDS.length).toBeGreaterThanOrEqual(12);
    for (const { product, records } of Y_SITE_RECORDS) {
      expect(published.has(product), product).toBe(true);
      for (const [drug] of records) expect(Object.keys(Y_SITE_DRUGS), drug).toContain(drug);
    }
    for (const [name, synonyms] of Object.entries(Y_SITE_DRUGS)) {
      expect(name).toBe(name.toLowerCase());
      for (const synonym of synonyms) expect(synonym).toBe(synonym.toLowerCase());
    }
  });

  it('gives Meropendra 1 g exactly the partners the portal’s tests expect, and no paracetamol', () => {
    const meropendra = Y_SITE_RECORDS.find((entry) => entry.product === 'Meropendra 1 g');
    expect(meropendra?.records.map(([drug, concentration, , , , result]) => [drug, concentration, result])).toEqual([
      ['furosemide', '1-20', 'compatible'],
      ['furosemide', '50', 'conflicting'],
      ['heparin sodium', '1-20', 'compatible'],
      ['ondansetron', '1-20', 'incompatible'],
      ['morphine sulfate', '1-20', 'compatible'],
      ['dopamine', '50', 'compatible'],
    ]);
    expect(Object.keys(Y_SITE_DRUGS)).toContain('paracetamol');
    expect(Y_SITE_DRUGS.furosemide).toContain('frusemide');
  });
});
