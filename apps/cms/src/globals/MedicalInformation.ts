import { isValidPhone } from '@hcp/contracts/form-answers';
import type { MedicalInformationContact } from '@hcp/contracts/forms';
import type { GlobalConfig, Payload, PayloadRequest } from 'payload';

import { isStaff } from '../access/isStaff';

/** The team an answer is from when neither the request nor the setting names one. */
export const DEFAULT_ANSWERING_TEAM = 'Medical Information';

/**
 * The Medical Information line: the number a professional calls for what cannot wait for a written answer. Editors
 * keep it; every form's confirmation shows it as a `tel:` link (docs/forms.md, "The Medical Information line").
 */
export const MedicalInformation: GlobalConfig = {
  slug: 'medical-information',
  label: 'Medical Information line',
  admin: {
    group: 'Settings',
    description:
      'The phone number the portal gives for what cannot wait: on every form’s confirmation, and above all on an urgent request’s.',
  },
  access: { read: isStaff, update: isStaff },
  fields: [
    {
      name: 'phone',
      type: 'text',
      maxLength: 40,
      label: 'Medical Information phone',
      validate: (value: unknown) =>
        value === null || value === undefined || value === '' || (typeof value === 'string' && isValidPhone(value))
          ? true
          : 'Enter a phone number of 7 to 15 digits, like 01223 000 140 or +44 1223 000 140.',
      admin: { description: 'As people dial it, for example +44 1223 000 140. Empty: the portal shows no number.' },
    },
    {
      name: 'teamName',
      type: 'text',
      maxLength: 80,
      label: 'Answering team',
      defaultValue: DEFAULT_ANSWERING_TEAM,
      admin: {
        description:
          'Who answers requests, as the requester reads it under an answer: “Answered by the Medical Information team”. A request’s own “Answered by” team comes first.',
      },
    },
    {
      name: 'hours',
      type: 'text',
      maxLength: 120,
      label: 'Opening hours',
      admin: { description: 'When the line answers, for example Monday to Friday, 8:00 to 18:00.' },
    },
  ],
};

/** A team's name as a person reads it after "Answered by the": "Medical Information team", "Clinical Trials team". */
export function answeringTeamLabel(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  const named = trimmed === '' ? DEFAULT_ANSWERING_TEAM : trimmed;
  return /\bteam$/i.test(named) ? named : `${named} team`;
}

/** The team named in the settings as answering requests, as `answeringTeamLabel` words it. */
export async function defaultAnsweringTeam(payload: Payload, req?: PayloadRequest): Promise<string> {
  const line = await payload.findGlobal({ slug: 'medical-information', depth: 0, overrideAccess: true, req });
  return answeringTeamLabel(line.teamName);
}

/**
 * The line as the portal shows it, or null when no number is set (or a stored one no longer passes the phone rule):
 * read with access overridden, since any submitter is shown it.
 */
export async function readMedicalInformation(
  payload: Payload,
  req?: PayloadRequest,
): Promise<MedicalInformationContact | null> {
  const line = await payload.findGlobal({ slug: 'medical-information', depth: 0, overrideAccess: true, req });
  const phone = line.phone?.trim() ?? '';
  if (phone === '' || !isValidPhone(phone)) return null;
  const hours = line.hours?.trim() ?? '';
  return { phone, hours: hours === '' ? null : hours };
}
