import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "medical_information" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar,
  	"hours" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "forms" ADD COLUMN "urgency_field" varchar;
  ALTER TABLE "forms" ADD COLUMN "urgency_option" varchar;
  ALTER TABLE "forms" ADD COLUMN "urgency_service_level_days" numeric DEFAULT 0;
  ALTER TABLE "forms" ADD COLUMN "urgency_confirmation_message" varchar DEFAULT 'Thank you. We have marked your request as urgent and will answer it first.';
  ALTER TABLE "forms" ADD COLUMN "notifications_urgent_address" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_urgency_field" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_urgency_option" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_urgency_service_level_days" numeric DEFAULT 0;
  ALTER TABLE "_forms_v" ADD COLUMN "version_urgency_confirmation_message" varchar DEFAULT 'Thank you. We have marked your request as urgent and will answer it first.';
  ALTER TABLE "_forms_v" ADD COLUMN "version_notifications_urgent_address" varchar;
  ALTER TABLE "form_submissions" ADD COLUMN "urgent" boolean DEFAULT false;
  CREATE INDEX "form_submissions_urgent_idx" ON "form_submissions" USING btree ("urgent");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "medical_information" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "medical_information" CASCADE;
  DROP INDEX "form_submissions_urgent_idx";
  ALTER TABLE "forms" DROP COLUMN "urgency_field";
  ALTER TABLE "forms" DROP COLUMN "urgency_option";
  ALTER TABLE "forms" DROP COLUMN "urgency_service_level_days";
  ALTER TABLE "forms" DROP COLUMN "urgency_confirmation_message";
  ALTER TABLE "forms" DROP COLUMN "notifications_urgent_address";
  ALTER TABLE "_forms_v" DROP COLUMN "version_urgency_field";
  ALTER TABLE "_forms_v" DROP COLUMN "version_urgency_option";
  ALTER TABLE "_forms_v" DROP COLUMN "version_urgency_service_level_days";
  ALTER TABLE "_forms_v" DROP COLUMN "version_urgency_confirmation_message";
  ALTER TABLE "_forms_v" DROP COLUMN "version_notifications_urgent_address";
  ALTER TABLE "form_submissions" DROP COLUMN "urgent";`)
}
