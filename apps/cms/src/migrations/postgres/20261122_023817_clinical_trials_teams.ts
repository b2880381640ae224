import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_teams_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__teams_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_clinical_trials_sites_site_status" AS ENUM('opening-soon', 'open', 'closed', 'completed');
  CREATE TYPE "public"."enum_clinical_trials_phase" AS ENUM('phase-1', 'phase-1-2', 'phase-2', 'phase-2-3', 'phase-3', 'phase-4');
  CREATE TYPE "public"."enum_clinical_trials_recruitment_status" AS ENUM('recruiting', 'not-yet-recruiting', 'active-not-recruiting', 'suspended', 'completed', 'terminated');
  CREATE TYPE "public"."enum_clinical_trials_therapeutic_area" AS ENUM('anaesthesia', 'cardiology', 'critical-care', 'haematology', 'infectious-diseases', 'neurology', 'oncology', 'renal');
  CREATE TYPE "public"."enum_clinical_trials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__clinical_trials_v_version_sites_site_status" AS ENUM('opening-soon', 'open', 'closed', 'completed');
  CREATE TYPE "public"."enum__clinical_trials_v_version_phase" AS ENUM('phase-1', 'phase-1-2', 'phase-2', 'phase-2-3', 'phase-3', 'phase-4');
  CREATE TYPE "public"."enum__clinical_trials_v_version_recruitment_status" AS ENUM('recruiting', 'not-yet-recruiting', 'active-not-recruiting', 'suspended', 'completed', 'terminated');
  CREATE TYPE "public"."enum__clinical_trials_v_version_therapeutic_area" AS ENUM('anaesthesia', 'cardiology', 'critical-care', 'haematology', 'infectious-diseases', 'neurology', 'oncology', 'renal');
  CREATE TYPE "public"."enum__clinical_trials_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "teams_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"job_title" varchar,
  	"photo_id" integer,
  	"region" varchar,
  	"phone" varchar,
  	"email" varchar
  );
  
  CREATE TABLE "teams" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"summary" varchar,
  	"remit" varchar,
  	"display_order" numeric DEFAULT 100,
  	"slug" varchar,
  	"governance_approval_code" varchar,
  	"governance_date_of_preparation" timestamp(3) with time zone,
  	"governance_review_by" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_teams_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_teams_v_version_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"job_title" varchar,
  	"photo_id" integer,
  	"region" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_teams_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_summary" varchar,
  	"version_remit" varchar,
  	"version_display_order" numeric DEFAULT 100,
  	"version_slug" varchar,
  	"version_governance_approval_code" varchar,
  	"version_governance_date_of_preparation" timestamp(3) with time zone,
  	"version_governance_review_by" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__teams_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "clinical_trials_eligibility_inclusion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"criterion" varchar
  );
  
  CREATE TABLE "clinical_trials_eligibility_exclusion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"criterion" varchar
  );
  
  CREATE TABLE "clinical_trials_sites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hospital" varchar,
  	"city" varchar,
  	"country" varchar DEFAULT 'United Kingdom',
  	"site_status" "enum_clinical_trials_sites_site_status" DEFAULT 'open'
  );
  
  CREATE TABLE "clinical_trials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"short_title" varchar,
  	"registry_id" varchar,
  	"phase" "enum_clinical_trials_phase",
  	"recruitment_status" "enum_clinical_trials_recruitment_status",
  	"therapeutic_area" "enum_clinical_trials_therapeutic_area",
  	"status_order" numeric,
  	"sponsor" varchar,
  	"intervention" varchar,
  	"start_date" timestamp(3) with time zone,
  	"estimated_completion" timestamp(3) with time zone,
  	"target_enrolment" numeric,
  	"eligibility_summary" varchar,
  	"contact_team_id" integer,
  	"description" jsonb,
  	"slug" varchar,
  	"governance_approval_code" varchar,
  	"governance_date_of_preparation" timestamp(3) with time zone,
  	"governance_review_by" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_clinical_trials_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "clinical_trials_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "_clinical_trials_v_version_eligibility_inclusion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"criterion" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_clinical_trials_v_version_eligibility_exclusion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"criterion" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_clinical_trials_v_version_sites" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hospital" varchar,
  	"city" varchar,
  	"country" varchar DEFAULT 'United Kingdom',
  	"site_status" "enum__clinical_trials_v_version_sites_site_status" DEFAULT 'open',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_clinical_trials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_short_title" varchar,
  	"version_registry_id" varchar,
  	"version_phase" "enum__clinical_trials_v_version_phase",
  	"version_recruitment_status" "enum__clinical_trials_v_version_recruitment_status",
  	"version_therapeutic_area" "enum__clinical_trials_v_version_therapeutic_area",
  	"version_status_order" numeric,
  	"version_sponsor" varchar,
  	"version_intervention" varchar,
  	"version_start_date" timestamp(3) with time zone,
  	"version_estimated_completion" timestamp(3) with time zone,
  	"version_target_enrolment" numeric,
  	"version_eligibility_summary" varchar,
  	"version_contact_team_id" integer,
  	"version_description" jsonb,
  	"version_slug" varchar,
  	"version_governance_approval_code" varchar,
  	"version_governance_date_of_preparation" timestamp(3) with time zone,
  	"version_governance_review_by" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__clinical_trials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_clinical_trials_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "teams_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "clinical_trials_id" integer;
  ALTER TABLE "teams_members" ADD CONSTRAINT "teams_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "teams_members" ADD CONSTRAINT "teams_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_teams_v_version_members" ADD CONSTRAINT "_teams_v_version_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_teams_v_version_members" ADD CONSTRAINT "_teams_v_version_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_teams_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_teams_v" ADD CONSTRAINT "_teams_v_parent_id_teams_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "clinical_trials_eligibility_inclusion" ADD CONSTRAINT "clinical_trials_eligibility_inclusion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."clinical_trials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clinical_trials_eligibility_exclusion" ADD CONSTRAINT "clinical_trials_eligibility_exclusion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."clinical_trials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clinical_trials_sites" ADD CONSTRAINT "clinical_trials_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."clinical_trials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clinical_trials" ADD CONSTRAINT "clinical_trials_contact_team_id_teams_id_fk" FOREIGN KEY ("contact_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "clinical_trials_rels" ADD CONSTRAINT "clinical_trials_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clinical_trials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clinical_trials_rels" ADD CONSTRAINT "clinical_trials_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clinical_trials_v_version_eligibility_inclusion" ADD CONSTRAINT "_clinical_trials_v_version_eligibility_inclusion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_clinical_trials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clinical_trials_v_version_eligibility_exclusion" ADD CONSTRAINT "_clinical_trials_v_version_eligibility_exclusion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_clinical_trials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clinical_trials_v_version_sites" ADD CONSTRAINT "_clinical_trials_v_version_sites_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_clinical_trials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clinical_trials_v" ADD CONSTRAINT "_clinical_trials_v_parent_id_clinical_trials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clinical_trials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_clinical_trials_v" ADD CONSTRAINT "_clinical_trials_v_version_contact_team_id_teams_id_fk" FOREIGN KEY ("version_contact_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_clinical_trials_v_rels" ADD CONSTRAINT "_clinical_trials_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_clinical_trials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clinical_trials_v_rels" ADD CONSTRAINT "_clinical_trials_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "teams_members_order_idx" ON "teams_members" USING btree ("_order");
  CREATE INDEX "teams_members_parent_id_idx" ON "teams_members" USING btree ("_parent_id");
  CREATE INDEX "teams_members_photo_idx" ON "teams_members" USING btree ("photo_id");
  CREATE INDEX "teams_display_order_idx" ON "teams" USING btree ("display_order");
  CREATE UNIQUE INDEX "teams_slug_idx" ON "teams" USING btree ("slug");
  CREATE INDEX "teams_governance_governance_review_by_idx" ON "teams" USING btree ("governance_review_by");
  CREATE INDEX "teams_updated_at_idx" ON "teams" USING btree ("updated_at");
  CREATE INDEX "teams_created_at_idx" ON "teams" USING btree ("created_at");
  CREATE INDEX "teams__status_idx" ON "teams" USING btree ("_status");
  CREATE INDEX "_teams_v_version_members_order_idx" ON "_teams_v_version_members" USING btree ("_order");
  CREATE INDEX "_teams_v_version_members_parent_id_idx" ON "_teams_v_version_members" USING btree ("_parent_id");
  CREATE INDEX "_teams_v_version_members_photo_idx" ON "_teams_v_version_members" USING btree ("photo_id");
  CREATE INDEX "_teams_v_parent_idx" ON "_teams_v" USING btree ("parent_id");
  CREATE INDEX "_teams_v_version_version_display_order_idx" ON "_teams_v" USING btree ("version_display_order");
  CREATE INDEX "_teams_v_version_version_slug_idx" ON "_teams_v" USING btree ("version_slug");
  CREATE INDEX "_teams_v_version_governance_version_governance_review_by_idx" ON "_teams_v" USING btree ("version_governance_review_by");
  CREATE INDEX "_teams_v_version_version_updated_at_idx" ON "_teams_v" USING btree ("version_updated_at");
  CREATE INDEX "_teams_v_version_version_created_at_idx" ON "_teams_v" USING btree ("version_created_at");
  CREATE INDEX "_teams_v_version_version__status_idx" ON "_teams_v" USING btree ("version__status");
  CREATE INDEX "_teams_v_created_at_idx" ON "_teams_v" USING btree ("created_at");
  CREATE INDEX "_teams_v_updated_at_idx" ON "_teams_v" USING btree ("updated_at");
  CREATE INDEX "_teams_v_latest_idx" ON "_teams_v" USING btree ("latest");
  CREATE INDEX "clinical_trials_eligibility_inclusion_order_idx" ON "clinical_trials_eligibility_inclusion" USING btree ("_order");
  CREATE INDEX "clinical_trials_eligibility_inclusion_parent_id_idx" ON "clinical_trials_eligibility_inclusion" USING btree ("_parent_id");
  CREATE INDEX "clinical_trials_eligibility_exclusion_order_idx" ON "clinical_trials_eligibility_exclusion" USING btree ("_order");
  CREATE INDEX "clinical_trials_eligibility_exclusion_parent_id_idx" ON "clinical_trials_eligibility_exclusion" USING btree ("_parent_id");
  CREATE INDEX "clinical_trials_sites_order_idx" ON "clinical_trials_sites" USING btree ("_order");
  CREATE INDEX "clinical_trials_sites_parent_id_idx" ON "clinical_trials_sites" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "clinical_trials_registry_id_idx" ON "clinical_trials" USING btree ("registry_id");
  CREATE INDEX "clinical_trials_recruitment_status_idx" ON "clinical_trials" USING btree ("recruitment_status");
  CREATE INDEX "clinical_trials_therapeutic_area_idx" ON "clinical_trials" USING btree ("therapeutic_area");
  CREATE INDEX "clinical_trials_status_order_idx" ON "clinical_trials" USING btree ("status_order");
  CREATE INDEX "clinical_trials_contact_team_idx" ON "clinical_trials" USING btree ("contact_team_id");
  CREATE UNIQUE INDEX "clinical_trials_slug_idx" ON "clinical_trials" USING btree ("slug");
  CREATE INDEX "clinical_trials_governance_governance_review_by_idx" ON "clinical_trials" USING btree ("governance_review_by");
  CREATE INDEX "clinical_trials_updated_at_idx" ON "clinical_trials" USING btree ("updated_at");
  CREATE INDEX "clinical_trials_created_at_idx" ON "clinical_trials" USING btree ("created_at");
  CREATE INDEX "clinical_trials__status_idx" ON "clinical_trials" USING btree ("_status");
  CREATE INDEX "clinical_trials_rels_order_idx" ON "clinical_trials_rels" USING btree ("order");
  CREATE INDEX "clinical_trials_rels_parent_idx" ON "clinical_trials_rels" USING btree ("parent_id");
  CREATE INDEX "clinical_trials_rels_path_idx" ON "clinical_trials_rels" USING btree ("path");
  CREATE INDEX "clinical_trials_rels_documents_id_idx" ON "clinical_trials_rels" USING btree ("documents_id");
  CREATE INDEX "_clinical_trials_v_version_eligibility_inclusion_order_idx" ON "_clinical_trials_v_version_eligibility_inclusion" USING btree ("_order");
  CREATE INDEX "_clinical_trials_v_version_eligibility_inclusion_parent_id_idx" ON "_clinical_trials_v_version_eligibility_inclusion" USING btree ("_parent_id");
  CREATE INDEX "_clinical_trials_v_version_eligibility_exclusion_order_idx" ON "_clinical_trials_v_version_eligibility_exclusion" USING btree ("_order");
  CREATE INDEX "_clinical_trials_v_version_eligibility_exclusion_parent_id_idx" ON "_clinical_trials_v_version_eligibility_exclusion" USING btree ("_parent_id");
  CREATE INDEX "_clinical_trials_v_version_sites_order_idx" ON "_clinical_trials_v_version_sites" USING btree ("_order");
  CREATE INDEX "_clinical_trials_v_version_sites_parent_id_idx" ON "_clinical_trials_v_version_sites" USING btree ("_parent_id");
  CREATE INDEX "_clinical_trials_v_parent_idx" ON "_clinical_trials_v" USING btree ("parent_id");
  CREATE INDEX "_clinical_trials_v_version_version_registry_id_idx" ON "_clinical_trials_v" USING btree ("version_registry_id");
  CREATE INDEX "_clinical_trials_v_version_version_recruitment_status_idx" ON "_clinical_trials_v" USING btree ("version_recruitment_status");
  CREATE INDEX "_clinical_trials_v_version_version_therapeutic_area_idx" ON "_clinical_trials_v" USING btree ("version_therapeutic_area");
  CREATE INDEX "_clinical_trials_v_version_version_status_order_idx" ON "_clinical_trials_v" USING btree ("version_status_order");
  CREATE INDEX "_clinical_trials_v_version_version_contact_team_idx" ON "_clinical_trials_v" USING btree ("version_contact_team_id");
  CREATE INDEX "_clinical_trials_v_version_version_slug_idx" ON "_clinical_trials_v" USING btree ("version_slug");
  CREATE INDEX "_clinical_trials_v_version_governance_version_governance_idx" ON "_clinical_trials_v" USING btree ("version_governance_review_by");
  CREATE INDEX "_clinical_trials_v_version_version_updated_at_idx" ON "_clinical_trials_v" USING btree ("version_updated_at");
  CREATE INDEX "_clinical_trials_v_version_version_created_at_idx" ON "_clinical_trials_v" USING btree ("version_created_at");
  CREATE INDEX "_clinical_trials_v_version_version__status_idx" ON "_clinical_trials_v" USING btree ("version__status");
  CREATE INDEX "_clinical_trials_v_created_at_idx" ON "_clinical_trials_v" USING btree ("created_at");
  CREATE INDEX "_clinical_trials_v_updated_at_idx" ON "_clinical_trials_v" USING btree ("updated_at");
  CREATE INDEX "_clinical_trials_v_latest_idx" ON "_clinical_trials_v" USING btree ("latest");
  CREATE INDEX "_clinical_trials_v_rels_order_idx" ON "_clinical_trials_v_rels" USING btree ("order");
  CREATE INDEX "_clinical_trials_v_rels_parent_idx" ON "_clinical_trials_v_rels" USING btree ("parent_id");
  CREATE INDEX "_clinical_trials_v_rels_path_idx" ON "_clinical_trials_v_rels" USING btree ("path");
  CREATE INDEX "_clinical_trials_v_rels_documents_id_idx" ON "_clinical_trials_v_rels" USING btree ("documents_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_teams_fk" FOREIGN KEY ("teams_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clinical_trials_fk" FOREIGN KEY ("clinical_trials_id") REFERENCES "public"."clinical_trials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_teams_id_idx" ON "payload_locked_documents_rels" USING btree ("teams_id");
  CREATE INDEX "payload_locked_documents_rels_clinical_trials_id_idx" ON "payload_locked_documents_rels" USING btree ("clinical_trials_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "teams_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "teams" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_teams_v_version_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_teams_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_trials_eligibility_inclusion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_trials_eligibility_exclusion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_trials_sites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_trials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_trials_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clinical_trials_v_version_eligibility_inclusion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clinical_trials_v_version_eligibility_exclusion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clinical_trials_v_version_sites" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clinical_trials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clinical_trials_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "teams_members" CASCADE;
  DROP TABLE "teams" CASCADE;
  DROP TABLE "_teams_v_version_members" CASCADE;
  DROP TABLE "_teams_v" CASCADE;
  DROP TABLE "clinical_trials_eligibility_inclusion" CASCADE;
  DROP TABLE "clinical_trials_eligibility_exclusion" CASCADE;
  DROP TABLE "clinical_trials_sites" CASCADE;
  DROP TABLE "clinical_trials" CASCADE;
  DROP TABLE "clinical_trials_rels" CASCADE;
  DROP TABLE "_clinical_trials_v_version_eligibility_inclusion" CASCADE;
  DROP TABLE "_clinical_trials_v_version_eligibility_exclusion" CASCADE;
  DROP TABLE "_clinical_trials_v_version_sites" CASCADE;
  DROP TABLE "_clinical_trials_v" CASCADE;
  DROP TABLE "_clinical_trials_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_teams_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_clinical_trials_fk";
  
  DROP INDEX "payload_locked_documents_rels_teams_id_idx";
  DROP INDEX "payload_locked_documents_rels_clinical_trials_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "teams_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "clinical_trials_id";
  DROP TYPE "public"."enum_teams_status";
  DROP TYPE "public"."enum__teams_v_version_status";
  DROP TYPE "public"."enum_clinical_trials_sites_site_status";
  DROP TYPE "public"."enum_clinical_trials_phase";
  DROP TYPE "public"."enum_clinical_trials_recruitment_status";
  DROP TYPE "public"."enum_clinical_trials_therapeutic_area";
  DROP TYPE "public"."enum_clinical_trials_status";
  DROP TYPE "public"."enum__clinical_trials_v_version_sites_site_status";
  DROP TYPE "public"."enum__clinical_trials_v_version_phase";
  DROP TYPE "public"."enum__clinical_trials_v_version_recruitment_status";
  DROP TYPE "public"."enum__clinical_trials_v_version_therapeutic_area";
  DROP TYPE "public"."enum__clinical_trials_v_version_status";`)
}
