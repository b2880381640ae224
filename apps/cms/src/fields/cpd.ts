import { CPD_DISPLAYS, CPD_TIME_UNITS, CPD_TYPES } from '@hcp/contracts/cpd';
import type { Field } from 'payload';

const TYPE_LABELS: Record<(typeof CPD_TYPES)[number], string> = {
  'self-directed': 'Self-directed',
  accredited: 'Accredited',
};
const DISPLAY_LABELS: Record<(typeof CPD_DISPLAYS)[number], string> = {
  time: 'Time (e.g. "Accredited (30 minutes)")',
  points: 'Points (e.g. "Category 1 (2 points)")',
};

/**
 * The CPD information group, in the shape of the contracts' `CpdInfoSchema`: type, display, optional category,
 * points and time. Education items and CPD log entries both carry it; `help` adds the editors' explanations.
 */
export function cpdGroup({ help }: { help: boolean }): Field {
  const describe = (text: string) => (help ? { description: text } : {});
  return {
    name: 'cpd',
    type: 'group',
    label: 'CPD',
    admin: describe(
      'The CPD label the portal shows is made from these: "Self-directed"; otherwise "Category {n}" (or "Accredited" without a category) followed by the time or the points.',
    ),
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'type',
            type: 'select',
            required: true,
            defaultValue: 'self-directed',
            options: CPD_TYPES.map((value) => ({ label: TYPE_LABELS[value], value })),
            admin: { width: '34%', ...describe('Accredited only when an accrediting body has approved it.') },
          },
          {
            name: 'display',
            type: 'select',
            required: true,
            defaultValue: 'time',
            options: CPD_DISPLAYS.map((value) => ({ label: DISPLAY_LABELS[value], value })),
            admin: { width: '33%', ...describe('Which amount the label shows for accredited items.') },
          },
          {
            name: 'category',
            type: 'number',
            min: 1,
            max: 99,
            admin: {
              width: '33%',
              step: 1,
              ...describe('The accreditation category (e.g. 1 or 2). Leave empty for "Accredited".'),
            },
            validate: (value: unknown) =>
              value === null || value === undefined || Number.isInteger(value) ? true : 'Use a whole number.',
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'points',
            type: 'number',
            required: true,
            defaultValue: 0,
            min: 0,
            max: 1000,
            admin: { width: '34%', step: 0.5, ...describe('CPD points awarded; half points are allowed.') },
          },
          {
            name: 'time',
            type: 'group',
            label: 'Time',
            admin: { width: '66%', ...describe('How long the activity takes.') },
            fields: [
              {
                type: 'row',
                fields: [
                  { name: 'value', type: 'number', required: true, defaultValue: 0, min: 0, max: 10_000 },
                  {
                    name: 'unit',
                    type: 'select',
                    required: true,
                    defaultValue: 'minutes',
                    options: CPD_TIME_UNITS.map((value) => ({ label: value, value })),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}
