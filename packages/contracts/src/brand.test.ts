import { describe, expect, it } from 'vitest';

import { brandColourProblem, brandPalette, contrastRatio, DEFAULT_BRAND_COLOUR } from './brand';

describe('brand colours', () => {
  it('measures contrast as WCAG 2.2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('derives a darker shade and a light tint from one colour', () => {
    expect(brandPalette('#005A8C')).toEqual({ brand: '#005a8c', brandDark: '#004469', brandSurface: '#e6eff4' });
  });

  it('accepts the default and dark colours, and refuses pale ones and what is not a colour, saying why', () => {
    expect(brandColourProblem(DEFAULT_BRAND_COLOUR)).toBeUndefined();
    expect(brandColourProblem('#7a1f5c')).toBeUndefined();
    expect(brandColourProblem('#ffcc00')).toMatch(/White text on #ffcc00 reads at 1\.\d:1/);
    expect(brandColourProblem('#3399ff')).toMatch(/choose a darker colour/);
    expect(brandColourProblem('blue')).toMatch(/six hexadecimal digits/);
    expect(brandColourProblem('#12345')).toMatch(/six hexadecimal digits/);
  });
});
