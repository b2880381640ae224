import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "stability_products_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_stability_products_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "catalogue_products_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_catalogue_products_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "stability_products" ADD COLUMN "inn" varchar;
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_inn" varchar;
  ALTER TABLE "catalogue_products" ADD COLUMN "inn" varchar;
  ALTER TABLE "_catalogue_products_v" ADD COLUMN "version_inn" varchar;
  ALTER TABLE "stability_products_texts" ADD CONSTRAINT "stability_products_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stability_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stability_products_v_texts" ADD CONSTRAINT "_stability_products_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_stability_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_products_texts" ADD CONSTRAINT "catalogue_products_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_products_v_texts" ADD CONSTRAINT "_catalogue_products_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_catalogue_products_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "stability_products_texts_order_parent" ON "stability_products_texts" USING btree ("order","parent_id");
  CREATE INDEX "_stability_products_v_texts_order_parent" ON "_stability_products_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "catalogue_products_texts_order_parent" ON "catalogue_products_texts" USING btree ("order","parent_id");
  CREATE INDEX "_catalogue_products_v_texts_order_parent" ON "_catalogue_products_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "stability_products_inn_idx" ON "stability_products" USING btree ("inn");
  CREATE INDEX "_stability_products_v_version_version_inn_idx" ON "_stability_products_v" USING btree ("version_inn");
  CREATE INDEX "catalogue_products_inn_idx" ON "catalogue_products" USING btree ("inn");
  CREATE INDEX "_catalogue_products_v_version_version_inn_idx" ON "_catalogue_products_v" USING btree ("version_inn");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stability_products_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stability_products_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "catalogue_products_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_catalogue_products_v_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stability_products_texts" CASCADE;
  DROP TABLE "_stability_products_v_texts" CASCADE;
  DROP TABLE "catalogue_products_texts" CASCADE;
  DROP TABLE "_catalogue_products_v_texts" CASCADE;
  DROP INDEX "stability_products_inn_idx";
  DROP INDEX "_stability_products_v_version_version_inn_idx";
  DROP INDEX "catalogue_products_inn_idx";
  DROP INDEX "_catalogue_products_v_version_version_inn_idx";
  ALTER TABLE "stability_products" DROP COLUMN "inn";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_inn";
  ALTER TABLE "catalogue_products" DROP COLUMN "inn";
  ALTER TABLE "_catalogue_products_v" DROP COLUMN "version_inn";`);
}
