import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_form_submissions_status" AS ENUM('received', 'in-progress', 'answered', 'closed', 'withdrawn');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendRequestStatusMail' BEFORE 'buildDataExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendRequestStatusPush' BEFORE 'buildDataExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendRequestStatusMail' BEFORE 'buildDataExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendRequestStatusPush' BEFORE 'buildDataExport';
  ALTER TABLE "forms" ADD COLUMN "service_level_days" numeric DEFAULT 2;
  ALTER TABLE "_forms_v" ADD COLUMN "version_service_level_days" numeric DEFAULT 2;
  ALTER TABLE "form_submissions" ADD COLUMN "status" "enum_form_submissions_status";
  ALTER TABLE "form_submissions" ADD COLUMN "owner_id" integer;
  ALTER TABLE "form_submissions" ADD COLUMN "deadline" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "answer_message" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "answered_at" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_owner_id_admins_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "form_submissions_status_idx" ON "form_submissions" USING btree ("status");
  CREATE INDEX "form_submissions_owner_idx" ON "form_submissions" USING btree ("owner_id");
  CREATE INDEX "form_submissions_deadline_idx" ON "form_submissions" USING btree ("deadline");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" DROP CONSTRAINT "form_submissions_owner_id_admins_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendFormNotifications', 'sendPushNotifications', 'pruneAuditEvents', 'checkRegistration', 'buildDataExport', 'expireDataExport', 'sendErasureConfirmation');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendFormNotifications', 'sendPushNotifications', 'pruneAuditEvents', 'checkRegistration', 'buildDataExport', 'expireDataExport', 'sendErasureConfirmation');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "form_submissions_status_idx";
  DROP INDEX "form_submissions_owner_idx";
  DROP INDEX "form_submissions_deadline_idx";
  ALTER TABLE "forms" DROP COLUMN "service_level_days";
  ALTER TABLE "_forms_v" DROP COLUMN "version_service_level_days";
  ALTER TABLE "form_submissions" DROP COLUMN "status";
  ALTER TABLE "form_submissions" DROP COLUMN "owner_id";
  ALTER TABLE "form_submissions" DROP COLUMN "deadline";
  ALTER TABLE "form_submissions" DROP COLUMN "status_changed_at";
  ALTER TABLE "form_submissions" DROP COLUMN "answer_message";
  ALTER TABLE "form_submissions" DROP COLUMN "answered_at";
  DROP TYPE "public"."enum_form_submissions_status";`)
}
