import { describe, expect, it } from 'vitest';

import { answerLines } from '../collections/FormSubmissions/answers';
import { pharmacovigilanceMail, submitterCopyMail, teamSubmissionMail, urgentTeamMail } from './formMails';
import type { MailContext } from './layout';

const form = {
  fields: [
    { name: 'summary', label: 'What happened', type: 'textarea' as const },
    { name: 'photos', label: 'Photos or documents', type: 'file' as const },
    { name: 'more', label: 'More files', type: 'file' as const },
  ],
};

const input = {
  reference: 'RI-2026-0001',
  formTitle: 'Report an issue',
  submittedAt: 'Monday 23 November 2026 at 10:00',
  sender: 'Clara Whitfield <clinician@example.com>',
  answers: answerLines(form, { values: { summary: 'Cracked vial <b>', photos: 2, more: 0 } }),
  adminUrl: 'https://portal.example/admin/collections/form-submissions/1',
};

const context: MailContext = {
  brandName: 'Northbridge Pharma',
  brandColour: '#005a8c',
  logo: null,
  senderName: 'Northbridge Pharma Medical Information',
  replyTo: null,
  phone: null,
  portalUrl: 'https://portal.example',
};

describe('form mails', () => {
  it('tell the submitter their files arrived with the submission, never to see an admin they cannot open', () => {
    const copy = submitterCopyMail(context, input);
    expect(copy.text).toContain('Photos or documents: 2 files, received with your submission');
    expect(copy.text).toContain('More files: No files');
    expect(copy.text).not.toMatch(/admin/i);
  });

  it('tell the team and pharmacovigilance the files are in the admin', () => {
    expect(teamSubmissionMail(context, input).text).toContain('Photos or documents: 2 files, in the admin');
    expect(pharmacovigilanceMail(context, input).html).toContain('2 files, in the admin');
  });

  it('ask the submitter to reply only when replies are read', () => {
    expect(submitterCopyMail(context, input).text).not.toMatch(/reply to this email/i);
    expect(submitterCopyMail({ ...context, replyTo: 'mi@northbridge.example' }, input).text).toContain(
      'If you did not send this, reply to this email and tell us.',
    );
  });

  it('escape the answers in the HTML part', () => {
    const html = teamSubmissionMail(context, input).html;
    expect(html).toContain('Cracked vial &#60;b&#62;');
    expect(html).not.toContain('Cracked vial <b>');
  });

  it('write an urgent request’s deadline as a day in words', () => {
    expect(urgentTeamMail(context, input, '2026-11-27').subject).toBe(
      'URGENT [RI-2026-0001] Report an issue (answer by Friday 27 November 2026)',
    );
  });
});
