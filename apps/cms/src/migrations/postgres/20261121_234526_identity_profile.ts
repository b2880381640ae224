import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_profession" AS ENUM('pharmacist', 'doctor', 'nurse', 'other');
  CREATE TYPE "public"."enum_users_regulator" AS ENUM('GMC', 'NMC', 'GPhC', 'PSNI', 'HCPC', 'IMC', 'NMBI', 'PSI', 'other');
  CREATE TYPE "public"."enum_users_status" AS ENUM('unverified', 'pending', 'approved', 'suspended');
  ALTER TABLE "users" ADD COLUMN "profession" "enum_users_profession";
  ALTER TABLE "users" ADD COLUMN "organisation" varchar;
  ALTER TABLE "users" ADD COLUMN "regulator" "enum_users_regulator";
  ALTER TABLE "users" ADD COLUMN "registration_number" varchar;
  ALTER TABLE "users" ADD COLUMN "status" "enum_users_status" DEFAULT 'unverified' NOT NULL;
  -- Accounts that existed before this migration were created by staff or the demo seed and could sign in: keep them usable.
  UPDATE "users" SET "status" = 'approved';
  ALTER TABLE "users" ADD COLUMN "email_verification_token_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "email_verification_expires_at" timestamp(3) with time zone;
  CREATE INDEX "users_email_verification_email_verification_token_hash_idx" ON "users" USING btree ("email_verification_token_hash");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_email_verification_email_verification_token_hash_idx";
  ALTER TABLE "users" DROP COLUMN "profession";
  ALTER TABLE "users" DROP COLUMN "organisation";
  ALTER TABLE "users" DROP COLUMN "regulator";
  ALTER TABLE "users" DROP COLUMN "registration_number";
  ALTER TABLE "users" DROP COLUMN "status";
  ALTER TABLE "users" DROP COLUMN "email_verification_token_hash";
  ALTER TABLE "users" DROP COLUMN "email_verification_expires_at";
  DROP TYPE "public"."enum_users_profession";
  DROP TYPE "public"."enum_users_regulator";
  DROP TYPE "public"."enum_users_status";`);
}
