/** Every mail's links start at the portal's public address and lead to its public routes. */
type Recipient = { firstName: string; portalUrl: string };

/** The portal's emails: plain text first (every client shows it), with a simple HTML twin. Names are escaped. */
type Mail = { subject: string; text: string; html: string };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);
}

function mail(subject: string, greeting: string, paragraphs: string[], action?: { label: string; url: string }): Mail {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    action ? `${action.label}: ${action.url}` : '',
    '',
    'HCP Portal',
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>` : '',
    '<p>HCP Portal</p>',
  ].join('\n');
  return { subject, text, html };
}

export function verificationMail({ firstName, portalUrl, token }: Recipient & { token: string }): Mail {
  return mail(
    'Confirm your email address for the HCP Portal',
    `Dear ${firstName},`,
    [
      'Thank you for registering with the HCP Portal. Please confirm your email address with the link below. It is valid for 48 hours.',
      'Once you have confirmed it, our team checks your professional registration and approves your account. We will email you when it is ready.',
      'If you did not register, you can ignore this email.',
    ],
    // The public token route (spec section 2).
    { label: 'Confirm your email address', url: `${portalUrl}/${token}` },
  );
}

export function alreadyRegisteredMail({ firstName, portalUrl }: Recipient): Mail {
  return mail('You already have an HCP Portal account', `Dear ${firstName},`, [
    'Someone, probably you, tried to register for the HCP Portal with this email address, which already has an account.',
    `You can log in at ${portalUrl}/login. If you have forgotten your password, you can reset it at ${portalUrl}/forgot-password.`,
    'If this was not you, you can ignore this email; nothing has changed.',
  ]);
}

export function approvalMail({ firstName, portalUrl }: Recipient): Mail {
  return mail(
    'Your HCP Portal account is approved',
    `Dear ${firstName},`,
    ['Your account has been approved. You can now log in and use the areas of the portal your role gives you.'],
    { label: 'Log in to the HCP Portal', url: `${portalUrl}/login` },
  );
}

export function rejectionMail({ firstName, reason }: Pick<Recipient, 'firstName'> & { reason: string }): Mail {
  return mail('Your HCP Portal registration', `Dear ${firstName},`, [
    'Thank you for registering for the HCP Portal. We could not approve your registration, for this reason:',
    reason,
    'If you think this is a mistake, or your details have changed, please reply to this email or contact us, and we will look at it again.',
  ]);
}

export function passwordResetMail({ firstName, portalUrl, token }: Recipient & { token: string }): Mail {
  return mail(
    'Reset your HCP Portal password',
    `Dear ${firstName},`,
    [
      'We received a request to reset the password of your HCP Portal account. The link below lets you choose a new one. It works once, within one hour.',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
    // In the fragment, which browsers never send to a server, so the token reaches no access log.
    { label: 'Choose a new password', url: `${portalUrl}/reset-password#token=${token}` },
  );
}

