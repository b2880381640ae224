import { brandPalette } from '@hcp/contracts/brand';

/** Who a mail comes from and how its reader answers: read once per mail from the brand and the settings. */
export type MailContext = {
  /** The provider's name, from the brand settings ("Northbridge Pharma"). */
  brandName: string;
  /** The brand colour, checked against white text (the brand global's rule). */
  brandColour: string;
  /** The brand's logo at an absolute address, or null: the name alone heads the mail. */
  logo: { url: string; alt: string; width: number; height: number } | null;
  /** The From display name: the provider's team ("Northbridge Pharma Medical Information"). */
  senderName: string;
  /** Where replies are read (MAIL_REPLY_TO), or null: then no mail asks its reader to reply. */
  replyTo: string | null;
  /** The Medical Information line, for the footer, or null. */
  phone: { number: string; hours: string | null } | null;
  /** The portal's public address, where every link starts. */
  portalUrl: string;
};

export type MailLine = { label: string; value: string };

/** What one mail says; the layout turns it into the branded HTML and its plain-text twin. */
export type MailContent = {
  subject: string;
  /** "Dear Clara," or "Hello,". */
  greeting: string;
  paragraphs: string[];
  /** Short facts set apart in a box: a reference, a date, a status. */
  facts?: MailLine[];
  /** A form's answers, label above value. */
  answers?: MailLine[];
  /** The one button. */
  action?: { label: string; url: string };
  /** Paragraphs after the button: what to do if this was not you. */
  after?: string[];
};

export type Mail = { subject: string; text: string; html: string };

/** Everything interpolated into the HTML goes through this: a name or an answer can never become markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);
}

/** How a reader gets in touch, in one sentence: a reply when replies are read, else the phone line or the portal. */
export function contactSentence(context: MailContext): string {
  if (context.replyTo) return 'reply to this email';
  if (context.phone) return `call Medical Information on ${context.phone.number}`;
  return `contact us through ${context.portalUrl}`;
}

const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif;";
const TEXT = '#1f2933';
const MUTED = '#52606d';

function paragraphHtml(text: string): string {
  return `<p style="margin:0 0 16px;${FONT}font-size:16px;line-height:24px;color:${TEXT};">${escapeHtml(text)}</p>`;
}

function linesHtml(lines: MailLine[], surface: string, border: string): string {
  const rows = lines
    .map(
      (line) =>
        `<tr><td style="padding:8px 16px 0;${FONT}font-size:13px;line-height:18px;color:${MUTED};font-weight:bold;">${escapeHtml(line.label)}</td></tr>` +
        `<tr><td style="padding:2px 16px 8px;${FONT}font-size:16px;line-height:22px;color:${TEXT};white-space:pre-line;">${escapeHtml(line.value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;background:${surface};border-left:4px solid ${border};border-radius:4px;"><tr><td style="padding:8px 0;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">${rows}</table></td></tr></table>`;
}

function buttonHtml(action: { label: string; url: string }, colour: string): string {
  const href = escapeHtml(action.url);
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>` +
    `<td style="border-radius:6px;background:${colour};">` +
    `<a href="${href}" style="display:inline-block;padding:14px 24px;${FONT}font-size:16px;line-height:20px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a>` +
    `</td></tr></table>` +
    `<p style="margin:0 0 16px;${FONT}font-size:13px;line-height:20px;color:${MUTED};">If the button does not work, copy this address into your browser:<br><a href="${href}" style="color:${colour};word-break:break-all;">${escapeHtml(action.url)}</a></p>`
  );
}

function footerLines(context: MailContext): string[] {
  const lines = [`Sent by ${context.senderName} through the ${context.brandName} portal for healthcare professionals.`];
  if (context.phone) {
    lines.push(
      `Medical Information: ${context.phone.number}${context.phone.hours ? ` (${context.phone.hours})` : ''}.`,
    );
  }
  lines.push(
    context.replyTo
      ? `Replies to this email are read by our team at ${context.replyTo}.`
      : 'This address does not receive replies.',
  );
  return lines;
}

function textOf(context: MailContext, content: MailContent): string {
  const block = (lines: MailLine[]) => lines.map((line) => `${line.label}: ${line.value}`).join('\n');
  const parts = [
    content.greeting,
    ...content.paragraphs,
    ...(content.facts?.length ? [block(content.facts)] : []),
    ...(content.answers?.length ? [block(content.answers)] : []),
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.after ?? []),
    context.senderName,
    footerLines(context).join('\n'),
  ];
  return `${parts.join('\n\n')}\n`;
}

function headerHtml(context: MailContext, palette: ReturnType<typeof brandPalette>): string {
  const name = `<span style="${FONT}font-size:20px;line-height:28px;font-weight:bold;color:${palette.brandDark};">${escapeHtml(context.brandName)}</span>`;
  const logo = context.logo
    ? `<img src="${escapeHtml(context.logo.url)}" alt="${escapeHtml(context.logo.alt || context.brandName)}" height="40" width="${String(Math.round((context.logo.width / context.logo.height) * 40))}" style="display:block;height:40px;width:auto;border:0;outline:none;${FONT}font-size:16px;color:${palette.brandDark};">`
    : name;
  return `<tr><td style="padding:20px 32px;border-top:6px solid ${palette.brand};border-bottom:1px solid #e4e7eb;background:#ffffff;border-radius:8px 8px 0 0;" class="mail-pad">${logo}</td></tr>`;
}

/**
 * The one branded layout of every mail: a 600 px table (tables and inline styles are what mail clients keep), the
 * brand's logo or name above, one button in the brand colour, a grey footer naming the sender, and a plain-text part
 * saying the same. Everything interpolated is escaped.
 */
export function renderMail(context: MailContext, content: MailContent): Mail {
  const palette = brandPalette(context.brandColour);
  const preheader = content.paragraphs[0] ?? content.subject;
  const body = [
    paragraphHtml(content.greeting),
    ...content.paragraphs.map(paragraphHtml),
    content.facts?.length ? linesHtml(content.facts, palette.brandSurface, palette.brand) : '',
    content.answers?.length ? linesHtml(content.answers, '#f5f7fa', '#cbd2d9') : '',
    content.action ? buttonHtml(content.action, palette.brand) : '',
    ...(content.after ?? []).map(paragraphHtml),
    `<p style="margin:24px 0 0;${FONT}font-size:16px;line-height:24px;color:${TEXT};">${escapeHtml(context.senderName)}</p>`,
  ].join('\n');
  const footer = footerLines(context)
    .map(
      (line) =>
        `<p style="margin:0 0 8px;${FONT}font-size:13px;line-height:20px;color:${MUTED};">${escapeHtml(line)}</p>`,
    )
    .join('\n');
  const html = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
<style>
@media only screen and (max-width: 620px) {
  .mail-pad { padding-left: 20px !important; padding-right: 20px !important; }
}
</style>
</head>
<body style="margin:0;padding:0;background:#f0f2f5;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f0f2f5;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;">
${headerHtml(context, palette)}
<tr><td style="padding:32px;background:#ffffff;border-radius:0 0 8px 8px;" class="mail-pad">
${body}
</td></tr>
<tr><td style="padding:20px 32px;" class="mail-pad">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject: content.subject, text: textOf(context, content), html };
}
