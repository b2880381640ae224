import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// A table outside Payload's schema for the readiness probe (utilities/pingDatabase.ts): one row the probe rewrites, so
// /json/ready proves the database takes a committed write, not only a `select 1`.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE "portal_write_probe" ("id" integer PRIMARY KEY NOT NULL, "checked_at" text NOT NULL);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "portal_write_probe";`)
}
