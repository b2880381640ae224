import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deleteExpiredFormDrafts' BEFORE 'checkRegistration';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deleteExpiredFormDrafts' BEFORE 'checkRegistration';
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_drafts_fk" FOREIGN KEY ("form_drafts_id") REFERENCES "public"."form_drafts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_form_drafts_id_idx" ON "payload_locked_documents_rels" USING btree ("form_drafts_id");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_drafts_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_drafts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "form_drafts_files" CASCADE;
  DROP TABLE "form_drafts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_drafts_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendFormNotifications', 'sendPushNotifications', 'pruneAuditEvents', 'checkRegistration', 'buildDataExport', 'expireDataExport', 'sendErasureConfirmation');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendFormNotifications', 'sendPushNotifications', 'pruneAuditEvents', 'checkRegistration', 'buildDataExport', 'expireDataExport', 'sendErasureConfirmation');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_form_drafts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_drafts_id";`);
}
