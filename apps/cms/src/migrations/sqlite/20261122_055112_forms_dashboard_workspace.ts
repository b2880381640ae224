import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`dashboards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`widgets\` text NOT NULL,
  	\`version\` numeric DEFAULT 0 NOT NULL,
  	\`cpd_target_points\` numeric,
  	\`cpd_target_minutes\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`dashboards_owner_idx\` ON \`dashboards\` (\`owner_id\`);`);
  await db.run(sql`CREATE INDEX \`dashboards_updated_at_idx\` ON \`dashboards\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`dashboards_created_at_idx\` ON \`dashboards\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`starred_stability_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`stability_products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(
    sql`CREATE INDEX \`starred_stability_products_owner_idx\` ON \`starred_stability_products\` (\`owner_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`starred_stability_products_product_idx\` ON \`starred_stability_products\` (\`product_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`starred_stability_products_updated_at_idx\` ON \`starred_stability_products\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`starred_stability_products_created_at_idx\` ON \`starred_stability_products\` (\`created_at\`);`,
  );
  await db.run(
    sql`CREATE UNIQUE INDEX \`owner_product_idx\` ON \`starred_stability_products\` (\`owner_id\`,\`product_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`recently_viewed_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`area\` text NOT NULL,
  	\`item_id\` numeric NOT NULL,
  	\`viewed_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`recently_viewed_items_owner_idx\` ON \`recently_viewed_items\` (\`owner_id\`);`);
  await db.run(sql`CREATE INDEX \`recently_viewed_items_viewed_at_idx\` ON \`recently_viewed_items\` (\`viewed_at\`);`);
  await db.run(
    sql`CREATE INDEX \`recently_viewed_items_updated_at_idx\` ON \`recently_viewed_items\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`recently_viewed_items_created_at_idx\` ON \`recently_viewed_items\` (\`created_at\`);`,
  );
  await db.run(
    sql`CREATE UNIQUE INDEX \`owner_area_itemId_idx\` ON \`recently_viewed_items\` (\`owner_id\`,\`area\`,\`item_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`request_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`description\` text,
  	\`display_order\` numeric DEFAULT 100 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`request_categories_slug_idx\` ON \`request_categories\` (\`slug\`);`);
  await db.run(sql`CREATE INDEX \`request_categories_updated_at_idx\` ON \`request_categories\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`request_categories_created_at_idx\` ON \`request_categories\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`forms_fields_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`forms_fields_options_order_idx\` ON \`forms_fields_options\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`forms_fields_options_parent_id_idx\` ON \`forms_fields_options\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`forms_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`name\` text,
  	\`type\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	\`help_text\` text,
  	\`max_length\` numeric,
  	\`min\` numeric,
  	\`max\` numeric,
  	\`multiple\` integer DEFAULT false,
  	\`prefill\` text,
  	\`marks_patient_harm\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`forms_fields_order_idx\` ON \`forms_fields\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`forms_fields_parent_id_idx\` ON \`forms_fields\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`description\` text,
  	\`kind\` text DEFAULT 'clinical-request',
  	\`category_id\` integer,
  	\`capability\` text,
  	\`submit_label\` text DEFAULT 'Submit',
  	\`bot_check\` integer DEFAULT true,
  	\`confirmation_type\` text DEFAULT 'message',
  	\`confirmation_message\` text DEFAULT 'Thank you. We have received your request and will reply within two working days.',
  	\`confirmation_redirect_path\` text,
  	\`notifications_team_address\` text,
  	\`notifications_copy_to_submitter\` integer DEFAULT true,
  	\`notifications_pharmacovigilance_address\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`request_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`forms_slug_idx\` ON \`forms\` (\`slug\`);`);
  await db.run(sql`CREATE INDEX \`forms_kind_idx\` ON \`forms\` (\`kind\`);`);
  await db.run(sql`CREATE INDEX \`forms_category_idx\` ON \`forms\` (\`category_id\`);`);
  await db.run(sql`CREATE INDEX \`forms_capability_idx\` ON \`forms\` (\`capability\`);`);
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`forms__status_idx\` ON \`forms\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_forms_v_version_fields_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v_version_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_forms_v_version_fields_options_order_idx\` ON \`_forms_v_version_fields_options\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_forms_v_version_fields_options_parent_id_idx\` ON \`_forms_v_version_fields_options\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_forms_v_version_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`name\` text,
  	\`type\` text DEFAULT 'text',
  	\`required\` integer DEFAULT false,
  	\`help_text\` text,
  	\`max_length\` numeric,
  	\`min\` numeric,
  	\`max\` numeric,
  	\`multiple\` integer DEFAULT false,
  	\`prefill\` text,
  	\`marks_patient_harm\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_forms_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_forms_v_version_fields_order_idx\` ON \`_forms_v_version_fields\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`_forms_v_version_fields_parent_id_idx\` ON \`_forms_v_version_fields\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_forms_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_kind\` text DEFAULT 'clinical-request',
  	\`version_category_id\` integer,
  	\`version_capability\` text,
  	\`version_submit_label\` text DEFAULT 'Submit',
  	\`version_bot_check\` integer DEFAULT true,
  	\`version_confirmation_type\` text DEFAULT 'message',
  	\`version_confirmation_message\` text DEFAULT 'Thank you. We have received your request and will reply within two working days.',
  	\`version_confirmation_redirect_path\` text,
  	\`version_notifications_team_address\` text,
  	\`version_notifications_copy_to_submitter\` integer DEFAULT true,
  	\`version_notifications_pharmacovigilance_address\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`request_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_forms_v_parent_idx\` ON \`_forms_v\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_slug_idx\` ON \`_forms_v\` (\`version_slug\`);`);
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_kind_idx\` ON \`_forms_v\` (\`version_kind\`);`);
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_category_idx\` ON \`_forms_v\` (\`version_category_id\`);`);
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_capability_idx\` ON \`_forms_v\` (\`version_capability\`);`);
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_updated_at_idx\` ON \`_forms_v\` (\`version_updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_forms_v_version_version_created_at_idx\` ON \`_forms_v\` (\`version_created_at\`);`);
  await db.run(sql`CREATE INDEX \`_forms_v_version_version__status_idx\` ON \`_forms_v\` (\`version__status\`);`);
  await db.run(sql`CREATE INDEX \`_forms_v_created_at_idx\` ON \`_forms_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_forms_v_updated_at_idx\` ON \`_forms_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_forms_v_latest_idx\` ON \`_forms_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`form_id\` integer NOT NULL,
  	\`account_id\` integer,
  	\`integration_client_id\` integer,
  	\`submitter_email\` text,
  	\`values\` text NOT NULL,
  	\`patient_harm\` integer DEFAULT false,
  	\`mail_status\` text DEFAULT 'queued' NOT NULL,
  	\`mails_sent\` text,
  	\`caller_key\` text NOT NULL,
  	\`idempotency_key\` text,
  	\`request_hash\` text,
  	\`answer\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`integration_client_id\`) REFERENCES \`integration_clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_reference_idx\` ON \`form_submissions\` (\`reference\`);`);
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`);
  await db.run(sql`CREATE INDEX \`form_submissions_account_idx\` ON \`form_submissions\` (\`account_id\`);`);
  await db.run(
    sql`CREATE INDEX \`form_submissions_integration_client_idx\` ON \`form_submissions\` (\`integration_client_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`form_submissions_patient_harm_idx\` ON \`form_submissions\` (\`patient_harm\`);`);
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`);
  await db.run(
    sql`CREATE UNIQUE INDEX \`callerKey_idempotencyKey_idx\` ON \`form_submissions\` (\`caller_key\`,\`idempotency_key\`);`,
  );
  await db.run(sql`CREATE TABLE \`form_submissions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`form_uploads_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_uploads_id\`) REFERENCES \`form_uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`form_submissions_rels_order_idx\` ON \`form_submissions_rels\` (\`order\`);`);
  await db.run(sql`CREATE INDEX \`form_submissions_rels_parent_idx\` ON \`form_submissions_rels\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`form_submissions_rels_path_idx\` ON \`form_submissions_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`form_submissions_rels_form_uploads_id_idx\` ON \`form_submissions_rels\` (\`form_uploads_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`clinical_request_pins\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`clinical_request_pins_owner_idx\` ON \`clinical_request_pins\` (\`owner_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`clinical_request_pins_updated_at_idx\` ON \`clinical_request_pins\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`clinical_request_pins_created_at_idx\` ON \`clinical_request_pins\` (\`created_at\`);`,
  );
  await db.run(sql`CREATE TABLE \`clinical_request_pins_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`forms_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clinical_request_pins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`clinical_request_pins_rels_order_idx\` ON \`clinical_request_pins_rels\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`clinical_request_pins_rels_parent_idx\` ON \`clinical_request_pins_rels\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`clinical_request_pins_rels_path_idx\` ON \`clinical_request_pins_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`clinical_request_pins_rels_forms_id_idx\` ON \`clinical_request_pins_rels\` (\`forms_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`integration_clients_capabilities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`integration_clients\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`integration_clients_capabilities_order_idx\` ON \`integration_clients_capabilities\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`integration_clients_capabilities_parent_idx\` ON \`integration_clients_capabilities\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`integration_clients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`enable_a_p_i_key\` integer,
  	\`api_key\` text,
  	\`api_key_index\` text
  );
  `);
  await db.run(sql`CREATE INDEX \`integration_clients_updated_at_idx\` ON \`integration_clients\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`integration_clients_created_at_idx\` ON \`integration_clients\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`form_uploads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`original_name\` text NOT NULL,
  	\`uploaded_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`uploaded_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`form_uploads_uploaded_by_idx\` ON \`form_uploads\` (\`uploaded_by_id\`);`);
  await db.run(sql`CREATE INDEX \`form_uploads_updated_at_idx\` ON \`form_uploads\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`form_uploads_created_at_idx\` ON \`form_uploads\` (\`created_at\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`form_uploads_filename_idx\` ON \`form_uploads\` (\`filename\`);`);
  await db.run(sql`CREATE TABLE \`bot_check_claims\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`signature_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`bot_check_claims_signature_hash_idx\` ON \`bot_check_claims\` (\`signature_hash\`);`,
  );
  await db.run(sql`CREATE INDEX \`bot_check_claims_expires_at_idx\` ON \`bot_check_claims\` (\`expires_at\`);`);
  await db.run(sql`CREATE INDEX \`bot_check_claims_updated_at_idx\` ON \`bot_check_claims\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`bot_check_claims_created_at_idx\` ON \`bot_check_claims\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`);
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`);
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`dashboards_id\` integer REFERENCES dashboards(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`starred_stability_products_id\` integer REFERENCES starred_stability_products(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`recently_viewed_items_id\` integer REFERENCES recently_viewed_items(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`request_categories_id\` integer REFERENCES request_categories(id);`,
  );
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`forms_id\` integer REFERENCES forms(id);`);
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_submissions_id\` integer REFERENCES form_submissions(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`clinical_request_pins_id\` integer REFERENCES clinical_request_pins(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`integration_clients_id\` integer REFERENCES integration_clients(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_uploads_id\` integer REFERENCES form_uploads(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`bot_check_claims_id\` integer REFERENCES bot_check_claims(id);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_dashboards_id_idx\` ON \`payload_locked_documents_rels\` (\`dashboards_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_starred_stability_products_idx\` ON \`payload_locked_documents_rels\` (\`starred_stability_products_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_recently_viewed_items_id_idx\` ON \`payload_locked_documents_rels\` (\`recently_viewed_items_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_request_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`request_categories_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_clinical_request_pins_id_idx\` ON \`payload_locked_documents_rels\` (\`clinical_request_pins_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_integration_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`integration_clients_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_form_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`form_uploads_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_bot_check_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`bot_check_claims_id\`);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_preferences_rels\` ADD \`integration_clients_id\` integer REFERENCES integration_clients(id);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_integration_clients_id_idx\` ON \`payload_preferences_rels\` (\`integration_clients_id\`);`,
  );
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`dashboards\`;`);
  await db.run(sql`DROP TABLE \`starred_stability_products\`;`);
  await db.run(sql`DROP TABLE \`recently_viewed_items\`;`);
  await db.run(sql`DROP TABLE \`request_categories\`;`);
  await db.run(sql`DROP TABLE \`forms_fields_options\`;`);
  await db.run(sql`DROP TABLE \`forms_fields\`;`);
  await db.run(sql`DROP TABLE \`forms\`;`);
  await db.run(sql`DROP TABLE \`_forms_v_version_fields_options\`;`);
  await db.run(sql`DROP TABLE \`_forms_v_version_fields\`;`);
  await db.run(sql`DROP TABLE \`_forms_v\`;`);
  await db.run(sql`DROP TABLE \`form_submissions\`;`);
  await db.run(sql`DROP TABLE \`form_submissions_rels\`;`);
  await db.run(sql`DROP TABLE \`clinical_request_pins\`;`);
  await db.run(sql`DROP TABLE \`clinical_request_pins_rels\`;`);
  await db.run(sql`DROP TABLE \`integration_clients_capabilities\`;`);
  await db.run(sql`DROP TABLE \`integration_clients\`;`);
  await db.run(sql`DROP TABLE \`form_uploads\`;`);
  await db.run(sql`DROP TABLE \`bot_check_claims\`;`);
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`);
  await db.run(sql`DROP TABLE \`payload_jobs\`;`);
  await db.run(sql`PRAGMA foreign_keys=OFF;`);
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`admins_id\` integer,
  	\`users_id\` integer,
  	\`roles_id\` integer,
  	\`pages_id\` integer,
  	\`documents_id\` integer,
  	\`media_id\` integer,
  	\`stability_products_id\` integer,
  	\`education_courses_id\` integer,
  	\`education_items_id\` integer,
  	\`cpd_entries_id\` integer,
  	\`clinical_resources_id\` integer,
  	\`clinical_trials_id\` integer,
  	\`important_updates_id\` integer,
  	\`teams_id\` integer,
  	\`catalogue_products_id\` integer,
  	\`quick_links_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roles_id\`) REFERENCES \`roles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stability_products_id\`) REFERENCES \`stability_products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`education_courses_id\`) REFERENCES \`education_courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`education_items_id\`) REFERENCES \`education_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cpd_entries_id\`) REFERENCES \`cpd_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clinical_resources_id\`) REFERENCES \`clinical_resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clinical_trials_id\`) REFERENCES \`clinical_trials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`important_updates_id\`) REFERENCES \`important_updates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`teams_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`catalogue_products_id\`) REFERENCES \`catalogue_products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quick_links_id\`) REFERENCES \`quick_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "admins_id", "users_id", "roles_id", "pages_id", "documents_id", "media_id", "stability_products_id", "education_courses_id", "education_items_id", "cpd_entries_id", "clinical_resources_id", "clinical_trials_id", "important_updates_id", "teams_id", "catalogue_products_id", "quick_links_id") SELECT "id", "order", "parent_id", "path", "admins_id", "users_id", "roles_id", "pages_id", "documents_id", "media_id", "stability_products_id", "education_courses_id", "education_items_id", "cpd_entries_id", "clinical_resources_id", "clinical_trials_id", "important_updates_id", "teams_id", "catalogue_products_id", "quick_links_id" FROM \`payload_locked_documents_rels\`;`,
  );
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`);
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`);
  await db.run(sql`PRAGMA foreign_keys=ON;`);
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_admins_id_idx\` ON \`payload_locked_documents_rels\` (\`admins_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_roles_id_idx\` ON \`payload_locked_documents_rels\` (\`roles_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_stability_products_id_idx\` ON \`payload_locked_documents_rels\` (\`stability_products_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_education_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`education_courses_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_education_items_id_idx\` ON \`payload_locked_documents_rels\` (\`education_items_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_cpd_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`cpd_entries_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_clinical_resources_id_idx\` ON \`payload_locked_documents_rels\` (\`clinical_resources_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_clinical_trials_id_idx\` ON \`payload_locked_documents_rels\` (\`clinical_trials_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_important_updates_id_idx\` ON \`payload_locked_documents_rels\` (\`important_updates_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_teams_id_idx\` ON \`payload_locked_documents_rels\` (\`teams_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_catalogue_products_id_idx\` ON \`payload_locked_documents_rels\` (\`catalogue_products_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_quick_links_id_idx\` ON \`payload_locked_documents_rels\` (\`quick_links_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`__new_payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`admins_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_payload_preferences_rels\`("id", "order", "parent_id", "path", "admins_id", "users_id") SELECT "id", "order", "parent_id", "path", "admins_id", "users_id" FROM \`payload_preferences_rels\`;`,
  );
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`);
  await db.run(sql`ALTER TABLE \`__new_payload_preferences_rels\` RENAME TO \`payload_preferences_rels\`;`);
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`);
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_admins_id_idx\` ON \`payload_preferences_rels\` (\`admins_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`,
  );
}
