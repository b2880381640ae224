/** The words of the signed-in greeting and the account forms (the account screen's own live in app/texts.ts). */
export const accountTexts = {
  greeting: {
    loading: 'Loading your account…',
    welcome: (firstName: string, lastName: string) => `Welcome, ${firstName} ${lastName}`,
    signedInAs: (email: string) => `Signed in as ${email}`,
    yourAreas: 'Your areas',
    noAccessYet:
      'Your account has no access to portal content yet. Once an administrator assigns your roles, the areas you may use will appear here.',
  },
  profile: {
    heading: 'Your details',
    failed: 'Your details could not be saved. Please try again.',
    saved: 'Your details have been saved.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address:',
    emailChange: 'To change your email address, please contact us.',
    profession: 'Profession',
    professionPlaceholder: 'Choose your profession',
    organisation: 'Organisation',
    regulator: 'Professional regulator',
    regulatorPlaceholder: 'Choose your regulator',
    registrationNumber: 'Professional registration number',
    submit: 'Save details',
    submitting: 'Saving…',
  },
  password: {
    heading: 'Change your password',
    failed: 'Your password could not be changed. Please try again.',
    changed: 'Your password has been changed. Other devices have been signed out.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHint: 'At least 12 characters.',
    confirmPassword: 'Repeat the new password',
    submit: 'Change password',
    submitting: 'Saving…',
  },
} as const;
