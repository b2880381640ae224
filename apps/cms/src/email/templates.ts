import { contactSentence, type Mail, type MailContext, renderMail } from './layout';

/**
 * The portal's account mails. Each is written for a `MailContext` (the brand, the sender and where replies go) and
 * drawn by the one branded layout (layout.ts). Every link starts at the portal's public address.
 */

const dear = (firstName: string) => `Dear ${firstName},`;

/** The sentence for "this was not you": reset the password, and tell us however we can be reached. */
function notYou(context: MailContext): string {
  return `If this was not you, reset your password now at ${context.portalUrl}/forgot-password and ${contactSentence(context)} to tell us.`;
}

export function verificationMail(
  context: MailContext,
  { firstName, token }: { firstName: string; token: string },
): Mail {
  return renderMail(context, {
    subject: `Confirm your email address for ${context.brandName}`,
    greeting: dear(firstName),
    paragraphs: [
      `Thank you for registering with the ${context.brandName} portal for healthcare professionals. Please confirm your email address with the button below. The link is valid for 48 hours.`,
      'Once you have confirmed it, our team checks your professional registration and approves your account. We will email you when it is ready.',
    ],
    // The public token route (spec section 2).
    action: { label: 'Confirm your email address', url: `${context.portalUrl}/${token}` },
    after: ['If you did not register, you can ignore this email.'],
  });
}

export function alreadyRegisteredMail(context: MailContext, { firstName }: { firstName: string }): Mail {
  return renderMail(context, {
    subject: `Your ${context.brandName} account already exists`,
    greeting: dear(firstName),
    paragraphs: [
      `Someone, probably you, tried to register for the ${context.brandName} portal with this email address, which already has an account.`,
      `If you have forgotten your password, you can reset it at ${context.portalUrl}/forgot-password.`,
    ],
    action: { label: 'Sign in', url: `${context.portalUrl}/login` },
    after: ['If this was not you, you can ignore this email; nothing has changed.'],
  });
}

export function approvalMail(context: MailContext, { firstName }: { firstName: string }): Mail {
  return renderMail(context, {
    subject: `Your ${context.brandName} account is approved`,
    greeting: dear(firstName),
    paragraphs: [
      'Our team has checked your professional registration and approved your account. You can now sign in and use the areas of the portal open to your profession.',
    ],
    action: { label: 'Sign in', url: `${context.portalUrl}/login` },
  });
}

export function rejectionMail(
  context: MailContext,
  { firstName, reason }: { firstName: string; reason: string },
): Mail {
  return renderMail(context, {
    subject: `Your ${context.brandName} registration`,
    greeting: dear(firstName),
    paragraphs: [
      `Thank you for registering with the ${context.brandName} portal. We could not approve your registration, for this reason:`,
    ],
    facts: [{ label: 'Reason', value: reason }],
    after: [
      `If you think this is a mistake, or your details have changed, please ${contactSentence(context)}, and we will look at it again.`,
    ],
  });
}

export function passwordResetMail(
  context: MailContext,
  { firstName, token }: { firstName: string; token: string },
): Mail {
  return renderMail(context, {
    subject: `Reset your ${context.brandName} password`,
    greeting: dear(firstName),
    paragraphs: [
      `We received a request to reset the password of your ${context.brandName} account. The button below lets you choose a new one. It works once, within one hour.`,
    ],
    // In the fragment, which browsers never send to a server, so the token reaches no access log.
    action: { label: 'Choose a new password', url: `${context.portalUrl}/reset-password#token=${token}` },
    after: ['If you did not ask for this, you can ignore this email: your password stays as it is.'],
  });
}

/** A CMS account's reset link, to Payload's reset screen in /admin (`resetUrl` holds the token). */
export function adminPasswordResetMail(
  context: MailContext,
  { name, resetUrl }: { name: string; resetUrl: string },
): Mail {
  return renderMail(context, {
    subject: `Reset your ${context.brandName} CMS password`,
    greeting: dear(name),
    paragraphs: [
      `We received a request to reset the password of your ${context.brandName} CMS account. The button below lets you choose a new one. It works once, within one hour.`,
    ],
    action: { label: 'Choose a new password', url: resetUrl },
    after: ['If you did not ask for this, you can ignore this email: your password stays as it is.'],
  });
}

export function passwordChangedMail(context: MailContext, { firstName }: { firstName: string }): Mail {
  return renderMail(context, {
    subject: `Your ${context.brandName} password was changed`,
    greeting: dear(firstName),
    paragraphs: [
      `The password of your ${context.brandName} account was just changed, and every session that was signed in has been signed out.`,
    ],
    after: [notYou(context)],
  });
}

export function emailChangeLinkMail(
  context: MailContext,
  { firstName, token }: { firstName: string; token: string },
): Mail {
  return renderMail(context, {
    subject: `Confirm your new email address for ${context.brandName}`,
    greeting: dear(firstName),
    paragraphs: [
      `You asked to use this address for your ${context.brandName} account. Please confirm it with the button below. It works once, within 24 hours.`,
    ],
    // In the fragment, which browsers never send to a server, so the token reaches no access log.
    action: {
      label: 'Confirm your new email address',
      url: `${context.portalUrl}/confirm-email-change#token=${token}`,
    },
    after: [
      'Until you confirm it, your account keeps its current address. If you did not ask for this, you can ignore this email.',
    ],
  });
}

