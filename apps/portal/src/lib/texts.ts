/** Messages the shared plumbing raises (toasts, form failures, validation) and the professional labels of the forms. */
export const libTexts = {
  sessionEnded: { title: 'Your session has ended', text: 'Please sign in again to continue.' },
  errors: {
    lostConnection: 'We could not reach the server. Check your connection and try again.',
    correctFields: 'Please correct the fields marked below.',
    unreadable: (status: number) => `The server answered ${String(status)} with content that could not be read.`,
  },
  downloadFailed: (title: string) => `${title} could not be downloaded`,
  /** The answers a form kept on this device while typing, offered back after a session ended (issue 30). */
  keptAnswers: {
    heading: 'Your answers were restored',
    restored: (at: string) =>
      `You typed these answers on this device on ${at}, before your session ended or you left the form. Check them before you send.`,
    filesNotKept: (names: string) =>
      `Files are never kept on this device: attach ${names} again if you still want to send them.`,
    privacy:
      'Answers are kept on this device for 24 hours, and forgotten when you send the form or sign out. Passwords are never kept.',
    clear: 'Clear restored answers',
    cleared: 'The restored answers were cleared. The form is empty.',
  },
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
