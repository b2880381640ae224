import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_stability_products_matrix_methods" AS ENUM('visual', 'turbidity', 'particle-count', 'hplc', 'ph');
  CREATE TYPE "public"."stab_recon_vial_unit" AS ENUM('g', 'mg', 'microgram', 'units');
  CREATE TYPE "public"."stab_recon_diluent" AS ENUM('sodium-chloride-0-9', 'sodium-chloride-0-45', 'glucose-5', 'glucose-10', 'glucose-4-sodium-chloride-0-18', 'compound-sodium-lactate', 'water-for-injections', 'undiluted');
  CREATE TYPE "public"."stab_recon_conc_unit" AS ENUM('mg-per-ml', 'microgram-per-ml', 'units-per-ml');
  CREATE TYPE "public"."stab_recon_max_dose_unit" AS ENUM('g', 'mg', 'microgram', 'units');
  CREATE TYPE "public"."enum__stability_products_v_version_matrix_methods" AS ENUM('visual', 'turbidity', 'particle-count', 'hplc', 'ph');
  CREATE TYPE "public"."enum_y_site_records_methods" AS ENUM('visual', 'turbidity', 'particle-count', 'hplc', 'ph');
  CREATE TYPE "public"."enum_y_site_records_product_concentration_unit" AS ENUM('mg-per-ml', 'microgram-per-ml', 'units-per-ml');
  CREATE TYPE "public"."enum_y_site_records_product_diluent" AS ENUM('sodium-chloride-0-9', 'sodium-chloride-0-45', 'glucose-5', 'glucose-10', 'glucose-4-sodium-chloride-0-18', 'compound-sodium-lactate', 'water-for-injections', 'undiluted');
  CREATE TYPE "public"."enum_y_site_records_drug_concentration_unit" AS ENUM('mg-per-ml', 'microgram-per-ml', 'units-per-ml');
  CREATE TYPE "public"."enum_y_site_records_drug_diluent" AS ENUM('sodium-chloride-0-9', 'sodium-chloride-0-45', 'glucose-5', 'glucose-10', 'glucose-4-sodium-chloride-0-18', 'compound-sodium-lactate', 'water-for-injections', 'undiluted');
  CREATE TYPE "public"."enum_y_site_records_result" AS ENUM('compatible', 'incompatible', 'conflicting');
  CREATE TYPE "public"."enum_y_site_records_temperature" AS ENUM('frozen-minus-20', 'refrigerated-2-8', 'room-15-25', 'at-25', 'at-30');
  CREATE TYPE "public"."enum_y_site_records_light" AS ENUM('ambient', 'protected');
  CREATE TYPE "public"."enum_y_site_records_evidence" AS ENUM('A', 'B', 'C');
  CREATE TYPE "public"."enum_y_site_records_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__y_site_records_v_version_methods" AS ENUM('visual', 'turbidity', 'particle-count', 'hplc', 'ph');
  CREATE TYPE "public"."enum__y_site_records_v_version_product_concentration_unit" AS ENUM('mg-per-ml', 'microgram-per-ml', 'units-per-ml');
  CREATE TYPE "public"."enum__y_site_records_v_version_product_diluent" AS ENUM('sodium-chloride-0-9', 'sodium-chloride-0-45', 'glucose-5', 'glucose-10', 'glucose-4-sodium-chloride-0-18', 'compound-sodium-lactate', 'water-for-injections', 'undiluted');
  CREATE TYPE "public"."enum__y_site_records_v_version_drug_concentration_unit" AS ENUM('mg-per-ml', 'microgram-per-ml', 'units-per-ml');
  CREATE TYPE "public"."enum__y_site_records_v_version_drug_diluent" AS ENUM('sodium-chloride-0-9', 'sodium-chloride-0-45', 'glucose-5', 'glucose-10', 'glucose-4-sodium-chloride-0-18', 'compound-sodium-lactate', 'water-for-injections', 'undiluted');
  CREATE TYPE "public"."enum__y_site_records_v_version_result" AS ENUM('compatible', 'incompatible', 'conflicting');
  CREATE TYPE "public"."enum__y_site_records_v_version_temperature" AS ENUM('frozen-minus-20', 'refrigerated-2-8', 'room-15-25', 'at-25', 'at-30');
  CREATE TYPE "public"."enum__y_site_records_v_version_light" AS ENUM('ambient', 'protected');
  CREATE TYPE "public"."enum__y_site_records_v_version_evidence" AS ENUM('A', 'B', 'C');
  CREATE TYPE "public"."enum__y_site_records_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "stability_products_matrix_methods" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_stability_products_matrix_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_stability_products_v_version_matrix_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__stability_products_v_version_matrix_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "y_site_drugs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "y_site_drugs_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "y_site_records_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_y_site_records_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "y_site_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"product_id" integer,
  	"drug_id" integer,
  	"product_concentration_value" numeric,
  	"product_concentration_up_to" numeric,
  	"product_concentration_unit" "enum_y_site_records_product_concentration_unit" DEFAULT 'mg-per-ml',
  	"product_diluent" "enum_y_site_records_product_diluent",
  	"drug_concentration_value" numeric,
  	"drug_concentration_up_to" numeric,
  	"drug_concentration_unit" "enum_y_site_records_drug_concentration_unit" DEFAULT 'mg-per-ml',
  	"drug_diluent" "enum_y_site_records_drug_diluent",
  	"result" "enum_y_site_records_result",
  	"contact_minutes" numeric,
  	"temperature" "enum_y_site_records_temperature",
  	"light" "enum_y_site_records_light",
  	"evidence" "enum_y_site_records_evidence",
  	"reference_citation" varchar,
  	"reference_doi" varchar,
  	"reference_pubmed_id" varchar,
  	"slug" varchar,
  	"governance_approval_code" varchar,
  	"governance_date_of_preparation" timestamp(3) with time zone,
  	"governance_review_by" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_y_site_records_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_y_site_records_v_version_methods" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__y_site_records_v_version_methods",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_y_site_records_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_product_id" integer,
  	"version_drug_id" integer,
  	"version_product_concentration_value" numeric,
  	"version_product_concentration_up_to" numeric,
  	"version_product_concentration_unit" "enum__y_site_records_v_version_product_concentration_unit" DEFAULT 'mg-per-ml',
  	"version_product_diluent" "enum__y_site_records_v_version_product_diluent",
  	"version_drug_concentration_value" numeric,
  	"version_drug_concentration_up_to" numeric,
  	"version_drug_concentration_unit" "enum__y_site_records_v_version_drug_concentration_unit" DEFAULT 'mg-per-ml',
  	"version_drug_diluent" "enum__y_site_records_v_version_drug_diluent",
  	"version_result" "enum__y_site_records_v_version_result",
  	"version_contact_minutes" numeric,
  	"version_temperature" "enum__y_site_records_v_version_temperature",
  	"version_light" "enum__y_site_records_v_version_light",
  	"version_evidence" "enum__y_site_records_v_version_evidence",
  	"version_reference_citation" varchar,
  	"version_reference_doi" varchar,
  	"version_reference_pubmed_id" varchar,
  	"version_slug" varchar,
  	"version_governance_approval_code" varchar,
  	"version_governance_date_of_preparation" timestamp(3) with time zone,
  	"version_governance_review_by" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__y_site_records_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "stability_products" ADD COLUMN "reconstitution_vial_content_value" numeric;
  ALTER TABLE "stability_products" ADD COLUMN "reconstitution_vial_content_unit" "stab_recon_vial_unit" DEFAULT 'mg';
  ALTER TABLE "stability_products" ADD COLUMN "reconstitution_diluent" "stab_recon_diluent";
  ALTER TABLE "stability_products" ADD COLUMN "reconstitution_volume_added_ml" numeric;
  ALTER TABLE "stability_products" ADD COLUMN "reconstitution_displacement_ml" numeric;
  ALTER TABLE "stability_products" ADD COLUMN "reconstitution_concentration_value" numeric;
  ALTER TABLE "stability_products" ADD COLUMN "reconstitution_concentration_unit" "stab_recon_conc_unit" DEFAULT 'mg-per-ml';
  ALTER TABLE "stability_products" ADD COLUMN "reconstitution_max_dose_value" numeric;
  ALTER TABLE "stability_products" ADD COLUMN "reconstitution_max_dose_unit" "stab_recon_max_dose_unit" DEFAULT 'mg';
  ALTER TABLE "stability_products" ADD COLUMN "reconstitution_pump_limit_ml_per_hour" numeric;
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_reconstitution_vial_content_value" numeric;
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_reconstitution_vial_content_unit" "stab_recon_vial_unit" DEFAULT 'mg';
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_reconstitution_diluent" "stab_recon_diluent";
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_reconstitution_volume_added_ml" numeric;
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_reconstitution_displacement_ml" numeric;
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_reconstitution_concentration_value" numeric;
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_reconstitution_concentration_unit" "stab_recon_conc_unit" DEFAULT 'mg-per-ml';
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_reconstitution_max_dose_value" numeric;
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_reconstitution_max_dose_unit" "stab_recon_max_dose_unit" DEFAULT 'mg';
  ALTER TABLE "_stability_products_v" ADD COLUMN "version_reconstitution_pump_limit_ml_per_hour" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "y_site_drugs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "y_site_records_id" integer;
  ALTER TABLE "stability_products_matrix_methods" ADD CONSTRAINT "stability_products_matrix_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stability_products_matrix"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stability_products_v_version_matrix_methods" ADD CONSTRAINT "_stability_products_v_version_matrix_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_stability_products_v_version_matrix"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "y_site_drugs_texts" ADD CONSTRAINT "y_site_drugs_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."y_site_drugs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "y_site_records_methods" ADD CONSTRAINT "y_site_records_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."y_site_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "y_site_records" ADD CONSTRAINT "y_site_records_product_id_stability_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."stability_products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "y_site_records" ADD CONSTRAINT "y_site_records_drug_id_y_site_drugs_id_fk" FOREIGN KEY ("drug_id") REFERENCES "public"."y_site_drugs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_y_site_records_v_version_methods" ADD CONSTRAINT "_y_site_records_v_version_methods_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_y_site_records_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_y_site_records_v" ADD CONSTRAINT "_y_site_records_v_parent_id_y_site_records_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."y_site_records"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_y_site_records_v" ADD CONSTRAINT "_y_site_records_v_version_product_id_stability_products_id_fk" FOREIGN KEY ("version_product_id") REFERENCES "public"."stability_products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_y_site_records_v" ADD CONSTRAINT "_y_site_records_v_version_drug_id_y_site_drugs_id_fk" FOREIGN KEY ("version_drug_id") REFERENCES "public"."y_site_drugs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "stability_products_matrix_methods_order_idx" ON "stability_products_matrix_methods" USING btree ("order");
  CREATE INDEX "stability_products_matrix_methods_parent_idx" ON "stability_products_matrix_methods" USING btree ("parent_id");
  CREATE INDEX "_stability_products_v_version_matrix_methods_order_idx" ON "_stability_products_v_version_matrix_methods" USING btree ("order");
  CREATE INDEX "_stability_products_v_version_matrix_methods_parent_idx" ON "_stability_products_v_version_matrix_methods" USING btree ("parent_id");
  CREATE UNIQUE INDEX "y_site_drugs_name_idx" ON "y_site_drugs" USING btree ("name");
  CREATE INDEX "y_site_drugs_updated_at_idx" ON "y_site_drugs" USING btree ("updated_at");
  CREATE INDEX "y_site_drugs_created_at_idx" ON "y_site_drugs" USING btree ("created_at");
  CREATE INDEX "y_site_drugs_texts_order_parent" ON "y_site_drugs_texts" USING btree ("order","parent_id");
  CREATE INDEX "y_site_records_methods_order_idx" ON "y_site_records_methods" USING btree ("order");
  CREATE INDEX "y_site_records_methods_parent_idx" ON "y_site_records_methods" USING btree ("parent_id");
  CREATE INDEX "y_site_records_product_idx" ON "y_site_records" USING btree ("product_id");
  CREATE INDEX "y_site_records_drug_idx" ON "y_site_records" USING btree ("drug_id");
  CREATE UNIQUE INDEX "y_site_records_slug_idx" ON "y_site_records" USING btree ("slug");
  CREATE INDEX "y_site_records_governance_governance_review_by_idx" ON "y_site_records" USING btree ("governance_review_by");
  CREATE INDEX "y_site_records_updated_at_idx" ON "y_site_records" USING btree ("updated_at");
  CREATE INDEX "y_site_records_created_at_idx" ON "y_site_records" USING btree ("created_at");
  CREATE INDEX "y_site_records__status_idx" ON "y_site_records" USING btree ("_status");
  CREATE INDEX "_y_site_records_v_version_methods_order_idx" ON "_y_site_records_v_version_methods" USING btree ("order");
  CREATE INDEX "_y_site_records_v_version_methods_parent_idx" ON "_y_site_records_v_version_methods" USING btree ("parent_id");
  CREATE INDEX "_y_site_records_v_parent_idx" ON "_y_site_records_v" USING btree ("parent_id");
  CREATE INDEX "_y_site_records_v_version_version_product_idx" ON "_y_site_records_v" USING btree ("version_product_id");
  CREATE INDEX "_y_site_records_v_version_version_drug_idx" ON "_y_site_records_v" USING btree ("version_drug_id");
  CREATE INDEX "_y_site_records_v_version_version_slug_idx" ON "_y_site_records_v" USING btree ("version_slug");
  CREATE INDEX "_y_site_records_v_version_governance_version_governance__idx" ON "_y_site_records_v" USING btree ("version_governance_review_by");
  CREATE INDEX "_y_site_records_v_version_version_updated_at_idx" ON "_y_site_records_v" USING btree ("version_updated_at");
  CREATE INDEX "_y_site_records_v_version_version_created_at_idx" ON "_y_site_records_v" USING btree ("version_created_at");
  CREATE INDEX "_y_site_records_v_version_version__status_idx" ON "_y_site_records_v" USING btree ("version__status");
  CREATE INDEX "_y_site_records_v_created_at_idx" ON "_y_site_records_v" USING btree ("created_at");
  CREATE INDEX "_y_site_records_v_updated_at_idx" ON "_y_site_records_v" USING btree ("updated_at");
  CREATE INDEX "_y_site_records_v_latest_idx" ON "_y_site_records_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_y_site_drugs_fk" FOREIGN KEY ("y_site_drugs_id") REFERENCES "public"."y_site_drugs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_y_site_records_fk" FOREIGN KEY ("y_site_records_id") REFERENCES "public"."y_site_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_y_site_drugs_id_idx" ON "payload_locked_documents_rels" USING btree ("y_site_drugs_id");
  CREATE INDEX "payload_locked_documents_rels_y_site_records_id_idx" ON "payload_locked_documents_rels" USING btree ("y_site_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stability_products_matrix_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stability_products_v_version_matrix_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "y_site_drugs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "y_site_drugs_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "y_site_records_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "y_site_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_y_site_records_v_version_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_y_site_records_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stability_products_matrix_methods" CASCADE;
  DROP TABLE "_stability_products_v_version_matrix_methods" CASCADE;
  DROP TABLE "y_site_drugs" CASCADE;
  DROP TABLE "y_site_drugs_texts" CASCADE;
  DROP TABLE "y_site_records_methods" CASCADE;
  DROP TABLE "y_site_records" CASCADE;
  DROP TABLE "_y_site_records_v_version_methods" CASCADE;
  DROP TABLE "_y_site_records_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_y_site_drugs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_y_site_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_y_site_drugs_id_idx";
  DROP INDEX "payload_locked_documents_rels_y_site_records_id_idx";
  ALTER TABLE "stability_products" DROP COLUMN "reconstitution_vial_content_value";
  ALTER TABLE "stability_products" DROP COLUMN "reconstitution_vial_content_unit";
  ALTER TABLE "stability_products" DROP COLUMN "reconstitution_diluent";
  ALTER TABLE "stability_products" DROP COLUMN "reconstitution_volume_added_ml";
  ALTER TABLE "stability_products" DROP COLUMN "reconstitution_displacement_ml";
  ALTER TABLE "stability_products" DROP COLUMN "reconstitution_concentration_value";
  ALTER TABLE "stability_products" DROP COLUMN "reconstitution_concentration_unit";
  ALTER TABLE "stability_products" DROP COLUMN "reconstitution_max_dose_value";
  ALTER TABLE "stability_products" DROP COLUMN "reconstitution_max_dose_unit";
  ALTER TABLE "stability_products" DROP COLUMN "reconstitution_pump_limit_ml_per_hour";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_reconstitution_vial_content_value";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_reconstitution_vial_content_unit";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_reconstitution_diluent";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_reconstitution_volume_added_ml";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_reconstitution_displacement_ml";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_reconstitution_concentration_value";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_reconstitution_concentration_unit";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_reconstitution_max_dose_value";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_reconstitution_max_dose_unit";
  ALTER TABLE "_stability_products_v" DROP COLUMN "version_reconstitution_pump_limit_ml_per_hour";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "y_site_drugs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "y_site_records_id";
  DROP TYPE "public"."enum_stability_products_matrix_methods";
  DROP TYPE "public"."stab_recon_vial_unit";
  DROP TYPE "public"."stab_recon_diluent";
  DROP TYPE "public"."stab_recon_conc_unit";
  DROP TYPE "public"."stab_recon_max_dose_unit";
  DROP TYPE "public"."enum__stability_products_v_version_matrix_methods";
  DROP TYPE "public"."enum_y_site_records_methods";
  DROP TYPE "public"."enum_y_site_records_product_concentration_unit";
  DROP TYPE "public"."enum_y_site_records_product_diluent";
  DROP TYPE "public"."enum_y_site_records_drug_concentration_unit";
  DROP TYPE "public"."enum_y_site_records_drug_diluent";
  DROP TYPE "public"."enum_y_site_records_result";
  DROP TYPE "public"."enum_y_site_records_temperature";
  DROP TYPE "public"."enum_y_site_records_light";
  DROP TYPE "public"."enum_y_site_records_evidence";
  DROP TYPE "public"."enum_y_site_records_status";
  DROP TYPE "public"."enum__y_site_records_v_version_methods";
  DROP TYPE "public"."enum__y_site_records_v_version_product_concentration_unit";
  DROP TYPE "public"."enum__y_site_records_v_version_product_diluent";
  DROP TYPE "public"."enum__y_site_records_v_version_drug_concentration_unit";
  DROP TYPE "public"."enum__y_site_records_v_version_drug_diluent";
  DROP TYPE "public"."enum__y_site_records_v_version_result";
  DROP TYPE "public"."enum__y_site_records_v_version_temperature";
  DROP TYPE "public"."enum__y_site_records_v_version_light";
  DROP TYPE "public"."enum__y_site_records_v_version_evidence";
  DROP TYPE "public"."enum__y_site_records_v_version_status";`)
}
