import { describe, expect, it } from 'vitest';

import { genericNamesOf, STABILITY_PRODUCTS } from './stability';

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
});
