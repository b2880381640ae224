import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_register_check_result" AS ENUM('found', 'not-found', 'name-mismatch', 'lapsed', 'unavailable');
  ALTER TYPE "public"."enum_users_status" ADD VALUE 'rejected';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'pruneAuditEvents';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'checkRegistration';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'pruneAuditEvents';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'checkRegistration';
  ALTER TABLE "users" ADD COLUMN "register_check_result" "enum_users_register_check_result";
  ALTER TABLE "users" ADD COLUMN "register_check_registered_name" varchar;
  ALTER TABLE "users" ADD COLUMN "register_check_checked_number" varchar;
  ALTER TABLE "users" ADD COLUMN "register_check_checked_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "rejection_reason" varchar;
  CREATE INDEX "users_register_check_register_check_checked_at_idx" ON "users" USING btree ("register_check_checked_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
  ALTER TABLE "users" DROP COLUMN "register_check_result";
  ALTER TABLE "users" DROP COLUMN "register_check_registered_name";
  ALTER TABLE "users" DROP COLUMN "register_check_checked_number";
  ALTER TABLE "users" DROP COLUMN "register_check_checked_at";
  ALTER TABLE "users" DROP COLUMN "rejection_reason";
  DROP TYPE "public"."enum_users_register_check_result";`)
}
