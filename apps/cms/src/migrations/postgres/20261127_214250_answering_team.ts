import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" ADD COLUMN "answering_team_id" integer;
  ALTER TABLE "medical_information" ADD COLUMN "team_name" varchar DEFAULT 'Medical Information';
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_answering_team_id_teams_id_fk" FOREIGN KEY ("answering_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "form_submissions_answering_team_idx" ON "form_submissions" USING btree ("answering_team_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" DROP CONSTRAINT "form_submissions_answering_team_id_teams_id_fk";
  
  DROP INDEX "form_submissions_answering_team_idx";
  ALTER TABLE "form_submissions" DROP COLUMN "answering_team_id";
  ALTER TABLE "medical_information" DROP COLUMN "team_name";`)
}
