/** The words around a public page's content (its title and text come from the CMS). */
export const pagesTexts = {
  loading: 'Loading…',
  contactDetails: 'Contact details',
  telephone: 'Telephone:',
  email: 'Email:',
  openingHours: (hours: string) => `Opening hours: ${hours}`,
  landing: {
    eyebrow: 'For healthcare professionals',
    heading: (brand: string) => `Welcome to the ${brand}`,
    lead: 'Medical and scientific information on our medicines for hospital clinicians and pharmacists, from our medical teams.',
    actions: 'Get started',
    register: 'Register',
    signIn: 'Sign in',
    insideHeading: 'What you will find inside',
    inside: [
      {
        title: 'Stability data',
        text: 'How long each medicine stays stable once prepared: by diluent, container and temperature, with its sources. Saved products open offline.',
      },
      {
        title: 'Education with CPD',
        text: 'Courses, webinars and articles from our medical teams, with the time you spend recorded in your CPD log.',
      },
      {
        title: 'Clinical resources',
        text: 'Dosing guides, summaries of product characteristics and documents to download, with the date each was last reviewed.',
      },
      {
        title: 'Clinical trials',
        text: 'Trials that are recruiting, with their criteria and the team to contact about a patient.',
      },
      {
        title: 'Requests to Medical Information',
        text: 'Ask a medical question in writing, request a callback or report a product issue, and follow each request to its answer.',
      },
    ],
    whoHeading: 'Who may register',
    who: 'Healthcare professionals (doctors, pharmacists, nurses and allied health professionals) registered with their professional regulator, such as the GMC, GPhC, NMC or HCPC. The portal is not for patients or the public.',
    approvalHeading: 'How approval works',
    approval: [
      'Register with your name, organisation, profession and professional registration number.',
      'Confirm your email address with the link we send you.',
      'Our team checks your registration against your regulator’s register, usually within two working days.',
      'We email you when your account is approved. Then sign in and use the portal.',
    ],
    questions: 'Questions about registering? Call Medical Information on ',
    questionsNoLine: 'Questions about registering? ',
    contactLink: 'Contact us',
  },
} as const;
