import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_admins_profession" AS ENUM('medical-practitioner', 'pharmacist');
  CREATE TYPE "public"."enum_certificates_profession" AS ENUM('medical-practitioner', 'pharmacist');
  CREATE TYPE "public"."enum_reviews_state" AS ENUM('draft', 'in-review', 'certified');
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'certification-roles.changed' BEFORE 'approval.changed';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'review.submitted' BEFORE 'submissions.exported';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'review.commented' BEFORE 'submissions.exported';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'content.certified' BEFORE 'submissions.exported';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'content.published-urgently' BEFORE 'submissions.exported';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'certificates.exported' BEFORE 'submissions.exported';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendReviewRequest' BEFORE 'sendPushNotifications';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendReviewRequest' BEFORE 'sendPushNotifications';
  CREATE TABLE "certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"certified_at" timestamp(3) with time zone NOT NULL,
  	"title" varchar NOT NULL,
  	"item_collection" varchar NOT NULL,
  	"item_id" numeric NOT NULL,
  	"version_id" varchar,
  	"approval_code" varchar,
  	"content_hash" varchar NOT NULL,
  	"signatory" numeric NOT NULL,
  	"signatory_name" varchar NOT NULL,
  	"profession" "enum_certificates_profession" NOT NULL,
  	"registration_number" varchar NOT NULL,
  	"author" numeric,
  	"author_name" varchar,
  	"statement" varchar NOT NULL,
  	"second_factor" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"item_collection" varchar NOT NULL,
  	"item_id" numeric NOT NULL,
  	"title" varchar,
  	"state" "enum_reviews_state" DEFAULT 'draft' NOT NULL,
  	"content_hash" varchar,
  	"author" numeric,
  	"author_name" varchar,
  	"changed_at" timestamp(3) with time zone,
  	"submitted_by" numeric,
  	"submitted_by_name" varchar,
  	"submitted_at" timestamp(3) with time zone,
  	"reviewers" jsonb,
  	"signatory" numeric,
  	"certificate" numeric,
  	"urgent_reason" varchar,
  	"urgent_by" numeric,
  	"urgent_by_name" varchar,
  	"urgent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "review_comments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"item_collection" varchar NOT NULL,
  	"item_id" numeric NOT NULL,
  	"version_id" varchar,
  	"content_hash" varchar,
  	"author" numeric NOT NULL,
  	"author_name" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "admins" ADD COLUMN "reviewer" boolean DEFAULT false;
  ALTER TABLE "admins" ADD COLUMN "signatory" boolean DEFAULT false;
  ALTER TABLE "admins" ADD COLUMN "profession" "enum_admins_profession";
  ALTER TABLE "admins" ADD COLUMN "registration_number" varchar;
  ALTER TABLE "stability_products" ADD COLUMN "certified_by_name" varchar;
  ALTER TABLE "stability_products" ADD COLUMN "certified_by_profession" varchar;
  ALTER TABLE "stability_products" ADD COLUMN "certified_by_certified_at" timestamp(3) with time zone;
  ALTER TABLE "stability_products" ADD COLUMN "certified_by_certificate" numeric;
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_certified_by_name" varchar;
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_certified_by_profession" varchar;
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_certified_by_certified_at" timestamp(3) with time zone;
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_certified_by_certificate" numeric;
  ALTER TABLE "y_site_records" ADD COLUMN "certified_by_name" varchar;
  ALTER TABLE "y_site_records" ADD COLUMN "certified_by_profession" varchar;
  ALTER TABLE "y_site_records" ADD COLUMN "certified_by_certified_at" timestamp(3) with time zone;
  ALTER TABLE "y_site_records" ADD COLUMN "certified_by_certificate" numeric;
  ALTER TABLE "_y_site_records_v" ADD COLUMN "version_certified_by_name" varchar;
  ALTER TABLE "_y_site_records_v" ADD COLUMN "version_certified_by_profession" varchar;
  ALTER TABLE "_y_site_records_v" ADD COLUMN "version_certified_by_certified_at" timestamp(3) with time zone;
  ALTER TABLE "_y_site_records_v" ADD COLUMN "version_certified_by_certificate" numeric;
  ALTER TABLE "education_items" ADD COLUMN "certified_by_name" varchar;
  ALTER TABLE "education_items" ADD COLUMN "certified_by_profession" varchar;
  ALTER TABLE "education_items" ADD COLUMN "certified_by_certified_at" timestamp(3) with time zone;
  ALTER TABLE "education_items" ADD COLUMN "certified_by_certificate" numeric;
  ALTER TABLE "_education_items_v" ADD COLUMN "version_certified_by_name" varchar;
  ALTER TABLE "_education_items_v" ADD COLUMN "version_certified_by_profession" varchar;
  ALTER TABLE "_education_items_v" ADD COLUMN "version_certified_by_certified_at" timestamp(3) with time zone;
  ALTER TABLE "_education_items_v" ADD COLUMN "version_certified_by_certificate" numeric;
  ALTER TABLE "clinical_resources" ADD COLUMN "certified_by_name" varchar;
  ALTER TABLE "clinical_resources" ADD COLUMN "certified_by_profession" varchar;
  ALTER TABLE "clinical_resources" ADD COLUMN "certified_by_certified_at" timestamp(3) with time zone;
  ALTER TABLE "clinical_resources" ADD COLUMN "certified_by_certificate" numeric;
  ALTER TABLE "_clinical_resources_v" ADD COLUMN "version_certified_by_name" varchar;
  ALTER TABLE "_clinical_resources_v" ADD COLUMN "version_certified_by_profession" varchar;
  ALTER TABLE "_clinical_resources_v" ADD COLUMN "version_certified_by_certified_at" timestamp(3) with time zone;
  ALTER TABLE "_clinical_resources_v" ADD COLUMN "version_certified_by_certificate" numeric;
  ALTER TABLE "clinical_trials" ADD COLUMN "certified_by_name" varchar;
  ALTER TABLE "clinical_trials" ADD COLUMN "certified_by_profession" varchar;
  ALTER TABLE "clinical_trials" ADD COLUMN "certified_by_certified_at" timestamp(3) with time zone;
  ALTER TABLE "clinical_trials" ADD COLUMN "certified_by_certificate" numeric;
  ALTER TABLE "_clinical_trials_v" ADD COLUMN "version_certified_by_name" varchar;
  ALTER TABLE "_clinical_trials_v" ADD COLUMN "version_certified_by_profession" varchar;
  ALTER TABLE "_clinical_trials_v" ADD COLUMN "version_certified_by_certified_at" timestamp(3) with time zone;
  ALTER TABLE "_clinical_trials_v" ADD COLUMN "version_certified_by_certificate" numeric;
  ALTER TABLE "important_updates" ADD COLUMN "certified_by_name" varchar;
  ALTER TABLE "important_updates" ADD COLUMN "certified_by_profession" varchar;
  ALTER TABLE "important_updates" ADD COLUMN "certified_by_certified_at" timestamp(3) with time zone;
  ALTER TABLE "important_updates" ADD COLUMN "certified_by_certificate" numeric;
  ALTER TABLE "_important_updates_v" ADD COLUMN "version_certified_by_name" varchar;
  ALTER TABLE "_important_updates_v" ADD COLUMN "version_certified_by_profession" varchar;
  ALTER TABLE "_important_updates_v" ADD COLUMN "version_certified_by_certified_at" timestamp(3) with time zone;
  ALTER TABLE "_important_updates_v" ADD COLUMN "version_certified_by_certificate" numeric;
  ALTER TABLE "catalogue_products" ADD COLUMN "certified_by_name" varchar;
  ALTER TABLE "catalogue_products" ADD COLUMN "certified_by_profession" varchar;
  ALTER TABLE "catalogue_products" ADD COLUMN "certified_by_certified_at" timestamp(3) with time zone;
  ALTER TABLE "catalogue_products" ADD COLUMN "certified_by_certificate" numeric;
  ALTER TABLE "_catalogue_products_v" ADD COLUMN "version_certified_by_name" varchar;
  ALTER TABLE "_catalogue_products_v" ADD COLUMN "version_certified_by_profession" varchar;
  ALTER TABLE "_catalogue_products_v" ADD COLUMN "version_certified_by_certified_at" timestamp(3) with time zone;
  ALTER TABLE "_catalogue_products_v" ADD COLUMN "version_certified_by_certificate" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certificates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_comments_id" integer;
  CREATE INDEX "certificates_certified_at_idx" ON "certificates" USING btree ("certified_at");
  CREATE INDEX "certificates_item_collection_idx" ON "certificates" USING btree ("item_collection");
  CREATE INDEX "certificates_item_id_idx" ON "certificates" USING btree ("item_id");
  CREATE INDEX "certificates_content_hash_idx" ON "certificates" USING btree ("content_hash");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  CREATE INDEX "reviews_state_idx" ON "reviews" USING btree ("state");
  CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author");
  CREATE INDEX "reviews_submitted_by_idx" ON "reviews" USING btree ("submitted_by");
  CREATE INDEX "reviews_signatory_idx" ON "reviews" USING btree ("signatory");
  CREATE INDEX "reviews_urgent_at_idx" ON "reviews" USING btree ("urgent_at");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "itemCollection_itemId_idx" ON "reviews" USING btree ("item_collection","item_id");
  CREATE INDEX "review_comments_item_collection_idx" ON "review_comments" USING btree ("item_collection");
  CREATE INDEX "review_comments_item_id_idx" ON "review_comments" USING btree ("item_id");
  CREATE INDEX "review_comments_updated_at_idx" ON "review_comments" USING btree ("updated_at");
  CREATE INDEX "review_comments_created_at_idx" ON "review_comments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_comments_fk" FOREIGN KEY ("review_comments_id") REFERENCES "public"."review_comments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("certificates_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_review_comments_id_idx" ON "payload_locked_documents_rels" USING btree ("review_comments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certificates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_comments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "certificates" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "review_comments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certificates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_comments_fk";
  
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_action";
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('sign-in.succeeded', 'sign-in.failed', 'mfa.enrolled', 'mfa.disabled', 'mfa.recovery-code-used', 'password.changed', 'password.reset', 'email.changed', 'roles.changed', 'approval.changed', 'account.suspended', 'content.published', 'content.unpublished', 'content.deleted', 'submissions.exported', 'personal-data.exported', 'personal-data.erased');
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_events_action" USING "action"::"public"."enum_audit_events_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendFormNotifications', 'sendAdminPasswordReset', 'sendPushNotifications', 'pruneAuditEvents', 'deleteExpiredFormDrafts', 'checkRegistration', 'recheckRegistrations', 'sendRequestStatusMail', 'sendRequestStatusPush', 'buildDataExport', 'expireDataExport', 'sendErasureConfirmation');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendFormNotifications', 'sendAdminPasswordReset', 'sendPushNotifications', 'pruneAuditEvents', 'deleteExpiredFormDrafts', 'checkRegistration', 'recheckRegistrations', 'sendRequestStatusMail', 'sendRequestStatusPush', 'buildDataExport', 'expireDataExport', 'sendErasureConfirmation');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_certificates_id_idx";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_review_comments_id_idx";
  ALTER TABLE "admins" DROP COLUMN "reviewer";
  ALTER TABLE "admins" DROP COLUMN "signatory";
  ALTER TABLE "admins" DROP COLUMN "profession";
  ALTER TABLE "admins" DROP COLUMN "registration_number";
  ALTER TABLE "stability_products" DROP COLUMN "certified_by_name";
  ALTER TABLE "stability_products" DROP COLUMN "certified_by_profession";
  ALTER TABLE "stability_products" DROP COLUMN "certified_by_certified_at";
  ALTER TABLE "stability_products" DROP COLUMN "certified_by_certificate";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_certified_by_name";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_certified_by_profession";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_certified_by_certified_at";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_certified_by_certificate";
  ALTER TABLE "y_site_records" DROP COLUMN "certified_by_name";
  ALTER TABLE "y_site_records" DROP COLUMN "certified_by_profession";
  ALTER TABLE "y_site_records" DROP COLUMN "certified_by_certified_at";
  ALTER TABLE "y_site_records" DROP COLUMN "certified_by_certificate";
  ALTER TABLE "_y_site_records_v" DROP COLUMN "version_certified_by_name";
  ALTER TABLE "_y_site_records_v" DROP COLUMN "version_certified_by_profession";
  ALTER TABLE "_y_site_records_v" DROP COLUMN "version_certified_by_certified_at";
  ALTER TABLE "_y_site_records_v" DROP COLUMN "version_certified_by_certificate";
  ALTER TABLE "education_items" DROP COLUMN "certified_by_name";
  ALTER TABLE "education_items" DROP COLUMN "certified_by_profession";
  ALTER TABLE "education_items" DROP COLUMN "certified_by_certified_at";
  ALTER TABLE "education_items" DROP COLUMN "certified_by_certificate";
  ALTER TABLE "_education_items_v" DROP COLUMN "version_certified_by_name";
  ALTER TABLE "_education_items_v" DROP COLUMN "version_certified_by_profession";
  ALTER TABLE "_education_items_v" DROP COLUMN "version_certified_by_certified_at";
  ALTER TABLE "_education_items_v" DROP COLUMN "version_certified_by_certificate";
  ALTER TABLE "clinical_resources" DROP COLUMN "certified_by_name";
  ALTER TABLE "clinical_resources" DROP COLUMN "certified_by_profession";
  ALTER TABLE "clinical_resources" DROP COLUMN "certified_by_certified_at";
  ALTER TABLE "clinical_resources" DROP COLUMN "certified_by_certificate";
  ALTER TABLE "_clinical_resources_v" DROP COLUMN "version_certified_by_name";
  ALTER TABLE "_clinical_resources_v" DROP COLUMN "version_certified_by_profession";
  ALTER TABLE "_clinical_resources_v" DROP COLUMN "version_certified_by_certified_at";
  ALTER TABLE "_clinical_resources_v" DROP COLUMN "version_certified_by_certificate";
  ALTER TABLE "clinical_trials" DROP COLUMN "certified_by_name";
  ALTER TABLE "clinical_trials" DROP COLUMN "certified_by_profession";
  ALTER TABLE "clinical_trials" DROP COLUMN "certified_by_certified_at";
  ALTER TABLE "clinical_trials" DROP COLUMN "certified_by_certificate";
  ALTER TABLE "_clinical_trials_v" DROP COLUMN "version_certified_by_name";
  ALTER TABLE "_clinical_trials_v" DROP COLUMN "version_certified_by_profession";
  ALTER TABLE "_clinical_trials_v" DROP COLUMN "version_certified_by_certified_at";
  ALTER TABLE "_clinical_trials_v" DROP COLUMN "version_certified_by_certificate";
  ALTER TABLE "important_updates" DROP COLUMN "certified_by_name";
  ALTER TABLE "important_updates" DROP COLUMN "certified_by_profession";
  ALTER TABLE "important_updates" DROP COLUMN "certified_by_certified_at";
  ALTER TABLE "important_updates" DROP COLUMN "certified_by_certificate";
  ALTER TABLE "_important_updates_v" DROP COLUMN "version_certified_by_name";
  ALTER TABLE "_important_updates_v" DROP COLUMN "version_certified_by_profession";
  ALTER TABLE "_important_updates_v" DROP COLUMN "version_certified_by_certified_at";
  ALTER TABLE "_important_updates_v" DROP COLUMN "version_certified_by_certificate";
  ALTER TABLE "catalogue_products" DROP COLUMN "certified_by_name";
  ALTER TABLE "catalogue_products" DROP COLUMN "certified_by_profession";
  ALTER TABLE "catalogue_products" DROP COLUMN "certified_by_certified_at";
  ALTER TABLE "catalogue_products" DROP COLUMN "certified_by_certificate";
  ALTER TABLE "_catalogue_products_v" DROP COLUMN "version_certified_by_name";
  ALTER TABLE "_catalogue_products_v" DROP COLUMN "version_certified_by_profession";
  ALTER TABLE "_catalogue_products_v" DROP COLUMN "version_certified_by_certified_at";
  ALTER TABLE "_catalogue_products_v" DROP COLUMN "version_certified_by_certificate";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certificates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_comments_id";
  DROP TYPE "public"."enum_admins_profession";
  DROP TYPE "public"."enum_certificates_profession";
  DROP TYPE "public"."enum_reviews_state";`)
}
