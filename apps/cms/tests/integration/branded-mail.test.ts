import { FormSubmissionResultSchema } from '@hcp/contracts/forms';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // Replies are read at this mailbox: every mail says so, and carries it as Reply-To.
  process.env.MAIL_REPLY_TO = 'medinfo@northbridge.example';
});

import { formatMailDateTime } from '../../src/email/mail-date';
import { FORM_MAIL_QUEUE } from '../../src/jobs/formNotifications';
import { runQueue } from '../../src/jobs/worker';
import { seedDemo } from '../../src/seed/demo';
import { solveBotCheck } from './bot-check-solver';
import { postJson, signInDemoCallers, startTestServer, type TestServer } from './harness';
import { mailbox, readMail, readWholeMail, type WholeMail } from './mailbox';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.payload.updateGlobal({
    slug: 'brand',
    data: { name: 'Northbridge Pharma', primaryColour: '#7a1f5c' },
    overrideAccess: true,
  });
  await server.payload.updateGlobal({
    slug: 'medical-information',
    data: { phone: '+44 1223 000 140', hours: 'Monday to Friday, 8:00 to 18:00' },
    overrideAccess: true,
  });
  await seedDemo(server.payload, { content: ['forms'] });
}, 120_000);

afterAll(async () => {
  await server.close();
});

/** The first mail to `address` after `after` whose subject holds `subject`, as a mail client reads it. */
async function mailTo(address: string, subject: string, after: number): Promise<WholeMail> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    const found = mailbox
      .slice(after)
      .find((one) => one.to.includes(address) && readMail(one.raw).subject.includes(subject));
    if (found) return readWholeMail(found.raw);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail "${subject}" to ${address}`);
}

function expectBranded(mail: WholeMail) {
  expect(mail.from).toBe('Northbridge Pharma Medical Information <portal@example.org>');
  expect(mail.replyTo).toBe('medinfo@northbridge.example');
  expect(mail.html).toMatch(/^<!DOCTYPE html>/);
  expect(mail.html).toContain('Northbridge Pharma');
  expect(mail.html).toContain('#7a1f5c');
  expect(mail.text).toContain('Medical Information: +44 1223 000 140 (Monday to Friday, 8:00 to 18:00).');
  expect(mail.text).toContain('Replies to this email are read by our team at medinfo@northbridge.example.');
  for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/\bUTC\b|log in/i);
}

describe('the branded mails, as a mail client receives them', () => {
  it('confirms a registration from the provider’s team, with a button and its link in both parts', async () => {
    const email = 'branded.registration@example.org';
    const before = mailbox.length;
    const registered = await postJson(server.baseUrl, '/json/api/v1/account/register', {
      firstName: 'Rhea',
      lastName: 'O’Neill <Okoye>',
      email,
      password: 'amber-kettle-harbour-42',
      profession: 'pharmacist',
      organisation: 'Westfield Royal Infirmary',
      regulator: 'GPhC',
      registrationNumber: '2091145',
    });
    expect(registered.status).toBe(202);

    const mail = await mailTo(email, 'Confirm your email address', before);
    expect(mail.subject).toBe('Confirm your email address for Northbridge Pharma');
    expectBranded(mail);
    expect(mail.text).toContain('Dear Rhea,');
    const link = /Confirm your email address:\r?\n(http:\/\/portal\.test\/\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link ?? ''}"`);
    expect(mail.html).toContain('>Confirm your email address</a>');
  });

  it('confirms a request to its signed-in sender, dated in words in London time, with their answers escaped', async () => {
    const { clinician } = await signInDemoCallers(server);
    const before = mailbox.length;
    const response = await fetch(`${server.baseUrl}/json/api/v1/forms/medicines-information-enquiry/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${clinician}` },
      body: JSON.stringify({
        values: {
          product: 'Vanclorin 1 g <b>bold</b>',
          question: 'Can the reconstituted vial be kept in the fridge overnight?',
          urgency: 'routine',
          reply_email: 'clinician@example.com',
        },
        botCheck: await solveBotCheck(server.baseUrl),
      }),
    });
    expect(response.status).toBe(201);
    const result = FormSubmissionResultSchema.parse(await response.json());
    await runQueue(server.payload, FORM_MAIL_QUEUE, 10);

    const mail = await mailTo('clinician@example.com', 'We received your submission', before);
    expect(mail.subject).toBe(`We received your submission (${result.reference})`);
    expectBranded(mail);
    expect(mail.text).toContain(`on ${formatMailDateTime(result.submittedAt)}.`);
    expect(mail.text).toMatch(/on \w+day \d{1,2} \w+ \d{4} at \d{2}:\d{2}\./);
    expect(mail.text).toContain('Vanclorin 1 g <b>bold</b>');
    expect(mail.html).toContain('Vanclorin 1 g &#60;b&#62;bold&#60;/b&#62;');
    expect(mail.text).toContain('If you did not send this, reply to this email and tell us.');
  });
});
