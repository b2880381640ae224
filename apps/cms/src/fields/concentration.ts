import { CONCENTRATION_UNITS } from '@hcp/contracts/stability';
import type { Field, GroupField } from 'payload';

/** A positive number: a zero or negative concentration is a typing error, never data. */
export const positive = (value: unknown): true | string =>
  typeof value === 'number' && value > 0 ? true : 'Enter a number greater than zero.';

/**
 * A concentration: one value, or a range with `upTo`, and its unit. A stability row's, a Y-site record's for each
 * drug, and a reconstituted vial's (`single`: no range) share it.
 */
export function concentrationField({
  name = 'concentration',
  label,
  description,
  single = false,
}: { name?: string; label?: string; description?: string; single?: boolean } = {}): GroupField {
  const upTo: Field = {
    name: 'upTo',
    type: 'number',
    label: 'Up to',
    admin: { width: '33%', step: 0.1, description: 'For a range (1–5 mg/mL); leave empty otherwise.' },
    validate: (value: unknown, { siblingData }: { siblingData: { value?: unknown } }) => {
      if (value === null || value === undefined) return true;
      if (typeof value !== 'number' || typeof siblingData.value !== 'number' || value <= siblingData.value) {
        return 'The top of the range must be greater than the concentration.';
      }
      return true;
    },
  };
  return {
    name,
    type: 'group',
    ...(label ? { label } : {}),
    ...(description ? { admin: { description } } : {}),
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'value', type: 'number', required: true, validate: positive, admin: { width: '34%', step: 0.1 } },
          ...(single ? [] : [upTo]),
          {
            name: 'unit',
            type: 'select',
            required: true,
            defaultValue: 'mg-per-ml',
            options: CONCENTRATION_UNITS.map(({ value, label: optionLabel }) => ({ value, label: optionLabel })),
            admin: { width: '33%' },
          },
        ],
      },
    ],
  };
}
