import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_recently_viewed_items_area" AS ENUM('stability', 'education', 'clinical-resources', 'clinical-trials', 'important-updates', 'teams');
  CREATE TYPE "public"."enum_forms_fields_type" AS ENUM('text', 'textarea', 'email', 'phone', 'number', 'date', 'select', 'radio', 'checkbox', 'consent', 'file', 'catalogue-products');
  CREATE TYPE "public"."enum_forms_fields_prefill" AS ENUM('first-name', 'last-name', 'full-name', 'email', 'trial');
  CREATE TYPE "public"."enum_forms_kind" AS ENUM('clinical-request', 'feasibility', 'pricing-request', 'report-issue', 'callback', 'contact');
  CREATE TYPE "public"."enum_forms_capability" AS ENUM('read', 'wb_edit_current_user', 'wb_read_product_catalogue', 'wb_read_pricing_requests', 'wb_read_stability_matrix', 'wb_read_quick_links', 'wb_read_key_contacts', 'wb_read_report_issue', 'wb_read_education', 'wb_read_blog', 'wb_read_clinical_requests', 'wb_read_clinical_trials', 'wb_read_clinical_resources');
  CREATE TYPE "public"."enum_forms_confirmation_type" AS ENUM('message', 'redirect');
  CREATE TYPE "public"."enum_forms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__forms_v_version_fields_type" AS ENUM('text', 'textarea', 'email', 'phone', 'number', 'date', 'select', 'radio', 'checkbox', 'consent', 'file', 'catalogue-products');
  CREATE TYPE "public"."enum__forms_v_version_fields_prefill" AS ENUM('first-name', 'last-name', 'full-name', 'email', 'trial');
  CREATE TYPE "public"."enum__forms_v_version_kind" AS ENUM('clinical-request', 'feasibility', 'pricing-request', 'report-issue', 'callback', 'contact');
  CREATE TYPE "public"."enum__forms_v_version_capability" AS ENUM('read', 'wb_edit_current_user', 'wb_read_product_catalogue', 'wb_read_pricing_requests', 'wb_read_stability_matrix', 'wb_read_quick_links', 'wb_read_key_contacts', 'wb_read_report_issue', 'wb_read_education', 'wb_read_blog', 'wb_read_clinical_requests', 'wb_read_clinical_trials', 'wb_read_clinical_resources');
  CREATE TYPE "public"."enum__forms_v_version_confirmation_type" AS ENUM('message', 'redirect');
  CREATE TYPE "public"."enum__forms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_form_submissions_mail_status" AS ENUM('queued', 'sent', 'retrying', 'failed');
  CREATE TYPE "public"."enum_integration_clients_capabilities" AS ENUM('read', 'wb_edit_current_user', 'wb_read_product_catalogue', 'wb_read_pricing_requests', 'wb_read_stability_matrix', 'wb_read_quick_links', 'wb_read_key_contacts', 'wb_read_report_issue', 'wb_read_education', 'wb_read_blog', 'wb_read_clinical_requests', 'wb_read_clinical_trials', 'wb_read_clinical_resources');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendFormNotifications');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendFormNotifications');
  CREATE TABLE "dashboards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"widgets" jsonb NOT NULL,
  	"version" numeric DEFAULT 0 NOT NULL,
  	"cpd_target_points" numeric,
  	"cpd_target_minutes" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "starred_stability_products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"product_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recently_viewed_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"area" "enum_recently_viewed_items_area" NOT NULL,
  	"item_id" numeric NOT NULL,
  	"viewed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "request_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"display_order" numeric DEFAULT 100 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms_fields_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "forms_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"name" varchar,
  	"type" "enum_forms_fields_type" DEFAULT 'text',
  	"required" boolean DEFAULT false,
  	"help_text" varchar,
  	"max_length" numeric,
  	"min" numeric,
  	"max" numeric,
  	"multiple" boolean DEFAULT false,
  	"prefill" "enum_forms_fields_prefill",
  	"marks_patient_harm" boolean DEFAULT false
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"kind" "enum_forms_kind" DEFAULT 'clinical-request',
  	"category_id" integer,
  	"capability" "enum_forms_capability",
  	"submit_label" varchar DEFAULT 'Submit',
  	"bot_check" boolean DEFAULT true,
  	"confirmation_type" "enum_forms_confirmation_type" DEFAULT 'message',
  	"confirmation_message" varchar DEFAULT 'Thank you. We have received your request and will reply within two working days.',
  	"confirmation_redirect_path" varchar,
  	"notifications_team_address" varchar,
  	"notifications_copy_to_submitter" boolean DEFAULT true,
  	"notifications_pharmacovigilance_address" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_forms_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_forms_v_version_fields_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_forms_v_version_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"name" varchar,
  	"type" "enum__forms_v_version_fields_type" DEFAULT 'text',
  	"required" boolean DEFAULT false,
  	"help_text" varchar,
  	"max_length" numeric,
  	"min" numeric,
  	"max" numeric,
  	"multiple" boolean DEFAULT false,
  	"prefill" "enum__forms_v_version_fields_prefill",
  	"marks_patient_harm" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_forms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_kind" "enum__forms_v_version_kind" DEFAULT 'clinical-request',
  	"version_category_id" integer,
  	"version_capability" "enum__forms_v_version_capability",
  	"version_submit_label" varchar DEFAULT 'Submit',
  	"version_bot_check" boolean DEFAULT true,
  	"version_confirmation_type" "enum__forms_v_version_confirmation_type" DEFAULT 'message',
  	"version_confirmation_message" varchar DEFAULT 'Thank you. We have received your request and will reply within two working days.',
  	"version_confirmation_redirect_path" varchar,
  	"version_notifications_team_address" varchar,
  	"version_notifications_copy_to_submitter" boolean DEFAULT true,
  	"version_notifications_pharmacovigilance_address" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__forms_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"form_id" integer NOT NULL,
  	"account_id" integer,
  	"integration_client_id" integer,
  	"submitter_email" varchar,
  	"values" jsonb NOT NULL,
  	"patient_harm" boolean DEFAULT false,
  	"mail_status" "enum_form_submissions_mail_status" DEFAULT 'queued' NOT NULL,
  	"mails_sent" jsonb,
  	"caller_key" varchar NOT NULL,
  	"idempotency_key" varchar,
  	"request_hash" varchar,
  	"answer" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_submissions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"form_uploads_id" integer
  );
  
  CREATE TABLE "clinical_request_pins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "clinical_request_pins_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"forms_id" integer
  );
  
  CREATE TABLE "integration_clients_capabilities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_integration_clients_capabilities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "integration_clients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"enable_a_p_i_key" boolean,
  	"api_key" varchar,
  	"api_key_index" varchar
  );
  
  CREATE TABLE "form_uploads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"original_name" varchar NOT NULL,
  	"uploaded_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "bot_check_claims" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"signature_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dashboards_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "starred_stability_products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recently_viewed_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "request_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "clinical_request_pins_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "integration_clients_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_uploads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "bot_check_claims_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "integration_clients_id" integer;
  ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "starred_stability_products" ADD CONSTRAINT "starred_stability_products_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "starred_stability_products" ADD CONSTRAINT "starred_stability_products_product_id_stability_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stability_products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recently_viewed_items" ADD CONSTRAINT "recently_viewed_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms_fields_options" ADD CONSTRAINT "forms_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields" ADD CONSTRAINT "forms_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms" ADD CONSTRAINT "forms_category_id_request_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."request_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_forms_v_version_fields_options" ADD CONSTRAINT "_forms_v_version_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v_version_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v_version_fields" ADD CONSTRAINT "_forms_v_version_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_forms_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_forms_v" ADD CONSTRAINT "_forms_v_parent_id_forms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_forms_v" ADD CONSTRAINT "_forms_v_version_category_id_request_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."request_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_integration_client_id_integration_clients_id_fk" FOREIGN KEY ("integration_client_id") REFERENCES "public"."integration_clients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions_rels" ADD CONSTRAINT "form_submissions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions_rels" ADD CONSTRAINT "form_submissions_rels_form_uploads_fk" FOREIGN KEY ("form_uploads_id") REFERENCES "public"."form_uploads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clinical_request_pins" ADD CONSTRAINT "clinical_request_pins_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "clinical_request_pins_rels" ADD CONSTRAINT "clinical_request_pins_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clinical_request_pins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clinical_request_pins_rels" ADD CONSTRAINT "clinical_request_pins_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "integration_clients_capabilities" ADD CONSTRAINT "integration_clients_capabilities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."integration_clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_uploads" ADD CONSTRAINT "form_uploads_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "dashboards_owner_idx" ON "dashboards" USING btree ("owner_id");
  CREATE INDEX "dashboards_updated_at_idx" ON "dashboards" USING btree ("updated_at");
  CREATE INDEX "dashboards_created_at_idx" ON "dashboards" USING btree ("created_at");
  CREATE INDEX "starred_stability_products_owner_idx" ON "starred_stability_products" USING btree ("owner_id");
  CREATE INDEX "starred_stability_products_product_idx" ON "starred_stability_products" USING btree ("product_id");
  CREATE INDEX "starred_stability_products_updated_at_idx" ON "starred_stability_products" USING btree ("updated_at");
  CREATE INDEX "starred_stability_products_created_at_idx" ON "starred_stability_products" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_product_idx" ON "starred_stability_products" USING btree ("owner_id","product_id");
  CREATE INDEX "recently_viewed_items_owner_idx" ON "recently_viewed_items" USING btree ("owner_id");
  CREATE INDEX "recently_viewed_items_viewed_at_idx" ON "recently_viewed_items" USING btree ("viewed_at");
  CREATE INDEX "recently_viewed_items_updated_at_idx" ON "recently_viewed_items" USING btree ("updated_at");
  CREATE INDEX "recently_viewed_items_created_at_idx" ON "recently_viewed_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_area_itemId_idx" ON "recently_viewed_items" USING btree ("owner_id","area","item_id");
  CREATE UNIQUE INDEX "request_categories_slug_idx" ON "request_categories" USING btree ("slug");
  CREATE INDEX "request_categories_updated_at_idx" ON "request_categories" USING btree ("updated_at");
  CREATE INDEX "request_categories_created_at_idx" ON "request_categories" USING btree ("created_at");
  CREATE INDEX "forms_fields_options_order_idx" ON "forms_fields_options" USING btree ("_order");
  CREATE INDEX "forms_fields_options_parent_id_idx" ON "forms_fields_options" USING btree ("_parent_id");
  CREATE INDEX "forms_fields_order_idx" ON "forms_fields" USING btree ("_order");
  CREATE INDEX "forms_fields_parent_id_idx" ON "forms_fields" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_slug_idx" ON "forms" USING btree ("slug");
  CREATE INDEX "forms_kind_idx" ON "forms" USING btree ("kind");
  CREATE INDEX "forms_category_idx" ON "forms" USING btree ("category_id");
  CREATE INDEX "forms_capability_idx" ON "forms" USING btree ("capability");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE INDEX "forms__status_idx" ON "forms" USING btree ("_status");
  CREATE INDEX "_forms_v_version_fields_options_order_idx" ON "_forms_v_version_fields_options" USING btree ("_order");
  CREATE INDEX "_forms_v_version_fields_options_parent_id_idx" ON "_forms_v_version_fields_options" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_version_fields_order_idx" ON "_forms_v_version_fields" USING btree ("_order");
  CREATE INDEX "_forms_v_version_fields_parent_id_idx" ON "_forms_v_version_fields" USING btree ("_parent_id");
  CREATE INDEX "_forms_v_parent_idx" ON "_forms_v" USING btree ("parent_id");
  CREATE INDEX "_forms_v_version_version_slug_idx" ON "_forms_v" USING btree ("version_slug");
  CREATE INDEX "_forms_v_version_version_kind_idx" ON "_forms_v" USING btree ("version_kind");
  CREATE INDEX "_forms_v_version_version_category_idx" ON "_forms_v" USING btree ("version_category_id");
  CREATE INDEX "_forms_v_version_version_capability_idx" ON "_forms_v" USING btree ("version_capability");
  CREATE INDEX "_forms_v_version_version_updated_at_idx" ON "_forms_v" USING btree ("version_updated_at");
  CREATE INDEX "_forms_v_version_version_created_at_idx" ON "_forms_v" USING btree ("version_created_at");
  CREATE INDEX "_forms_v_version_version__status_idx" ON "_forms_v" USING btree ("version__status");
  CREATE INDEX "_forms_v_created_at_idx" ON "_forms_v" USING btree ("created_at");
  CREATE INDEX "_forms_v_updated_at_idx" ON "_forms_v" USING btree ("updated_at");
  CREATE INDEX "_forms_v_latest_idx" ON "_forms_v" USING btree ("latest");
  CREATE UNIQUE INDEX "form_submissions_reference_idx" ON "form_submissions" USING btree ("reference");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id");
  CREATE INDEX "form_submissions_account_idx" ON "form_submissions" USING btree ("account_id");
  CREATE INDEX "form_submissions_integration_client_idx" ON "form_submissions" USING btree ("integration_client_id");
  CREATE INDEX "form_submissions_patient_harm_idx" ON "form_submissions" USING btree ("patient_harm");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "callerKey_idempotencyKey_idx" ON "form_submissions" USING btree ("caller_key","idempotency_key");
  CREATE INDEX "form_submissions_rels_order_idx" ON "form_submissions_rels" USING btree ("order");
  CREATE INDEX "form_submissions_rels_parent_idx" ON "form_submissions_rels" USING btree ("parent_id");
  CREATE INDEX "form_submissions_rels_path_idx" ON "form_submissions_rels" USING btree ("path");
  CREATE INDEX "form_submissions_rels_form_uploads_id_idx" ON "form_submissions_rels" USING btree ("form_uploads_id");
  CREATE UNIQUE INDEX "clinical_request_pins_owner_idx" ON "clinical_request_pins" USING btree ("owner_id");
  CREATE INDEX "clinical_request_pins_updated_at_idx" ON "clinical_request_pins" USING btree ("updated_at");
  CREATE INDEX "clinical_request_pins_created_at_idx" ON "clinical_request_pins" USING btree ("created_at");
  CREATE INDEX "clinical_request_pins_rels_order_idx" ON "clinical_request_pins_rels" USING btree ("order");
  CREATE INDEX "clinical_request_pins_rels_parent_idx" ON "clinical_request_pins_rels" USING btree ("parent_id");
  CREATE INDEX "clinical_request_pins_rels_path_idx" ON "clinical_request_pins_rels" USING btree ("path");
  CREATE INDEX "clinical_request_pins_rels_forms_id_idx" ON "clinical_request_pins_rels" USING btree ("forms_id");
  CREATE INDEX "integration_clients_capabilities_order_idx" ON "integration_clients_capabilities" USING btree ("order");
  CREATE INDEX "integration_clients_capabilities_parent_idx" ON "integration_clients_capabilities" USING btree ("parent_id");
  CREATE INDEX "integration_clients_updated_at_idx" ON "integration_clients" USING btree ("updated_at");
  CREATE INDEX "integration_clients_created_at_idx" ON "integration_clients" USING btree ("created_at");
  CREATE INDEX "form_uploads_uploaded_by_idx" ON "form_uploads" USING btree ("uploaded_by_id");
  CREATE INDEX "form_uploads_updated_at_idx" ON "form_uploads" USING btree ("updated_at");
  CREATE INDEX "form_uploads_created_at_idx" ON "form_uploads" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_uploads_filename_idx" ON "form_uploads" USING btree ("filename");
  CREATE UNIQUE INDEX "bot_check_claims_signature_hash_idx" ON "bot_check_claims" USING btree ("signature_hash");
  CREATE INDEX "bot_check_claims_expires_at_idx" ON "bot_check_claims" USING btree ("expires_at");
  CREATE INDEX "bot_check_claims_updated_at_idx" ON "bot_check_claims" USING btree ("updated_at");
  CREATE INDEX "bot_check_claims_created_at_idx" ON "bot_check_claims" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dashboards_fk" FOREIGN KEY ("dashboards_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_starred_stability_products_fk" FOREIGN KEY ("starred_stability_products_id") REFERENCES "public"."starred_stability_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recently_viewed_items_fk" FOREIGN KEY ("recently_viewed_items_id") REFERENCES "public"."recently_viewed_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_request_categories_fk" FOREIGN KEY ("request_categories_id") REFERENCES "public"."request_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clinical_request_pins_fk" FOREIGN KEY ("clinical_request_pins_id") REFERENCES "public"."clinical_request_pins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_integration_clients_fk" FOREIGN KEY ("integration_clients_id") REFERENCES "public"."integration_clients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_uploads_fk" FOREIGN KEY ("form_uploads_id") REFERENCES "public"."form_uploads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bot_check_claims_fk" FOREIGN KEY ("bot_check_claims_id") REFERENCES "public"."bot_check_claims"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_integration_clients_fk" FOREIGN KEY ("integration_clients_id") REFERENCES "public"."integration_clients"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_dashboards_id_idx" ON "payload_locked_documents_rels" USING btree ("dashboards_id");
  CREATE INDEX "payload_locked_documents_rels_starred_stability_products_idx" ON "payload_locked_documents_rels" USING btree ("starred_stability_products_id");
  CREATE INDEX "payload_locked_documents_rels_recently_viewed_items_id_idx" ON "payload_locked_documents_rels" USING btree ("recently_viewed_items_id");
  CREATE INDEX "payload_locked_documents_rels_request_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("request_categories_id");
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_clinical_request_pins_id_idx" ON "payload_locked_documents_rels" USING btree ("clinical_request_pins_id");
  CREATE INDEX "payload_locked_documents_rels_integration_clients_id_idx" ON "payload_locked_documents_rels" USING btree ("integration_clients_id");
  CREATE INDEX "payload_locked_documents_rels_form_uploads_id_idx" ON "payload_locked_documents_rels" USING btree ("form_uploads_id");
  CREATE INDEX "payload_locked_documents_rels_bot_check_claims_id_idx" ON "payload_locked_documents_rels" USING btree ("bot_check_claims_id");
  CREATE INDEX "payload_preferences_rels_integration_clients_id_idx" ON "payload_preferences_rels" USING btree ("integration_clients_id");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dashboards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "starred_stability_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recently_viewed_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "request_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_fields_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_version_fields_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v_version_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_forms_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_request_pins" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_request_pins_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "integration_clients_capabilities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "integration_clients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_uploads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "bot_check_claims" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dashboards" CASCADE;
  DROP TABLE "starred_stability_products" CASCADE;
  DROP TABLE "recently_viewed_items" CASCADE;
  DROP TABLE "request_categories" CASCADE;
  DROP TABLE "forms_fields_options" CASCADE;
  DROP TABLE "forms_fields" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "_forms_v_version_fields_options" CASCADE;
  DROP TABLE "_forms_v_version_fields" CASCADE;
  DROP TABLE "_forms_v" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "form_submissions_rels" CASCADE;
  DROP TABLE "clinical_request_pins" CASCADE;
  DROP TABLE "clinical_request_pins_rels" CASCADE;
  DROP TABLE "integration_clients_capabilities" CASCADE;
  DROP TABLE "integration_clients" CASCADE;
  DROP TABLE "form_uploads" CASCADE;
  DROP TABLE "bot_check_claims" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dashboards_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_starred_stability_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recently_viewed_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_request_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_clinical_request_pins_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_integration_clients_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_uploads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_bot_check_claims_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_integration_clients_fk";
  
  DROP INDEX "payload_locked_documents_rels_dashboards_id_idx";
  DROP INDEX "payload_locked_documents_rels_starred_stability_products_idx";
  DROP INDEX "payload_locked_documents_rels_recently_viewed_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_request_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_forms_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_clinical_request_pins_id_idx";
  DROP INDEX "payload_locked_documents_rels_integration_clients_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_uploads_id_idx";
  DROP INDEX "payload_locked_documents_rels_bot_check_claims_id_idx";
  DROP INDEX "payload_preferences_rels_integration_clients_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dashboards_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "starred_stability_products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recently_viewed_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "request_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "clinical_request_pins_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "integration_clients_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_uploads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "bot_check_claims_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "integration_clients_id";
  DROP TYPE "public"."enum_recently_viewed_items_area";
  DROP TYPE "public"."enum_forms_fields_type";
  DROP TYPE "public"."enum_forms_fields_prefill";
  DROP TYPE "public"."enum_forms_kind";
  DROP TYPE "public"."enum_forms_capability";
  DROP TYPE "public"."enum_forms_confirmation_type";
  DROP TYPE "public"."enum_forms_status";
  DROP TYPE "public"."enum__forms_v_version_fields_type";
  DROP TYPE "public"."enum__forms_v_version_fields_prefill";
  DROP TYPE "public"."enum__forms_v_version_kind";
  DROP TYPE "public"."enum__forms_v_version_capability";
  DROP TYPE "public"."enum__forms_v_version_confirmation_type";
  DROP TYPE "public"."enum__forms_v_version_status";
  DROP TYPE "public"."enum_form_submissions_mail_status";
  DROP TYPE "public"."enum_integration_clients_capabilities";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`);
}
