import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The old image (a public Media row) is not carried over: pack shots are a collection of their own, and the old
// table has no pack_shot_id column to copy (drizzle's generated copy named it).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pack_shots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`pack_shots_updated_at_idx\` ON \`pack_shots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pack_shots_created_at_idx\` ON \`pack_shots\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pack_shots_filename_idx\` ON \`pack_shots\` (\`filename\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_catalogue_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`strength\` text,
  	\`inn\` text,
  	\`therapeutic_area\` text,
  	\`form\` text,
  	\`presentation\` text,
  	\`pack_size\` numeric,
  	\`legal_category\` text,
  	\`storage\` text,
  	\`description\` text,
  	\`pack_shot_id\` integer,
  	\`slug\` text,
  	\`governance_approval_code\` text,
  	\`governance_date_of_preparation\` text,
  	\`governance_review_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`pack_shot_id\`) REFERENCES \`pack_shots\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_catalogue_products\`("id", "name", "strength", "inn", "therapeutic_area", "form", "presentation", "pack_size", "legal_category", "storage", "description", "pack_shot_id", "slug", "governance_approval_code", "governance_date_of_preparation", "governance_review_by", "updated_at", "created_at", "_status") SELECT "id", "name", "strength", "inn", "therapeutic_area", "form", "presentation", "pack_size", "legal_category", "storage", "description", NULL, "slug", "governance_approval_code", "governance_date_of_preparation", "governance_review_by", "updated_at", "created_at", "_status" FROM \`catalogue_products\`;`)
  await db.run(sql`DROP TABLE \`catalogue_products\`;`)
  await db.run(sql`ALTER TABLE \`__new_catalogue_products\` RENAME TO \`catalogue_products\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`catalogue_products_inn_idx\` ON \`catalogue_products\` (\`inn\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_therapeutic_area_idx\` ON \`catalogue_products\` (\`therapeutic_area\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_form_idx\` ON \`catalogue_products\` (\`form\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_presentation_idx\` ON \`catalogue_products\` (\`presentation\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_pack_shot_idx\` ON \`catalogue_products\` (\`pack_shot_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`catalogue_products_slug_idx\` ON \`catalogue_products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_governance_governance_review_by_idx\` ON \`catalogue_products\` (\`governance_review_by\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_updated_at_idx\` ON \`catalogue_products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_created_at_idx\` ON \`catalogue_products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products__status_idx\` ON \`catalogue_products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__catalogue_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_strength\` text,
  	\`version_inn\` text,
  	\`version_therapeutic_area\` text,
  	\`version_form\` text,
  	\`version_presentation\` text,
  	\`version_pack_size\` numeric,
  	\`version_legal_category\` text,
  	\`version_storage\` text,
  	\`version_description\` text,
  	\`version_pack_shot_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`catalogue_products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_pack_shot_id\`) REFERENCES \`pack_shots\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__catalogue_products_v\`("id", "parent_id", "version_name", "version_strength", "version_inn", "version_therapeutic_area", "version_form", "version_presentation", "version_pack_size", "version_legal_category", "version_storage", "version_description", "version_pack_shot_id", "version_slug", "version_governance_approval_code", "version_governance_date_of_preparation", "version_governance_review_by", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_name", "version_strength", "version_inn", "version_therapeutic_area", "version_form", "version_presentation", "version_pack_size", "version_legal_category", "version_storage", "version_description", NULL, "version_slug", "version_governance_approval_code", "version_governance_date_of_preparation", "version_governance_review_by", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_catalogue_products_v\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_products_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__catalogue_products_v\` RENAME TO \`_catalogue_products_v\`;`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_parent_idx\` ON \`_catalogue_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_inn_idx\` ON \`_catalogue_products_v\` (\`version_inn\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_therapeutic_area_idx\` ON \`_catalogue_products_v\` (\`version_therapeutic_area\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_form_idx\` ON \`_catalogue_products_v\` (\`version_form\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_presentation_idx\` ON \`_catalogue_products_v\` (\`version_presentation\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_pack_shot_idx\` ON \`_catalogue_products_v\` (\`version_pack_shot_id\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_slug_idx\` ON \`_catalogue_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_governance_version_governa_idx\` ON \`_catalogue_products_v\` (\`version_governance_review_by\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_updated_at_idx\` ON \`_catalogue_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_created_at_idx\` ON \`_catalogue_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version__status_idx\` ON \`_catalogue_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_created_at_idx\` ON \`_catalogue_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_updated_at_idx\` ON \`_catalogue_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_latest_idx\` ON \`_catalogue_products_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pack_shots_id\` integer REFERENCES pack_shots(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pack_shots_id_idx\` ON \`payload_locked_documents_rels\` (\`pack_shots_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pack_shots\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_catalogue_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`strength\` text,
  	\`inn\` text,
  	\`therapeutic_area\` text,
  	\`form\` text,
  	\`presentation\` text,
  	\`pack_size\` numeric,
  	\`legal_category\` text,
  	\`storage\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`slug\` text,
  	\`governance_approval_code\` text,
  	\`governance_date_of_preparation\` text,
  	\`governance_review_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_catalogue_products\`("id", "name", "strength", "inn", "therapeutic_area", "form", "presentation", "pack_size", "legal_category", "storage", "description", "image_id", "slug", "governance_approval_code", "governance_date_of_preparation", "governance_review_by", "updated_at", "created_at", "_status") SELECT "id", "name", "strength", "inn", "therapeutic_area", "form", "presentation", "pack_size", "legal_category", "storage", "description", NULL, "slug", "governance_approval_code", "governance_date_of_preparation", "governance_review_by", "updated_at", "created_at", "_status" FROM \`catalogue_products\`;`)
  await db.run(sql`DROP TABLE \`catalogue_products\`;`)
  await db.run(sql`ALTER TABLE \`__new_catalogue_products\` RENAME TO \`catalogue_products\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`catalogue_products_inn_idx\` ON \`catalogue_products\` (\`inn\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_therapeutic_area_idx\` ON \`catalogue_products\` (\`therapeutic_area\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_form_idx\` ON \`catalogue_products\` (\`form\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_presentation_idx\` ON \`catalogue_products\` (\`presentation\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_image_idx\` ON \`catalogue_products\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`catalogue_products_slug_idx\` ON \`catalogue_products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_governance_governance_review_by_idx\` ON \`catalogue_products\` (\`governance_review_by\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_updated_at_idx\` ON \`catalogue_products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_created_at_idx\` ON \`catalogue_products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products__status_idx\` ON \`catalogue_products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__catalogue_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_strength\` text,
  	\`version_inn\` text,
  	\`version_therapeutic_area\` text,
  	\`version_form\` text,
  	\`version_presentation\` text,
  	\`version_pack_size\` numeric,
  	\`version_legal_category\` text,
  	\`version_storage\` text,
  	\`version_description\` text,
  	\`version_image_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`catalogue_products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__catalogue_products_v\`("id", "parent_id", "version_name", "version_strength", "version_inn", "version_therapeutic_area", "version_form", "version_presentation", "version_pack_size", "version_legal_category", "version_storage", "version_description", "version_image_id", "version_slug", "version_governance_approval_code", "version_governance_date_of_preparation", "version_governance_review_by", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_name", "version_strength", "version_inn", "version_therapeutic_area", "version_form", "version_presentation", "version_pack_size", "version_legal_category", "version_storage", "version_description", NULL, "version_slug", "version_governance_approval_code", "version_governance_date_of_preparation", "version_governance_review_by", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_catalogue_products_v\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_products_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__catalogue_products_v\` RENAME TO \`_catalogue_products_v\`;`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_parent_idx\` ON \`_catalogue_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_inn_idx\` ON \`_catalogue_products_v\` (\`version_inn\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_therapeutic_area_idx\` ON \`_catalogue_products_v\` (\`version_therapeutic_area\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_form_idx\` ON \`_catalogue_products_v\` (\`version_form\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_presentation_idx\` ON \`_catalogue_products_v\` (\`version_presentation\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_image_idx\` ON \`_catalogue_products_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_slug_idx\` ON \`_catalogue_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_governance_version_governa_idx\` ON \`_catalogue_products_v\` (\`version_governance_review_by\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_updated_at_idx\` ON \`_catalogue_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version_created_at_idx\` ON \`_catalogue_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_version_version__status_idx\` ON \`_catalogue_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_created_at_idx\` ON \`_catalogue_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_updated_at_idx\` ON \`_catalogue_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_latest_idx\` ON \`_catalogue_products_v\` (\`latest\`);`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "admins_id", "users_id", "roles_id", "pages_id", "documents_id", "media_id", "stability_products_id", "education_courses_id", "education_items_id", "cpd_entries_id", "clinical_resources_id", "clinical_trials_id", "important_updates_id", "teams_id", "catalogue_products_id", "quick_links_id", "dashboards_id", "starred_stability_products_id", "recently_viewed_items_id", "request_categories_id", "forms_id", "form_submissions_id", "clinical_request_pins_id", "integration_clients_id", "form_uploads_id", "form_drafts_id", "bot_check_claims_id", "push_subscriptions_id", "push_deliveries_id", "audit_events_id", "two_factor_credentials_id", "two_factor_challenges_id", "data_exports_id", "consent_records_id") SELECT "id", "order", "parent_id", "path", "admins_id", "users_id", "roles_id", "pages_id", "documents_id", "media_id", "stability_products_id", "education_courses_id", "education_items_id", "cpd_entries_id", "clinical_resources_id", "clinical_trials_id", "important_updates_id", "teams_id", "catalogue_products_id", "quick_links_id", "dashboards_id", "starred_stability_products_id", "recently_viewed_items_id", "request_categories_id", "forms_id", "form_submissions_id", "clinical_request_pins_id", "integration_clients_id", "form_uploads_id", "form_drafts_id", "bot_check_claims_id", "push_subscriptions_id", "push_deliveries_id", "audit_events_id", "two_factor_credentials_id", "two_factor_challenges_id", "data_exports_id", "consent_records_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_drafts_id_idx\` ON \`payload_locked_documents_rels\` (\`form_drafts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bot_check_claims_id_idx\` ON \`payload_locked_documents_rels\` (\`bot_check_claims_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_push_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`push_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_push_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`push_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_events_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_two_factor_credentials_id_idx\` ON \`payload_locked_documents_rels\` (\`two_factor_credentials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_two_factor_challenges_id_idx\` ON \`payload_locked_documents_rels\` (\`two_factor_challenges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_exports_id_idx\` ON \`payload_locked_documents_rels\` (\`data_exports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
}
