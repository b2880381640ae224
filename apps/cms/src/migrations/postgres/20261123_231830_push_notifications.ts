import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_notifications_off" AS ENUM('important-updates', 'stability', 'education');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendPushNotifications';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendPushNotifications';
  CREATE TABLE "users_notifications_off" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_notifications_off",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "push_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer NOT NULL,
  	"endpoint" varchar NOT NULL,
  	"p256dh" varchar NOT NULL,
  	"auth" varchar NOT NULL,
  	"expiration_time" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "push_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "stability_products" ADD COLUMN "notify_readers" boolean DEFAULT false;
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_notify_readers" boolean DEFAULT false;
  ALTER TABLE "education_items" ADD COLUMN "notify_readers" boolean DEFAULT false;
  ALTER TABLE "_education_items_v" ADD COLUMN "version_notify_readers" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "push_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "push_deliveries_id" integer;
  ALTER TABLE "users_notifications_off" ADD CONSTRAINT "users_notifications_off_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_notifications_off_order_idx" ON "users_notifications_off" USING btree ("order");
  CREATE INDEX "users_notifications_off_parent_idx" ON "users_notifications_off" USING btree ("parent_id");
  CREATE INDEX "push_subscriptions_account_idx" ON "push_subscriptions" USING btree ("account_id");
  CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");
  CREATE INDEX "push_subscriptions_updated_at_idx" ON "push_subscriptions" USING btree ("updated_at");
  CREATE INDEX "push_subscriptions_created_at_idx" ON "push_subscriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "push_deliveries_key_idx" ON "push_deliveries" USING btree ("key");
  CREATE INDEX "push_deliveries_updated_at_idx" ON "push_deliveries" USING btree ("updated_at");
  CREATE INDEX "push_deliveries_created_at_idx" ON "push_deliveries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_push_subscriptions_fk" FOREIGN KEY ("push_subscriptions_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_push_deliveries_fk" FOREIGN KEY ("push_deliveries_id") REFERENCES "public"."push_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_push_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("push_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_push_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("push_deliveries_id");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_notifications_off" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "push_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "push_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_notifications_off" CASCADE;
  DROP TABLE "push_subscriptions" CASCADE;
  DROP TABLE "push_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_push_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_push_deliveries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendFormNotifications');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendFormNotifications');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_push_subscriptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_push_deliveries_id_idx";
  ALTER TABLE "stability_products" DROP COLUMN "notify_readers";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_notify_readers";
  ALTER TABLE "education_items" DROP COLUMN "notify_readers";
  ALTER TABLE "_education_items_v" DROP COLUMN "version_notify_readers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "push_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "push_deliveries_id";
  DROP TYPE "public"."enum_users_notifications_off";`);
}
