import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stability_products_matrix_diluent" AS ENUM('sodium-chloride-0-9', 'sodium-chloride-0-45', 'glucose-5', 'glucose-10', 'glucose-4-sodium-chloride-0-18', 'compound-sodium-lactate', 'water-for-injections', 'undiluted');
  CREATE TYPE "public"."enum_stability_products_matrix_container" AS ENUM('pvc-bag', 'polyolefin-bag', 'eva-bag', 'glass-vial-reconstituted', 'glass-bottle', 'polypropylene-syringe', 'elastomeric-device');
  CREATE TYPE "public"."enum_stability_products_matrix_temperature" AS ENUM('frozen-minus-20', 'refrigerated-2-8', 'room-15-25', 'at-25', 'at-30');
  CREATE TYPE "public"."enum_stability_products_matrix_concentration_unit" AS ENUM('mg-per-ml', 'microgram-per-ml', 'units-per-ml');
  CREATE TYPE "public"."enum_stability_products_matrix_shelf_life_unit" AS ENUM('hours', 'days');
  CREATE TYPE "public"."enum_stability_products_matrix_evidence" AS ENUM('A', 'B', 'C');
  CREATE TYPE "public"."enum_stability_products_form" AS ENUM('powder-solution-injection-infusion', 'powder-concentrate-infusion', 'concentrate-infusion', 'solution-injection', 'solution-infusion', 'solution-injection-infusion', 'emulsion-infusion');
  CREATE TYPE "public"."enum_stability_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__stability_products_v_version_matrix_diluent" AS ENUM('sodium-chloride-0-9', 'sodium-chloride-0-45', 'glucose-5', 'glucose-10', 'glucose-4-sodium-chloride-0-18', 'compound-sodium-lactate', 'water-for-injections', 'undiluted');
  CREATE TYPE "public"."enum__stability_products_v_version_matrix_container" AS ENUM('pvc-bag', 'polyolefin-bag', 'eva-bag', 'glass-vial-reconstituted', 'glass-bottle', 'polypropylene-syringe', 'elastomeric-device');
  CREATE TYPE "public"."enum__stability_products_v_version_matrix_temperature" AS ENUM('frozen-minus-20', 'refrigerated-2-8', 'room-15-25', 'at-25', 'at-30');
  CREATE TYPE "public"."enum__stability_products_v_version_matrix_concentration_unit" AS ENUM('mg-per-ml', 'microgram-per-ml', 'units-per-ml');
  CREATE TYPE "public"."enum__stability_products_v_version_matrix_shelf_life_unit" AS ENUM('hours', 'days');
  CREATE TYPE "public"."enum__stability_products_v_version_matrix_evidence" AS ENUM('A', 'B', 'C');
  CREATE TYPE "public"."enum__stability_products_v_version_form" AS ENUM('powder-solution-injection-infusion', 'powder-concentrate-infusion', 'concentrate-infusion', 'solution-injection', 'solution-infusion', 'solution-injection-infusion', 'emulsion-infusion');
  CREATE TYPE "public"."enum__stability_products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_clinical_resources_kind" AS ENUM('category', 'learning-module', 'resource');
  CREATE TYPE "public"."enum_clinical_resources_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__clinical_resources_v_version_kind" AS ENUM('category', 'learning-module', 'resource');
  CREATE TYPE "public"."enum__clinical_resources_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "stability_products_matrix" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"diluent" "enum_stability_products_matrix_diluent",
  	"container" "enum_stability_products_matrix_container",
  	"temperature" "enum_stability_products_matrix_temperature",
  	"concentration_value" numeric,
  	"concentration_up_to" numeric,
  	"concentration_unit" "enum_stability_products_matrix_concentration_unit" DEFAULT 'mg-per-ml',
  	"shelf_life_value" numeric,
  	"shelf_life_unit" "enum_stability_products_matrix_shelf_life_unit" DEFAULT 'hours',
  	"protect_from_light" boolean DEFAULT false,
  	"evidence" "enum_stability_products_matrix_evidence",
  	"reference" varchar
  );
  
  CREATE TABLE "stability_products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"strength" varchar,
  	"title" varchar,
  	"form" "enum_stability_products_form",
  	"summary" varchar,
  	"notes" jsonb,
  	"slug" varchar,
  	"governance_approval_code" varchar,
  	"governance_date_of_preparation" timestamp(3) with time zone,
  	"governance_review_by" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_stability_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "stability_products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "_stability_products_v_version_matrix" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"diluent" "enum__stability_products_v_version_matrix_diluent",
  	"container" "enum__stability_products_v_version_matrix_container",
  	"temperature" "enum__stability_products_v_version_matrix_temperature",
  	"concentration_value" numeric,
  	"concentration_up_to" numeric,
  	"concentration_unit" "enum__stability_products_v_version_matrix_concentration_unit" DEFAULT 'mg-per-ml',
  	"shelf_life_value" numeric,
  	"shelf_life_unit" "enum__stability_products_v_version_matrix_shelf_life_unit" DEFAULT 'hours',
  	"protect_from_light" boolean DEFAULT false,
  	"evidence" "enum__stability_products_v_version_matrix_evidence",
  	"reference" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_stability_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_strength" varchar,
  	"version_title" varchar,
  	"version_form" "enum__stability_products_v_version_form",
  	"version_summary" varchar,
  	"version_notes" jsonb,
  	"version_slug" varchar,
  	"version_governance_approval_code" varchar,
  	"version_governance_date_of_preparation" timestamp(3) with time zone,
  	"version_governance_review_by" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__stability_products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_stability_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "clinical_resources" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kind" "enum_clinical_resources_kind" DEFAULT 'resource',
  	"parent_id" integer,
  	"summary" varchar,
  	"body" jsonb,
  	"estimated_minutes" numeric,
  	"external_link_url" varchar,
  	"external_link_label" varchar,
  	"display_order" numeric DEFAULT 100,
  	"slug" varchar,
  	"governance_approval_code" varchar,
  	"governance_date_of_preparation" timestamp(3) with time zone,
  	"governance_review_by" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_clinical_resources_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "clinical_resources_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "_clinical_resources_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_kind" "enum__clinical_resources_v_version_kind" DEFAULT 'resource',
  	"version_parent_id" integer,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_estimated_minutes" numeric,
  	"version_external_link_url" varchar,
  	"version_external_link_label" varchar,
  	"version_display_order" numeric DEFAULT 100,
  	"version_slug" varchar,
  	"version_governance_approval_code" varchar,
  	"version_governance_date_of_preparation" timestamp(3) with time zone,
  	"version_governance_review_by" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__clinical_resources_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_clinical_resources_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stability_products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "clinical_resources_id" integer;
  ALTER TABLE "stability_products_matrix" ADD CONSTRAINT "stability_products_matrix_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stability_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stability_products_rels" ADD CONSTRAINT "stability_products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stability_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stability_products_rels" ADD CONSTRAINT "stability_products_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stability_products_v_version_matrix" ADD CONSTRAINT "_stability_products_v_version_matrix_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stability_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stability_products_v" ADD CONSTRAINT "_stability_products_v_parent_id_stability_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stability_products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stability_products_v_rels" ADD CONSTRAINT "_stability_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_stability_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stability_products_v_rels" ADD CONSTRAINT "_stability_products_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clinical_resources" ADD CONSTRAINT "clinical_resources_parent_id_clinical_resources_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clinical_resources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "clinical_resources_rels" ADD CONSTRAINT "clinical_resources_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clinical_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clinical_resources_rels" ADD CONSTRAINT "clinical_resources_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clinical_resources_v" ADD CONSTRAINT "_clinical_resources_v_parent_id_clinical_resources_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clinical_resources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_clinical_resources_v" ADD CONSTRAINT "_clinical_resources_v_version_parent_id_clinical_resources_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."clinical_resources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_clinical_resources_v_rels" ADD CONSTRAINT "_clinical_resources_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_clinical_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clinical_resources_v_rels" ADD CONSTRAINT "_clinical_resources_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "stability_products_matrix_order_idx" ON "stability_products_matrix" USING btree ("_order");
  CREATE INDEX "stability_products_matrix_parent_id_idx" ON "stability_products_matrix" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "stability_products_slug_idx" ON "stability_products" USING btree ("slug");
  CREATE INDEX "stability_products_governance_governance_review_by_idx" ON "stability_products" USING btree ("governance_review_by");
  CREATE INDEX "stability_products_updated_at_idx" ON "stability_products" USING btree ("updated_at");
  CREATE INDEX "stability_products_created_at_idx" ON "stability_products" USING btree ("created_at");
  CREATE INDEX "stability_products__status_idx" ON "stability_products" USING btree ("_status");
  CREATE INDEX "stability_products_rels_order_idx" ON "stability_products_rels" USING btree ("order");
  CREATE INDEX "stability_products_rels_parent_idx" ON "stability_products_rels" USING btree ("parent_id");
  CREATE INDEX "stability_products_rels_path_idx" ON "stability_products_rels" USING btree ("path");
  CREATE INDEX "stability_products_rels_documents_id_idx" ON "stability_products_rels" USING btree ("documents_id");
  CREATE INDEX "_stability_products_v_version_matrix_order_idx" ON "_stability_products_v_version_matrix" USING btree ("_order");
  CREATE INDEX "_stability_products_v_version_matrix_parent_id_idx" ON "_stability_products_v_version_matrix" USING btree ("_parent_id");
  CREATE INDEX "_stability_products_v_parent_idx" ON "_stability_products_v" USING btree ("parent_id");
  CREATE INDEX "_stability_products_v_version_version_slug_idx" ON "_stability_products_v" USING btree ("version_slug");
  CREATE INDEX "_stability_products_v_version_governance_version_governa_idx" ON "_stability_products_v" USING btree ("version_governance_review_by");
  CREATE INDEX "_stability_products_v_version_version_updated_at_idx" ON "_stability_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_stability_products_v_version_version_created_at_idx" ON "_stability_products_v" USING btree ("version_created_at");
  CREATE INDEX "_stability_products_v_version_version__status_idx" ON "_stability_products_v" USING btree ("version__status");
  CREATE INDEX "_stability_products_v_created_at_idx" ON "_stability_products_v" USING btree ("created_at");
  CREATE INDEX "_stability_products_v_updated_at_idx" ON "_stability_products_v" USING btree ("updated_at");
  CREATE INDEX "_stability_products_v_latest_idx" ON "_stability_products_v" USING btree ("latest");
  CREATE INDEX "_stability_products_v_rels_order_idx" ON "_stability_products_v_rels" USING btree ("order");
  CREATE INDEX "_stability_products_v_rels_parent_idx" ON "_stability_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_stability_products_v_rels_path_idx" ON "_stability_products_v_rels" USING btree ("path");
  CREATE INDEX "_stability_products_v_rels_documents_id_idx" ON "_stability_products_v_rels" USING btree ("documents_id");
  CREATE INDEX "clinical_resources_kind_idx" ON "clinical_resources" USING btree ("kind");
  CREATE INDEX "clinical_resources_parent_idx" ON "clinical_resources" USING btree ("parent_id");
  CREATE INDEX "clinical_resources_display_order_idx" ON "clinical_resources" USING btree ("display_order");
  CREATE UNIQUE INDEX "clinical_resources_slug_idx" ON "clinical_resources" USING btree ("slug");
  CREATE INDEX "clinical_resources_governance_governance_review_by_idx" ON "clinical_resources" USING btree ("governance_review_by");
  CREATE INDEX "clinical_resources_updated_at_idx" ON "clinical_resources" USING btree ("updated_at");
  CREATE INDEX "clinical_resources_created_at_idx" ON "clinical_resources" USING btree ("created_at");
  CREATE INDEX "clinical_resources__status_idx" ON "clinical_resources" USING btree ("_status");
  CREATE INDEX "clinical_resources_rels_order_idx" ON "clinical_resources_rels" USING btree ("order");
  CREATE INDEX "clinical_resources_rels_parent_idx" ON "clinical_resources_rels" USING btree ("parent_id");
  CREATE INDEX "clinical_resources_rels_path_idx" ON "clinical_resources_rels" USING btree ("path");
  CREATE INDEX "clinical_resources_rels_documents_id_idx" ON "clinical_resources_rels" USING btree ("documents_id");
  CREATE INDEX "_clinical_resources_v_parent_idx" ON "_clinical_resources_v" USING btree ("parent_id");
  CREATE INDEX "_clinical_resources_v_version_version_kind_idx" ON "_clinical_resources_v" USING btree ("version_kind");
  CREATE INDEX "_clinical_resources_v_version_version_parent_idx" ON "_clinical_resources_v" USING btree ("version_parent_id");
  CREATE INDEX "_clinical_resources_v_version_version_display_order_idx" ON "_clinical_resources_v" USING btree ("version_display_order");
  CREATE INDEX "_clinical_resources_v_version_version_slug_idx" ON "_clinical_resources_v" USING btree ("version_slug");
  CREATE INDEX "_clinical_resources_v_version_governance_version_governa_idx" ON "_clinical_resources_v" USING btree ("version_governance_review_by");
  CREATE INDEX "_clinical_resources_v_version_version_updated_at_idx" ON "_clinical_resources_v" USING btree ("version_updated_at");
  CREATE INDEX "_clinical_resources_v_version_version_created_at_idx" ON "_clinical_resources_v" USING btree ("version_created_at");
  CREATE INDEX "_clinical_resources_v_version_version__status_idx" ON "_clinical_resources_v" USING btree ("version__status");
  CREATE INDEX "_clinical_resources_v_created_at_idx" ON "_clinical_resources_v" USING btree ("created_at");
  CREATE INDEX "_clinical_resources_v_updated_at_idx" ON "_clinical_resources_v" USING btree ("updated_at");
  CREATE INDEX "_clinical_resources_v_latest_idx" ON "_clinical_resources_v" USING btree ("latest");
  CREATE INDEX "_clinical_resources_v_rels_order_idx" ON "_clinical_resources_v_rels" USING btree ("order");
  CREATE INDEX "_clinical_resources_v_rels_parent_idx" ON "_clinical_resources_v_rels" USING btree ("parent_id");
  CREATE INDEX "_clinical_resources_v_rels_path_idx" ON "_clinical_resources_v_rels" USING btree ("path");
  CREATE INDEX "_clinical_resources_v_rels_documents_id_idx" ON "_clinical_resources_v_rels" USING btree ("documents_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stability_products_fk" FOREIGN KEY ("stability_products_id") REFERENCES "public"."stability_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clinical_resources_fk" FOREIGN KEY ("clinical_resources_id") REFERENCES "public"."clinical_resources"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_stability_products_id_idx" ON "payload_locked_documents_rels" USING btree ("stability_products_id");
  CREATE INDEX "payload_locked_documents_rels_clinical_resources_id_idx" ON "payload_locked_documents_rels" USING btree ("clinical_resources_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stability_products_matrix" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stability_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stability_products_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stability_products_v_version_matrix" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stability_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stability_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_resources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_resources_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clinical_resources_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clinical_resources_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stability_products_matrix" CASCADE;
  DROP TABLE "stability_products" CASCADE;
  DROP TABLE "stability_products_rels" CASCADE;
  DROP TABLE "_stability_products_v_version_matrix" CASCADE;
  DROP TABLE "_stability_products_v" CASCADE;
  DROP TABLE "_stability_products_v_rels" CASCADE;
  DROP TABLE "clinical_resources" CASCADE;
  DROP TABLE "clinical_resources_rels" CASCADE;
  DROP TABLE "_clinical_resources_v" CASCADE;
  DROP TABLE "_clinical_resources_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stability_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_clinical_resources_fk";
  
  DROP INDEX "payload_locked_documents_rels_stability_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_clinical_resources_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stability_products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "clinical_resources_id";
  DROP TYPE "public"."enum_stability_products_matrix_diluent";
  DROP TYPE "public"."enum_stability_products_matrix_container";
  DROP TYPE "public"."enum_stability_products_matrix_temperature";
  DROP TYPE "public"."enum_stability_products_matrix_concentration_unit";
  DROP TYPE "public"."enum_stability_products_matrix_shelf_life_unit";
  DROP TYPE "public"."enum_stability_products_matrix_evidence";
  DROP TYPE "public"."enum_stability_products_form";
  DROP TYPE "public"."enum_stability_products_status";
  DROP TYPE "public"."enum__stability_products_v_version_matrix_diluent";
  DROP TYPE "public"."enum__stability_products_v_version_matrix_container";
  DROP TYPE "public"."enum__stability_products_v_version_matrix_temperature";
  DROP TYPE "public"."enum__stability_products_v_version_matrix_concentration_unit";
  DROP TYPE "public"."enum__stability_products_v_version_matrix_shelf_life_unit";
  DROP TYPE "public"."enum__stability_products_v_version_matrix_evidence";
  DROP TYPE "public"."enum__stability_products_v_version_form";
  DROP TYPE "public"."enum__stability_products_v_version_status";
  DROP TYPE "public"."enum_clinical_resources_kind";
  DROP TYPE "public"."enum_clinical_resources_status";
  DROP TYPE "public"."enum__clinical_resources_v_version_kind";
  DROP TYPE "public"."enum__clinical_resources_v_version_status";`)
}
