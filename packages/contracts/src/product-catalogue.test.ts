import { describe, expect, it } from 'vitest';

import { nameMatches, ProductCatalogueQuerySchema, productMatches, searchWords } from './product-catalogue';

describe('searchWords and nameMatches', () => {
  it('matches names holding every word, whatever the case', () => {
    const words = searchWords('  Meridian   10 MG/ML ');
    expect(words).toEqual(['meridian', '10', 'mg/ml']);
    expect(nameMatches('Morphine Sulfate Meridian 10 mg/mL solution for injection', words)).toBe(true);
    expect(nameMatches('Midazolam Meridian 1 mg/mL solution for injection', words)).toBe(false);
  });

  it('reads LIKE wildcards and quotes as plain characters', () => {
    expect(nameMatches('Glucose 50% solution', searchWords('50%'))).toBe(true);
    expect(nameMatches('Glucose 50 solution', searchWords('5%'))).toBe(false);
    expect(nameMatches('Glucose 50 solution', searchWords('g_ucose'))).toBe(false);
    expect(nameMatches("Children's syrup", searchWords("children's"))).toBe(true);
  });

  it('matches everything when nothing is typed', () => {
    expect(searchWords(undefined)).toEqual([]);
    expect(nameMatches('Anything', searchWords('   '))).toBe(true);
  });
});

describe('productMatches', () => {
  const enoxaparin = {
    name: 'Enoxaparin Meridian 4,000 IU (40 mg)/0.4 mL',
    inn: 'enoxaparin sodium',
    synonyms: ['low molecular weight heparin', 'LMWH'],
  };

  it('finds a product by its INN or a synonym as well as its name', () => {
    expect(productMatches(enoxaparin, searchWords('Heparin'))).toBe(true);
    expect(productMatches(enoxaparin, searchWords('lmwh'))).toBe(true);
    expect(productMatches(enoxaparin, searchWords('enoxaparin sodium'))).toBe(true);
    expect(productMatches(enoxaparin, searchWords('vancomycin'))).toBe(false);
  });

  it('lets each word match a different name, but every word must match one', () => {
    expect(productMatches(enoxaparin, searchWords('heparin 0.4'))).toBe(true);
    expect(productMatches(enoxaparin, searchWords('heparin 5000'))).toBe(false);
  });

  it('reads a product without an INN or synonyms by its name only', () => {
    const older = { name: 'Cefuroxime Meridian 750 mg', inn: null, synonyms: null };
    expect(productMatches(older, searchWords('cefur'))).toBe(true);
    expect(productMatches(older, searchWords('sodium'))).toBe(false);
  });
});

describe('ProductCatalogueQuerySchema', () => {
  it('trims the search and refuses unknown filter values', () => {
    expect(ProductCatalogueQuerySchema.parse({ q: '  vanco ' })).toMatchObject({ q: 'vanco', page: 1, perPage: 20 });
    expect(ProductCatalogueQuerySchema.safeParse({ form: 'cream' }).success).toBe(false);
    expect(ProductCatalogueQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});
