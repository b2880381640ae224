import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stability_products_warnings_kind" AS ENUM('incompatibility', 'use-immediately', 'light-protection', 'other');
  CREATE TYPE "public"."enum__stability_products_v_version_warnings_kind" AS ENUM('incompatibility', 'use-immediately', 'light-protection', 'other');
  CREATE TABLE "stability_products_warnings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_stability_products_warnings_kind",
  	"text" varchar
  );
  
  CREATE TABLE "_stability_products_v_version_warnings" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__stability_products_v_version_warnings_kind",
  	"text" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "stability_products_warnings" ADD CONSTRAINT "stability_products_warnings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stability_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stability_products_v_version_warnings" ADD CONSTRAINT "_stability_products_v_version_warnings_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stability_products_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "stability_products_warnings_order_idx" ON "stability_products_warnings" USING btree ("_order");
  CREATE INDEX "stability_products_warnings_parent_id_idx" ON "stability_products_warnings" USING btree ("_parent_id");
  CREATE INDEX "_stability_products_v_version_warnings_order_idx" ON "_stability_products_v_version_warnings" USING btree ("_order");
  CREATE INDEX "_stability_products_v_version_warnings_parent_id_idx" ON "_stability_products_v_version_warnings" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "stability_products_warnings" CASCADE;
  DROP TABLE "_stability_products_v_version_warnings" CASCADE;
  DROP TYPE "public"."enum_stability_products_warnings_kind";
  DROP TYPE "public"."enum__stability_products_v_version_warnings_kind";`)
}