/** A CMS account's reset link, to Payload's reset screen in /admin (`resetUrl` holds the token). */
export function adminPasswordResetMail({ name, resetUrl }: { name: string; resetUrl: string }): Mail {
  return mail(
    'Reset your HCP Portal CMS password',
    `Dear ${name},`,
    [
      'We received a request to reset the password of your HCP Portal CMS account. The link below lets you choose a new one. It works once, within one hour.',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
    { label: 'Choose a new password', url: resetUrl },
  );
}

export function passwordChangedMail({ firstName, portalUrl }: Recipient): Mail {
  return mail('Your HCP Portal password was changed', `Dear ${firstName},`, [
    'The password of your HCP Portal account was just changed, and every session that was signed in has been signed out.',
    `If this was not you, reset your password now at ${portalUrl}/forgot-password and tell us.`,
  ]);
}

export function emailChangeLinkMail({ firstName, portalUrl, token }: Recipient & { token: string }): Mail {
  return mail(
    'Confirm your new email address for the HCP Portal',
    `Dear ${firstName},`,
    [
      'You asked to use this address for your HCP Portal account. Please confirm it with the link below. It works once, within 24 hours.',
      'Until you confirm it, your account keeps its current address. If you did not ask for this, you can ignore this email.',
    ],
    // In the fragment, which browsers never send to a server, so the token reaches no access log.
    { label: 'Confirm your new email address', url: `${portalUrl}/confirm-email-change#token=${token}` },
  );
}

export function emailChangeRequestedMail({ firstName, portalUrl, newEmail }: Recipient & { newEmail: string }): Mail {
  return mail('A new email address was requested for your HCP Portal account', `Dear ${firstName},`, [
    `Someone signed in to your HCP Portal account asked to change its email address to ${newEmail}. The change takes effect only once it is confirmed from that address, and every other session was signed out.`,
    `If this was not you, reset your password now at ${portalUrl}/forgot-password and tell us.`,
  ]);
}

export function emailChangedMail({ firstName, portalUrl, newEmail }: Recipient & { newEmail: string }): Mail {
  return mail('The email address of your HCP Portal account was changed', `Dear ${firstName},`, [
    `Your HCP Portal account now uses ${newEmail}; this address no longer signs in. Every session was signed out.`,
    `If this was not you, contact us at once. You can see the portal at ${portalUrl}.`,
  ]);
}

export function twoFactorEnabledMail({ firstName, portalUrl }: Recipient): Mail {
  return mail('Two-step sign-in is on for your HCP Portal account', `Dear ${firstName},`, [
    'Two-step sign-in was just turned on for your HCP Portal account: from now on, signing in asks for a code from your authenticator app after your password. Every other session was signed out.',
    `If this was not you, reset your password now at ${portalUrl}/forgot-password and tell us.`,
  ]);
}

export function twoFactorDisabledMail({ firstName, portalUrl }: Recipient): Mail {
  return mail('Two-step sign-in was turned off for your HCP Portal account', `Dear ${firstName},`, [
    'Two-step sign-in was just turned off for your HCP Portal account: signing in now needs only your password. Every other session was signed out.',
    `If this was not you, reset your password now at ${portalUrl}/forgot-password, turn two-step sign-in on again from your account page, and tell us.`,
  ]);
}

/** Sent to the address an account had, after it was erased: the name is gone by then, so the greeting is plain. */
export function accountErasedMail({ portalUrl }: { portalUrl: string }): Mail {
  return mail(
    'Your HCP Portal account has been deleted',
    'Hello,',
    [
      'As you asked, your HCP Portal account has been deleted, and you have been signed out everywhere.',
      'Your profile, CPD log, dashboard, pinned and starred items, recently viewed items, notification subscriptions, consent records and data exports have been erased, together with the forms you sent and their files.',
      'Reports of an issue or a side effect that you sent are kept, as the law requires of us for the safety of medicines, but without your name or contact details.',
      'If you did not ask for this, contact us at once. You can register again at any time.',
    ],
    { label: 'Register again', url: `${portalUrl}/register` },
  );
}

/**
 * A request's status changed. It names the request and its new status only: the answer, which may be clinical, is
 * read in the portal after signing in, never sent by mail.
 */
export function requestStatusMail({
  firstName,
  portalUrl,
  reference,
  formTitle,
  statusLabel,
  answered,
}: Recipient & { reference: string; formTitle: string; statusLabel: string; answered: boolean }): Mail {
  return mail(
    `Your request ${reference}: ${statusLabel.toLowerCase()}`,
    `Dear ${firstName},`,
    [
      `The status of your request ${reference} (${formTitle}) is now: ${statusLabel}.`,
      answered
        ? 'We have answered it. Sign in to the HCP Portal to read the answer under My requests.'
        : 'You can follow it under My requests in the HCP Portal.',
    ],
    { label: 'Open your request', url: `${portalUrl}/my-requests/${reference}` },
  );
}
