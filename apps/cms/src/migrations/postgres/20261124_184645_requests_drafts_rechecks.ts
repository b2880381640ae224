import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_form_submissions_status" AS ENUM('received', 'in-progress', 'answered', 'closed', 'withdrawn');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deleteExpiredFormDrafts' BEFORE 'checkRegistration';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'recheckRegistrations' BEFORE 'buildDataExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendRequestStatusMail' BEFORE 'buildDataExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendRequestStatusPush' BEFORE 'buildDataExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deleteExpiredFormDrafts' BEFORE 'checkRegistration';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'recheckRegistrations' BEFORE 'buildDataExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendRequestStatusMail' BEFORE 'buildDataExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendRequestStatusPush' BEFORE 'buildDataExport';
  CREATE TABLE "form_drafts_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar NOT NULL,
  	"upload_id" integer NOT NULL
  );
  
  CREATE TABLE "form_drafts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"form_id" integer NOT NULL,
  	"values" jsonb NOT NULL,
  	"saved_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "forms" ADD COLUMN "service_level_days" numeric DEFAULT 2;
  ALTER TABLE "_forms_v" ADD COLUMN "version_service_level_days" numeric DEFAULT 2;
  ALTER TABLE "form_submissions" ADD COLUMN "status" "enum_form_submissions_status";
  ALTER TABLE "form_submissions" ADD COLUMN "owner_id" integer;
  ALTER TABLE "form_submissions" ADD COLUMN "deadline" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "status_changed_at" timestamp(3) with time zone;
  ALTER TABLE "form_submissions" ADD COLUMN "answer_message" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "answered_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_drafts_id" integer;
  ALTER TABLE "form_drafts_files" ADD CONSTRAINT "form_drafts_files_upload_id_form_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."form_uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_drafts_files" ADD CONSTRAINT "form_drafts_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_drafts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "form_drafts_files_order_idx" ON "form_drafts_files" USING btree ("_order");
  CREATE INDEX "form_drafts_files_parent_id_idx" ON "form_drafts_files" USING btree ("_parent_id");
  CREATE INDEX "form_drafts_files_upload_idx" ON "form_drafts_files" USING btree ("upload_id");
  CREATE INDEX "form_drafts_owner_idx" ON "form_drafts" USING btree ("owner_id");
  CREATE INDEX "form_drafts_form_idx" ON "form_drafts" USING btree ("form_id");
  CREATE INDEX "form_drafts_saved_at_idx" ON "form_drafts" USING btree ("saved_at");
  CREATE INDEX "form_drafts_updated_at_idx" ON "form_drafts" USING btree ("updated_at");
  CREATE INDEX "form_drafts_created_at_idx" ON "form_drafts" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_form_idx" ON "form_drafts" USING btree ("owner_id","form_id");
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_owner_id_admins_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_drafts_fk" FOREIGN KEY ("form_drafts_id") REFERENCES "public"."form_drafts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "form_submissions_status_idx" ON "form_submissions" USING btree ("status");
  CREATE INDEX "form_submissions_owner_idx" ON "form_submissions" USING btree ("owner_id");
  CREATE INDEX "form_submissions_deadline_idx" ON "form_submissions" USING btree ("deadline");
  CREATE INDEX "payload_locked_documents_rels_form_drafts_id_idx" ON "payload_locked_documents_rels" USING btree ("form_drafts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_drafts_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_drafts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "form_drafts_files" CASCADE;
  DROP TABLE "form_drafts" CASCADE;
  ALTER TABLE "form_submissions" DROP CONSTRAINT "form_submissions_owner_id_admins_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_drafts_fk";
  
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
  DROP INDEX "payload_locked_documents_rels_form_drafts_id_idx";
  ALTER TABLE "forms" DROP COLUMN "service_level_days";
  ALTER TABLE "_forms_v" DROP COLUMN "version_service_level_days";
  ALTER TABLE "form_submissions" DROP COLUMN "status";
  ALTER TABLE "form_submissions" DROP COLUMN "owner_id";
  ALTER TABLE "form_submissions" DROP COLUMN "deadline";
  ALTER TABLE "form_submissions" DROP COLUMN "status_changed_at";
  ALTER TABLE "form_submissions" DROP COLUMN "answer_message";
  ALTER TABLE "form_submissions" DROP COLUMN "answered_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_drafts_id";
  DROP TYPE "public"."enum_form_submissions_status";`)
}
