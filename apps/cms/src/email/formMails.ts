import type { AnswerLine } from '../collections/FormSubmissions/answers';
import { contactSentence, type Mail, type MailContext, type MailLine, renderMail } from './layout';
import { formatMailDay } from './mail-date';

export type SubmissionMailInput = {
  reference: string;
  formTitle: string;
  /** When it arrived, in words (mail-date.ts): "Friday 27 November 2026 at 08:57". */
  submittedAt: string;
  /** Who sent it, as the team reads it: an account's name and address, an integration client, or "a visitor". */
  sender: string;
  answers: AnswerLine[];
  /** The submission in the admin, for the team. */
  adminUrl: string;
};

/** Says where a file answer's files are, for this mail's reader; other answers stay as they are. */
function placeFiles(answers: AnswerLine[], where: string): MailLine[] {
  return answers.map((answer) => ({
    label: answer.label,
    value: answer.files ? `${answer.text}, ${where}` : answer.text || '(not answered)',
  }));
}

/** The facts the team's mails open with. */
function teamFacts(input: SubmissionMailInput): MailLine[] {
  return [
    { label: 'Reference', value: input.reference },
    { label: 'Submitted', value: input.submittedAt },
    { label: 'From', value: input.sender },
  ];
}

const FILES_IN_ADMIN = 'Uploaded files are not attached to this mail; they are with the submission in the admin.';

/** To the team that handles the form. */
export function teamSubmissionMail(context: MailContext, input: SubmissionMailInput): Mail {
  return renderMail(context, {
    subject: `[${input.reference}] ${input.formTitle}`,
    greeting: 'Hello,',
    paragraphs: [`A new submission of "${input.formTitle}" arrived through the ${context.brandName} portal.`],
    facts: teamFacts(input),
    answers: placeFiles(input.answers, 'in the admin'),
    action: { label: 'Open the submission in the admin', url: input.adminUrl },
    after: [FILES_IN_ADMIN],
  });
}

/**
 * To the team, for a request whose answers marked it urgent: URGENT first in the subject, so it stands out in any
 * inbox and any mail rule can route it, and the deadline (a day, `yyyy-mm-dd`) when the request has one.
 */
export function urgentTeamMail(context: MailContext, input: SubmissionMailInput, deadline: string | null): Mail {
  const due = deadline ? formatMailDay(deadline) : null;
  return renderMail(context, {
    subject: `URGENT [${input.reference}] ${input.formTitle}${due ? ` (answer by ${due})` : ''}`,
    greeting: 'Hello,',
    paragraphs: [
      `URGENT: the sender marked this "${input.formTitle}" request as urgent.`,
      ...(due ? [`Answer it by the end of ${due}.`] : []),
    ],
    facts: teamFacts(input),
    answers: placeFiles(input.answers, 'in the admin'),
    action: { label: 'Open the request in the admin', url: input.adminUrl },
    after: [FILES_IN_ADMIN],
  });
}

/** The copy to a signed-in submitter: their answers, to their own account's verified address. */
export function submitterCopyMail(context: MailContext, input: SubmissionMailInput): Mail {
  return renderMail(context, {
    subject: `We received your submission (${input.reference})`,
    greeting: 'Hello,',
    paragraphs: [
      `Thank you. We received your "${input.formTitle}" on ${input.submittedAt}.`,
      `Your reference is ${input.reference}. Please quote it if you contact us about this submission. You sent:`,
    ],
    answers: placeFiles(input.answers, 'received with your submission'),
    after: [`If you did not send this, ${contactSentence(context)} and tell us.`],
  });
}

/**
 * The copy to a submitter who is not signed in, at an address anyone could have typed: a fixed acknowledgement with
 * the reference and the form's title only, so the form cannot carry a stranger's words to someone else's inbox.
 */
export function acknowledgementMail(
  context: MailContext,
  input: Pick<SubmissionMailInput, 'reference' | 'formTitle' | 'submittedAt'>,
): Mail {
  return renderMail(context, {
    subject: `We received your submission (${input.reference})`,
    greeting: 'Hello,',
    paragraphs: [
      `Thank you. We received a "${input.formTitle}" submission through the ${context.brandName} portal on ${input.submittedAt}, giving this address.`,
      `Its reference is ${input.reference}. Please quote it if you contact us about this submission.`,
    ],
    after: ['If you did not send this, you can ignore this email: someone may have typed your address by mistake.'],
  });
}

/** To pharmacovigilance, when the reporter said a patient was harmed. */
export function pharmacovigilanceMail(context: MailContext, input: SubmissionMailInput): Mail {
  return renderMail(context, {
    subject: `[${input.reference}] Possible adverse event: patient harm reported`,
    greeting: 'Hello,',
    paragraphs: [
      `A report made through the ${context.brandName} portal ("${input.formTitle}") says a patient was harmed. Please assess it as a possible adverse event.`,
    ],
    facts: teamFacts(input),
    answers: placeFiles(input.answers, 'in the admin'),
    action: { label: 'Open the report in the admin', url: input.adminUrl },
    after: [FILES_IN_ADMIN],
  });
}
