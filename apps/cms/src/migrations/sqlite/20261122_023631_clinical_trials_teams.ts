import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  `)
  await db.run(sql`CREATE INDEX \`teams_members_order_idx\` ON \`teams_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`teams_members_parent_id_idx\` ON \`teams_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`teams_members_photo_idx\` ON \`teams_members\` (\`photo_id\`);`)
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
  `)
  await db.run(sql`CREATE INDEX \`teams_display_order_idx\` ON \`teams\` (\`display_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`teams_slug_idx\` ON \`teams\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`teams_governance_governance_review_by_idx\` ON \`teams\` (\`governance_review_by\`);`)
  await db.run(sql`CREATE INDEX \`teams_updated_at_idx\` ON \`teams\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`teams_created_at_idx\` ON \`teams\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`teams__status_idx\` ON \`teams\` (\`_status\`);`)
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
  `)
  await db.run(sql`CREATE INDEX \`_teams_v_version_members_order_idx\` ON \`_teams_v_version_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_teams_v_version_members_parent_id_idx\` ON \`_teams_v_version_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_teams_v_version_members_photo_idx\` ON \`_teams_v_version_members\` (\`photo_id\`);`)
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
  `)
  await db.run(sql`CREATE INDEX \`_teams_v_parent_idx\` ON \`_teams_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_teams_v_version_version_display_order_idx\` ON \`_teams_v\` (\`version_display_order\`);`)
  await db.run(sql`CREATE INDEX \`_teams_v_version_version_slug_idx\` ON \`_teams_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_teams_v_version_governance_version_governance_review_by_idx\` ON \`_teams_v\` (\`version_governance_review_by\`);`)
  await db.run(sql`CREATE INDEX \`_teams_v_version_version_updated_at_idx\` ON \`_teams_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_teams_v_version_version_created_at_idx\` ON \`_teams_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_teams_v_version_version__status_idx\` ON \`_teams_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_teams_v_created_at_idx\` ON \`_teams_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_teams_v_updated_at_idx\` ON \`_teams_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_teams_v_latest_idx\` ON \`_teams_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`clinical_trials_eligibility_inclusion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`criterion\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`clinical_trials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clinical_trials_eligibility_inclusion_order_idx\` ON \`clinical_trials_eligibility_inclusion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`clinical_trials_eligibility_inclusion_parent_id_idx\` ON \`clinical_trials_eligibility_inclusion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`clinical_trials_eligibility_exclusion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`criterion\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`clinical_trials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clinical_trials_eligibility_exclusion_order_idx\` ON \`clinical_trials_eligibility_exclusion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`clinical_trials_eligibility_exclusion_parent_id_idx\` ON \`clinical_trials_eligibility_exclusion\` (\`_parent_id\`);`)
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
  `)
  await db.run(sql`CREATE INDEX \`clinical_trials_sites_order_idx\` ON \`clinical_trials_sites\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`clinical_trials_sites_parent_id_idx\` ON \`clinical_trials_sites\` (\`_parent_id\`);`)
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
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`clinical_trials_registry_id_idx\` ON \`clinical_trials\` (\`registry_id\`);`)
  await db.run(sql`CREATE INDEX \`clinical_trials_recruitment_status_idx\` ON \`clinical_trials\` (\`recruitment_status\`);`)
  await db.run(sql`CREATE INDEX \`clinical_trials_therapeutic_area_idx\` ON \`clinical_trials\` (\`therapeutic_area\`);`)
  await db.run(sql`CREATE INDEX \`clinical_trials_status_order_idx\` ON \`clinical_trials\` (\`status_order\`);`)
  await db.run(sql`CREATE INDEX \`clinical_trials_contact_team_idx\` ON \`clinical_trials\` (\`contact_team_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`clinical_trials_slug_idx\` ON \`clinical_trials\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`clinical_trials_governance_governance_review_by_idx\` ON \`clinical_trials\` (\`governance_review_by\`);`)
  await db.run(sql`CREATE INDEX \`clinical_trials_updated_at_idx\` ON \`clinical_trials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`clinical_trials_created_at_idx\` ON \`clinical_trials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`clinical_trials__status_idx\` ON \`clinical_trials\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`clinical_trials_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`clinical_trials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`clinical_trials_rels_order_idx\` ON \`clinical_trials_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`clinical_trials_rels_parent_idx\` ON \`clinical_trials_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`clinical_trials_rels_path_idx\` ON \`clinical_trials_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`clinical_trials_rels_documents_id_idx\` ON \`clinical_trials_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`_clinical_trials_v_version_eligibility_inclusion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`criterion\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_clinical_trials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_eligibility_inclusion_order_idx\` ON \`_clinical_trials_v_version_eligibility_inclusion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_eligibility_inclusion_parent_id_idx\` ON \`_clinical_trials_v_version_eligibility_inclusion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_clinical_trials_v_version_eligibility_exclusion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`criterion\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_clinical_trials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_eligibility_exclusion_order_idx\` ON \`_clinical_trials_v_version_eligibility_exclusion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_eligibility_exclusion_parent_id_idx\` ON \`_clinical_trials_v_version_eligibility_exclusion\` (\`_parent_id\`);`)
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
  `)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_sites_order_idx\` ON \`_clinical_trials_v_version_sites\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_sites_parent_id_idx\` ON \`_clinical_trials_v_version_sites\` (\`_parent_id\`);`)
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
  `)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_parent_idx\` ON \`_clinical_trials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_version_registry_id_idx\` ON \`_clinical_trials_v\` (\`version_registry_id\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_version_recruitment_status_idx\` ON \`_clinical_trials_v\` (\`version_recruitment_status\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_version_therapeutic_area_idx\` ON \`_clinical_trials_v\` (\`version_therapeutic_area\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_version_status_order_idx\` ON \`_clinical_trials_v\` (\`version_status_order\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_version_contact_team_idx\` ON \`_clinical_trials_v\` (\`version_contact_team_id\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_version_slug_idx\` ON \`_clinical_trials_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_governance_version_governance_idx\` ON \`_clinical_trials_v\` (\`version_governance_review_by\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_version_updated_at_idx\` ON \`_clinical_trials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_version_created_at_idx\` ON \`_clinical_trials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_version_version__status_idx\` ON \`_clinical_trials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_created_at_idx\` ON \`_clinical_trials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_updated_at_idx\` ON \`_clinical_trials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_latest_idx\` ON \`_clinical_trials_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_clinical_trials_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_clinical_trials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_rels_order_idx\` ON \`_clinical_trials_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_rels_parent_idx\` ON \`_clinical_trials_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_rels_path_idx\` ON \`_clinical_trials_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_clinical_trials_v_rels_documents_id_idx\` ON \`_clinical_trials_v_rels\` (\`documents_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`teams_id\` integer REFERENCES teams(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`clinical_trials_id\` integer REFERENCES clinical_trials(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_teams_id_idx\` ON \`payload_locked_documents_rels\` (\`teams_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clinical_trials_id_idx\` ON \`payload_locked_documents_rels\` (\`clinical_trials_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`teams_members\`;`)
  await db.run(sql`DROP TABLE \`teams\`;`)
  await db.run(sql`DROP TABLE \`_teams_v_version_members\`;`)
  await db.run(sql`DROP TABLE \`_teams_v\`;`)
  await db.run(sql`DROP TABLE \`clinical_trials_eligibility_inclusion\`;`)
  await db.run(sql`DROP TABLE \`clinical_trials_eligibility_exclusion\`;`)
  await db.run(sql`DROP TABLE \`clinical_trials_sites\`;`)
  await db.run(sql`DROP TABLE \`clinical_trials\`;`)
  await db.run(sql`DROP TABLE \`clinical_trials_rels\`;`)
  await db.run(sql`DROP TABLE \`_clinical_trials_v_version_eligibility_inclusion\`;`)
  await db.run(sql`DROP TABLE \`_clinical_trials_v_version_eligibility_exclusion\`;`)
  await db.run(sql`DROP TABLE \`_clinical_trials_v_version_sites\`;`)
  await db.run(sql`DROP TABLE \`_clinical_trials_v\`;`)
  await db.run(sql`DROP TABLE \`_clinical_trials_v_rels\`;`)
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
