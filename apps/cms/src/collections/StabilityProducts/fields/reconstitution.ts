import { AMOUNT_UNITS, CONCENTRATION_UNITS, STABILITY_DILUENTS } from '@hcp/contracts/stability';
import type { Field, GroupField, Validate } from 'payload';

import { isReconstitutionGiven, powderConcentrationProblem, type ReconstitutionInput } from '../reconstitution';

const options = (list: readonly { value: string; label: string }[]) =>
  list.map(({ value, label }) => ({ value, label }));

type Doc = { form?: string | null; reconstitution?: ReconstitutionInput | null } | undefined;

const NEEDED = 'Fill in the whole reconstitution, or empty it: the calculator needs every value.';

/** The group is optional as a whole; once any value is given, each of its values is needed. */
function neededWhenGiven(check: (value: number) => true | string = () => true): Validate {
  return (value: unknown, { data }: { data: Partial<Doc> }) => {
    if (!isReconstitutionGiven((data as Doc)?.reconstitution)) return true;
    if (typeof value !== 'number' || Number.isNaN(value)) return NEEDED;
    return check(value);
  };
}

const notNegative = (value: number) => (value >= 0 ? true : 'Enter 0 or more millilitres.');
const positive = (value: number) => (value > 0 ? true : 'Enter a number greater than zero.');

/** A powder's concentration must be its content over the volume added plus the displacement (reconstitution.ts). */
const concentrationValue: Validate = (value: unknown, args: { data: Partial<Doc> }) => {
  const needed = neededWhenGiven(positive)(value, args as never);
  if (needed !== true) return needed;
  const doc = args.data as Doc;
  if (!doc?.form?.startsWith('powder') || !isReconstitutionGiven(doc.reconstitution)) return true;
  return powderConcentrationProblem(doc.reconstitution) ?? true;
};

/** Postgres names enums after their path, too long here: `enumName` keeps them within 63 characters. */
const unitSelect = (
  list: readonly { value: string; label: string }[],
  defaultValue: string,
  enumName: string,
): Field => ({
  name: 'unit',
  type: 'select',
  enumName,
  options: options(list),
  defaultValue,
  admin: { width: '50%' },
});

const amount = (name: string, label: string, description: string, enumName: string): GroupField => ({
  name,
  type: 'group',
  label,
  admin: { description },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'value', type: 'number', validate: neededWhenGiven(positive), admin: { width: '50%', step: 0.1 } },
        unitSelect(AMOUNT_UNITS, 'mg', enumName),
      ],
    },
  ],
});

/**
 * How one vial is made up, and the limits the preparation calculator keeps to (docs/content.md, "Reconstitution").
 * Optional as a whole; once given, all of it, and a powder's concentration must agree with its volumes.
 */
export const reconstitutionField: GroupField = {
  name: 'reconstitution',
  type: 'group',
  label: 'Reconstitution',
  admin: {
    description:
      'Optional, for the preparation calculator: how one vial is made up. Once any value is given, all are needed. For a product already in solution, leave the diluent empty and both volumes 0.',
  },
  fields: [
    amount('vialContent', 'Vial content', 'How much drug one vial holds, for example 1 g.', 'stab_recon_vial_unit'),
    {
      type: 'row',
      fields: [
        {
          name: 'diluent',
          type: 'select',
          enumName: 'stab_recon_diluent',
          options: options(STABILITY_DILUENTS),
          admin: { width: '34%', description: 'What is added to the vial; empty when nothing is.' },
          validate: (value: unknown, { data }: { data: Partial<Doc> }) => {
            const given = (data as Doc)?.reconstitution;
            if (!isReconstitutionGiven(given)) return true;
            const added = given.volumeAddedMl;
            if (typeof added === 'number' && added > 0 && (value === null || value === undefined || value === '')) {
              return 'Choose the diluent added to the vial.';
            }
            return true;
          },
        },
        {
          name: 'volumeAddedMl',
          type: 'number',
          label: 'Volume added (mL)',
          validate: neededWhenGiven(notNegative),
          admin: { width: '33%', step: 0.1 },
        },
        {
          name: 'displacementMl',
          type: 'number',
          label: 'Displacement (mL)',
          validate: neededWhenGiven(notNegative),
          admin: {
            width: '33%',
            step: 0.1,
            description: 'The volume the powder adds once dissolved; 0 for a solution.',
          },
        },
      ],
    },
    {
      name: 'concentration',
      type: 'group',
      label: 'Concentration once made up',
      admin: {
        description:
          'One value. For a powder it must equal the vial content over the volume added plus the displacement, within 1 %.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'number', validate: concentrationValue, admin: { width: '50%', step: 0.1 } },
            unitSelect(CONCENTRATION_UNITS, 'mg-per-ml', 'stab_recon_conc_unit'),
          ],
        },
      ],
    },
    amount(
      'maxDose',
      'Maximum single dose',
      'The largest single dose the calculator accepts.',
      'stab_recon_max_dose_unit',
    ),
    {
      name: 'pumpLimitMlPerHour',
      type: 'number',
      label: 'Pump limit (mL/h)',
      validate: neededWhenGiven(positive),
      admin: { step: 0.1, description: 'The fastest rate the calculator gives.' },
    },
  ],
};
