import { perWorker } from './per-worker';

export type ReceivedMail = { to: string[]; raw: string };

/** Every message the test SMTP server received in this test file, oldest first. */
export const mailbox: ReceivedMail[] = perWorker('mailbox', () => []);

/** Stops and restarts the test SMTP server on its port, to test what happens while the mail server is down. */
export const smtpServer = perWorker('smtpServer', () => ({
  stop: (): Promise<void> => Promise.reject(new Error('The test SMTP server is not running.')),
  start: (): Promise<void> => Promise.reject(new Error('The test SMTP server is not running.')),
}));

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export type ReadMail = { subject: string; text: string; links: string[] };

/** The plain-text part of a raw message, decoded, with its subject and links. */
export function readMail(raw: string): ReadMail {
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? '';
  const part = /Content-Type: text\/plain[^\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  const body = part?.[1] ?? '';
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(raw)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { subject, text, links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [] };
}

/** Waits for the next message to `address` after `after` messages, and reads it. */
export async function nextMailTo(address: string, after: number, timeoutMs = 5000): Promise<ReadMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailbox.slice(after).find((mail) => mail.to.includes(address.toLowerCase()));
    if (found) return readMail(found.raw);
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${String(timeoutMs)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function mailsTo(address: string): number {
  return mailbox.filter((mail) => mail.to.includes(address.toLowerCase())).length;
}

export type WholeMail = { subject: string; from: string; replyTo: string | undefined; text: string; html: string };

/** One header of a raw message, unfolded. */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  return new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ');
}

/** The decoded body of a message's part of one content type (text/plain, text/html). */
function partOf(raw: string, type: string): string {
  const part = new RegExp(
    `Content-Type: ${type}[^\\n]*\\r?\\n((?:[^\\r\\n]+\\r?\\n)*)\\r?\\n([\\s\\S]*?)(?:\\r?\\n--|$)`,
    'i',
  ).exec(raw);
  if (!part) return '';
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(part[1] ?? '')?.[1]?.toLowerCase();
  const body = part[2] ?? '';
  return encoding === 'base64'
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : body;
}

/** A raw message as its reader's client shows it: the From and Reply-To headers, and both parts decoded. */
export function readWholeMail(raw: string): WholeMail {
  return {
    subject: readMail(raw).subject,
    from: headerOf(raw, 'From') ?? '',
    replyTo: headerOf(raw, 'Reply-To'),
    text: partOf(raw, 'text/plain'),
    html: partOf(raw, 'text/html'),
  };
}
