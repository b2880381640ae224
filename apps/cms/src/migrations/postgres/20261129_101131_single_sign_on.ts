import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_identity_providers_audience" AS ENUM('portal', 'cms');
  CREATE TYPE "public"."enum_identity_providers_role_mapping_role" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_identity_providers_type" AS ENUM('oidc', 'saml');
  CREATE TYPE "public"."enum_identity_providers_source" AS ENUM('admin', 'file');
  CREATE TYPE "public"."enum_sso_tickets_kind" AS ENUM('request', 'code', 'link', 'assertion');
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'sso.refused' BEFORE 'mfa.enrolled';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'sso.account-created' BEFORE 'mfa.enrolled';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'sso.linked' BEFORE 'mfa.enrolled';
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'sso.unlinked' BEFORE 'mfa.enrolled';
  CREATE TABLE "identity_providers_audience" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_identity_providers_audience",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "identity_providers_role_mapping" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"group" varchar NOT NULL,
  	"role" "enum_identity_providers_role_mapping_role" NOT NULL
  );
  
  CREATE TABLE "identity_providers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_identity_providers_type" DEFAULT 'oidc' NOT NULL,
  	"issuer" varchar,
  	"client_id" varchar,
  	"client_secret" varchar,
  	"metadata_url" varchar,
  	"metadata_xml" varchar,
  	"claims_email" varchar DEFAULT 'email' NOT NULL,
  	"claims_given_name" varchar DEFAULT 'given_name' NOT NULL,
  	"claims_family_name" varchar DEFAULT 'family_name' NOT NULL,
  	"claims_registration_number" varchar,
  	"claims_groups" varchar DEFAULT 'groups' NOT NULL,
  	"mfa_asserted" boolean DEFAULT false,
  	"source" "enum_identity_providers_source" DEFAULT 'admin' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "identity_providers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "sso_identities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"email" varchar,
  	"user_id" integer NOT NULL,
  	"last_sign_in_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sso_tickets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_sso_tickets_kind" NOT NULL,
  	"key_hash" varchar NOT NULL,
  	"provider" varchar NOT NULL,
  	"data" jsonb,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "sso_sign_up_provider" varchar;
  ALTER TABLE "users" ADD COLUMN "sso_sign_up_claims" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "identity_providers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sso_identities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sso_tickets_id" integer;
  ALTER TABLE "identity_providers_audience" ADD CONSTRAINT "identity_providers_audience_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "identity_providers_role_mapping" ADD CONSTRAINT "identity_providers_role_mapping_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "identity_providers_texts" ADD CONSTRAINT "identity_providers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "identity_providers_audience_order_idx" ON "identity_providers_audience" USING btree ("order");
  CREATE INDEX "identity_providers_audience_parent_idx" ON "identity_providers_audience" USING btree ("parent_id");
  CREATE INDEX "identity_providers_role_mapping_order_idx" ON "identity_providers_role_mapping" USING btree ("_order");
  CREATE INDEX "identity_providers_role_mapping_parent_id_idx" ON "identity_providers_role_mapping" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "identity_providers_provider_id_idx" ON "identity_providers" USING btree ("provider_id");
  CREATE INDEX "identity_providers_updated_at_idx" ON "identity_providers" USING btree ("updated_at");
  CREATE INDEX "identity_providers_created_at_idx" ON "identity_providers" USING btree ("created_at");
  CREATE INDEX "identity_providers_texts_order_parent" ON "identity_providers_texts" USING btree ("order","parent_id");
  CREATE INDEX "sso_identities_provider_idx" ON "sso_identities" USING btree ("provider");
  CREATE INDEX "sso_identities_user_idx" ON "sso_identities" USING btree ("user_id");
  CREATE INDEX "sso_identities_updated_at_idx" ON "sso_identities" USING btree ("updated_at");
  CREATE INDEX "sso_identities_created_at_idx" ON "sso_identities" USING btree ("created_at");
  CREATE UNIQUE INDEX "provider_subject_idx" ON "sso_identities" USING btree ("provider","subject");
  CREATE UNIQUE INDEX "sso_tickets_key_hash_idx" ON "sso_tickets" USING btree ("key_hash");
  CREATE INDEX "sso_tickets_expires_at_idx" ON "sso_tickets" USING btree ("expires_at");
  CREATE INDEX "sso_tickets_updated_at_idx" ON "sso_tickets" USING btree ("updated_at");
  CREATE INDEX "sso_tickets_created_at_idx" ON "sso_tickets" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_identity_providers_fk" FOREIGN KEY ("identity_providers_id") REFERENCES "public"."identity_providers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sso_identities_fk" FOREIGN KEY ("sso_identities_id") REFERENCES "public"."sso_identities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sso_tickets_fk" FOREIGN KEY ("sso_tickets_id") REFERENCES "public"."sso_tickets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_identity_providers_id_idx" ON "payload_locked_documents_rels" USING btree ("identity_providers_id");
  CREATE INDEX "payload_locked_documents_rels_sso_identities_id_idx" ON "payload_locked_documents_rels" USING btree ("sso_identities_id");
  CREATE INDEX "payload_locked_documents_rels_sso_tickets_id_idx" ON "payload_locked_documents_rels" USING btree ("sso_tickets_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "identity_providers_audience" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "identity_providers_role_mapping" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "identity_providers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "identity_providers_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sso_identities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "sso_tickets" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "identity_providers_audience" CASCADE;
  DROP TABLE "identity_providers_role_mapping" CASCADE;
  DROP TABLE "identity_providers" CASCADE;
  DROP TABLE "identity_providers_texts" CASCADE;
  DROP TABLE "sso_identities" CASCADE;
  DROP TABLE "sso_tickets" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_identity_providers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sso_identities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sso_tickets_fk";
  
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_action";
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('sign-in.succeeded', 'sign-in.failed', 'mfa.enrolled', 'mfa.disabled', 'mfa.recovery-code-used', 'password.changed', 'password.reset', 'email.changed', 'roles.changed', 'certification-roles.changed', 'approval.changed', 'account.suspended', 'content.published', 'content.unpublished', 'content.deleted', 'review.submitted', 'review.commented', 'content.certified', 'content.published-urgently', 'certificates.exported', 'submissions.exported', 'personal-data.exported', 'personal-data.erased');
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_events_action" USING "action"::"public"."enum_audit_events_action";
  DROP INDEX "payload_locked_documents_rels_identity_providers_id_idx";
  DROP INDEX "payload_locked_documents_rels_sso_identities_id_idx";
  DROP INDEX "payload_locked_documents_rels_sso_tickets_id_idx";
  ALTER TABLE "users" DROP COLUMN "sso_sign_up_provider";
  ALTER TABLE "users" DROP COLUMN "sso_sign_up_claims";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "identity_providers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sso_identities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sso_tickets_id";
  DROP TYPE "public"."enum_identity_providers_audience";
  DROP TYPE "public"."enum_identity_providers_role_mapping_role";
  DROP TYPE "public"."enum_identity_providers_type";
  DROP TYPE "public"."enum_identity_providers_source";
  DROP TYPE "public"."enum_sso_tickets_kind";`)
}
