import { describe, expect, it } from 'vitest';

import { preparationLabel } from './preparationLabel';

describe('preparationLabel', () => {
  it('reads a row as diluent, container, temperature and shelf life', () => {
    expect(
      preparationLabel(
        {
          diluent: 'glucose-5',
          container: 'pvc-bag',
          temperature: 'refrigerated-2-8',
          shelfLife: { value: 14, unit: 'days' },
        },
        1,
      ),
    ).toBe('Glucose 5% · PVC bag · 2–8 °C · 14 days');
    expect(
      preparationLabel(
        {
          diluent: 'undiluted',
          container: 'glass-bottle',
          temperature: 'at-25',
          shelfLife: { value: 1, unit: 'hours' },
        },
        2,
      ),
    ).toBe('Undiluted · Glass bottle · 25 °C · 1 hour');
  });

  it('leaves out what is not filled in yet, and numbers an empty row', () => {
    expect(preparationLabel({ diluent: 'sodium-chloride-0-9', shelfLife: { value: null, unit: 'hours' } }, 4)).toBe(
      'Sodium chloride 0.9%',
    );
    expect(preparationLabel({}, 3)).toBe('Preparation 03');
    expect(preparationLabel(undefined, 12)).toBe('Preparation 12');
  });
});
