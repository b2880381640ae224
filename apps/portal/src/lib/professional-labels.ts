import { PROFESSIONS, REGULATORS } from '@hcp/contracts/account';

type Profession = (typeof PROFESSIONS)[number];
type Regulator = (typeof REGULATORS)[number];

const PROFESSION_LABELS: Record<Profession, string> = {
  pharmacist: 'Pharmacist',
  doctor: 'Doctor',
  nurse: 'Nurse',
  other: 'Other healthcare professional',
};

const REGULATOR_LABELS: Record<Regulator, string> = {
  GMC: 'General Medical Council (GMC)',
  NMC: 'Nursing and Midwifery Council (NMC)',
  GPhC: 'General Pharmaceutical Council (GPhC)',
  PSNI: 'Pharmaceutical Society of Northern Ireland (PSNI)',
  HCPC: 'Health and Care Professions Council (HCPC)',
  IMC: 'Irish Medical Council (IMC)',
  NMBI: 'Nursing and Midwifery Board of Ireland (NMBI)',
  PSI: 'Pharmaceutical Society of Ireland (PSI)',
  other: 'Another regulator',
};

/** The choices of the profession and regulator selects, in the words people know them by. */
export const professionOptions = PROFESSIONS.map((value) => ({ value, label: PROFESSION_LABELS[value] }));
export const regulatorOptions = REGULATORS.map((value) => ({ value, label: REGULATOR_LABELS[value] }));
