// `npx tsx apps/cms/src/email/samples.ts`: writes two mails as the branded template draws them, for docs/email.md and
// its screenshots (docs/email-samples/*.html); the brand and settings are the demo's, the data invented.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { submitterCopyMail } from './formMails';
import type { MailContext } from './layout';
import { formatMailDateTime } from './mail-date';
import { verificationMail } from './templates';

const context: MailContext = {
  brandName: 'Northbridge Pharma',
  brandColour: '#005a8c',
  logo: null,
  senderName: 'Northbridge Pharma Medical Information',
  replyTo: 'medinfo@northbridge.example',
  phone: { number: '+44 1223 000 140', hours: 'Monday to Friday, 8:00 to 18:00' },
  portalUrl: 'https://portal.northbridge.example',
};

const samples = {
  'email-registration': verificationMail(context, { firstName: 'Clara', token: 'ZXhhbXBsZS10b2tlbi1vbmx5' }),
  'email-request-received': submitterCopyMail(context, {
    reference: 'HCP-2026-000412',
    formTitle: 'Medicines information enquiry',
    submittedAt: formatMailDateTime('2026-11-27T08:57:00.000Z'),
    sender: 'Clara Whitfield <clinician@example.com>',
    answers: [
      { label: 'Product', text: 'Vancomycin Meridian 1 g' },
      {
        label: 'Your question',
        text: 'Can the reconstituted vial be kept in the fridge overnight before dilution?',
      },
      { label: 'How soon do you need an answer?', text: 'Within two working days' },
    ],
    adminUrl: 'https://portal.northbridge.example/admin/collections/form-submissions/412',
  }),
};

const folder = path.resolve(process.argv[2] ?? 'docs/email-samples');
mkdirSync(folder, { recursive: true });
for (const [name, mail] of Object.entries(samples)) {
  writeFileSync(path.join(folder, `${name}.html`), mail.html);
  writeFileSync(path.join(folder, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
}
