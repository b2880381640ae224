import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`admins\` ADD \`break_glass\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`admins\` ADD \`sso_provider\` text;`)
  await db.run(sql`ALTER TABLE \`admins\` ADD \`sso_subject\` text;`)
  await db.run(sql`ALTER TABLE \`admins\` ADD \`sso_groups\` text;`)
  await db.run(sql`ALTER TABLE \`admins\` ADD \`sso_last_sign_in_at\` text;`)
  await db.run(sql`CREATE INDEX \`admins_sso_sso_provider_idx\` ON \`admins\` (\`sso_provider\`);`)
  await db.run(sql`ALTER TABLE \`identity_providers\` ADD \`token_auth_method\` text DEFAULT 'client_secret_post';`)
  await db.run(sql`ALTER TABLE \`sso_identities\` ADD \`saml_session\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`admins_sso_sso_provider_idx\`;`)
  await db.run(sql`ALTER TABLE \`admins\` DROP COLUMN \`break_glass\`;`)
  await db.run(sql`ALTER TABLE \`admins\` DROP COLUMN \`sso_provider\`;`)
  await db.run(sql`ALTER TABLE \`admins\` DROP COLUMN \`sso_subject\`;`)
  await db.run(sql`ALTER TABLE \`admins\` DROP COLUMN \`sso_groups\`;`)
  await db.run(sql`ALTER TABLE \`admins\` DROP COLUMN \`sso_last_sign_in_at\`;`)
  await db.run(sql`ALTER TABLE \`identity_providers\` DROP COLUMN \`token_auth_method\`;`)
  await db.run(sql`ALTER TABLE \`sso_identities\` DROP COLUMN \`saml_session\`;`)
}
