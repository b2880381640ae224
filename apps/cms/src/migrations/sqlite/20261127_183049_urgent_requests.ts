import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`medical_information\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	\`hours\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`urgency_field\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`urgency_option\` text;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`urgency_service_level_days\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`urgency_confirmation_message\` text DEFAULT 'Thank you. We have marked your request as urgent and will answer it first.';`)
  await db.run(sql`ALTER TABLE \`forms\` ADD \`notifications_urgent_address\` text;`)
  await db.run(sql`ALTER TABLE \`_forms_v\` ADD \`version_urgency_field\` text;`)
  await db.run(sql`ALTER TABLE \`_forms_v\` ADD \`version_urgency_option\` text;`)
  await db.run(sql`ALTER TABLE \`_forms_v\` ADD \`version_urgency_service_level_days\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_forms_v\` ADD \`version_urgency_confirmation_message\` text DEFAULT 'Thank you. We have marked your request as urgent and will answer it first.';`)
  await db.run(sql`ALTER TABLE \`_forms_v\` ADD \`version_notifications_urgent_address\` text;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`urgent\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`form_submissions_urgent_idx\` ON \`form_submissions\` (\`urgent\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`medical_information\`;`)
  await db.run(sql`DROP INDEX \`form_submissions_urgent_idx\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`urgent\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`urgency_field\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`urgency_option\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`urgency_service_level_days\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`urgency_confirmation_message\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`notifications_urgent_address\`;`)
  await db.run(sql`ALTER TABLE \`_forms_v\` DROP COLUMN \`version_urgency_field\`;`)
  await db.run(sql`ALTER TABLE \`_forms_v\` DROP COLUMN \`version_urgency_option\`;`)
  await db.run(sql`ALTER TABLE \`_forms_v\` DROP COLUMN \`version_urgency_service_level_days\`;`)
  await db.run(sql`ALTER TABLE \`_forms_v\` DROP COLUMN \`version_urgency_confirmation_message\`;`)
  await db.run(sql`ALTER TABLE \`_forms_v\` DROP COLUMN \`version_notifications_urgent_address\`;`)
}
