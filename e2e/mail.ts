import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the e2e server's SMTP server stores what it receives (set by playwright.config.ts). */
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function textOf(raw: string): string {
  const part = /Content-Type: text\/plain[^\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  const body = part?.[1] ?? '';
  const encoding = /Content-Transfer-Encoding: (\S+)/i.exec(raw)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
}

/** Waits for a message to `address` whose text has a link matching `pattern`, and answers that link. */
export async function linkFromMail(address: string, pattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = readdirSync(MAIL_DIR)
      .filter((name) => name.includes(address.toLowerCase()))
      .sort()
      .reverse();
    for (const file of files) {
      const link = (textOf(readFileSync(path.join(MAIL_DIR, file), 'utf8')).match(/https?:\/\/[^\s<>"]+/g) ?? []).find(
        (url) => pattern.test(url),
      );
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} with a link like ${String(pattern)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
