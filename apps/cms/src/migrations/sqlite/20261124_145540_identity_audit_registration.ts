import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`register_check_result\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`register_check_registered_name\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`register_check_checked_number\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`register_check_checked_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`rejection_reason\` text;`)
  await db.run(sql`CREATE INDEX \`users_register_check_register_check_checked_at_idx\` ON \`users\` (\`register_check_checked_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`users_register_check_register_check_checked_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`register_check_result\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`register_check_registered_name\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`register_check_checked_number\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`register_check_checked_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`rejection_reason\`;`)
}
