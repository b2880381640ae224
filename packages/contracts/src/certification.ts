import { z } from 'zod';

/**
 * Certified publishing (issue 33): the professions a signatory of clinical material holds, as the ABPI Code of Practice
 * asks of them (a registered medical practitioner, or a UK-registered pharmacist for the clinical content).
 */
export const SIGNATORY_PROFESSIONS = ['medical-practitioner', 'pharmacist'] as const;
export const SignatoryProfessionSchema = z.enum(SIGNATORY_PROFESSIONS);
export type SignatoryProfession = z.infer<typeof SignatoryProfessionSchema>;

/** How a profession reads in a sentence: "Certified by Dr Asha Rao, registered pharmacist, on …". */
export const SIGNATORY_PROFESSION_LABELS: Record<SignatoryProfession, string> = {
  'medical-practitioner': 'registered medical practitioner',
  pharmacist: 'registered pharmacist',
};

/** The register a signatory's number belongs to: the GMC's for doctors, the GPhC's for pharmacists. */
export const SIGNATORY_REGISTERS: Record<SignatoryProfession, string> = {
  'medical-practitioner': 'GMC',
  pharmacist: 'GPhC',
};

/**
 * The statement a signatory confirms when certifying, after the certificate the ABPI Code asks for: the final form
 * examined, in line with the Code and the marketing authorisation, a fair and truthful presentation.
 */
export const CERTIFICATION_STATEMENT =
  'I have examined the final form of this material. In my belief it is in accordance with the requirements of the ' +
  'relevant regulations relating to advertising and the ABPI Code of Practice, is not inconsistent with the ' +
  'marketing authorisation and the summary of product characteristics, and is a fair and truthful presentation of ' +
  'the facts about the medicine.';

/** Who certified the version a person reads, and when: shown beside the approval code. */
export const CertifiedBySchema = z
  .object({
    name: z.string(),
    profession: SignatoryProfessionSchema,
    certifiedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CertifiedBy' });
export type CertifiedBy = z.infer<typeof CertifiedBySchema>;
