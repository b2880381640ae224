import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "password_reset_token_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "password_reset_expires_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "pending_email_address" varchar;
  ALTER TABLE "users" ADD COLUMN "pending_email_token_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "pending_email_expires_at" timestamp(3) with time zone;
  CREATE INDEX "users_password_reset_password_reset_token_hash_idx" ON "users" USING btree ("password_reset_token_hash");
  CREATE INDEX "users_pending_email_pending_email_token_hash_idx" ON "users" USING btree ("pending_email_token_hash");
  ALTER TABLE "admins" DROP COLUMN "login_attempts";
  ALTER TABLE "admins" DROP COLUMN "lock_until";
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_password_reset_password_reset_token_hash_idx";
  DROP INDEX "users_pending_email_pending_email_token_hash_idx";
  ALTER TABLE "admins" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "admins" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "users" DROP COLUMN "password_reset_token_hash";
  ALTER TABLE "users" DROP COLUMN "password_reset_expires_at";
  ALTER TABLE "users" DROP COLUMN "pending_email_address";
  ALTER TABLE "users" DROP COLUMN "pending_email_token_hash";
  ALTER TABLE "users" DROP COLUMN "pending_email_expires_at";`);
}
