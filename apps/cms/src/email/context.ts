import { brandColourProblem, DEFAULT_BRAND_COLOUR, DEFAULT_BRAND_NAME } from '@hcp/contracts/brand';
import type { Payload, PayloadRequest } from 'payload';

import { env as processEnv, type Env } from '../env';
import { readMedicalInformation } from '../globals/MedicalInformation';
import { parseFrom } from './adapter';
import { type Mail, type MailContext } from './layout';

type MailEnv = Pick<Env, 'mailFrom' | 'mailFromName' | 'mailReplyTo' | 'publicUrl'>;

/** The team a mail comes from, when MAIL_FROM_NAME does not name it: the provider's Medical Information. */
export function senderNameOf(brandName: string, configured: string | undefined): string {
  return configured ?? `${brandName} Medical Information`;
}

/**
 * What every mail is branded with, read when it is sent (so a brand change shows in the next mail): the brand
 * global's name, colour and logo, the Medical Information line, and the sender settings (docs/email.md).
 */
export async function readMailContext(
  payload: Payload,
  { req, settings = processEnv }: { req?: PayloadRequest; settings?: MailEnv } = {},
): Promise<MailContext> {
  const brand = await payload.findGlobal({ slug: 'brand', depth: 1, overrideAccess: true, req });
  const brandName = brand.name.trim() || DEFAULT_BRAND_NAME;
  const logo = typeof brand.logo === 'object' ? brand.logo : null;
  const line = await readMedicalInformation(payload, req);
  return {
    brandName,
    brandColour: brandColourProblem(brand.primaryColour) ? DEFAULT_BRAND_COLOUR : brand.primaryColour,
    // A mail is read far from the portal: the logo's address must be absolute. Media files are public images.
    logo:
      logo?.url && logo.width && logo.height
        ? {
            url: new URL(logo.url, settings.publicUrl).toString(),
            alt: logo.alt,
            width: logo.width,
            height: logo.height,
          }
        : null,
    senderName: senderNameOf(brandName, settings.mailFromName),
    replyTo: settings.mailReplyTo ?? null,
    phone: line ? { number: line.phone, hours: line.hours } : null,
    portalUrl: settings.publicUrl,
  };
}

/**
 * Sends one branded mail: `build` writes it for the brand and settings read now; it goes from the provider's team
 * at MAIL_FROM's address, with Reply-To where replies are read (when set).
 */
export async function sendMail(
  payload: Payload,
  to: string,
  build: (context: MailContext) => Mail,
  { req, settings = processEnv }: { req?: PayloadRequest; settings?: MailEnv } = {},
): Promise<Mail> {
  const context = await readMailContext(payload, { req, settings });
  const mail = build(context);
  await payload.sendEmail({
    to,
    from: { name: context.senderName, address: parseFrom(settings.mailFrom).address },
    ...(context.replyTo ? { replyTo: context.replyTo } : {}),
    ...mail,
  });
  return mail;
}
