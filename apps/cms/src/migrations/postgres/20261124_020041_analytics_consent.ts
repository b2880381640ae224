import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_analytics_consent_choice" AS ENUM('granted', 'denied');
  ALTER TABLE "users" ADD COLUMN "analytics_consent_choice" "enum_users_analytics_consent_choice";
  ALTER TABLE "users" ADD COLUMN "analytics_consent_decided_at" timestamp(3) with time zone;`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "analytics_consent_choice";
  ALTER TABLE "users" DROP COLUMN "analytics_consent_decided_at";
  DROP TYPE "public"."enum_users_analytics_consent_choice";`);
}
