import { PROFESSIONS, REGISTRATION_NUMBER_FORMATS, REGULATORS } from '@hcp/contracts/account';

import { libTexts } from './texts';

type Profession = (typeof PROFESSIONS)[number];
type Regulator = (typeof REGULATORS)[number];

// Typed against the contract's lists, so a new profession or regulator without a label fails to compile.
const PROFESSION_LABELS: Record<Profession, string> = libTexts.professions;
const REGULATOR_LABELS: Record<Regulator, string> = libTexts.regulators;

/** The choices of the profession and regulator selects, in the words people know them by. */
export const professionOptions = PROFESSIONS.map((value) => ({ value, label: PROFESSION_LABELS[value] }));
export const regulatorOptions = REGULATORS.map((value) => ({ value, label: REGULATOR_LABELS[value] }));

/**
 * The registration number's hint once a regulator is chosen: the shape its register prints ("7 digits, like 1234567"),
 * so nobody learns it from an error. Nothing for `other` or before a choice.
 */
export function registrationNumberShape(regulator: string): string | undefined {
  if (!(regulator in REGISTRATION_NUMBER_FORMATS)) return undefined;
  const { shape } = REGISTRATION_NUMBER_FORMATS[regulator as keyof typeof REGISTRATION_NUMBER_FORMATS];
  return `${regulator}: ${shape}.`;
}
