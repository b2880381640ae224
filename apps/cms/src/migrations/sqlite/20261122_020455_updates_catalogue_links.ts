import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  `)
  await db.run(sql`CREATE INDEX \`important_updates_publish_date_idx\` ON \`important_updates\` (\`publish_date\`);`)
  await db.run(sql`CREATE INDEX \`important_updates_category_idx\` ON \`important_updates\` (\`category\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`important_updates_slug_idx\` ON \`important_updates\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`important_updates_governance_governance_review_by_idx\` ON \`important_updates\` (\`governance_review_by\`);`)
  await db.run(sql`CREATE INDEX \`important_updates_updated_at_idx\` ON \`important_updates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`important_updates_created_at_idx\` ON \`important_updates\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`important_updates__status_idx\` ON \`important_updates\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`important_updates_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`important_updates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`important_updates_rels_order_idx\` ON \`important_updates_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`important_updates_rels_parent_idx\` ON \`important_updates_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`important_updates_rels_path_idx\` ON \`important_updates_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`important_updates_rels_documents_id_idx\` ON \`important_updates_rels\` (\`documents_id\`);`)
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
  `)
  await db.run(sql`CREATE INDEX \`_important_updates_v_parent_idx\` ON \`_important_updates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_important_updates_v_version_version_publish_date_idx\` ON \`_important_updates_v\` (\`version_publish_date\`);`)
  await db.run(sql`CREATE INDEX \`_important_updates_v_version_version_category_idx\` ON \`_important_updates_v\` (\`version_category\`);`)
  await db.run(sql`CREATE INDEX \`_important_updates_v_version_version_slug_idx\` ON \`_important_updates_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_important_updates_v_version_governance_version_governan_idx\` ON \`_important_updates_v\` (\`version_governance_review_by\`);`)
  await db.run(sql`CREATE INDEX \`_important_updates_v_version_version_updated_at_idx\` ON \`_important_updates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_important_updates_v_version_version_created_at_idx\` ON \`_important_updates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_important_updates_v_version_version__status_idx\` ON \`_important_updates_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_important_updates_v_created_at_idx\` ON \`_important_updates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_important_updates_v_updated_at_idx\` ON \`_important_updates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_important_updates_v_latest_idx\` ON \`_important_updates_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_important_updates_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_important_updates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_important_updates_v_rels_order_idx\` ON \`_important_updates_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_important_updates_v_rels_parent_idx\` ON \`_important_updates_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_important_updates_v_rels_path_idx\` ON \`_important_updates_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_important_updates_v_rels_documents_id_idx\` ON \`_important_updates_v_rels\` (\`documents_id\`);`)
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
  `)
  await db.run(sql`CREATE INDEX \`catalogue_products_therapeutic_area_idx\` ON \`catalogue_products\` (\`therapeutic_area\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_form_idx\` ON \`catalogue_products\` (\`form\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_presentation_idx\` ON \`catalogue_products\` (\`presentation\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_image_idx\` ON \`catalogue_products\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`catalogue_products_slug_idx\` ON \`catalogue_products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_governance_governance_review_by_idx\` ON \`catalogue_products\` (\`governance_review_by\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_updated_at_idx\` ON \`catalogue_products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_created_at_idx\` ON \`catalogue_products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products__status_idx\` ON \`catalogue_products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`catalogue_products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`catalogue_products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`catalogue_products_rels_order_idx\` ON \`catalogue_products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_rels_parent_idx\` ON \`catalogue_products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_rels_path_idx\` ON \`catalogue_products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`catalogue_products_rels_documents_id_idx\` ON \`catalogue_products_rels\` (\`documents_id\`);`)
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
  `)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_parent_idx\` ON \`_catalogue_products_v\` (\`parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`_catalogue_products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_catalogue_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_rels_order_idx\` ON \`_catalogue_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_rels_parent_idx\` ON \`_catalogue_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_rels_path_idx\` ON \`_catalogue_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_catalogue_products_v_rels_documents_id_idx\` ON \`_catalogue_products_v_rels\` (\`documents_id\`);`)
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
  `)
  await db.run(sql`CREATE INDEX \`quick_links_group_idx\` ON \`quick_links\` (\`group\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`quick_links_slug_idx\` ON \`quick_links\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`quick_links_governance_governance_review_by_idx\` ON \`quick_links\` (\`governance_review_by\`);`)
  await db.run(sql`CREATE INDEX \`quick_links_updated_at_idx\` ON \`quick_links\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quick_links_created_at_idx\` ON \`quick_links\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`quick_links__status_idx\` ON \`quick_links\` (\`_status\`);`)
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
  `)
  await db.run(sql`CREATE INDEX \`_quick_links_v_parent_idx\` ON \`_quick_links_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_quick_links_v_version_version_group_idx\` ON \`_quick_links_v\` (\`version_group\`);`)
  await db.run(sql`CREATE INDEX \`_quick_links_v_version_version_slug_idx\` ON \`_quick_links_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_quick_links_v_version_governance_version_governance_rev_idx\` ON \`_quick_links_v\` (\`version_governance_review_by\`);`)
  await db.run(sql`CREATE INDEX \`_quick_links_v_version_version_updated_at_idx\` ON \`_quick_links_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_quick_links_v_version_version_created_at_idx\` ON \`_quick_links_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_quick_links_v_version_version__status_idx\` ON \`_quick_links_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_quick_links_v_created_at_idx\` ON \`_quick_links_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_quick_links_v_updated_at_idx\` ON \`_quick_links_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_quick_links_v_latest_idx\` ON \`_quick_links_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`important_updates_id\` integer REFERENCES important_updates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`catalogue_products_id\` integer REFERENCES catalogue_products(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`quick_links_id\` integer REFERENCES quick_links(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_important_updates_id_idx\` ON \`payload_locked_documents_rels\` (\`important_updates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_catalogue_products_id_idx\` ON \`payload_locked_documents_rels\` (\`catalogue_products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quick_links_id_idx\` ON \`payload_locked_documents_rels\` (\`quick_links_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`important_updates\`;`)
  await db.run(sql`DROP TABLE \`important_updates_rels\`;`)
  await db.run(sql`DROP TABLE \`_important_updates_v\`;`)
  await db.run(sql`DROP TABLE \`_important_updates_v_rels\`;`)
  await db.run(sql`DROP TABLE \`catalogue_products\`;`)
  await db.run(sql`DROP TABLE \`catalogue_products_rels\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_products_v\`;`)
  await db.run(sql`DROP TABLE \`_catalogue_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`quick_links\`;`)
  await db.run(sql`DROP TABLE \`_quick_links_v\`;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`roles_id\`) REFERENCES \`roles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "admins_id", "users_id", "roles_id", "pages_id", "documents_id", "media_id") SELECT "id", "order", "parent_id", "path", "admins_id", "users_id", "roles_id", "pages_id", "documents_id", "media_id" FROM \`payload_locked_documents_rels\`;`)
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
}
