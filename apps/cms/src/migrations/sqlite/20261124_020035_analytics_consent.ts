import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`analytics_consent_choice\` text;`);
  await db.run(sql`ALTER TABLE \`users\` ADD \`analytics_consent_decided_at\` text;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`analytics_consent_choice\`;`);
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`analytics_consent_decided_at\`;`);
}
