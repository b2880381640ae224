import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`profession\` text;`);
  await db.run(sql`ALTER TABLE \`users\` ADD \`organisation\` text;`);
  await db.run(sql`ALTER TABLE \`users\` ADD \`regulator\` text;`);
  await db.run(sql`ALTER TABLE \`users\` ADD \`registration_number\` text;`);
  await db.run(sql`ALTER TABLE \`users\` ADD \`status\` text DEFAULT 'unverified' NOT NULL;`);
  // Accounts that existed before this migration were created by staff or the demo seed and could sign in: keep them usable.
  await db.run(sql`UPDATE \`users\` SET \`status\` = 'approved';`);
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_verification_token_hash\` text;`);
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_verification_expires_at\` text;`);
  await db.run(
    sql`CREATE INDEX \`users_email_verification_email_verification_token_hash_idx\` ON \`users\` (\`email_verification_token_hash\`);`,
  );
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`users_email_verification_email_verification_token_hash_idx\`;`);
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`profession\`;`);
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`organisation\`;`);
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`regulator\`;`);
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`registration_number\`;`);
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`status\`;`);
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_verification_token_hash\`;`);
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_verification_expires_at\`;`);
}
