/** Every text of the form renderer, ready for translation. */
export const formsTexts = {
  loading: 'Loading the form…',
  offlineCopy: {
    label: 'Offline copy',
    title: (savedAt: string) => `Offline copy — saved ${savedAt}`,
    note: 'Sending this form needs a connection. You can read its questions now; fill it in and send it once you are back online.',
    loading: 'Loading the saved form…',
  },
  required: '(required)',
  chooseOption: 'Choose an option',
  requiredNote: 'Fields marked (required) must be filled in.',
  submitting: 'Sending…',
  failed: 'The form could not be sent. Please try again.',
  offline:
    'You are offline, so the form could not be sent. Your answers are kept here: send the form again once your connection is back.',
  offlineSave: 'You are offline: save again once your connection is back.',
  tooManyRequests: 'Too many submissions from your connection. Please wait a few minutes and try again.',
  notAllowed: 'Your account may not send this form.',
  // The answers' own messages are the contracts' `answerTexts`, which the server uses too.
  errors: {
    fileTooLarge: (name: string, limit: string) => `${name}: the file is larger than ${limit}.`,
    submissionTooLarge: (limit: string) => `All the files together must be ${limit} or smaller.`,
    botCheck: 'Please confirm you are not a robot, then send the form again.',
  },
  /** Shown under every phone field from the start, after the editor's own help text. */
  phoneHint:
    'For example 0161 496 0000. Add an extension or bleep after the number, like 0161 496 0000 ext 4412, or give a bleep alone, like bleep 2345.',
  files: {
    accepted: 'Accepted types: csv, doc, docx, jpeg, jpg, mp4, mpeg, png, pdf, ppt, pptx, txt, xls, xlsx, zip.',
    limits: (perFile: string, count: number) =>
      count > 1 ? `Up to ${String(count)} files, ${perFile} each.` : `One file, up to ${perFile}.`,
  },
  products: {
    product: 'Product',
    quantity: 'Quantity',
    choose: 'Choose a product',
    add: 'Add another product',
    removeShort: 'Remove',
    remove: (line: number) => `Remove product line ${String(line)}`,
    line: (line: number) => `Product line ${String(line)}`,
  },
  progress: {
    label: 'Upload progress',
    percent: (percent: number) => `${String(percent)}% uploaded`,
  },
  botCheck: {
    label: 'Bot check',
    hint: 'Your browser solves a small puzzle to show you are a person. Nothing is tracked.',
  },
  feasibility: {
    heading: 'Trial feasibility',
    loadingTrial: 'Loading the trial…',
    forTrial: (title: string) => `For the trial ${title}.`,
    sentHeading: 'Your feasibility answers have been sent',
    sent: 'The trial team will review your site’s answers and contact you about the next steps.',
    notSent:
      'There is no feasibility submission to show here. Open a clinical trial and choose “Assess feasibility for your site” to fill in the questionnaire.',
    backToTrials: 'Back to clinical trials',
  },
  drafts: {
    save: 'Save and continue later',
    saving: 'Saving…',
    saved: (at: string, until: string) =>
      `Saved at ${at}. Your answers are kept until ${until}, or until you send the form.`,
    saveFailed: 'Your answers could not be saved. Please try again.',
    offerHeading: 'You have saved answers for this form',
    offer: (at: string, until: string) => `You saved this form at ${at}. The saved answers are kept until ${until}.`,
    resume: 'Continue with saved answers',
    startAgain: 'Start again',
    startAgainHint: 'Starting again deletes the saved answers and any files saved with them.',
    resumed: 'Your saved answers are back in the form.',
    resumedHeading: 'Your saved answers are filled in',
    resumedOffer: (at: string, until: string) =>
      `You saved this form at ${at}. The saved answers are kept until ${until}, or until you send the form.`,
    discarded: 'The saved answers were deleted. The form is empty.',
    discardFailed: 'The saved answers could not be deleted. Please try again.',
    savedFiles: (label: string) => `Saved with your answers for ${label}:`,
    removeFile: 'Remove',
    fileRemoved: (name: string) => `${name} will not be sent. Save or send the form to confirm.`,
  },
  confirmation: {
    heading: 'Thank you, your form has been sent',
    reference: 'Your reference number',
    keepReference: 'Quote this reference if you contact us about your request.',
    adverseEvents: 'If a patient was harmed',
    another: 'Send another',
    followUp: 'Follow its status and read our answer in',
    myRequests: 'My requests',
    urgentHeading: 'Urgent request',
    urgentDue: (day: string) => `We aim to answer by the end of ${day}.`,
    due: (day: string) => `We aim to answer by ${day}.`,
    today: (day: string) => `today, ${day}`,
    urgentCall: 'If the patient cannot wait for our answer, call Medical Information on',
    routineCall: 'For anything that cannot wait, call Medical Information on',
    hours: (hours: string) => `(${hours})`,
  },
} as const;
