/**
 * Every action the audit trail records (issue 18). An event names one of these, never free text, so the admin's
 * filter and the CSV export list a known set.
 */
export const AUDIT_ACTIONS = [
  'sign-in.succeeded',
  'sign-in.failed',
  'sso.refused',
  'sso.account-created',
  'sso.linked',
  'sso.unlinked',
  'sso.signed-out',
  'mfa.enrolled',
  'mfa.disabled',
  'mfa.recovery-code-used',
  'password.changed',
  'password.reset',
  'email.changed',
  'roles.changed',
  'certification-roles.changed',
  'approval.changed',
  'account.suspended',
  'content.published',
  'content.unpublished',
  'content.deleted',
  'review.submitted',
  'review.commented',
  'content.certified',
  'content.published-urgently',
  'certificates.exported',
  'submissions.exported',
  'personal-data.exported',
  'personal-data.erased',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted: a portal account, a CMS account, the server itself (a job), or nobody signed in (a failed sign-in). */
export const AUDIT_ACTOR_KINDS = ['portal-account', 'cms-account', 'system', 'anonymous'] as const;

export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];
