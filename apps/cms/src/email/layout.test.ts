import { describe, expect, it } from 'vitest';

import type { MailContext } from './layout';
import { renderMail } from './layout';
import { approvalMail, rejectionMail, verificationMail } from './templates';

const context: MailContext = {
  brandName: 'Northbridge <Pharma>',
  brandColour: '#7a1f5c',
  logo: { url: 'https://portal.example/api/media/file/logo.png', alt: 'Northbridge Pharma', width: 160, height: 40 },
  senderName: 'Northbridge Pharma Medical Information',
  replyTo: null,
  phone: { number: '+44 1223 000 140', hours: 'Monday to Friday, 8:00 to 18:00' },
  portalUrl: 'https://portal.example',
};

describe('the branded mail layout', () => {
  const mail = renderMail(context, {
    subject: 'A "test" & more',
    greeting: 'Dear <script>alert(1)</script>,',
    paragraphs: ['Body with <img src=x onerror=alert(1)>'],
    facts: [{ label: 'Reference', value: 'RI-1 & "2"' }],
    action: { label: 'Open it', url: 'https://portal.example/a?b=1&c="2"' },
  });

  it('escapes everything it interpolates into the HTML part', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('Dear &#60;script&#62;alert(1)&#60;/script&#62;,');
    expect(mail.html).toContain('Northbridge &#60;Pharma&#62;');
    expect(mail.html).toContain('href="https://portal.example/a?b=1&#38;c=&#34;2&#34;"');
  });

  it('has a plain-text part saying the same, with the link written out', () => {
    expect(mail.text).toContain('Dear <script>alert(1)</script>,');
    expect(mail.text).toContain('Reference: RI-1 & "2"');
    expect(mail.text).toContain('Open it:\nhttps://portal.example/a?b=1&c="2"');
    expect(mail.text).toContain('Medical Information: +44 1223 000 140 (Monday to Friday, 8:00 to 18:00).');
  });

  it('shows the brand’s logo and colour, in tables with inline styles', () => {
    expect(mail.html).toContain('<img src="https://portal.example/api/media/file/logo.png" alt="Northbridge Pharma"');
    expect(mail.html).toContain('background:#7a1f5c');
    expect(mail.html).toContain('role="presentation"');
    expect(mail.html).not.toContain('<link');
  });

  it('says replies are not read unless Reply-To is set, and where they are read when it is', () => {
    expect(mail.text).toContain('This address does not receive replies.');
    const withReplies = renderMail(
      { ...context, replyTo: 'mi@northbridge.example' },
      { subject: 's', greeting: 'g', paragraphs: [] },
    );
    expect(withReplies.text).toContain('Replies to this email are read by our team at mi@northbridge.example.');
  });
});

describe('the account mails', () => {
  it('say "Sign in", never "Log in"', () => {
    for (const mail of [
      approvalMail(context, { firstName: 'Clara' }),
      verificationMail(context, { firstName: 'Clara', token: 't' }),
    ]) {
      expect(`${mail.text}${mail.html}`).not.toMatch(/log in/i);
    }
    expect(approvalMail(context, { firstName: 'Clara' }).text).toContain('Sign in:\nhttps://portal.example/login');
  });

  it('never ask for a reply without a Reply-To; point to the Medical Information line instead', () => {
    const rejected = rejectionMail(context, { firstName: 'Clara', reason: 'No GPhC number' });
    expect(rejected.text).not.toMatch(/reply to this email/i);
    expect(rejected.text).toContain('please call Medical Information on +44 1223 000 140');
    expect(rejectionMail({ ...context, replyTo: 'mi@example.org' }, { firstName: 'C', reason: 'r' }).text).toContain(
      'please reply to this email',
    );
  });
});
