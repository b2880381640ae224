import type { SignatoryProfession } from '@hcp/contracts/certification';

/*
 * Certified publishing's words for the admin's client components, without zod: the admin's CSP refuses zod's eval
 * probe, and @hcp/contracts/certification imports zod. Only its types are imported here (erased from the bundle);
 * certificationLabels.test.ts checks these copies equal the contract's.
 */

/** Must equal CERTIFICATION_STATEMENT in packages/contracts/src/certification.ts (the certificate records that one). */
export const CERTIFICATION_STATEMENT =
  'I have examined the final form of this material. In my belief it is in accordance with the requirements of the ' +
  'relevant regulations relating to advertising and the ABPI Code of Practice, is not inconsistent with the ' +
  'marketing authorisation and the summary of product characteristics, and is a fair and truthful presentation of ' +
  'the facts about the medicine.';

/** Must equal SIGNATORY_PROFESSION_LABELS in the contract: "Certified by Dr Asha Rao, registered pharmacist, on …". */
export const SIGNATORY_PROFESSION_LABELS: Record<SignatoryProfession, string> = {
  'medical-practitioner': 'registered medical practitioner',
  pharmacist: 'registered pharmacist',
};

/** A profession as a sentence reads it; an unknown value as stored rather than nothing. */
export function professionLabelOf(profession: string): string {
  return (SIGNATORY_PROFESSION_LABELS as Record<string, string | undefined>)[profession] ?? profession;
}

/** The review's state in words, as the certification panel shows it. */
export const REVIEW_STATE_LABELS = {
  draft: 'Draft: not yet submitted for review',
  'in-review': 'In review',
  certified: 'Certified: ready to publish',
} as const;

/** A review's state in words; an unknown one as stored rather than nothing. */
export function reviewStateLabelOf(state: string): string {
  return (REVIEW_STATE_LABELS as Record<string, string | undefined>)[state] ?? state;
}

/**
 * A stored moment as the admin writes one in a line, "27 Nov 2026, 14:05", in `timeZone` (the reader's own when
 * omitted); null for no date or a bad one.
 */
export function momentOf(value: string | null | undefined, timeZone?: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
