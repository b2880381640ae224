import { FormSubmissionResultSchema, SCREEN_FORMS } from '@hcp/contracts/forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COPIES_PER_ADDRESS_PER_HOUR } from '../../src/jobs/submitterCopies';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { solveBotCheck } from './bot-check-solver';
import { runQueuedMail, signIn, startTestServer, type TestServer } from './harness';
import { mailbox, mailsTo, nextMailTo, readMail } from './mailbox';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['forms'] });
});

afterAll(async () => {
  await server.close();
});

/** What a spammer would have the portal deliver: a link and a pitch, in every free-text field. */
const PITCH = 'Claim your prize at https://prize.example/win';
const NAME = 'Winner Notification Desk';

async function submitContact(email: string, message: string, token?: string) {
  const response = await fetch(`${server.baseUrl}/json/api/v1/forms/${SCREEN_FORMS.contact.slug}/submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({
      values: { name: NAME, email, message, consent: true },
      botCheck: await solveBotCheck(server.baseUrl),
    }),
  });
  expect(response.status).toBe(201);
  return FormSubmissionResultSchema.parse(await response.json()).reference;
}

async function storedSubmission(reference: string) {
  const { docs } = await server.payload.find({
    collection: 'form-submissions',
    where: { reference: { equals: reference } },
    overrideAccess: true,
  });
  return docs[0];
}

/** Every raw message (headers, text and HTML parts) to `address` after `after` messages. */
const rawMailsTo = (address: string, after: number) =>
  mailbox
    .slice(after)
    .filter((mail) => mail.to.includes(address))
    .map((mail) => mail.raw);

describe('copies to submitters who are not signed in (no mail relay)', () => {
  it('acknowledge with the reference and the form’s title only, echoing none of the submitted text', async () => {
    const before = mailbox.length;
    const reference = await submitContact('someone.else@example.net', PITCH);
    await runQueuedMail(server.payload);

    const copy = await nextMailTo('someone.else@example.net', before);
    expect(copy.subject).toContain(reference);
    expect(copy.text).toContain(`Its reference is ${reference}`);
    expect(copy.text).toContain('"Contact us"');
    const raw = rawMailsTo('someone.else@example.net', before).join('\n');
    for (const submitted of ['prize.example', 'Claim your prize', NAME, 'Winner']) {
      expect(copy.text).not.toContain(submitted);
      expect(copy.subject).not.toContain(submitted);
      expect(raw).not.toContain(submitted);
    }
    expect(copy.links).toEqual([]);

    // The team still reads the whole submission, at the form's internal address.
    const team = await nextMailTo('hello@example.com', before);
    expect(team.text).toContain(`Message: ${PITCH}`);
  });

  it(`sends at most ${String(COPIES_PER_ADDRESS_PER_HOUR)} copies an hour to one address; the next submission is stored and answered without one`, async () => {
    const before = mailbox.length;
    const references: string[] = [];
    for (let sent = 0; sent < COPIES_PER_ADDRESS_PER_HOUR; sent += 1) {
      references.push(await submitContact('target@example.net', `Question ${String(sent + 1)}`));
    }
    await runQueuedMail(server.payload);
    expect(mailsTo('target@example.net')).toBe(COPIES_PER_ADDRESS_PER_HOUR);

    // The same mailbox, spelt otherwise: upper case and a +tag.
    const over = await submitContact('Target+again@Example.net', 'One more question');
    await runQueuedMail(server.payload);
    expect(mailsTo('target@example.net') + mailsTo('target+again@example.net')).toBe(COPIES_PER_ADDRESS_PER_HOUR);

    const stored = await storedSubmission(over);
    expect(stored?.values).toMatchObject({ message: 'One more question' });
    expect(stored?.mailStatus).toBe('sent');
    expect(stored?.mailsSent).toEqual(['team', 'copy-withheld']);
    // The team is told of every one of them.
    const teamMails = rawMailsTo('hello@example.com', before).join('\n');
    for (const reference of [...references, over]) expect(teamMails).toContain(reference);
  });
});

describe('copies to signed-in submitters', () => {
  it('keep the answers, since they go to the account’s own verified address, and are not counted', async () => {
    const token = await signIn(server.baseUrl, 'pharmacist@example.com', DEMO_PASSWORD);
    const before = mailbox.length;
    for (let sent = 0; sent <= COPIES_PER_ADDRESS_PER_HOUR; sent += 1) {
      // The typed address is ignored: the copy goes to the account's address.
      await submitContact('target@example.net', `Batch VM1182, question ${String(sent + 1)}`, token);
    }
    await runQueuedMail(server.payload);
    // The queue may send them in any order.
    const asked = rawMailsTo('pharmacist@example.com', before)
      .map((raw) => /Message: (Batch VM1182, question \d)/.exec(readMail(raw).text)?.[1])
      .sort();
    expect(asked).toEqual(
      Array.from(
        { length: COPIES_PER_ADDRESS_PER_HOUR + 1 },
        (_, index) => `Batch VM1182, question ${String(index + 1)}`,
      ),
    );
  });
});
