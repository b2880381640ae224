/** Messages the shared plumbing raises (toasts, form failures, validation) and the professional labels of the forms. */
export const libTexts = {
  sessionEnded: { title: 'Your session has ended', text: 'Please sign in again to continue.' },
  errors: {
    lostConnection: 'We could not reach the server. Check your connection and try again.',
    correctFields: 'Please correct the fields marked below.',
    unreadable: (status: number) => `The server answered ${String(status)} with content that could not be read.`,
  },
  downloadFailed: (title: string) => `${title} could not be downloaded`,
  passwords: {
    notTheSame: 'The two passwords are not the same.',
    enterCurrent: 'Enter your current password.',
  },
  professions: {
    pharmacist: 'Pharmacist',
    doctor: 'Doctor',
    nurse: 'Nurse',
    other: 'Other healthcare professional',
  },
  regulators: {
    GMC: 'General Medical Council (GMC)',
    NMC: 'Nursing and Midwifery Council (NMC)',
    GPhC: 'General Pharmaceutical Council (GPhC)',
    PSNI: 'Pharmaceutical Society of Northern Ireland (PSNI)',
    HCPC: 'Health and Care Professions Council (HCPC)',
    IMC: 'Irish Medical Council (IMC)',
    NMBI: 'Nursing and Midwifery Board of Ireland (NMBI)',
    PSI: 'Pharmaceutical Society of Ireland (PSI)',
    other: 'Another regulator',
  },
} as const;
