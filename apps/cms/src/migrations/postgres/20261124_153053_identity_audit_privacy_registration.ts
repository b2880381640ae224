import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_register_check_result" AS ENUM('found', 'not-found', 'name-mismatch', 'lapsed', 'unavailable');
  CREATE TYPE "public"."enum_two_factor_credentials_account_collection" AS ENUM('users', 'admins');
  CREATE TYPE "public"."enum_data_exports_status" AS ENUM('queued', 'building', 'ready', 'failed', 'expired');
  CREATE TYPE "public"."enum_consent_records_purpose" AS ENUM('analytics', 'push-important-updates', 'push-stability', 'push-education');
  CREATE TYPE "public"."enum_consent_records_state" AS ENUM('given', 'withdrawn');
  ALTER TYPE "public"."enum_users_status" ADD VALUE 'rejected';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'pruneAuditEvents';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkRegistration';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'buildDataExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'expireDataExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendErasureConfirmation';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'pruneAuditEvents';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkRegistration';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'buildDataExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'expireDataExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendErasureConfirmation';
  CREATE TABLE "two_factor_credentials_recovery_codes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code_hash" varchar NOT NULL
  );
  
  CREATE TABLE "two_factor_credentials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_collection" "enum_two_factor_credentials_account_collection" NOT NULL,
  	"account_id" numeric NOT NULL,
  	"secret" varchar NOT NULL,
  	"enabled_at" timestamp(3) with time zone,
  	"last_used_step" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "two_factor_challenges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"account" numeric NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"failed_attempts" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "data_exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer NOT NULL,
  	"status" "enum_data_exports_status" DEFAULT 'queued' NOT NULL,
  	"progress" numeric DEFAULT 0 NOT NULL,
  	"active_key" varchar,
  	"file_name" varchar,
  	"bytes" numeric,
  	"ready_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer NOT NULL,
  	"purpose" "enum_consent_records_purpose" NOT NULL,
  	"state" "enum_consent_records_state" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "register_check_result" "enum_users_register_check_result";
  ALTER TABLE "users" ADD COLUMN "register_check_registered_name" varchar;
  ALTER TABLE "users" ADD COLUMN "register_check_checked_number" varchar;
  ALTER TABLE "users" ADD COLUMN "register_check_checked_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "rejection_reason" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "two_factor_credentials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "two_factor_challenges_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_exports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  ALTER TABLE "two_factor_credentials_recovery_codes" ADD CONSTRAINT "two_factor_credentials_recovery_codes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."two_factor_credentials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "two_factor_credentials_recovery_codes_order_idx" ON "two_factor_credentials_recovery_codes" USING btree ("_order");
  CREATE INDEX "two_factor_credentials_recovery_codes_parent_id_idx" ON "two_factor_credentials_recovery_codes" USING btree ("_parent_id");
  CREATE INDEX "two_factor_credentials_recovery_codes_code_hash_idx" ON "two_factor_credentials_recovery_codes" USING btree ("code_hash");
  CREATE INDEX "two_factor_credentials_account_id_idx" ON "two_factor_credentials" USING btree ("account_id");
  CREATE INDEX "two_factor_credentials_updated_at_idx" ON "two_factor_credentials" USING btree ("updated_at");
  CREATE INDEX "two_factor_credentials_created_at_idx" ON "two_factor_credentials" USING btree ("created_at");
  CREATE UNIQUE INDEX "accountCollection_accountId_idx" ON "two_factor_credentials" USING btree ("account_collection","account_id");
  CREATE UNIQUE INDEX "two_factor_challenges_token_hash_idx" ON "two_factor_challenges" USING btree ("token_hash");
  CREATE INDEX "two_factor_challenges_account_idx" ON "two_factor_challenges" USING btree ("account");
  CREATE INDEX "two_factor_challenges_expires_at_idx" ON "two_factor_challenges" USING btree ("expires_at");
  CREATE INDEX "two_factor_challenges_updated_at_idx" ON "two_factor_challenges" USING btree ("updated_at");
  CREATE INDEX "two_factor_challenges_created_at_idx" ON "two_factor_challenges" USING btree ("created_at");
  CREATE INDEX "data_exports_account_idx" ON "data_exports" USING btree ("account_id");
  CREATE UNIQUE INDEX "data_exports_active_key_idx" ON "data_exports" USING btree ("active_key");
  CREATE INDEX "data_exports_expires_at_idx" ON "data_exports" USING btree ("expires_at");
  CREATE INDEX "data_exports_updated_at_idx" ON "data_exports" USING btree ("updated_at");
  CREATE INDEX "data_exports_created_at_idx" ON "data_exports" USING btree ("created_at");
  CREATE INDEX "consent_records_account_idx" ON "consent_records" USING btree ("account_id");
  CREATE INDEX "consent_records_at_idx" ON "consent_records" USING btree ("at");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_two_factor_credentials_fk" FOREIGN KEY ("two_factor_credentials_id") REFERENCES "public"."two_factor_credentials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_two_factor_challenges_fk" FOREIGN KEY ("two_factor_challenges_id") REFERENCES "public"."two_factor_challenges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_exports_fk" FOREIGN KEY ("data_exports_id") REFERENCES "public"."data_exports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_register_check_register_check_checked_at_idx" ON "users" USING btree ("register_check_checked_at");
  CREATE INDEX "payload_locked_documents_rels_two_factor_credentials_id_idx" ON "payload_locked_documents_rels" USING btree ("two_factor_credentials_id");
  CREATE INDEX "payload_locked_documents_rels_two_factor_challenges_id_idx" ON "payload_locked_documents_rels" USING btree ("two_factor_challenges_id");
  CREATE INDEX "payload_locked_documents_rels_data_exports_id_idx" ON "payload_locked_documents_rels" USING btree ("data_exports_id");
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "two_factor_credentials_recovery_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "two_factor_credentials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "two_factor_challenges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_exports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "two_factor_credentials_recovery_codes" CASCADE;
  DROP TABLE "two_factor_credentials" CASCADE;
  DROP TABLE "two_factor_challenges" CASCADE;
  DROP TABLE "data_exports" CASCADE;
  DROP TABLE "consent_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_two_factor_credentials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_two_factor_challenges_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_exports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  ALTER TABLE "users" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "status" SET DEFAULT 'unverified'::text;
  DROP TYPE "public"."enum_users_status";
  CREATE TYPE "public"."enum_users_status" AS ENUM('unverified', 'pending', 'approved', 'suspended');
  ALTER TABLE "users" ALTER COLUMN "status" SET DEFAULT 'unverified'::"public"."enum_users_status";
  ALTER TABLE "users" ALTER COLUMN "status" SET DATA TYPE "public"."enum_users_status" USING "status"::"public"."enum_users_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendFormNotifications', 'sendPushNotifications');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendFormNotifications', 'sendPushNotifications');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "users_register_check_register_check_checked_at_idx";
  DROP INDEX "payload_locked_documents_rels_two_factor_credentials_id_idx";
  DROP INDEX "payload_locked_documents_rels_two_factor_challenges_id_idx";
  DROP INDEX "payload_locked_documents_rels_data_exports_id_idx";
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  ALTER TABLE "users" DROP COLUMN "register_check_result";
  ALTER TABLE "users" DROP COLUMN "register_check_registered_name";
  ALTER TABLE "users" DROP COLUMN "register_check_checked_number";
  ALTER TABLE "users" DROP COLUMN "register_check_checked_at";
  ALTER TABLE "users" DROP COLUMN "rejection_reason";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "two_factor_credentials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "two_factor_challenges_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_exports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  DROP TYPE "public"."enum_users_register_check_result";
  DROP TYPE "public"."enum_two_factor_credentials_account_collection";
  DROP TYPE "public"."enum_data_exports_status";
  DROP TYPE "public"."enum_consent_records_purpose";
  DROP TYPE "public"."enum_consent_records_state";`);
}
