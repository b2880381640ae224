/**
 * The words of the shell and the screens in app/routes. Route titles live with the route table (config/paths.ts) and
 * menu labels in config/layout.ts. A sentence around a link is split into its parts, each keeping its own spaces.
 */
export const appTexts = {
  layout: {
    documentTitle: (title: string, siteName: string) => `${title} · ${siteName}`,
    skipToContent: 'Skip to content',
    legal: 'Legal',
    about: 'About',
    privacyPolicy: 'Privacy Policy',
    disclaimer: 'Disclaimer',
    version: (version: string) => `Version ${version}`,
  },
  header: {
    back: '‹ Back',
    home: (siteName: string) => `${siteName} home`,
    accountNav: 'Account',
    reportIssue: 'Report an issue',
    contact: 'Contact',
    myAccount: 'My account',
    signOut: 'Sign out',
    signIn: 'Sign in',
    register: 'Register',
    menu: 'Menu',
    search: 'Search',
  },
  searchBox: {
    label: 'Search the portal',
    placeholder: 'Search the portal',
    submit: 'Search',
    shortcuts: 'Search shortcuts',
  },
  requestCallback: {
    before: 'Would you rather talk it through? ',
    link: 'Request a callback',
    after: ' and one of our team will phone you.',
  },
  offlineReading: {
    copiesIntro: 'The stability products you saved on this device open without a connection.',
    openCopies: 'Open your offline copies',
  },
  guards: {
    checkingAccess: 'Checking your access…',
    refused: {
      title: (area: string) => `You cannot open ${area}`,
      text: (area: string) =>
        `The roles on your account do not include ${area}. If you need it for your work, ask the provider’s team to review your access.`,
      unknownArea: 'that page',
      contact: 'Contact the provider’s team',
    },
  },
  home: {
    heading: 'Welcome to the HCP Portal',
    intro:
      'Stability data, education with CPD, clinical resources and direct lines to our medical teams, for registered healthcare professionals.',
    signIn: 'Sign in',
  },
  authScreen: {
    headings: {
      login: 'Sign in',
      register: 'Register',
      forgot: 'Forgot your password?',
      reset: 'Choose a new password',
    },
    forgotPassword: 'Forgot your password?',
    newToPortal: 'New to the portal? ',
    registerLink: 'Register as a healthcare professional',
    registerIntro:
      'The portal is for registered healthcare professionals. We check your professional registration before approving your account.',
    alreadyRegistered: 'Already registered? ',
    signIn: 'Sign in',
    backToSignIn: 'Back to sign in',
  },
  confirmation: {
    heading: 'Check your email',
    steps: [
      'Open the email we sent you and follow its link to confirm your address. The link is valid for 48 hours.',
      'Our team checks your professional registration with your regulator, usually within two working days.',
      'We email you as soon as your account is approved. Then you can sign in and use the portal.',
    ],
    noEmail: {
      before: 'No email after a few minutes? Check your spam folder, or ',
      link: 'register again',
      after: ' to receive a new link.',
    },
    goToSignIn: 'Go to sign in',
  },
  emailToken: {
    confirming: 'Confirming your email address…',
    failedHeading: 'This link does not work',
    failed: 'The link could not be checked. Please try again.',
    retry: { registerAgain: 'Register again', between: ' or ', signIn: 'sign in', after: '.' },
    confirmedHeading: 'Email address confirmed',
    goToSignIn: 'Go to sign in',
  },
  account: {
    loading: 'Loading your account…',
    heading: 'Your account',
    roles: (roles: readonly string[]) => `Your roles: ${roles.join(', ')}.`,
    noRoles: 'Your account has no roles yet.',
  },
  notFound: {
    heading: 'Page not found',
    text: 'The page you asked for does not exist or has moved.',
    home: 'Go to the home page',
  },
  gallery: {
    heading: 'Components',
    intro: 'The portal’s building blocks, in the states people meet them in.',
    buttons: {
      title: 'Buttons',
      primary: 'Primary',
      secondary: 'Secondary',
      busy: 'Busy…',
      linkStyle: 'Link-style',
    },
    fields: {
      title: 'Fields',
      plain: 'Plain field',
      hinted: 'Field with a hint',
      hint: 'A hint says what to enter.',
      withError: 'Field with an error',
      error: 'Enter a valid email address.',
      select: 'Select',
      selectPlaceholder: 'Choose one',
      selectWithError: 'Select with an error',
      selectError: 'Choose your profession.',
    },
    formMessages: {
      title: 'Form messages',
      error: 'Please correct the fields marked below.',
      success: 'Your details have been saved.',
    },
    toasts: {
      title: 'Toasts',
      sample: (variant: string) => `A ${variant} toast`,
      sampleText: 'Its text explains what happened.',
      option: 'An option toast',
      confirm: 'A confirm toast',
      live: (variant: string) => `Live ${variant} toast`,
      liveText: 'It goes after 5 seconds.',
      show: (variant: string) => `Show ${variant}`,
    },
    menus: { title: 'Menus', sideMenu: 'Sample side menu' },
    richText: { title: 'Rich text' },
    cpdLabels: { title: 'CPD labels' },
    screens: {
      title: 'Loading and failure screens',
      loading: 'Loading…',
      moduleErrorDetail: 'The server answered 502 with content that could not be read.',
    },
  },
} as const;
