import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "read_model" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"generation" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  INSERT INTO "read_model" ("generation", "updated_at", "created_at") VALUES (0, now(), now());
  ALTER TABLE "stability_products" ADD COLUMN "featured" boolean DEFAULT false;
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_featured" boolean DEFAULT false;
  ALTER TABLE "education_courses" ADD COLUMN "featured" boolean DEFAULT false;
  ALTER TABLE "_education_courses_v" ADD COLUMN "version_featured" boolean DEFAULT false;
  ALTER TABLE "clinical_resources" ADD COLUMN "featured" boolean DEFAULT false;
  ALTER TABLE "_clinical_resources_v" ADD COLUMN "version_featured" boolean DEFAULT false;
  ALTER TABLE "clinical_trials" ADD COLUMN "featured" boolean DEFAULT false;
  ALTER TABLE "_clinical_trials_v" ADD COLUMN "version_featured" boolean DEFAULT false;
  CREATE INDEX "stability_products_featured_idx" ON "stability_products" USING btree ("featured");
  CREATE INDEX "_stability_products_v_version_version_featured_idx" ON "_stability_products_v" USING btree ("version_featured");
  CREATE INDEX "education_courses_featured_idx" ON "education_courses" USING btree ("featured");
  CREATE INDEX "_education_courses_v_version_version_featured_idx" ON "_education_courses_v" USING btree ("version_featured");
  CREATE INDEX "clinical_resources_featured_idx" ON "clinical_resources" USING btree ("featured");
  CREATE INDEX "_clinical_resources_v_version_version_featured_idx" ON "_clinical_resources_v" USING btree ("version_featured");
  CREATE INDEX "clinical_trials_featured_idx" ON "clinical_trials" USING btree ("featured");
  CREATE INDEX "_clinical_trials_v_version_version_featured_idx" ON "_clinical_trials_v" USING btree ("version_featured");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "read_model" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "read_model" CASCADE;
  DROP INDEX "stability_products_featured_idx";
  DROP INDEX "_stability_products_v_version_version_featured_idx";
  DROP INDEX "education_courses_featured_idx";
  DROP INDEX "_education_courses_v_version_version_featured_idx";
  DROP INDEX "clinical_resources_featured_idx";
  DROP INDEX "_clinical_resources_v_version_version_featured_idx";
  DROP INDEX "clinical_trials_featured_idx";
  DROP INDEX "_clinical_trials_v_version_version_featured_idx";
  ALTER TABLE "stability_products" DROP COLUMN "featured";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_featured";
  ALTER TABLE "education_courses" DROP COLUMN "featured";
  ALTER TABLE "_education_courses_v" DROP COLUMN "version_featured";
  ALTER TABLE "clinical_resources" DROP COLUMN "featured";
  ALTER TABLE "_clinical_resources_v" DROP COLUMN "version_featured";
  ALTER TABLE "clinical_trials" DROP COLUMN "featured";
  ALTER TABLE "_clinical_trials_v" DROP COLUMN "version_featured";`);
}