export function emailChangeRequestedMail(
  context: MailContext,
  { firstName, newEmail }: { firstName: string; newEmail: string },
): Mail {
  return renderMail(context, {
    subject: `A new email address was requested for your ${context.brandName} account`,
    greeting: dear(firstName),
    paragraphs: [
      `Someone signed in to your ${context.brandName} account asked to change its email address. The change takes effect only once it is confirmed from the new address, and every other session was signed out.`,
    ],
    facts: [{ label: 'New address', value: newEmail }],
    after: [notYou(context)],
  });
}

export function emailChangedMail(
  context: MailContext,
  { firstName, newEmail }: { firstName: string; newEmail: string },
): Mail {
  return renderMail(context, {
    subject: `The email address of your ${context.brandName} account was changed`,
    greeting: dear(firstName),
    paragraphs: [
      `Your ${context.brandName} account now uses a new address; this one no longer signs in. Every session was signed out.`,
    ],
    facts: [{ label: 'New address', value: newEmail }],
    after: [`If this was not you, ${contactSentence(context)} at once.`],
  });
}

export function twoFactorEnabledMail(context: MailContext, { firstName }: { firstName: string }): Mail {
  return renderMail(context, {
    subject: `Two-step sign-in is on for your ${context.brandName} account`,
    greeting: dear(firstName),
    paragraphs: [
      `Two-step sign-in was just turned on for your ${context.brandName} account: from now on, signing in asks for a code from your authenticator app after your password. Every other session was signed out.`,
    ],
    after: [notYou(context)],
  });
}

export function twoFactorDisabledMail(context: MailContext, { firstName }: { firstName: string }): Mail {
  return renderMail(context, {
    subject: `Two-step sign-in was turned off for your ${context.brandName} account`,
    greeting: dear(firstName),
    paragraphs: [
      `Two-step sign-in was just turned off for your ${context.brandName} account: signing in now needs only your password. Every other session was signed out.`,
    ],
    after: [
      `If this was not you, reset your password now at ${context.portalUrl}/forgot-password, turn two-step sign-in on again from your account page, and ${contactSentence(context)} to tell us.`,
    ],
  });
}

/** Sent to the address an account had, after it was erased: the name is gone by then, so the greeting is plain. */
export function accountErasedMail(context: MailContext): Mail {
  return renderMail(context, {
    subject: `Your ${context.brandName} account has been deleted`,
    greeting: 'Hello,',
    paragraphs: [
      `As you asked, your ${context.brandName} account has been deleted, and you have been signed out everywhere.`,
      'Your profile, CPD log, dashboard, pinned and starred items, recently viewed items, notification subscriptions, consent records and data exports have been erased, together with the forms you sent and their files.',
      'Reports of an issue or a side effect that you sent are kept, as the law requires of us for the safety of medicines, but without your name or contact details.',
    ],
    action: { label: 'Register again', url: `${context.portalUrl}/register` },
    after: [`If you did not ask for this, ${contactSentence(context)} at once. You can register again at any time.`],
  });
}

/**
 * A request's status changed. It names the request and its new status only: the answer, which may be clinical, is
 * read in the portal after signing in, never sent by mail.
 */
export function requestStatusMail(
  context: MailContext,
  {
    firstName,
    reference,
    formTitle,
    statusLabel,
    answered,
  }: { firstName: string; reference: string; formTitle: string; statusLabel: string; answered: boolean },
): Mail {
  return renderMail(context, {
    subject: `Your request ${reference}: ${statusLabel.toLowerCase()}`,
    greeting: dear(firstName),
    paragraphs: [
      answered
        ? 'We have answered your request. Sign in to read the answer under My requests.'
        : 'The status of your request has changed. You can follow it under My requests.',
    ],
    facts: [
      { label: 'Reference', value: reference },
      { label: 'Request', value: formTitle },
      { label: 'Status', value: statusLabel },
    ],
    action: { label: 'Open your request', url: `${context.portalUrl}/my-requests/${reference}` },
  });
}

/** What a CMS account is asked to do with clinical content submitted for review (issue 33). */
export type ReviewAsk = 'review' | 'certify';

export function reviewRequestMail(
  context: MailContext,
  {
    name,
    ask,
    title,
    area,
    submittedBy,
    message,
    url,
  }: { name: string; ask: ReviewAsk; title: string; area: string; submittedBy: string; message: string; url: string },
): Mail {
  const asked =
    ask === 'certify'
      ? `${submittedBy} has named you as the signatory for “${title}”. Please review its final form and, if it is right, certify it in the CMS with your password.`
      : `${submittedBy} has asked you to review “${title}” before it is certified. Please add your comments in the CMS.`;
  return renderMail(context, {
    subject: ask === 'certify' ? `Please certify: ${title}` : `Please review: ${title}`,
    greeting: dear(name),
    paragraphs: [asked],
    facts: [
      { label: 'Item', value: title },
      { label: 'Area', value: area },
      { label: 'Submitted by', value: submittedBy },
      ...(message ? [{ label: 'Message', value: message }] : []),
    ],
    action: { label: ask === 'certify' ? 'Open it to certify' : 'Open it to review', url },
    after: [
      'Nothing is published until a signatory has certified this version and someone other than its author publishes it.',
    ],
  });
}
