import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`form_drafts_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text NOT NULL,
  	\`upload_id\` integer NOT NULL,
  	FOREIGN KEY (\`upload_id\`) REFERENCES \`form_uploads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_drafts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_drafts_files_order_idx\` ON \`form_drafts_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_drafts_files_parent_id_idx\` ON \`form_drafts_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`form_drafts_files_upload_idx\` ON \`form_drafts_files\` (\`upload_id\`);`)
  await db.run(sql`CREATE TABLE \`form_drafts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`values\` text NOT NULL,
  	\`saved_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_drafts_owner_idx\` ON \`form_drafts\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`form_drafts_form_idx\` ON \`form_drafts\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_drafts_saved_at_idx\` ON \`form_drafts\` (\`saved_at\`);`)
  await db.run(sql`CREATE INDEX \`form_drafts_updated_at_idx\` ON \`form_drafts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_drafts_created_at_idx\` ON \`form_drafts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`owner_form_idx\` ON \`form_drafts\` (\`owner_id\`,\`form_id\`);`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`service_level_days\` numeric DEFAULT 2;`)
  await db.run(sql`ALTER TABLE \`_forms_v\` ADD \`version_service_level_days\` numeric DEFAULT 2;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`status\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`owner_id\` integer REFERENCES admins(id);`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`deadline\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`status_changed_at\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`answer_message\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`answered_at\` text;`)
  await db.run(sql`CREATE INDEX \`form_submissions_status_idx\` ON \`form_submissions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_owner_idx\` ON \`form_submissions\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_deadline_idx\` ON \`form_submissions\` (\`deadline\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_drafts_id\` integer REFERENCES form_drafts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_drafts_id_idx\` ON \`payload_locked_documents_rels\` (\`form_drafts_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`form_drafts_files\`;`)
  await db.run(sql`DROP TABLE \`form_drafts\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_form_submissions\` (
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
  `)
  await db.run(sql`INSERT INTO \`__new_form_submissions\`("id", "reference", "form_id", "account_id", "integration_client_id", "submitter_email", "values", "patient_harm", "mail_status", "mails_sent", "caller_key", "idempotency_key", "request_hash", "answer", "updated_at", "created_at") SELECT "id", "reference", "form_id", "account_id", "integration_client_id", "submitter_email", "values", "patient_harm", "mail_status", "mails_sent", "caller_key", "idempotency_key", "request_hash", "answer", "updated_at", "created_at" FROM \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_form_submissions\` RENAME TO \`form_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_reference_idx\` ON \`form_submissions\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_account_idx\` ON \`form_submissions\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_integration_client_idx\` ON \`form_submissions\` (\`integration_client_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_patient_harm_idx\` ON \`form_submissions\` (\`patient_harm\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`callerKey_idempotencyKey_idx\` ON \`form_submissions\` (\`caller_key\`,\`idempotency_key\`);`)
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
  	\`dashboards_id\` integer,
  	\`starred_stability_products_id\` integer,
  	\`recently_viewed_items_id\` integer,
  	\`request_categories_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`clinical_request_pins_id\` integer,
  	\`integration_clients_id\` integer,
  	\`form_uploads_id\` integer,
  	\`bot_check_claims_id\` integer,
  	\`push_subscriptions_id\` integer,
  	\`push_deliveries_id\` integer,
  	\`audit_events_id\` integer,
  	\`two_factor_credentials_id\` integer,
  	\`two_factor_challenges_id\` integer,
  	\`data_exports_id\` integer,
  	\`consent_records_id\` integer,
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
  	FOREIGN KEY (\`quick_links_id\`) REFERENCES \`quick_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dashboards_id\`) REFERENCES \`dashboards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`starred_stability_products_id\`) REFERENCES \`starred_stability_products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`recently_viewed_items_id\`) REFERENCES \`recently_viewed_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`request_categories_id\`) REFERENCES \`request_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clinical_request_pins_id\`) REFERENCES \`clinical_request_pins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`integration_clients_id\`) REFERENCES \`integration_clients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_uploads_id\`) REFERENCES \`form_uploads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bot_check_claims_id\`) REFERENCES \`bot_check_claims\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`push_subscriptions_id\`) REFERENCES \`push_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`push_deliveries_id\`) REFERENCES \`push_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_events_id\`) REFERENCES \`audit_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`two_factor_credentials_id\`) REFERENCES \`two_factor_credentials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`two_factor_challenges_id\`) REFERENCES \`two_factor_challenges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_exports_id\`) REFERENCES \`data_exports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "admins_id", "users_id", "roles_id", "pages_id", "documents_id", "media_id", "stability_products_id", "education_courses_id", "education_items_id", "cpd_entries_id", "clinical_resources_id", "clinical_trials_id", "important_updates_id", "teams_id", "catalogue_products_id", "quick_links_id", "dashboards_id", "starred_stability_products_id", "recently_viewed_items_id", "request_categories_id", "forms_id", "form_submissions_id", "clinical_request_pins_id", "integration_clients_id", "form_uploads_id", "bot_check_claims_id", "push_subscriptions_id", "push_deliveries_id", "audit_events_id", "two_factor_credentials_id", "two_factor_challenges_id", "data_exports_id", "consent_records_id") SELECT "id", "order", "parent_id", "path", "admins_id", "users_id", "roles_id", "pages_id", "documents_id", "media_id", "stability_products_id", "education_courses_id", "education_items_id", "cpd_entries_id", "clinical_resources_id", "clinical_trials_id", "important_updates_id", "teams_id", "catalogue_products_id", "quick_links_id", "dashboards_id", "starred_stability_products_id", "recently_viewed_items_id", "request_categories_id", "forms_id", "form_submissions_id", "clinical_request_pins_id", "integration_clients_id", "form_uploads_id", "bot_check_claims_id", "push_subscriptions_id", "push_deliveries_id", "audit_events_id", "two_factor_credentials_id", "two_factor_challenges_id", "data_exports_id", "consent_records_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admins_id_idx\` ON \`payload_locked_documents_rels\` (\`admins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_roles_id_idx\` ON \`payload_locked_documents_rels\` (\`roles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stability_products_id_idx\` ON \`payload_locked_documents_rels\` (\`stability_products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_education_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`education_courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_education_items_id_idx\` ON \`payload_locked_documents_rels\` (\`education_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cpd_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`cpd_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clinical_resources_id_idx\` ON \`payload_locked_documents_rels\` (\`clinical_resources_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clinical_trials_id_idx\` ON \`payload_locked_documents_rels\` (\`clinical_trials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_important_updates_id_idx\` ON \`payload_locked_documents_rels\` (\`important_updates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_teams_id_idx\` ON \`payload_locked_documents_rels\` (\`teams_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_catalogue_products_id_idx\` ON \`payload_locked_documents_rels\` (\`catalogue_products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quick_links_id_idx\` ON \`payload_locked_documents_rels\` (\`quick_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dashboards_id_idx\` ON \`payload_locked_documents_rels\` (\`dashboards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_starred_stability_products_idx\` ON \`payload_locked_documents_rels\` (\`starred_stability_products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_recently_viewed_items_id_idx\` ON \`payload_locked_documents_rels\` (\`recently_viewed_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_request_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`request_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clinical_request_pins_id_idx\` ON \`payload_locked_documents_rels\` (\`clinical_request_pins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_integration_clients_id_idx\` ON \`payload_locked_documents_rels\` (\`integration_clients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_uploads_id_idx\` ON \`payload_locked_documents_rels\` (\`form_uploads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bot_check_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`bot_check_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_push_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`push_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_push_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`push_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_events_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_two_factor_credentials_id_idx\` ON \`payload_locked_documents_rels\` (\`two_factor_credentials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_two_factor_challenges_id_idx\` ON \`payload_locked_documents_rels\` (\`two_factor_challenges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_exports_id_idx\` ON \`payload_locked_documents_rels\` (\`data_exports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`service_level_days\`;`)
  await db.run(sql`ALTER TABLE \`_forms_v\` DROP COLUMN \`version_service_level_days\`;`)
}
