import { SIGNATORY_PROFESSION_LABELS, SIGNATORY_PROFESSIONS, SIGNATORY_REGISTERS } from '@hcp/contracts/certification';
import type { Field } from 'payload';

import { administratorsOnlyField } from '../../access/isAdministrator';

/** GMC and GPhC registration numbers are seven digits. */
const REGISTRATION_NUMBER = /^\d{7}$/;

type CertificationRoles = {
  reviewer?: boolean | null;
  signatory?: boolean | null;
  profession?: string | null;
  registrationNumber?: string | null;
};

/**
 * Certified publishing's roles on a CMS account (issue 33): a reviewer may be asked to review clinical content; a
 * signatory certifies it, and must say their profession and registration number. Only administrators change them,
 * and each change is audited (auditAdminChanges.ts).
 */
export const certificationRoleFields: Field[] = [
  {
    type: 'collapsible',
    label: 'Certification',
    admin: {
      description:
        'Reviewers can be asked to review clinical content before it is certified. Signatories certify it: a registered medical practitioner or a UK-registered pharmacist (ABPI Code of Practice).',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'reviewer',
            type: 'checkbox',
            label: 'Reviewer',
            defaultValue: false,
            access: { create: administratorsOnlyField, update: administratorsOnlyField },
            admin: { width: '50%' },
          },
          {
            name: 'signatory',
            type: 'checkbox',
            label: 'Signatory',
            defaultValue: false,
            access: { create: administratorsOnlyField, update: administratorsOnlyField },
            admin: { width: '50%' },
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'profession',
            type: 'select',
            options: SIGNATORY_PROFESSIONS.map((value) => ({
              value,
              label: SIGNATORY_PROFESSION_LABELS[value].replace(/^./, (first) => first.toUpperCase()),
            })),
            access: { create: administratorsOnlyField, update: administratorsOnlyField },
            admin: { width: '50%', condition: (_, siblingData) => siblingData.signatory === true },
            validate: (value: unknown, { siblingData }: { siblingData: CertificationRoles }) =>
              siblingData.signatory === true && !value ? 'A signatory needs a profession.' : true,
          },
          {
            name: 'registrationNumber',
            type: 'text',
            label: 'Registration number',
            maxLength: 7,
            access: { create: administratorsOnlyField, update: administratorsOnlyField },
            admin: {
              width: '50%',
              description: 'The seven-digit GMC number of a doctor, or GPhC number of a pharmacist.',
              condition: (_, siblingData) => siblingData.signatory === true,
            },
            validate: (value: unknown, { siblingData }: { siblingData: CertificationRoles }) => {
              if (siblingData.signatory !== true) return true;
              if (typeof value !== 'string' || !REGISTRATION_NUMBER.test(value)) {
                const register = siblingData.profession
                  ? SIGNATORY_REGISTERS[siblingData.profession as keyof typeof SIGNATORY_REGISTERS]
                  : 'GMC or GPhC';
                return `Enter the signatory's seven-digit ${register} number.`;
              }
              return true;
            },
          },
        ],
      },
    ],
  },
];

/** An account's certification roles as audit words: ['reviewer', 'signatory (pharmacist, 2071234)']. */
export function certificationRolesOf(account: CertificationRoles): string[] {
  const roles: string[] = [];
  if (account.reviewer) roles.push('reviewer');
  if (account.signatory) {
    roles.push(`signatory (${account.profession ?? 'no profession'}, ${account.registrationNumber ?? 'no number'})`);
  }
  return roles;
}
