import type { AnswerLine } from '../collections/FormSubmissions/answers';

type Mail = { subject: string; text: string; html: string };

export type SubmissionMailInput = {
  reference: string;
  formTitle: string;
  submittedAt: string;
  /** Who sent it, as the team reads it: an account's name and address, an integration client, or "a visitor". */
  sender: string;
  answers: AnswerLine[];
  /** The submission in the admin, for the team. */
  adminUrl: string;
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);
}

/** Says where a file answer's files are, for this mail's reader; other answers stay as they are. */
function placeFiles(answers: AnswerLine[], where: string): AnswerLine[] {
  return answers.map((answer) => (answer.files ? { ...answer, text: `${answer.text}, ${where}` } : answer));
}

function render(subject: string, paragraphs: string[], answers: AnswerLine[], closing: string[]): Mail {
  const text = [
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...answers.map((answer) => `${answer.label}: ${answer.text || '(not answered)'}`),
    ...(answers.length > 0 ? [''] : []),
    ...closing.flatMap((paragraph) => [paragraph, '']),
    'HCP Portal',
  ].join('\n');
  const html = [
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(answers.length > 0
      ? [
          '<dl>',
          ...answers.map(
            (answer) =>
              `<dt><strong>${escapeHtml(answer.label)}</strong></dt><dd>${escapeHtml(answer.text || '(not answered)')}</dd>`,
          ),
          '</dl>',
        ]
      : []),
    ...closing.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '<p>HCP Portal</p>',
  ].join('\n');
  return { subject, text, html };
}

/** To the team that handles the form. */
export function teamSubmissionMail(input: SubmissionMailInput): Mail {
  return render(
    `[${input.reference}] ${input.formTitle}`,
    [
      `A new submission of "${input.formTitle}" arrived through the HCP Portal.`,
      `Reference: ${input.reference}`,
      `Submitted: ${input.submittedAt}`,
      `From: ${input.sender}`,
    ],
    placeFiles(input.answers, 'in the admin'),
    [`Uploaded files are not attached to this mail. Open the submission in the admin: ${input.adminUrl}`],
  );
}

/** The copy to a signed-in submitter: their answers, to their own account's verified address. */
export function submitterCopyMail(input: SubmissionMailInput): Mail {
  return render(
    `We received your submission (${input.reference})`,
    [
      `Thank you. We received your "${input.formTitle}" on ${input.submittedAt}.`,
      `Your reference is ${input.reference}. Please quote it if you contact us about this submission.`,
      'You sent:',
    ],
    placeFiles(input.answers, 'received with your submission'),
    ['If you did not send this, reply to this email and tell us.'],
  );
}

/**
 * The copy to a submitter who is not signed in, at an address anyone could have typed: a fixed acknowledgement with
 * the reference and the form's title only, so the form cannot carry a stranger's words to someone else's inbox.
 */
export function acknowledgementMail(input: Pick<SubmissionMailInput, 'reference' | 'formTitle' | 'submittedAt'>): Mail {
  return render(
    `We received your submission (${input.reference})`,
    [
      `Thank you. We received a "${input.formTitle}" submission through the HCP Portal on ${input.submittedAt}, giving this address.`,
      `Its reference is ${input.reference}. Please quote it if you contact us about this submission.`,
    ],
    [],
    ['If you did not send this, you can ignore this email: someone may have typed your address by mistake.'],
  );
}

/** To pharmacovigilance, when the reporter said a patient was harmed. */
export function pharmacovigilanceMail(input: SubmissionMailInput): Mail {
  return render(
    `[${input.reference}] Possible adverse event: patient harm reported`,
    [
      `A report made through the HCP Portal ("${input.formTitle}") says a patient was harmed. Please assess it as a possible adverse event.`,
      `Reference: ${input.reference}`,
      `Submitted: ${input.submittedAt}`,
      `From: ${input.sender}`,
    ],
    placeFiles(input.answers, 'in the admin'),
    [`Uploaded files are not attached to this mail. Open the report in the admin: ${input.adminUrl}`],
  );
}
