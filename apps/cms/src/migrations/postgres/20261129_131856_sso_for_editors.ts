import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_identity_providers_token_auth_method" AS ENUM('client_secret_post', 'private_key_jwt');
  ALTER TYPE "public"."enum_sso_tickets_kind" ADD VALUE 'logout';
  ALTER TABLE "admins" ADD COLUMN "break_glass" boolean DEFAULT false;
  ALTER TABLE "admins" ADD COLUMN "sso_provider" varchar;
  ALTER TABLE "admins" ADD COLUMN "sso_subject" varchar;
  ALTER TABLE "admins" ADD COLUMN "sso_groups" jsonb;
  ALTER TABLE "admins" ADD COLUMN "sso_last_sign_in_at" timestamp(3) with time zone;
  ALTER TABLE "identity_providers" ADD COLUMN "token_auth_method" "enum_identity_providers_token_auth_method" DEFAULT 'client_secret_post';
  ALTER TABLE "sso_identities" ADD COLUMN "saml_session" jsonb;
  CREATE INDEX "admins_sso_sso_provider_idx" ON "admins" USING btree ("sso_provider");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sso_tickets" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_sso_tickets_kind";
  CREATE TYPE "public"."enum_sso_tickets_kind" AS ENUM('request', 'code', 'link', 'assertion');
  ALTER TABLE "sso_tickets" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_sso_tickets_kind" USING "kind"::"public"."enum_sso_tickets_kind";
  DROP INDEX "admins_sso_sso_provider_idx";
  ALTER TABLE "admins" DROP COLUMN "break_glass";
  ALTER TABLE "admins" DROP COLUMN "sso_provider";
  ALTER TABLE "admins" DROP COLUMN "sso_subject";
  ALTER TABLE "admins" DROP COLUMN "sso_groups";
  ALTER TABLE "admins" DROP COLUMN "sso_last_sign_in_at";
  ALTER TABLE "identity_providers" DROP COLUMN "token_auth_method";
  ALTER TABLE "sso_identities" DROP COLUMN "saml_session";
  DROP TYPE "public"."enum_identity_providers_token_auth_method";`)
}
