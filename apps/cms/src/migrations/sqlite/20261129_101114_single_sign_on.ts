import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`identity_providers_audience\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`identity_providers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`identity_providers_audience_order_idx\` ON \`identity_providers_audience\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`identity_providers_audience_parent_idx\` ON \`identity_providers_audience\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`identity_providers_role_mapping\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`group\` text NOT NULL,
  	\`role\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`identity_providers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`identity_providers_role_mapping_order_idx\` ON \`identity_providers_role_mapping\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`identity_providers_role_mapping_parent_id_idx\` ON \`identity_providers_role_mapping\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`identity_providers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`provider_id\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`type\` text DEFAULT 'oidc' NOT NULL,
  	\`issuer\` text,
  	\`client_id\` text,
  	\`client_secret\` text,
  	\`metadata_url\` text,
  	\`metadata_xml\` text,
  	\`claims_email\` text DEFAULT 'email' NOT NULL,
  	\`claims_given_name\` text DEFAULT 'given_name' NOT NULL,
  	\`claims_family_name\` text DEFAULT 'family_name' NOT NULL,
  	\`claims_registration_number\` text,
  	\`claims_groups\` text DEFAULT 'groups' NOT NULL,
  	\`mfa_asserted\` integer DEFAULT false,
  	\`source\` text DEFAULT 'admin' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`identity_providers_provider_id_idx\` ON \`identity_providers\` (\`provider_id\`);`)
  await db.run(sql`CREATE INDEX \`identity_providers_updated_at_idx\` ON \`identity_providers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`identity_providers_created_at_idx\` ON \`identity_providers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`identity_providers_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`identity_providers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`identity_providers_texts_order_parent\` ON \`identity_providers_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sso_identities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`provider\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`email\` text,
  	\`user_id\` integer NOT NULL,
  	\`last_sign_in_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`sso_identities_provider_idx\` ON \`sso_identities\` (\`provider\`);`)
  await db.run(sql`CREATE INDEX \`sso_identities_user_idx\` ON \`sso_identities\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`sso_identities_updated_at_idx\` ON \`sso_identities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sso_identities_created_at_idx\` ON \`sso_identities\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`provider_subject_idx\` ON \`sso_identities\` (\`provider\`,\`subject\`);`)
  await db.run(sql`CREATE TABLE \`sso_tickets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`key_hash\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`data\` text,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sso_tickets_key_hash_idx\` ON \`sso_tickets\` (\`key_hash\`);`)
  await db.run(sql`CREATE INDEX \`sso_tickets_expires_at_idx\` ON \`sso_tickets\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`sso_tickets_updated_at_idx\` ON \`sso_tickets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sso_tickets_created_at_idx\` ON \`sso_tickets\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`sso_sign_up_provider\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`sso_sign_up_claims\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`identity_providers_id\` integer REFERENCES identity_providers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sso_identities_id\` integer REFERENCES sso_identities(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sso_tickets_id\` integer REFERENCES sso_tickets(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_identity_providers_id_idx\` ON \`payload_locked_documents_rels\` (\`identity_providers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sso_identities_id_idx\` ON \`payload_locked_documents_rels\` (\`sso_identities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sso_tickets_id_idx\` ON \`payload_locked_documents_rels\` (\`sso_tickets_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`identity_providers_audience\`;`)
  await db.run(sql`DROP TABLE \`identity_providers_role_mapping\`;`)
  await db.run(sql`DROP TABLE \`identity_providers\`;`)
  await db.run(sql`DROP TABLE \`identity_providers_texts\`;`)
  await db.run(sql`DROP TABLE \`sso_identities\`;`)
  await db.run(sql`DROP TABLE \`sso_tickets\`;`)
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
  	\`y_site_drugs_id\` integer,
  	\`y_site_records_id\` integer,
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
  	\`certificates_id\` integer,
  	\`reviews_id\` integer,
  	\`review_comments_id\` integer,
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
  	FOREIGN KEY (\`y_site_drugs_id\`) REFERENCES \`y_site_drugs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`y_site_records_id\`) REFERENCES \`y_site_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`certificates_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`review_comments_id\`) REFERENCES \`review_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`two_factor_credentials_id\`) REFERENCES \`two_factor_credentials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`two_factor_challenges_id\`) REFERENCES \`two_factor_challenges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_exports_id\`) REFERENCES \`data_exports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "admins_id", "users_id", "roles_id", "pages_id", "documents_id", "media_id", "pack_shots_id", "stability_products_id", "y_site_drugs_id", "y_site_records_id", "education_courses_id", "education_items_id", "cpd_entries_id", "clinical_resources_id", "clinical_trials_id", "important_updates_id", "teams_id", "catalogue_products_id", "quick_links_id", "dashboards_id", "starred_stability_products_id", "recently_viewed_items_id", "request_categories_id", "forms_id", "form_submissions_id", "clinical_request_pins_id", "integration_clients_id", "form_uploads_id", "form_drafts_id", "bot_check_claims_id", "push_subscriptions_id", "push_deliveries_id", "audit_events_id", "certificates_id", "reviews_id", "review_comments_id", "two_factor_credentials_id", "two_factor_challenges_id", "data_exports_id", "consent_records_id") SELECT "id", "order", "parent_id", "path", "admins_id", "users_id", "roles_id", "pages_id", "documents_id", "media_id", "pack_shots_id", "stability_products_id", "y_site_drugs_id", "y_site_records_id", "education_courses_id", "education_items_id", "cpd_entries_id", "clinical_resources_id", "clinical_trials_id", "important_updates_id", "teams_id", "catalogue_products_id", "quick_links_id", "dashboards_id", "starred_stability_products_id", "recently_viewed_items_id", "request_categories_id", "forms_id", "form_submissions_id", "clinical_request_pins_id", "integration_clients_id", "form_uploads_id", "form_drafts_id", "bot_check_claims_id", "push_subscriptions_id", "push_deliveries_id", "audit_events_id", "certificates_id", "reviews_id", "review_comments_id", "two_factor_credentials_id", "two_factor_challenges_id", "data_exports_id", "consent_records_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_y_site_drugs_id_idx\` ON \`payload_locked_documents_rels\` (\`y_site_drugs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_y_site_records_id_idx\` ON \`payload_locked_documents_rels\` (\`y_site_records_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_review_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`review_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_two_factor_credentials_id_idx\` ON \`payload_locked_documents_rels\` (\`two_factor_credentials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_two_factor_challenges_id_idx\` ON \`payload_locked_documents_rels\` (\`two_factor_challenges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_exports_id_idx\` ON \`payload_locked_documents_rels\` (\`data_exports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`sso_sign_up_provider\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`sso_sign_up_claims\`;`)
}
