import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_recently_viewed_items_area" AS ENUM('stability', 'education', 'clinical-resources', 'clinical-trials', 'important-updates', 'teams');
  CREATE TABLE "dashboards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"widgets" jsonb NOT NULL,
  	"version" numeric DEFAULT 0 NOT NULL,
  	"cpd_target_points" numeric,
  	"cpd_target_minutes" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "starred_stability_products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"product_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "recently_viewed_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"area" "enum_recently_viewed_items_area" NOT NULL,
  	"item_id" numeric NOT NULL,
  	"viewed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dashboards_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "starred_stability_products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recently_viewed_items_id" integer;
  ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "starred_stability_products" ADD CONSTRAINT "starred_stability_products_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "starred_stability_products" ADD CONSTRAINT "starred_stability_products_product_id_stability_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stability_products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "recently_viewed_items" ADD CONSTRAINT "recently_viewed_items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "dashboards_owner_idx" ON "dashboards" USING btree ("owner_id");
  CREATE INDEX "dashboards_updated_at_idx" ON "dashboards" USING btree ("updated_at");
  CREATE INDEX "dashboards_created_at_idx" ON "dashboards" USING btree ("created_at");
  CREATE INDEX "starred_stability_products_owner_idx" ON "starred_stability_products" USING btree ("owner_id");
  CREATE INDEX "starred_stability_products_product_idx" ON "starred_stability_products" USING btree ("product_id");
  CREATE INDEX "starred_stability_products_updated_at_idx" ON "starred_stability_products" USING btree ("updated_at");
  CREATE INDEX "starred_stability_products_created_at_idx" ON "starred_stability_products" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_product_idx" ON "starred_stability_products" USING btree ("owner_id","product_id");
  CREATE INDEX "recently_viewed_items_owner_idx" ON "recently_viewed_items" USING btree ("owner_id");
  CREATE INDEX "recently_viewed_items_viewed_at_idx" ON "recently_viewed_items" USING btree ("viewed_at");
  CREATE INDEX "recently_viewed_items_updated_at_idx" ON "recently_viewed_items" USING btree ("updated_at");
  CREATE INDEX "recently_viewed_items_created_at_idx" ON "recently_viewed_items" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_area_itemId_idx" ON "recently_viewed_items" USING btree ("owner_id","area","item_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dashboards_fk" FOREIGN KEY ("dashboards_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_starred_stability_products_fk" FOREIGN KEY ("starred_stability_products_id") REFERENCES "public"."starred_stability_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recently_viewed_items_fk" FOREIGN KEY ("recently_viewed_items_id") REFERENCES "public"."recently_viewed_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_dashboards_id_idx" ON "payload_locked_documents_rels" USING btree ("dashboards_id");
  CREATE INDEX "payload_locked_documents_rels_starred_stability_products_idx" ON "payload_locked_documents_rels" USING btree ("starred_stability_products_id");
  CREATE INDEX "payload_locked_documents_rels_recently_viewed_items_id_idx" ON "payload_locked_documents_rels" USING btree ("recently_viewed_items_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "dashboards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "starred_stability_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "recently_viewed_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "dashboards" CASCADE;
  DROP TABLE "starred_stability_products" CASCADE;
  DROP TABLE "recently_viewed_items" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dashboards_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_starred_stability_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recently_viewed_items_fk";
  
  DROP INDEX "payload_locked_documents_rels_dashboards_id_idx";
  DROP INDEX "payload_locked_documents_rels_starred_stability_products_idx";
  DROP INDEX "payload_locked_documents_rels_recently_viewed_items_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dashboards_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "starred_stability_products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recently_viewed_items_id";
  DROP TYPE "public"."enum_recently_viewed_items_area";`)
}
