import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_users_status" ADD VALUE 'rejected';
  ALTER TABLE "users" ADD COLUMN "rejection_reason" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "status" SET DEFAULT 'unverified'::text;
  DROP TYPE "public"."enum_users_status";
  CREATE TYPE "public"."enum_users_status" AS ENUM('unverified', 'pending', 'approved', 'suspended');
  ALTER TABLE "users" ALTER COLUMN "status" SET DEFAULT 'unverified'::"public"."enum_users_status";
  ALTER TABLE "users" ALTER COLUMN "status" SET DATA TYPE "public"."enum_users_status" USING "status"::"public"."enum_users_status";
  ALTER TABLE "users" DROP COLUMN "rejection_reason";`)
}
