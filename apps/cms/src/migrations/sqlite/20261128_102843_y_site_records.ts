import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stability_products_matrix_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stability_products_matrix\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stability_products_matrix_methods_order_idx\` ON \`stability_products_matrix_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`stability_products_matrix_methods_parent_idx\` ON \`stability_products_matrix_methods\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_stability_products_v_version_matrix_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_stability_products_v_version_matrix\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stability_products_v_version_matrix_methods_order_idx\` ON \`_stability_products_v_version_matrix_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_stability_products_v_version_matrix_methods_parent_idx\` ON \`_stability_products_v_version_matrix_methods\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`y_site_drugs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`y_site_drugs_name_idx\` ON \`y_site_drugs\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`y_site_drugs_updated_at_idx\` ON \`y_site_drugs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`y_site_drugs_created_at_idx\` ON \`y_site_drugs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`y_site_drugs_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`y_site_drugs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`y_site_drugs_texts_order_parent\` ON \`y_site_drugs_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`y_site_records_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`y_site_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`y_site_records_methods_order_idx\` ON \`y_site_records_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`y_site_records_methods_parent_idx\` ON \`y_site_records_methods\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`y_site_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`product_id\` integer,
  	\`drug_id\` integer,
  	\`product_concentration_value\` numeric,
  	\`product_concentration_up_to\` numeric,
  	\`product_concentration_unit\` text DEFAULT 'mg-per-ml',
  	\`product_diluent\` text,
  	\`drug_concentration_value\` numeric,
  	\`drug_concentration_up_to\` numeric,
  	\`drug_concentration_unit\` text DEFAULT 'mg-per-ml',
  	\`drug_diluent\` text,
  	\`result\` text,
  	\`contact_minutes\` numeric,
  	\`temperature\` text,
  	\`light\` text,
  	\`evidence\` text,
  	\`reference_citation\` text,
  	\`reference_doi\` text,
  	\`reference_pubmed_id\` text,
  	\`slug\` text,
  	\`governance_approval_code\` text,
  	\`governance_date_of_preparation\` text,
  	\`governance_review_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`product_id\`) REFERENCES \`stability_products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`drug_id\`) REFERENCES \`y_site_drugs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`y_site_records_product_idx\` ON \`y_site_records\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`y_site_records_drug_idx\` ON \`y_site_records\` (\`drug_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`y_site_records_slug_idx\` ON \`y_site_records\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`y_site_records_governance_governance_review_by_idx\` ON \`y_site_records\` (\`governance_review_by\`);`)
  await db.run(sql`CREATE INDEX \`y_site_records_updated_at_idx\` ON \`y_site_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`y_site_records_created_at_idx\` ON \`y_site_records\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`y_site_records__status_idx\` ON \`y_site_records\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_y_site_records_v_version_methods\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_y_site_records_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_y_site_records_v_version_methods_order_idx\` ON \`_y_site_records_v_version_methods\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_y_site_records_v_version_methods_parent_idx\` ON \`_y_site_records_v_version_methods\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_y_site_records_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_product_id\` integer,
  	\`version_drug_id\` integer,
  	\`version_product_concentration_value\` numeric,
  	\`version_product_concentration_up_to\` numeric,
  	\`version_product_concentration_unit\` text DEFAULT 'mg-per-ml',
  	\`version_product_diluent\` text,
  	\`version_drug_concentration_value\` numeric,
  	\`version_drug_concentration_up_to\` numeric,
  	\`version_drug_concentration_unit\` text DEFAULT 'mg-per-ml',
  	\`version_drug_diluent\` text,
  	\`version_result\` text,
  	\`version_contact_minutes\` numeric,
  	\`version_temperature\` text,
  	\`version_light\` text,
  	\`version_evidence\` text,
  	\`version_reference_citation\` text,
  	\`version_reference_doi\` text,
  	\`version_reference_pubmed_id\` text,
  	\`version_slug\` text,
  	\`version_governance_approval_code\` text,
  	\`version_governance_date_of_preparation\` text,
  	\`version_governance_review_by\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`y_site_records\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_product_id\`) REFERENCES \`stability_products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_drug_id\`) REFERENCES \`y_site_drugs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_y_site_records_v_parent_idx\` ON \`_y_site_records_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_y_site_records_v_version_version_product_idx\` ON \`_y_site_records_v\` (\`version_product_id\`);`)
  await db.run(sql`CREATE INDEX \`_y_site_records_v_version_version_drug_idx\` ON \`_y_site_records_v\` (\`version_drug_id\`);`)
  await db.run(sql`CREATE INDEX \`_y_site_records_v_version_version_slug_idx\` ON \`_y_site_records_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_y_site_records_v_version_governance_version_governance__idx\` ON \`_y_site_records_v\` (\`version_governance_review_by\`);`)
  await db.run(sql`CREATE INDEX \`_y_site_records_v_version_version_updated_at_idx\` ON \`_y_site_records_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_y_site_records_v_version_version_created_at_idx\` ON \`_y_site_records_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_y_site_records_v_version_version__status_idx\` ON \`_y_site_records_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_y_site_records_v_created_at_idx\` ON \`_y_site_records_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_y_site_records_v_updated_at_idx\` ON \`_y_site_records_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_y_site_records_v_latest_idx\` ON \`_y_site_records_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`stability_products\` ADD \`reconstitution_vial_content_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`stability_products\` ADD \`reconstitution_vial_content_unit\` text DEFAULT 'mg';`)
  await db.run(sql`ALTER TABLE \`stability_products\` ADD \`reconstitution_diluent\` text;`)
  await db.run(sql`ALTER TABLE \`stability_products\` ADD \`reconstitution_volume_added_ml\` numeric;`)
  await db.run(sql`ALTER TABLE \`stability_products\` ADD \`reconstitution_displacement_ml\` numeric;`)
  await db.run(sql`ALTER TABLE \`stability_products\` ADD \`reconstitution_concentration_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`stability_products\` ADD \`reconstitution_concentration_unit\` text DEFAULT 'mg-per-ml';`)
  await db.run(sql`ALTER TABLE \`stability_products\` ADD \`reconstitution_max_dose_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`stability_products\` ADD \`reconstitution_max_dose_unit\` text DEFAULT 'mg';`)
  await db.run(sql`ALTER TABLE \`stability_products\` ADD \`reconstitution_pump_limit_ml_per_hour\` numeric;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` ADD \`version_reconstitution_vial_content_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` ADD \`version_reconstitution_vial_content_unit\` text DEFAULT 'mg';`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` ADD \`version_reconstitution_diluent\` text;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` ADD \`version_reconstitution_volume_added_ml\` numeric;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` ADD \`version_reconstitution_displacement_ml\` numeric;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` ADD \`version_reconstitution_concentration_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` ADD \`version_reconstitution_concentration_unit\` text DEFAULT 'mg-per-ml';`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` ADD \`version_reconstitution_max_dose_value\` numeric;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` ADD \`version_reconstitution_max_dose_unit\` text DEFAULT 'mg';`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` ADD \`version_reconstitution_pump_limit_ml_per_hour\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`y_site_drugs_id\` integer REFERENCES y_site_drugs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`y_site_records_id\` integer REFERENCES y_site_records(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_y_site_drugs_id_idx\` ON \`payload_locked_documents_rels\` (\`y_site_drugs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_y_site_records_id_idx\` ON \`payload_locked_documents_rels\` (\`y_site_records_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stability_products_matrix_methods\`;`)
  await db.run(sql`DROP TABLE \`_stability_products_v_version_matrix_methods\`;`)
  await db.run(sql`DROP TABLE \`y_site_drugs\`;`)
  await db.run(sql`DROP TABLE \`y_site_drugs_texts\`;`)
  await db.run(sql`DROP TABLE \`y_site_records_methods\`;`)
  await db.run(sql`DROP TABLE \`y_site_records\`;`)
  await db.run(sql`DROP TABLE \`_y_site_records_v_version_methods\`;`)
  await db.run(sql`DROP TABLE \`_y_site_records_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`pack_shots_id\` integer,
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
  	\`form_drafts_id\` integer,
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
  	FOREIGN KEY (\`pack_shots_id\`) REFERENCES \`pack_shots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`form_drafts_id\`) REFERENCES \`form_drafts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "admins_id", "users_id", "roles_id", "pages_id", "documents_id", "media_id", "pack_shots_id", "stability_products_id", "education_courses_id", "education_items_id", "cpd_entries_id", "clinical_resources_id", "clinical_trials_id", "important_updates_id", "teams_id", "catalogue_products_id", "quick_links_id", "dashboards_id", "starred_stability_products_id", "recently_viewed_items_id", "request_categories_id", "forms_id", "form_submissions_id", "clinical_request_pins_id", "integration_clients_id", "form_uploads_id", "form_drafts_id", "bot_check_claims_id", "push_subscriptions_id", "push_deliveries_id", "audit_events_id", "two_factor_credentials_id", "two_factor_challenges_id", "data_exports_id", "consent_records_id") SELECT "id", "order", "parent_id", "path", "admins_id", "users_id", "roles_id", "pages_id", "documents_id", "media_id", "pack_shots_id", "stability_products_id", "education_courses_id", "education_items_id", "cpd_entries_id", "clinical_resources_id", "clinical_trials_id", "important_updates_id", "teams_id", "catalogue_products_id", "quick_links_id", "dashboards_id", "starred_stability_products_id", "recently_viewed_items_id", "request_categories_id", "forms_id", "form_submissions_id", "clinical_request_pins_id", "integration_clients_id", "form_uploads_id", "form_drafts_id", "bot_check_claims_id", "push_subscriptions_id", "push_deliveries_id", "audit_events_id", "two_factor_credentials_id", "two_factor_challenges_id", "data_exports_id", "consent_records_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admins_id_idx\` ON \`payload_locked_documents_rels\` (\`admins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_roles_id_idx\` ON \`payload_locked_documents_rels\` (\`roles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pack_shots_id_idx\` ON \`payload_locked_documents_rels\` (\`pack_shots_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_drafts_id_idx\` ON \`payload_locked_documents_rels\` (\`form_drafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bot_check_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`bot_check_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_push_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`push_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_push_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`push_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_events_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_two_factor_credentials_id_idx\` ON \`payload_locked_documents_rels\` (\`two_factor_credentials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_two_factor_challenges_id_idx\` ON \`payload_locked_documents_rels\` (\`two_factor_challenges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_exports_id_idx\` ON \`payload_locked_documents_rels\` (\`data_exports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`ALTER TABLE \`stability_products\` DROP COLUMN \`reconstitution_vial_content_value\`;`)
  await db.run(sql`ALTER TABLE \`stability_products\` DROP COLUMN \`reconstitution_vial_content_unit\`;`)
  await db.run(sql`ALTER TABLE \`stability_products\` DROP COLUMN \`reconstitution_diluent\`;`)
  await db.run(sql`ALTER TABLE \`stability_products\` DROP COLUMN \`reconstitution_volume_added_ml\`;`)
  await db.run(sql`ALTER TABLE \`stability_products\` DROP COLUMN \`reconstitution_displacement_ml\`;`)
  await db.run(sql`ALTER TABLE \`stability_products\` DROP COLUMN \`reconstitution_concentration_value\`;`)
  await db.run(sql`ALTER TABLE \`stability_products\` DROP COLUMN \`reconstitution_concentration_unit\`;`)
  await db.run(sql`ALTER TABLE \`stability_products\` DROP COLUMN \`reconstitution_max_dose_value\`;`)
  await db.run(sql`ALTER TABLE \`stability_products\` DROP COLUMN \`reconstitution_max_dose_unit\`;`)
  await db.run(sql`ALTER TABLE \`stability_products\` DROP COLUMN \`reconstitution_pump_limit_ml_per_hour\`;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` DROP COLUMN \`version_reconstitution_vial_content_value\`;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` DROP COLUMN \`version_reconstitution_vial_content_unit\`;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` DROP COLUMN \`version_reconstitution_diluent\`;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` DROP COLUMN \`version_reconstitution_volume_added_ml\`;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` DROP COLUMN \`version_reconstitution_displacement_ml\`;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` DROP COLUMN \`version_reconstitution_concentration_value\`;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` DROP COLUMN \`version_reconstitution_concentration_unit\`;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` DROP COLUMN \`version_reconstitution_max_dose_value\`;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` DROP COLUMN \`version_reconstitution_max_dose_unit\`;`)
  await db.run(sql`ALTER TABLE \`_stability_products_v\` DROP COLUMN \`version_reconstitution_pump_limit_ml_per_hour\`;`)
}
