import { describe, expect, it } from 'vitest';

import { slugify } from './slug';

describe('slugify', () => {
  it('makes lower-case, hyphen-joined slugs from titles', () => {
    expect(slugify('Vancomycin 1 g powder')).toBe('vancomycin-1-g-powder');
    expect(slugify('  Café — Ölbaum / 5% w/v  ')).toBe('cafe-olbaum-5-w-v');
    expect(slugify('a'.repeat(130))).toHaveLength(120);
  });
});
