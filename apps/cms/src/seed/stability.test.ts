import { describe, expect, it } from 'vitest';

import { FEATURED_STABILITY_PRODUCTS, genericNamesOf, STABILITY_PRODUCTS } from './stability';

describe('the demo stability products', () => {
  it('give every invented brand a generic name (INN)', () => {
    for (const product of STABILITY_PRODUCTS) {
      expect(genericNamesOf(product.name).inn.trim(), product.name).not.toBe('');
    }
  });

  it('name the drugs clinicians search for', () => {
    expect(genericNamesOf('Vanclorin').inn).toBe('vancomycin');
    expect(genericNamesOf('Heparexin').inn).toBe('heparin sodium');
    expect(genericNamesOf('Paracetrel').synonyms).toContain('acetaminophen');
  });

  it('refuses a brand without one', () => {
    expect(() => genericNamesOf('Inventol')).toThrow(/Inventol/);
  });

  it('feature a dozen published products in the side menu, each of them real', () => {
    const published = STABILITY_PRODUCTS.filter((product) => product.status === undefined).map(
      (product) => `${product.name} ${product.strength}`,
    );
    expect(FEATURED_STABILITY_PRODUCTS.size).toBeGreaterThanOrEqual(10);
    expect(FEATURED_STABILITY_PRODUCTS.size).toBeLessThanOrEqual(25);
    for (const name of FEATURED_STABILITY_PRODUCTS) expect(published).toContain(name);
  });
});
