import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`password_reset_token_hash\` text;`);
  await db.run(sql`ALTER TABLE \`users\` ADD \`password_reset_expires_at\` text;`);
  await db.run(sql`ALTER TABLE \`users\` ADD \`pending_email_address\` text;`);
  await db.run(sql`ALTER TABLE \`users\` ADD \`pending_email_token_hash\` text;`);
  await db.run(sql`ALTER TABLE \`users\` ADD \`pending_email_expires_at\` text;`);
  await db.run(
    sql`CREATE INDEX \`users_password_reset_password_reset_token_hash_idx\` ON \`users\` (\`password_reset_token_hash\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`users_pending_email_pending_email_token_hash_idx\` ON \`users\` (\`pending_email_token_hash\`);`,
  );
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`login_attempts\`;`);
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`lock_until\`;`);
  await db.run(sql`ALTER TABLE \`admins\` DROP COLUMN \`login_attempts\`;`);
  await db.run(sql`ALTER TABLE \`admins\` DROP COLUMN \`lock_until\`;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`users_password_reset_password_reset_token_hash_idx\`;`);
  await db.run(sql`DROP INDEX \`users_pending_email_pending_email_token_hash_idx\`;`);
  await db.run(sql`ALTER TABLE \`users\` ADD \`login_attempts\` numeric DEFAULT 0;`);
  await db.run(sql`ALTER TABLE \`users\` ADD \`lock_until\` text;`);
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`password_reset_token_hash\`;`);
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`password_reset_expires_at\`;`);
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`pending_email_address\`;`);
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`pending_email_token_hash\`;`);
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`pending_email_expires_at\`;`);
  await db.run(sql`ALTER TABLE \`admins\` ADD \`login_attempts\` numeric DEFAULT 0;`);
  await db.run(sql`ALTER TABLE \`admins\` ADD \`lock_until\` text;`);
}
