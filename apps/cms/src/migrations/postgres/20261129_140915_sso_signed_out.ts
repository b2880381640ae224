import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'sso.signed-out' BEFORE 'mfa.enrolled';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_action";
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('sign-in.succeeded', 'sign-in.failed', 'sso.refused', 'sso.account-created', 'sso.linked', 'sso.unlinked', 'mfa.enrolled', 'mfa.disabled', 'mfa.recovery-code-used', 'password.changed', 'password.reset', 'email.changed', 'roles.changed', 'certification-roles.changed', 'approval.changed', 'account.suspended', 'content.published', 'content.unpublished', 'content.deleted', 'review.submitted', 'review.commented', 'content.certified', 'content.published-urgently', 'certificates.exported', 'submissions.exported', 'personal-data.exported', 'personal-data.erased');
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_events_action" USING "action"::"public"."enum_audit_events_action";`)
}
