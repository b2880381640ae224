import { describe, expect, it } from 'vitest';

import { nameMatches, ProductCatalogueQuerySchema, searchWords } from './product-catalogue';

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

describe('ProductCatalogueQuerySchema', () => {
  it('trims the search and refuses unknown filter values', () => {
    expect(ProductCatalogueQuerySchema.parse({ q: '  vanco ' })).toMatchObject({ q: 'vanco', page: 1, perPage: 20 });
    expect(ProductCatalogueQuerySchema.safeParse({ form: 'cream' }).success).toBe(false);
    expect(ProductCatalogueQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });
});
