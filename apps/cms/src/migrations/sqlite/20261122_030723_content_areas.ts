import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stability_products_matrix\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`diluent\` text,
  	\`container\` text,
  	\`temperature\` text,
  	\`concentration_value\` numeric,
  	\`concentration_up_to\` numeric,
  	\`concentration_unit\` text DEFAULT 'mg-per-ml',
  	\`shelf_life_value\` numeric,
  	\`shelf_life_unit\` text DEFAULT 'hours',
  	\`protect_from_light\` integer DEFAULT false,
  	\`evidence\` text,
  	\`reference\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stability_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`stability_products_matrix_order_idx\` ON \`stability_products_matrix\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`stability_products_matrix_parent_id_idx\` ON \`stability_products_matrix\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`stability_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`strength\` text,
  	\`title\` text,
  	\`form\` text,
  	\`summary\` text,
  	\`notes\` text,
  	\`slug\` text,
  	\`governance_approval_code\` text,
  	\`governance_date_of_preparation\` text,
  	\`governance_review_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`stability_products_slug_idx\` ON \`stability_products\` (\`slug\`);`);
  await db.run(
    sql`CREATE INDEX \`stability_products_governance_governance_review_by_idx\` ON \`stability_products\` (\`governance_review_by\`);`,
  );
  await db.run(sql`CREATE INDEX \`stability_products_updated_at_idx\` ON \`stability_products\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`stability_products_created_at_idx\` ON \`stability_products\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`stability_products__status_idx\` ON \`stability_products\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`stability_products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stability_products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`stability_products_rels_order_idx\` ON \`stability_products_rels\` (\`order\`);`);
  await db.run(
    sql`CREATE INDEX \`stability_products_rels_parent_idx\` ON \`stability_products_rels\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`stability_products_rels_path_idx\` ON \`stability_products_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`stability_products_rels_documents_id_idx\` ON \`stability_products_rels\` (\`documents_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_stability_products_v_version_matrix\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`diluent\` text,
  	\`container\` text,
  	\`temperature\` text,
  	\`concentration_value\` numeric,
  	\`concentration_up_to\` numeric,
  	\`concentration_unit\` text DEFAULT 'mg-per-ml',
  	\`shelf_life_value\` numeric,
  	\`shelf_life_unit\` text DEFAULT 'hours',
  	\`protect_from_light\` integer DEFAULT false,
  	\`evidence\` text,
  	\`reference\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stability_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_stability_products_v_version_matrix_order_idx\` ON \`_stability_products_v_version_matrix\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_stability_products_v_version_matrix_parent_id_idx\` ON \`_stability_products_v_version_matrix\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_stability_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_strength\` text,
  	\`version_title\` text,
  	\`version_form\` text,
  	\`version_summary\` text,
  	\`version_notes\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stability_products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_stability_products_v_parent_idx\` ON \`_stability_products_v\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_stability_products_v_version_version_slug_idx\` ON \`_stability_products_v\` (\`version_slug\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_stability_products_v_version_governance_version_governa_idx\` ON \`_stability_products_v\` (\`version_governance_review_by\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_stability_products_v_version_version_updated_at_idx\` ON \`_stability_products_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_stability_products_v_version_version_created_at_idx\` ON \`_stability_products_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_stability_products_v_version_version__status_idx\` ON \`_stability_products_v\` (\`version__status\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_stability_products_v_created_at_idx\` ON \`_stability_products_v\` (\`created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_stability_products_v_updated_at_idx\` ON \`_stability_products_v\` (\`updated_at\`);`,
  );
  await db.run(sql`CREATE INDEX \`_stability_products_v_latest_idx\` ON \`_stability_products_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`_stability_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_stability_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_stability_products_v_rels_order_idx\` ON \`_stability_products_v_rels\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_stability_products_v_rels_parent_idx\` ON \`_stability_products_v_rels\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`_stability_products_v_rels_path_idx\` ON \`_stability_products_v_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`_stability_products_v_rels_documents_id_idx\` ON \`_stability_products_v_rels\` (\`documents_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`education_courses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kind\` text DEFAULT 'category',
  	\`summary\` text,
  	\`body\` text,
  	\`display_order\` numeric DEFAULT 100,
  	\`slug\` text,
  	\`governance_approval_code\` text,
  	\`governance_date_of_preparation\` text,
  	\`governance_review_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `);
  await db.run(sql`CREATE INDEX \`education_courses_display_order_idx\` ON \`education_courses\` (\`display_order\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`education_courses_slug_idx\` ON \`education_courses\` (\`slug\`);`);
  await db.run(
    sql`CREATE INDEX \`education_courses_governance_governance_review_by_idx\` ON \`education_courses\` (\`governance_review_by\`);`,
  );
  await db.run(sql`CREATE INDEX \`education_courses_updated_at_idx\` ON \`education_courses\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`education_courses_created_at_idx\` ON \`education_courses\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`education_courses__status_idx\` ON \`education_courses\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_education_courses_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_kind\` text DEFAULT 'category',
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_display_order\` numeric DEFAULT 100,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`education_courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_education_courses_v_parent_idx\` ON \`_education_courses_v\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_education_courses_v_version_version_display_order_idx\` ON \`_education_courses_v\` (\`version_display_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_education_courses_v_version_version_slug_idx\` ON \`_education_courses_v\` (\`version_slug\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_education_courses_v_version_governance_version_governan_idx\` ON \`_education_courses_v\` (\`version_governance_review_by\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_education_courses_v_version_version_updated_at_idx\` ON \`_education_courses_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_education_courses_v_version_version_created_at_idx\` ON \`_education_courses_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_education_courses_v_version_version__status_idx\` ON \`_education_courses_v\` (\`version__status\`);`,
  );
  await db.run(sql`CREATE INDEX \`_education_courses_v_created_at_idx\` ON \`_education_courses_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_education_courses_v_updated_at_idx\` ON \`_education_courses_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_education_courses_v_latest_idx\` ON \`_education_courses_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`education_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`parent_id\` integer,
  	\`format\` text DEFAULT 'e-learning',
  	\`summary\` text,
  	\`body\` text,
  	\`cpd_type\` text DEFAULT 'self-directed',
  	\`cpd_display\` text DEFAULT 'time',
  	\`cpd_category\` numeric,
  	\`cpd_points\` numeric DEFAULT 0,
  	\`cpd_time_value\` numeric DEFAULT 0,
  	\`cpd_time_unit\` text DEFAULT 'minutes',
  	\`slug\` text,
  	\`governance_approval_code\` text,
  	\`governance_date_of_preparation\` text,
  	\`governance_review_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`education_courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`education_items_parent_idx\` ON \`education_items\` (\`parent_id\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`education_items_slug_idx\` ON \`education_items\` (\`slug\`);`);
  await db.run(
    sql`CREATE INDEX \`education_items_governance_governance_review_by_idx\` ON \`education_items\` (\`governance_review_by\`);`,
  );
  await db.run(sql`CREATE INDEX \`education_items_updated_at_idx\` ON \`education_items\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`education_items_created_at_idx\` ON \`education_items\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`education_items__status_idx\` ON \`education_items\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`education_items_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`education_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`education_items_rels_order_idx\` ON \`education_items_rels\` (\`order\`);`);
  await db.run(sql`CREATE INDEX \`education_items_rels_parent_idx\` ON \`education_items_rels\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`education_items_rels_path_idx\` ON \`education_items_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`education_items_rels_documents_id_idx\` ON \`education_items_rels\` (\`documents_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_education_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_parent_id\` integer,
  	\`version_format\` text DEFAULT 'e-learning',
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_cpd_type\` text DEFAULT 'self-directed',
  	\`version_cpd_display\` text DEFAULT 'time',
  	\`version_cpd_category\` numeric,
  	\`version_cpd_points\` numeric DEFAULT 0,
  	\`version_cpd_time_value\` numeric DEFAULT 0,
  	\`version_cpd_time_unit\` text DEFAULT 'minutes',
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`education_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`education_courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_education_items_v_parent_idx\` ON \`_education_items_v\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_education_items_v_version_version_parent_idx\` ON \`_education_items_v\` (\`version_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_education_items_v_version_version_slug_idx\` ON \`_education_items_v\` (\`version_slug\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_education_items_v_version_governance_version_governance_idx\` ON \`_education_items_v\` (\`version_governance_review_by\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_education_items_v_version_version_updated_at_idx\` ON \`_education_items_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_education_items_v_version_version_created_at_idx\` ON \`_education_items_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_education_items_v_version_version__status_idx\` ON \`_education_items_v\` (\`version__status\`);`,
  );
  await db.run(sql`CREATE INDEX \`_education_items_v_created_at_idx\` ON \`_education_items_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_education_items_v_updated_at_idx\` ON \`_education_items_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_education_items_v_latest_idx\` ON \`_education_items_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`_education_items_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_education_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_education_items_v_rels_order_idx\` ON \`_education_items_v_rels\` (\`order\`);`);
  await db.run(
    sql`CREATE INDEX \`_education_items_v_rels_parent_idx\` ON \`_education_items_v_rels\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`_education_items_v_rels_path_idx\` ON \`_education_items_v_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`_education_items_v_rels_documents_id_idx\` ON \`_education_items_v_rels\` (\`documents_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`cpd_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`cpd_type\` text DEFAULT 'self-directed' NOT NULL,
  	\`cpd_display\` text DEFAULT 'time' NOT NULL,
  	\`cpd_category\` numeric,
  	\`cpd_points\` numeric DEFAULT 0 NOT NULL,
  	\`cpd_time_value\` numeric DEFAULT 0 NOT NULL,
  	\`cpd_time_unit\` text DEFAULT 'minutes' NOT NULL,
  	\`planning\` text NOT NULL,
  	\`reflection_learned\` text,
  	\`reflection_practice\` text,
  	\`peer_discussion\` text,
  	\`education_item_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`education_item_id\`) REFERENCES \`education_items\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`cpd_entries_owner_idx\` ON \`cpd_entries\` (\`owner_id\`);`);
  await db.run(sql`CREATE INDEX \`cpd_entries_date_idx\` ON \`cpd_entries\` (\`date\`);`);
  await db.run(sql`CREATE INDEX \`cpd_entries_education_item_idx\` ON \`cpd_entries\` (\`education_item_id\`);`);
  await db.run(sql`CREATE INDEX \`cpd_entries_updated_at_idx\` ON \`cpd_entries\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`cpd_entries_created_at_idx\` ON \`cpd_entries\` (\`created_at\`);`);
  await db.run(
    sql`CREATE UNIQUE INDEX \`owner_educationItem_idx\` ON \`cpd_entries\` (\`owner_id\`,\`education_item_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`clinical_resources\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kind\` text DEFAULT 'resource',
  	\`parent_id\` integer,
  	\`summary\` text,
  	\`body\` text,
  	\`estimated_minutes\` numeric,
  	\`external_link_url\` text,
  	\`external_link_label\` text,
  	\`display_order\` numeric DEFAULT 100,
  	\`slug\` text,
  	\`governance_approval_code\` text,
  	\`governance_date_of_preparation\` text,
  	\`governance_review_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clinical_resources\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`clinical_resources_kind_idx\` ON \`clinical_resources\` (\`kind\`);`);
  await db.run(sql`CREATE INDEX \`clinical_resources_parent_idx\` ON \`clinical_resources\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`clinical_resources_display_order_idx\` ON \`clinical_resources\` (\`display_order\`);`,
  );
  await db.run(sql`CREATE UNIQUE INDEX \`clinical_resources_slug_idx\` ON \`clinical_resources\` (\`slug\`);`);
  await db.run(
    sql`CREATE INDEX \`clinical_resources_governance_governance_review_by_idx\` ON \`clinical_resources\` (\`governance_review_by\`);`,
  );
  await db.run(sql`CREATE INDEX \`clinical_resources_updated_at_idx\` ON \`clinical_resources\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`clinical_resources_created_at_idx\` ON \`clinical_resources\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`clinical_resources__status_idx\` ON \`clinical_resources\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`clinical_resources_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clinical_resources\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`clinical_resources_rels_order_idx\` ON \`clinical_resources_rels\` (\`order\`);`);
  await db.run(
    sql`CREATE INDEX \`clinical_resources_rels_parent_idx\` ON \`clinical_resources_rels\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`clinical_resources_rels_path_idx\` ON \`clinical_resources_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`clinical_resources_rels_documents_id_idx\` ON \`clinical_resources_rels\` (\`documents_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_clinical_resources_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_kind\` text DEFAULT 'resource',
  	\`version_parent_id\` integer,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_estimated_minutes\` numeric,
  	\`version_external_link_url\` text,
  	\`version_external_link_label\` text,
  	\`version_display_order\` numeric DEFAULT 100,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clinical_resources\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`clinical_resources\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_clinical_resources_v_parent_idx\` ON \`_clinical_resources_v\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_clinical_resources_v_version_version_kind_idx\` ON \`_clinical_resources_v\` (\`version_kind\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_resources_v_version_version_parent_idx\` ON \`_clinical_resources_v\` (\`version_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_resources_v_version_version_display_order_idx\` ON \`_clinical_resources_v\` (\`version_display_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_resources_v_version_version_slug_idx\` ON \`_clinical_resources_v\` (\`version_slug\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_resources_v_version_governance_version_governa_idx\` ON \`_clinical_resources_v\` (\`version_governance_review_by\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_resources_v_version_version_updated_at_idx\` ON \`_clinical_resources_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_resources_v_version_version_created_at_idx\` ON \`_clinical_resources_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_resources_v_version_version__status_idx\` ON \`_clinical_resources_v\` (\`version__status\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_resources_v_created_at_idx\` ON \`_clinical_resources_v\` (\`created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_resources_v_updated_at_idx\` ON \`_clinical_resources_v\` (\`updated_at\`);`,
  );
  await db.run(sql`CREATE INDEX \`_clinical_resources_v_latest_idx\` ON \`_clinical_resources_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`_clinical_resources_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_clinical_resources_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_clinical_resources_v_rels_order_idx\` ON \`_clinical_resources_v_rels\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_resources_v_rels_parent_idx\` ON \`_clinical_resources_v_rels\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`_clinical_resources_v_rels_path_idx\` ON \`_clinical_resources_v_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`_clinical_resources_v_rels_documents_id_idx\` ON \`_clinical_resources_v_rels\` (\`documents_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`clinical_trials_eligibility_inclusion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`criterion\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`clinical_trials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`clinical_trials_eligibility_inclusion_order_idx\` ON \`clinical_trials_eligibility_inclusion\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`clinical_trials_eligibility_inclusion_parent_id_idx\` ON \`clinical_trials_eligibility_inclusion\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`clinical_trials_eligibility_exclusion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`criterion\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`clinical_trials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`clinical_trials_eligibility_exclusion_order_idx\` ON \`clinical_trials_eligibility_exclusion\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`clinical_trials_eligibility_exclusion_parent_id_idx\` ON \`clinical_trials_eligibility_exclusion\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`clinical_trials_sites\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hospital\` text,
  	\`city\` text,
  	\`country\` text DEFAULT 'United Kingdom',
  	\`site_status\` text DEFAULT 'open',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`clinical_trials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`clinical_trials_sites_order_idx\` ON \`clinical_trials_sites\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`clinical_trials_sites_parent_id_idx\` ON \`clinical_trials_sites\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`clinical_trials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`short_title\` text,
  	\`registry_id\` text,
  	\`phase\` text,
  	\`recruitment_status\` text,
  	\`therapeutic_area\` text,
  	\`status_order\` numeric,
  	\`sponsor\` text,
  	\`intervention\` text,
  	\`start_date\` text,
  	\`estimated_completion\` text,
  	\`target_enrolment\` numeric,
  	\`eligibility_summary\` text,
  	\`contact_team_id\` integer,
  	\`description\` text,
  	\`slug\` text,
  	\`governance_approval_code\` text,
  	\`governance_date_of_preparation\` text,
  	\`governance_review_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`contact_team_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`clinical_trials_registry_id_idx\` ON \`clinical_trials\` (\`registry_id\`);`);
  await db.run(
    sql`CREATE INDEX \`clinical_trials_recruitment_status_idx\` ON \`clinical_trials\` (\`recruitment_status\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`clinical_trials_therapeutic_area_idx\` ON \`clinical_trials\` (\`therapeutic_area\`);`,
  );
  await db.run(sql`CREATE INDEX \`clinical_trials_status_order_idx\` ON \`clinical_trials\` (\`status_order\`);`);
  await db.run(sql`CREATE INDEX \`clinical_trials_contact_team_idx\` ON \`clinical_trials\` (\`contact_team_id\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`clinical_trials_slug_idx\` ON \`clinical_trials\` (\`slug\`);`);
  await db.run(
    sql`CREATE INDEX \`clinical_trials_governance_governance_review_by_idx\` ON \`clinical_trials\` (\`governance_review_by\`);`,
  );
  await db.run(sql`CREATE INDEX \`clinical_trials_updated_at_idx\` ON \`clinical_trials\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`clinical_trials_created_at_idx\` ON \`clinical_trials\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`clinical_trials__status_idx\` ON \`clinical_trials\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`clinical_trials_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clinical_trials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`clinical_trials_rels_order_idx\` ON \`clinical_trials_rels\` (\`order\`);`);
  await db.run(sql`CREATE INDEX \`clinical_trials_rels_parent_idx\` ON \`clinical_trials_rels\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`clinical_trials_rels_path_idx\` ON \`clinical_trials_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`clinical_trials_rels_documents_id_idx\` ON \`clinical_trials_rels\` (\`documents_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_clinical_trials_v_version_eligibility_inclusion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`criterion\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_clinical_trials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_eligibility_inclusion_order_idx\` ON \`_clinical_trials_v_version_eligibility_inclusion\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_eligibility_inclusion_parent_id_idx\` ON \`_clinical_trials_v_version_eligibility_inclusion\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_clinical_trials_v_version_eligibility_exclusion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`criterion\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_clinical_trials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_eligibility_exclusion_order_idx\` ON \`_clinical_trials_v_version_eligibility_exclusion\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_eligibility_exclusion_parent_id_idx\` ON \`_clinical_trials_v_version_eligibility_exclusion\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_clinical_trials_v_version_sites\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hospital\` text,
  	\`city\` text,
  	\`country\` text DEFAULT 'United Kingdom',
  	\`site_status\` text DEFAULT 'open',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_clinical_trials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_sites_order_idx\` ON \`_clinical_trials_v_version_sites\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_sites_parent_id_idx\` ON \`_clinical_trials_v_version_sites\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_clinical_trials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_short_title\` text,
  	\`version_registry_id\` text,
  	\`version_phase\` text,
  	\`version_recruitment_status\` text,
  	\`version_therapeutic_area\` text,
  	\`version_status_order\` numeric,
  	\`version_sponsor\` text,
  	\`version_intervention\` text,
  	\`version_start_date\` text,
  	\`version_estimated_completion\` text,
  	\`version_target_enrolment\` numeric,
  	\`version_eligibility_summary\` text,
  	\`version_contact_team_id\` integer,
  	\`version_description\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clinical_trials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_contact_team_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_parent_idx\` ON \`_clinical_trials_v\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_version_registry_id_idx\` ON \`_clinical_trials_v\` (\`version_registry_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_version_recruitment_status_idx\` ON \`_clinical_trials_v\` (\`version_recruitment_status\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_version_therapeutic_area_idx\` ON \`_clinical_trials_v\` (\`version_therapeutic_area\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_version_status_order_idx\` ON \`_clinical_trials_v\` (\`version_status_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_version_contact_team_idx\` ON \`_clinical_trials_v\` (\`version_contact_team_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_version_slug_idx\` ON \`_clinical_trials_v\` (\`version_slug\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_governance_version_governance_idx\` ON \`_clinical_trials_v\` (\`version_governance_review_by\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_version_updated_at_idx\` ON \`_clinical_trials_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_version_created_at_idx\` ON \`_clinical_trials_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_version__status_idx\` ON \`_clinical_trials_v\` (\`version__status\`);`,
  );
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_created_at_idx\` ON \`_clinical_trials_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_updated_at_idx\` ON \`_clinical_trials_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_latest_idx\` ON \`_clinical_trials_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`_clinical_trials_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_clinical_trials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_rels_order_idx\` ON \`_clinical_trials_v_rels\` (\`order\`);`);
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_rels_parent_idx\` ON \`_clinical_trials_v_rels\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_rels_path_idx\` ON \`_clinical_trials_v_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_rels_documents_id_idx\` ON \`_clinical_trials_v_rels\` (\`documents_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`important_updates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`publish_date\` text,
  	\`category\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`slug\` text,
  	\`governance_approval_code\` text,
  	\`governance_date_of_preparation\` text,
  	\`governance_review_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `);
  await db.run(sql`CREATE INDEX \`important_updates_publish_date_idx\` ON \`important_updates\` (\`publish_date\`);`);
  await db.run(sql`CREATE INDEX \`important_updates_category_idx\` ON \`important_updates\` (\`category\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`important_updates_slug_idx\` ON \`important_updates\` (\`slug\`);`);
  await db.run(
    sql`CREATE INDEX \`important_updates_governance_governance_review_by_idx\` ON \`important_updates\` (\`governance_review_by\`);`,
  );
  await db.run(sql`CREATE INDEX \`important_updates_updated_at_idx\` ON \`important_updates\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`important_updates_created_at_idx\` ON \`important_updates\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`important_updates__status_idx\` ON \`important_updates\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`important_updates_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`important_updates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`important_updates_rels_order_idx\` ON \`important_updates_rels\` (\`order\`);`);
  await db.run(sql`CREATE INDEX \`important_updates_rels_parent_idx\` ON \`important_updates_rels\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`important_updates_rels_path_idx\` ON \`important_updates_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`important_updates_rels_documents_id_idx\` ON \`important_updates_rels\` (\`documents_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_important_updates_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_publish_date\` text,
  	\`version_category\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`important_updates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_important_updates_v_parent_idx\` ON \`_important_updates_v\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_important_updates_v_version_version_publish_date_idx\` ON \`_important_updates_v\` (\`version_publish_date\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_important_updates_v_version_version_category_idx\` ON \`_important_updates_v\` (\`version_category\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_important_updates_v_version_version_slug_idx\` ON \`_important_updates_v\` (\`version_slug\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_important_updates_v_version_governance_version_governan_idx\` ON \`_important_updates_v\` (\`version_governance_review_by\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_important_updates_v_version_version_updated_at_idx\` ON \`_important_updates_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_important_updates_v_version_version_created_at_idx\` ON \`_important_updates_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_important_updates_v_version_version__status_idx\` ON \`_important_updates_v\` (\`version__status\`);`,
  );
  await db.run(sql`CREATE INDEX \`_important_updates_v_created_at_idx\` ON \`_important_updates_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_important_updates_v_updated_at_idx\` ON \`_important_updates_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_important_updates_v_latest_idx\` ON \`_important_updates_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`_important_updates_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_important_updates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_important_updates_v_rels_order_idx\` ON \`_important_updates_v_rels\` (\`order\`);`);
  await db.run(
    sql`CREATE INDEX \`_important_updates_v_rels_parent_idx\` ON \`_important_updates_v_rels\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`_important_updates_v_rels_path_idx\` ON \`_important_updates_v_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`_important_updates_v_rels_documents_id_idx\` ON \`_important_updates_v_rels\` (\`documents_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`teams_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`job_title\` text,
  	\`photo_id\` integer,
  	\`region\` text,
  	\`phone\` text,
  	\`email\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`teams_members_order_idx\` ON \`teams_members\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`teams_members_parent_id_idx\` ON \`teams_members\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`teams_members_photo_idx\` ON \`teams_members\` (\`photo_id\`);`);
  await db.run(sql`CREATE TABLE \`teams\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`summary\` text,
  	\`remit\` text,
  	\`display_order\` numeric DEFAULT 100,
  	\`slug\` text,
  	\`governance_approval_code\` text,
  	\`governance_date_of_preparation\` text,
  	\`governance_review_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `);
  await db.run(sql`CREATE INDEX \`teams_display_order_idx\` ON \`teams\` (\`display_order\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`teams_slug_idx\` ON \`teams\` (\`slug\`);`);
  await db.run(
    sql`CREATE INDEX \`teams_governance_governance_review_by_idx\` ON \`teams\` (\`governance_review_by\`);`,
  );
  await db.run(sql`CREATE INDEX \`teams_updated_at_idx\` ON \`teams\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`teams_created_at_idx\` ON \`teams\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`teams__status_idx\` ON \`teams\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_teams_v_version_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`job_title\` text,
  	\`photo_id\` integer,
  	\`region\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_teams_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_teams_v_version_members_order_idx\` ON \`_teams_v_version_members\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`_teams_v_version_members_parent_id_idx\` ON \`_teams_v_version_members\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_teams_v_version_members_photo_idx\` ON \`_teams_v_version_members\` (\`photo_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_teams_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_summary\` text,
  	\`version_remit\` text,
  	\`version_display_order\` numeric DEFAULT 100,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_teams_v_parent_idx\` ON \`_teams_v\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_teams_v_version_version_display_order_idx\` ON \`_teams_v\` (\`version_display_order\`);`,
  );
  await db.run(sql`CREATE INDEX \`_teams_v_version_version_slug_idx\` ON \`_teams_v\` (\`version_slug\`);`);
  await db.run(
    sql`CREATE INDEX \`_teams_v_version_governance_version_governance_review_by_idx\` ON \`_teams_v\` (\`version_governance_review_by\`);`,
  );
  await db.run(sql`CREATE INDEX \`_teams_v_version_version_updated_at_idx\` ON \`_teams_v\` (\`version_updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_teams_v_version_version_created_at_idx\` ON \`_teams_v\` (\`version_created_at\`);`);
  await db.run(sql`CREATE INDEX \`_teams_v_version_version__status_idx\` ON \`_teams_v\` (\`version__status\`);`);
  await db.run(sql`CREATE INDEX \`_teams_v_created_at_idx\` ON \`_teams_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_teams_v_updated_at_idx\` ON \`_teams_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_teams_v_latest_idx\` ON \`_teams_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`catalogue_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`strength\` text,
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
  `);
  await db.run(
    sql`CREATE INDEX \`catalogue_products_therapeutic_area_idx\` ON \`catalogue_products\` (\`therapeutic_area\`);`,
  );
  await db.run(sql`CREATE INDEX \`catalogue_products_form_idx\` ON \`catalogue_products\` (\`form\`);`);
  await db.run(sql`CREATE INDEX \`catalogue_products_presentation_idx\` ON \`catalogue_products\` (\`presentation\`);`);
  await db.run(sql`CREATE INDEX \`catalogue_products_image_idx\` ON \`catalogue_products\` (\`image_id\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`catalogue_products_slug_idx\` ON \`catalogue_products\` (\`slug\`);`);
  await db.run(
    sql`CREATE INDEX \`catalogue_products_governance_governance_review_by_idx\` ON \`catalogue_products\` (\`governance_review_by\`);`,
  );
  await db.run(sql`CREATE INDEX \`catalogue_products_updated_at_idx\` ON \`catalogue_products\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`catalogue_products_created_at_idx\` ON \`catalogue_products\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`catalogue_products__status_idx\` ON \`catalogue_products\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`catalogue_products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`catalogue_products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`catalogue_products_rels_order_idx\` ON \`catalogue_products_rels\` (\`order\`);`);
  await db.run(
    sql`CREATE INDEX \`catalogue_products_rels_parent_idx\` ON \`catalogue_products_rels\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`catalogue_products_rels_path_idx\` ON \`catalogue_products_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`catalogue_products_rels_documents_id_idx\` ON \`catalogue_products_rels\` (\`documents_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_catalogue_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_strength\` text,
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
  `);
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_parent_idx\` ON \`_catalogue_products_v\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_version_version_therapeutic_area_idx\` ON \`_catalogue_products_v\` (\`version_therapeutic_area\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_version_version_form_idx\` ON \`_catalogue_products_v\` (\`version_form\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_version_version_presentation_idx\` ON \`_catalogue_products_v\` (\`version_presentation\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_version_version_image_idx\` ON \`_catalogue_products_v\` (\`version_image_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_version_version_slug_idx\` ON \`_catalogue_products_v\` (\`version_slug\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_version_governance_version_governa_idx\` ON \`_catalogue_products_v\` (\`version_governance_review_by\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_version_version_updated_at_idx\` ON \`_catalogue_products_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_version_version_created_at_idx\` ON \`_catalogue_products_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_version_version__status_idx\` ON \`_catalogue_products_v\` (\`version__status\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_created_at_idx\` ON \`_catalogue_products_v\` (\`created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_updated_at_idx\` ON \`_catalogue_products_v\` (\`updated_at\`);`,
  );
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_latest_idx\` ON \`_catalogue_products_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`_catalogue_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_catalogue_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_rels_order_idx\` ON \`_catalogue_products_v_rels\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_rels_parent_idx\` ON \`_catalogue_products_v_rels\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_rels_path_idx\` ON \`_catalogue_products_v_rels\` (\`path\`);`);
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_rels_documents_id_idx\` ON \`_catalogue_products_v_rels\` (\`documents_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`quick_links\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`description\` text,
  	\`group\` text,
  	\`display_order\` numeric DEFAULT 100,
  	\`slug\` text,
  	\`governance_approval_code\` text,
  	\`governance_date_of_preparation\` text,
  	\`governance_review_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `);
  await db.run(sql`CREATE INDEX \`quick_links_group_idx\` ON \`quick_links\` (\`group\`);`);
  await db.run(sql`CREATE UNIQUE INDEX \`quick_links_slug_idx\` ON \`quick_links\` (\`slug\`);`);
  await db.run(
    sql`CREATE INDEX \`quick_links_governance_governance_review_by_idx\` ON \`quick_links\` (\`governance_review_by\`);`,
  );
  await db.run(sql`CREATE INDEX \`quick_links_updated_at_idx\` ON \`quick_links\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`quick_links_created_at_idx\` ON \`quick_links\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`quick_links__status_idx\` ON \`quick_links\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`_quick_links_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_url\` text,
  	\`version_description\` text,
  	\`version_group\` text,
  	\`version_display_order\` numeric DEFAULT 100,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`quick_links\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`_quick_links_v_parent_idx\` ON \`_quick_links_v\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_quick_links_v_version_version_group_idx\` ON \`_quick_links_v\` (\`version_group\`);`,
  );
  await db.run(sql`CREATE INDEX \`_quick_links_v_version_version_slug_idx\` ON \`_quick_links_v\` (\`version_slug\`);`);
  await db.run(
    sql`CREATE INDEX \`_quick_links_v_version_governance_version_governance_rev_idx\` ON \`_quick_links_v\` (\`version_governance_review_by\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_quick_links_v_version_version_updated_at_idx\` ON \`_quick_links_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_quick_links_v_version_version_created_at_idx\` ON \`_quick_links_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_quick_links_v_version_version__status_idx\` ON \`_quick_links_v\` (\`version__status\`);`,
  );
  await db.run(sql`CREATE INDEX \`_quick_links_v_created_at_idx\` ON \`_quick_links_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_quick_links_v_updated_at_idx\` ON \`_quick_links_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_quick_links_v_latest_idx\` ON \`_quick_links_v\` (\`latest\`);`);
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`stability_products_id\` integer REFERENCES stability_products(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`education_courses_id\` integer REFERENCES education_courses(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`education_items_id\` integer REFERENCES education_items(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cpd_entries_id\` integer REFERENCES cpd_entries(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`clinical_resources_id\` integer REFERENCES clinical_resources(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`clinical_trials_id\` integer REFERENCES clinical_trials(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`important_updates_id\` integer REFERENCES important_updates(id);`,
  );
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`teams_id\` integer REFERENCES teams(id);`);
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`catalogue_products_id\` integer REFERENCES catalogue_products(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`quick_links_id\` integer REFERENCES quick_links(id);`,
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stability_products_matrix\`;`);
  await db.run(sql`DROP TABLE \`stability_products\`;`);
  await db.run(sql`DROP TABLE \`stability_products_rels\`;`);
  await db.run(sql`DROP TABLE \`_stability_products_v_version_matrix\`;`);
  await db.run(sql`DROP TABLE \`_stability_products_v\`;`);
  await db.run(sql`DROP TABLE \`_stability_products_v_rels\`;`);
  await db.run(sql`DROP TABLE \`education_courses\`;`);
  await db.run(sql`DROP TABLE \`_education_courses_v\`;`);
  await db.run(sql`DROP TABLE \`education_items\`;`);
  await db.run(sql`DROP TABLE \`education_items_rels\`;`);
  await db.run(sql`DROP TABLE \`_education_items_v\`;`);
  await db.run(sql`DROP TABLE \`_education_items_v_rels\`;`);
  await db.run(sql`DROP TABLE \`cpd_entries\`;`);
  await db.run(sql`DROP TABLE \`clinical_resources\`;`);
  await db.run(sql`DROP TABLE \`clinical_resources_rels\`;`);
  await db.run(sql`DROP TABLE \`_clinical_resources_v\`;`);
  await db.run(sql`DROP TABLE \`_clinical_resources_v_rels\`;`);
  await db.run(sql`DROP TABLE \`clinical_trials_eligibility_inclusion\`;`);
  await db.run(sql`DROP TABLE \`clinical_trials_eligibility_exclusion\`;`);
  await db.run(sql`DROP TABLE \`clinical_trials_sites\`;`);
  await db.run(sql`DROP TABLE \`clinical_trials\`;`);
  await db.run(sql`DROP TABLE \`clinical_trials_rels\`;`);
  await db.run(sql`DROP TABLE \`_clinical_trials_v_version_eligibility_inclusion\`;`);
  await db.run(sql`DROP TABLE \`_clinical_trials_v_version_eligibility_exclusion\`;`);
  await db.run(sql`DROP TABLE \`_clinical_trials_v_version_sites\`;`);
  await db.run(sql`DROP TABLE \`_clinical_trials_v\`;`);
  await db.run(sql`DROP TABLE \`_clinical_trials_v_rels\`;`);
  await db.run(sql`DROP TABLE \`important_updates\`;`);
  await db.run(sql`DROP TABLE \`important_updates_rels\`;`);
  await db.run(sql`DROP TABLE \`_important_updates_v\`;`);
  await db.run(sql`DROP TABLE \`_important_updates_v_rels\`;`);
  await db.run(sql`DROP TABLE \`teams_members\`;`);
  await db.run(sql`DROP TABLE \`teams\`;`);
  await db.run(sql`DROP TABLE \`_teams_v_version_members\`;`);
  await db.run(sql`DROP TABLE \`_teams_v\`;`);
  await db.run(sql`DROP TABLE \`catalogue_products\`;`);
  await db.run(sql`DROP TABLE \`catalogue_products_rels\`;`);
  await db.run(sql`DROP TABLE \`_catalogue_products_v\`;`);
  await db.run(sql`DROP TABLE \`_catalogue_products_v_rels\`;`);
  await db.run(sql`DROP TABLE \`quick_links\`;`);
  await db.run(sql`DROP TABLE \`_quick_links_v\`;`);
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roles_id\`) REFERENCES \`roles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "admins_id", "users_id", "roles_id", "pages_id", "documents_id", "media_id") SELECT "id", "order", "parent_id", "path", "admins_id", "users_id", "roles_id", "pages_id", "documents_id", "media_id" FROM \`payload_locked_documents_rels\`;`,
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
}
