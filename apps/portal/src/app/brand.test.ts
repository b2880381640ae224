import { describe, expect, it } from 'vitest';

import { applyBrandColour } from './brand';

describe('applyBrandColour', () => {
  it('sets the three brand tokens the stylesheet reads, from one colour', () => {
    const root = document.createElement('html');
    applyBrandColour(root, '#7a1f5c');
    expect(root.style.getPropertyValue('--colour-brand')).toBe('#7a1f5c');
    expect(root.style.getPropertyValue('--colour-brand-dark')).toBe('#5c1745');
    expect(root.style.getPropertyValue('--colour-brand-surface')).toBe('#f2e9ef');
  });
});
