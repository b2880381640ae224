import { describe, expect, it } from 'vitest';

import { answerLines } from '../collections/FormSubmissions/answers';
import { pharmacovigilanceMail, submitterCopyMail, teamSubmissionMail } from './formMails';

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
  submittedAt: '2026-11-23 10:00 UTC',
  sender: 'Clara Whitfield <clinician@example.com>',
  answers: answerLines(form, { values: { summary: 'Cracked vial', photos: 2, more: 0 } }),
  adminUrl: 'https://portal.example/admin/collections/form-submissions/1',
};

describe('form mails', () => {
  it('tell the submitter their files arrived with the submission, never to see an admin they cannot open', () => {
    const copy = submitterCopyMail(input);
    expect(copy.text).toContain('Photos or documents: 2 files, received with your submission');
    expect(copy.text).toContain('More files: No files');
    expect(copy.text).not.toMatch(/admin/i);
  });

  it('tell the team and pharmacovigilance the files are in the admin', () => {
    expect(teamSubmissionMail(input).text).toContain('Photos or documents: 2 files, in the admin');
    expect(pharmacovigilanceMail(input).html).toContain('2 files, in the admin');
  });
});
