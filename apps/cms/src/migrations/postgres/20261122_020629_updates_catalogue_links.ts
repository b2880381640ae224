import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_important_updates_category" AS ENUM('safety-notice', 'supply-update', 'product-news', 'guidance-change', 'service-announcement');
  CREATE TYPE "public"."enum_important_updates_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__important_updates_v_version_category" AS ENUM('safety-notice', 'supply-update', 'product-news', 'guidance-change', 'service-announcement');
  CREATE TYPE "public"."enum__important_updates_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_catalogue_products_therapeutic_area" AS ENUM('anaesthesia-critical-care', 'anti-infectives', 'cardiovascular', 'gastroenterology', 'haematology', 'oncology', 'pain-management', 'renal-fluids-electrolytes');
  CREATE TYPE "public"."enum_catalogue_products_form" AS ENUM('solution-for-injection', 'powder-for-solution', 'concentrate-for-infusion', 'solution-for-infusion', 'prefilled-syringe', 'tablet', 'capsule', 'oral-solution');
  CREATE TYPE "public"."enum_catalogue_products_legal_category" AS ENUM('POM', 'CD2-POM', 'CD3-POM', 'CD4-POM', 'P', 'GSL');
  CREATE TYPE "public"."enum_catalogue_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__catalogue_products_v_version_therapeutic_area" AS ENUM('anaesthesia-critical-care', 'anti-infectives', 'cardiovascular', 'gastroenterology', 'haematology', 'oncology', 'pain-management', 'renal-fluids-electrolytes');
  CREATE TYPE "public"."enum__catalogue_products_v_version_form" AS ENUM('solution-for-injection', 'powder-for-solution', 'concentrate-for-infusion', 'solution-for-infusion', 'prefilled-syringe', 'tablet', 'capsule', 'oral-solution');
  CREATE TYPE "public"."enum__catalogue_products_v_version_legal_category" AS ENUM('POM', 'CD2-POM', 'CD3-POM', 'CD4-POM', 'P', 'GSL');
  CREATE TYPE "public"."enum__catalogue_products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_quick_links_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__quick_links_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "important_updates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"publish_date" timestamp(3) with time zone,
  	"category" "enum_important_updates_category",
  	"summary" varchar,
  	"body" jsonb,
  	"slug" varchar,
  	"governance_approval_code" varchar,
  	"governance_date_of_preparation" timestamp(3) with time zone,
  	"governance_review_by" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_important_updates_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "important_updates_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "_important_updates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_publish_date" timestamp(3) with time zone,
  	"version_category" "enum__important_updates_v_version_category",
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_slug" varchar,
  	"version_governance_approval_code" varchar,
  	"version_governance_date_of_preparation" timestamp(3) with time zone,
  	"version_governance_review_by" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__important_updates_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_important_updates_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "catalogue_products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"strength" varchar,
  	"therapeutic_area" "enum_catalogue_products_therapeutic_area",
  	"form" "enum_catalogue_products_form",
  	"presentation" varchar,
  	"pack_size" numeric,
  	"legal_category" "enum_catalogue_products_legal_category",
  	"storage" varchar,
  	"description" jsonb,
  	"image_id" integer,
  	"slug" varchar,
  	"governance_approval_code" varchar,
  	"governance_date_of_preparation" timestamp(3) with time zone,
  	"governance_review_by" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_catalogue_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "catalogue_products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "_catalogue_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_strength" varchar,
  	"version_therapeutic_area" "enum__catalogue_products_v_version_therapeutic_area",
  	"version_form" "enum__catalogue_products_v_version_form",
  	"version_presentation" varchar,
  	"version_pack_size" numeric,
  	"version_legal_category" "enum__catalogue_products_v_version_legal_category",
  	"version_storage" varchar,
  	"version_description" jsonb,
  	"version_image_id" integer,
  	"version_slug" varchar,
  	"version_governance_approval_code" varchar,
  	"version_governance_date_of_preparation" timestamp(3) with time zone,
  	"version_governance_review_by" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__catalogue_products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_catalogue_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "quick_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"description" varchar,
  	"group" varchar,
  	"display_order" numeric DEFAULT 100,
  	"slug" varchar,
  	"governance_approval_code" varchar,
  	"governance_date_of_preparation" timestamp(3) with time zone,
  	"governance_review_by" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_quick_links_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_quick_links_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_url" varchar,
  	"version_description" varchar,
  	"version_group" varchar,
  	"version_display_order" numeric DEFAULT 100,
  	"version_slug" varchar,
  	"version_governance_approval_code" varchar,
  	"version_governance_date_of_preparation" timestamp(3) with time zone,
  	"version_governance_review_by" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__quick_links_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "important_updates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "catalogue_products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quick_links_id" integer;
  ALTER TABLE "important_updates_rels" ADD CONSTRAINT "important_updates_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."important_updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "important_updates_rels" ADD CONSTRAINT "important_updates_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_important_updates_v" ADD CONSTRAINT "_important_updates_v_parent_id_important_updates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."important_updates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_important_updates_v_rels" ADD CONSTRAINT "_important_updates_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_important_updates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_important_updates_v_rels" ADD CONSTRAINT "_important_updates_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "catalogue_products_rels" ADD CONSTRAINT "catalogue_products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_products_rels" ADD CONSTRAINT "catalogue_products_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_products_v" ADD CONSTRAINT "_catalogue_products_v_parent_id_catalogue_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalogue_products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_catalogue_products_v" ADD CONSTRAINT "_catalogue_products_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_catalogue_products_v_rels" ADD CONSTRAINT "_catalogue_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_catalogue_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_products_v_rels" ADD CONSTRAINT "_catalogue_products_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quick_links_v" ADD CONSTRAINT "_quick_links_v_parent_id_quick_links_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."quick_links"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "important_updates_publish_date_idx" ON "important_updates" USING btree ("publish_date");
  CREATE INDEX "important_updates_category_idx" ON "important_updates" USING btree ("category");
  CREATE UNIQUE INDEX "important_updates_slug_idx" ON "important_updates" USING btree ("slug");
  CREATE INDEX "important_updates_governance_governance_review_by_idx" ON "important_updates" USING btree ("governance_review_by");
  CREATE INDEX "important_updates_updated_at_idx" ON "important_updates" USING btree ("updated_at");
  CREATE INDEX "important_updates_created_at_idx" ON "important_updates" USING btree ("created_at");
  CREATE INDEX "important_updates__status_idx" ON "important_updates" USING btree ("_status");
  CREATE INDEX "important_updates_rels_order_idx" ON "important_updates_rels" USING btree ("order");
  CREATE INDEX "important_updates_rels_parent_idx" ON "important_updates_rels" USING btree ("parent_id");
  CREATE INDEX "important_updates_rels_path_idx" ON "important_updates_rels" USING btree ("path");
  CREATE INDEX "important_updates_rels_documents_id_idx" ON "important_updates_rels" USING btree ("documents_id");
  CREATE INDEX "_important_updates_v_parent_idx" ON "_important_updates_v" USING btree ("parent_id");
  CREATE INDEX "_important_updates_v_version_version_publish_date_idx" ON "_important_updates_v" USING btree ("version_publish_date");
  CREATE INDEX "_important_updates_v_version_version_category_idx" ON "_important_updates_v" USING btree ("version_category");
  CREATE INDEX "_important_updates_v_version_version_slug_idx" ON "_important_updates_v" USING btree ("version_slug");
  CREATE INDEX "_important_updates_v_version_governance_version_governan_idx" ON "_important_updates_v" USING btree ("version_governance_review_by");
  CREATE INDEX "_important_updates_v_version_version_updated_at_idx" ON "_important_updates_v" USING btree ("version_updated_at");
  CREATE INDEX "_important_updates_v_version_version_created_at_idx" ON "_important_updates_v" USING btree ("version_created_at");
  CREATE INDEX "_important_updates_v_version_version__status_idx" ON "_important_updates_v" USING btree ("version__status");
  CREATE INDEX "_important_updates_v_created_at_idx" ON "_important_updates_v" USING btree ("created_at");
  CREATE INDEX "_important_updates_v_updated_at_idx" ON "_important_updates_v" USING btree ("updated_at");
  CREATE INDEX "_important_updates_v_latest_idx" ON "_important_updates_v" USING btree ("latest");
  CREATE INDEX "_important_updates_v_rels_order_idx" ON "_important_updates_v_rels" USING btree ("order");
  CREATE INDEX "_important_updates_v_rels_parent_idx" ON "_important_updates_v_rels" USING btree ("parent_id");
  CREATE INDEX "_important_updates_v_rels_path_idx" ON "_important_updates_v_rels" USING btree ("path");
  CREATE INDEX "_important_updates_v_rels_documents_id_idx" ON "_important_updates_v_rels" USING btree ("documents_id");
  CREATE INDEX "catalogue_products_therapeutic_area_idx" ON "catalogue_products" USING btree ("therapeutic_area");
  CREATE INDEX "catalogue_products_form_idx" ON "catalogue_products" USING btree ("form");
  CREATE INDEX "catalogue_products_presentation_idx" ON "catalogue_products" USING btree ("presentation");
  CREATE INDEX "catalogue_products_image_idx" ON "catalogue_products" USING btree ("image_id");
  CREATE UNIQUE INDEX "catalogue_products_slug_idx" ON "catalogue_products" USING btree ("slug");
  CREATE INDEX "catalogue_products_governance_governance_review_by_idx" ON "catalogue_products" USING btree ("governance_review_by");
  CREATE INDEX "catalogue_products_updated_at_idx" ON "catalogue_products" USING btree ("updated_at");
  CREATE INDEX "catalogue_products_created_at_idx" ON "catalogue_products" USING btree ("created_at");
  CREATE INDEX "catalogue_products__status_idx" ON "catalogue_products" USING btree ("_status");
  CREATE INDEX "catalogue_products_rels_order_idx" ON "catalogue_products_rels" USING btree ("order");
  CREATE INDEX "catalogue_products_rels_parent_idx" ON "catalogue_products_rels" USING btree ("parent_id");
  CREATE INDEX "catalogue_products_rels_path_idx" ON "catalogue_products_rels" USING btree ("path");
  CREATE INDEX "catalogue_products_rels_documents_id_idx" ON "catalogue_products_rels" USING btree ("documents_id");
  CREATE INDEX "_catalogue_products_v_parent_idx" ON "_catalogue_products_v" USING btree ("parent_id");
  CREATE INDEX "_catalogue_products_v_version_version_therapeutic_area_idx" ON "_catalogue_products_v" USING btree ("version_therapeutic_area");
  CREATE INDEX "_catalogue_products_v_version_version_form_idx" ON "_catalogue_products_v" USING btree ("version_form");
  CREATE INDEX "_catalogue_products_v_version_version_presentation_idx" ON "_catalogue_products_v" USING btree ("version_presentation");
  CREATE INDEX "_catalogue_products_v_version_version_image_idx" ON "_catalogue_products_v" USING btree ("version_image_id");
  CREATE INDEX "_catalogue_products_v_version_version_slug_idx" ON "_catalogue_products_v" USING btree ("version_slug");
  CREATE INDEX "_catalogue_products_v_version_governance_version_governa_idx" ON "_catalogue_products_v" USING btree ("version_governance_review_by");
  CREATE INDEX "_catalogue_products_v_version_version_updated_at_idx" ON "_catalogue_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_catalogue_products_v_version_version_created_at_idx" ON "_catalogue_products_v" USING btree ("version_created_at");
  CREATE INDEX "_catalogue_products_v_version_version__status_idx" ON "_catalogue_products_v" USING btree ("version__status");
  CREATE INDEX "_catalogue_products_v_created_at_idx" ON "_catalogue_products_v" USING btree ("created_at");
  CREATE INDEX "_catalogue_products_v_updated_at_idx" ON "_catalogue_products_v" USING btree ("updated_at");
  CREATE INDEX "_catalogue_products_v_latest_idx" ON "_catalogue_products_v" USING btree ("latest");
  CREATE INDEX "_catalogue_products_v_rels_order_idx" ON "_catalogue_products_v_rels" USING btree ("order");
  CREATE INDEX "_catalogue_products_v_rels_parent_idx" ON "_catalogue_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_catalogue_products_v_rels_path_idx" ON "_catalogue_products_v_rels" USING btree ("path");
  CREATE INDEX "_catalogue_products_v_rels_documents_id_idx" ON "_catalogue_products_v_rels" USING btree ("documents_id");
  CREATE INDEX "quick_links_group_idx" ON "quick_links" USING btree ("group");
  CREATE UNIQUE INDEX "quick_links_slug_idx" ON "quick_links" USING btree ("slug");
  CREATE INDEX "quick_links_governance_governance_review_by_idx" ON "quick_links" USING btree ("governance_review_by");
  CREATE INDEX "quick_links_updated_at_idx" ON "quick_links" USING btree ("updated_at");
  CREATE INDEX "quick_links_created_at_idx" ON "quick_links" USING btree ("created_at");
  CREATE INDEX "quick_links__status_idx" ON "quick_links" USING btree ("_status");
  CREATE INDEX "_quick_links_v_parent_idx" ON "_quick_links_v" USING btree ("parent_id");
  CREATE INDEX "_quick_links_v_version_version_group_idx" ON "_quick_links_v" USING btree ("version_group");
  CREATE INDEX "_quick_links_v_version_version_slug_idx" ON "_quick_links_v" USING btree ("version_slug");
  CREATE INDEX "_quick_links_v_version_governance_version_governance_rev_idx" ON "_quick_links_v" USING btree ("version_governance_review_by");
  CREATE INDEX "_quick_links_v_version_version_updated_at_idx" ON "_quick_links_v" USING btree ("version_updated_at");
  CREATE INDEX "_quick_links_v_version_version_created_at_idx" ON "_quick_links_v" USING btree ("version_created_at");
  CREATE INDEX "_quick_links_v_version_version__status_idx" ON "_quick_links_v" USING btree ("version__status");
  CREATE INDEX "_quick_links_v_created_at_idx" ON "_quick_links_v" USING btree ("created_at");
  CREATE INDEX "_quick_links_v_updated_at_idx" ON "_quick_links_v" USING btree ("updated_at");
  CREATE INDEX "_quick_links_v_latest_idx" ON "_quick_links_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_important_updates_fk" FOREIGN KEY ("important_updates_id") REFERENCES "public"."important_updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_catalogue_products_fk" FOREIGN KEY ("catalogue_products_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quick_links_fk" FOREIGN KEY ("quick_links_id") REFERENCES "public"."quick_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_important_updates_id_idx" ON "payload_locked_documents_rels" USING btree ("important_updates_id");
  CREATE INDEX "payload_locked_documents_rels_catalogue_products_id_idx" ON "payload_locked_documents_rels" USING btree ("catalogue_products_id");
  CREATE INDEX "payload_locked_documents_rels_quick_links_id_idx" ON "payload_locked_documents_rels" USING btree ("quick_links_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "important_updates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "important_updates_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_important_updates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_important_updates_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "catalogue_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "catalogue_products_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_catalogue_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_catalogue_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quick_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quick_links_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "important_updates" CASCADE;
  DROP TABLE "important_updates_rels" CASCADE;
  DROP TABLE "_important_updates_v" CASCADE;
  DROP TABLE "_important_updates_v_rels" CASCADE;
  DROP TABLE "catalogue_products" CASCADE;
  DROP TABLE "catalogue_products_rels" CASCADE;
  DROP TABLE "_catalogue_products_v" CASCADE;
  DROP TABLE "_catalogue_products_v_rels" CASCADE;
  DROP TABLE "quick_links" CASCADE;
  DROP TABLE "_quick_links_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_important_updates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_catalogue_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quick_links_fk";
  
  DROP INDEX "payload_locked_documents_rels_important_updates_id_idx";
  DROP INDEX "payload_locked_documents_rels_catalogue_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_quick_links_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "important_updates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "catalogue_products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quick_links_id";
  DROP TYPE "public"."enum_important_updates_category";
  DROP TYPE "public"."enum_important_updates_status";
  DROP TYPE "public"."enum__important_updates_v_version_category";
  DROP TYPE "public"."enum__important_updates_v_version_status";
  DROP TYPE "public"."enum_catalogue_products_therapeutic_area";
  DROP TYPE "public"."enum_catalogue_products_form";
  DROP TYPE "public"."enum_catalogue_products_legal_category";
  DROP TYPE "public"."enum_catalogue_products_status";
  DROP TYPE "public"."enum__catalogue_products_v_version_therapeutic_area";
  DROP TYPE "public"."enum__catalogue_products_v_version_form";
  DROP TYPE "public"."enum__catalogue_products_v_version_legal_category";
  DROP TYPE "public"."enum__catalogue_products_v_version_status";
  DROP TYPE "public"."enum_quick_links_status";
  DROP TYPE "public"."enum__quick_links_v_version_status";`)
}
