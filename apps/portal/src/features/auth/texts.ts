/** The words of signing in, registering and resetting a password (the screen's headings live in app/texts.ts). */
export const authTexts = {
  login: {
    failed: 'Sign-in failed. Please try again.',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
  },
  organisation: {
    heading: 'Sign in with your organisation',
    intro:
      'If your hospital or trust has set up single sign-on with us, use your work account: you will not need a portal password.',
    email: 'Work email address',
    emailHint: 'For example name@trust.nhs.uk. We use its domain to find your organisation.',
    submit: 'Continue with my organisation',
    submitting: 'Finding your organisation…',
    failed: 'Your organisation could not be looked up. Please try again.',
    notFound: (domain: string) =>
      `We did not find single sign-on for ${domain}. Choose your organisation below if it is listed, or sign in with your email address and password.`,
    chooseFromList: 'Choose your organisation from the list',
    signInWith: (name: string) => `Sign in with ${name}`,
  },
  sso: {
    signingIn: 'Signing you in…',
    linkHeading: 'Link your portal account',
    linkIntro: {
      signedInWith: (provider: string) => `You signed in with ${provider}. A portal account already uses `,
      enterPassword:
        '. Enter that account’s portal password once to link the two: after that, either way of signing in opens the same account.',
    },
    password: 'Portal password',
    linkSubmit: 'Link and sign in',
    linkSubmitting: 'Linking…',
    linkFailed: 'The accounts could not be linked. Please try again.',
    forgotPassword: 'Forgotten the portal password? Ask our team to link the accounts for you.',
    failedHeading: 'Signing in with your organisation did not work',
    failures: {
      cancelled: 'The sign-in was cancelled at your organisation, or it refused it.',
      expired: 'This sign-in took too long, or was started in another browser window. Please start again.',
      refused:
        'Your organisation’s answer could not be checked, so we did not sign you in. Please try again; if it keeps happening, contact us.',
      'unknown-provider': 'This organisation is not set up for single sign-on with us.',
      'no-email':
        'Your organisation did not confirm a work email address that belongs to it, so we could not sign you in.',
      'wrong-audience': 'This organisation’s sign-in is not for the portal.',
      'not-permitted': 'Your organisation’s account does not give access here.',
      incomplete: 'This page needs the address your organisation’s sign-in sends you back to. Please sign in again.',
    },
    tryAgain: 'Back to sign in',
  },
  mfa: {
    intro:
      'Your account uses two-step sign-in. Open your authenticator app and enter the 6-digit code it shows for HCP Portal.',
    recoveryIntro:
      'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each recovery code works once.',
    code: 'Code from your authenticator app',
    codeHint: 'The code changes every 30 seconds. You can paste it.',
    recoveryCode: 'Recovery code',
    recoveryCodeHint: 'For example abcd-efgh-jkmn-pqrs. You can paste it.',
    useRecovery: 'Use a recovery code instead',
    useApp: 'Use a code from your app instead',
    submit: 'Verify and sign in',
    submitting: 'Checking…',
    failed: 'The code could not be checked. Please try again.',
    startAgain: 'Start again with your email address and password',
  },
  register: {
    failed: 'Registration failed. Please try again.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Work email address',
    profession: 'Profession',
    professionPlaceholder: 'Choose your profession',
    organisation: 'Organisation',
    organisationHint: 'Your hospital, trust or pharmacy, and department.',
    regulator: 'Professional regulator',
    regulatorPlaceholder: 'Choose your regulator',
    registrationNumber: 'Professional registration number',
    registrationNumberHint: 'We check it with your regulator before approving your account.',
    password: 'Password',
    passwordHint: 'At least 12 characters. A few unrelated words make a strong password you can remember.',
    submit: 'Register',
    submitting: 'Registering…',
  },
  forgotPassword: {
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    failed: 'The request failed. Please try again.',
    email: 'Email address',
    submit: 'Send reset link',
    submitting: 'Sending…',
  },
  resetPassword: {
    missingToken:
      'This page needs the link from your password reset email. Ask for a new link if you no longer have it.',
    failed: 'The password could not be changed. Please try again.',
    password: 'New password',
    passwordHint: 'At least 12 characters.',
    confirmPassword: 'Repeat the new password',
    submit: 'Set new password',
    submitting: 'Saving…',
  },
  loggedOut: 'You have been signed out.',
} as const;
