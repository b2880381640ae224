import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

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
  CREATE TYPE "public"."enum_education_courses_kind" AS ENUM('course', 'category');
  CREATE TYPE "public"."enum_education_courses_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__education_courses_v_version_kind" AS ENUM('course', 'category');
  CREATE TYPE "public"."enum__education_courses_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_education_items_format" AS ENUM('e-learning', 'video', 'webinar', 'article', 'case-study');
  CREATE TYPE "public"."enum_education_items_cpd_type" AS ENUM('self-directed', 'accredited');
  CREATE TYPE "public"."enum_education_items_cpd_display" AS ENUM('time', 'points');
  CREATE TYPE "public"."enum_education_items_cpd_time_unit" AS ENUM('minutes', 'hours');
  CREATE TYPE "public"."enum_education_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__education_items_v_version_format" AS ENUM('e-learning', 'video', 'webinar', 'article', 'case-study');
  CREATE TYPE "public"."enum__education_items_v_version_cpd_type" AS ENUM('self-directed', 'accredited');
  CREATE TYPE "public"."enum__education_items_v_version_cpd_display" AS ENUM('time', 'points');
  CREATE TYPE "public"."enum__education_items_v_version_cpd_time_unit" AS ENUM('minutes', 'hours');
  CREATE TYPE "public"."enum__education_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_cpd_entries_cpd_type" AS ENUM('self-directed', 'accredited');
  CREATE TYPE "public"."enum_cpd_entries_cpd_display" AS ENUM('time', 'points');
  CREATE TYPE "public"."enum_cpd_entries_cpd_time_unit" AS ENUM('minutes', 'hours');
  CREATE TYPE "public"."enum_cpd_entries_planning" AS ENUM('planned', 'unplanned');
  CREATE TYPE "public"."enum_clinical_resources_kind" AS ENUM('category', 'learning-module', 'resource');
  CREATE TYPE "public"."enum_clinical_resources_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__clinical_resources_v_version_kind" AS ENUM('category', 'learning-module', 'resource');
  CREATE TYPE "public"."enum__clinical_resources_v_version_status" AS ENUM('draft', 'published');
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
  CREATE TYPE "public"."enum_important_updates_category" AS ENUM('safety-notice', 'supply-update', 'product-news', 'guidance-change', 'service-announcement');
  CREATE TYPE "public"."enum_important_updates_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__important_updates_v_version_category" AS ENUM('safety-notice', 'supply-update', 'product-news', 'guidance-change', 'service-announcement');
  CREATE TYPE "public"."enum__important_updates_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_teams_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__teams_v_version_status" AS ENUM('draft', 'published');
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
  
  CREATE TABLE "education_courses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kind" "enum_education_courses_kind" DEFAULT 'category',
  	"summary" varchar,
  	"body" jsonb,
  	"display_order" numeric DEFAULT 100,
  	"slug" varchar,
  	"governance_approval_code" varchar,
  	"governance_date_of_preparation" timestamp(3) with time zone,
  	"governance_review_by" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_education_courses_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_education_courses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_kind" "enum__education_courses_v_version_kind" DEFAULT 'category',
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_display_order" numeric DEFAULT 100,
  	"version_slug" varchar,
  	"version_governance_approval_code" varchar,
  	"version_governance_date_of_preparation" timestamp(3) with time zone,
  	"version_governance_review_by" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__education_courses_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "education_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"parent_id" integer,
  	"format" "enum_education_items_format" DEFAULT 'e-learning',
  	"summary" varchar,
  	"body" jsonb,
  	"cpd_type" "enum_education_items_cpd_type" DEFAULT 'self-directed',
  	"cpd_display" "enum_education_items_cpd_display" DEFAULT 'time',
  	"cpd_category" numeric,
  	"cpd_points" numeric DEFAULT 0,
  	"cpd_time_value" numeric DEFAULT 0,
  	"cpd_time_unit" "enum_education_items_cpd_time_unit" DEFAULT 'minutes',
  	"slug" varchar,
  	"governance_approval_code" varchar,
  	"governance_date_of_preparation" timestamp(3) with time zone,
  	"governance_review_by" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_education_items_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "education_items_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "_education_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_parent_id" integer,
  	"version_format" "enum__education_items_v_version_format" DEFAULT 'e-learning',
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_cpd_type" "enum__education_items_v_version_cpd_type" DEFAULT 'self-directed',
  	"version_cpd_display" "enum__education_items_v_version_cpd_display" DEFAULT 'time',
  	"version_cpd_category" numeric,
  	"version_cpd_points" numeric DEFAULT 0,
  	"version_cpd_time_value" numeric DEFAULT 0,
  	"version_cpd_time_unit" "enum__education_items_v_version_cpd_time_unit" DEFAULT 'minutes',
  	"version_slug" varchar,
  	"version_governance_approval_code" varchar,
  	"version_governance_date_of_preparation" timestamp(3) with time zone,
  	"version_governance_review_by" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__education_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_education_items_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"documents_id" integer
  );
  
  CREATE TABLE "cpd_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"cpd_type" "enum_cpd_entries_cpd_type" DEFAULT 'self-directed' NOT NULL,
  	"cpd_display" "enum_cpd_entries_cpd_display" DEFAULT 'time' NOT NULL,
  	"cpd_category" numeric,
  	"cpd_points" numeric DEFAULT 0 NOT NULL,
  	"cpd_time_value" numeric DEFAULT 0 NOT NULL,
  	"cpd_time_unit" "enum_cpd_entries_cpd_time_unit" DEFAULT 'minutes' NOT NULL,
  	"planning" "enum_cpd_entries_planning" NOT NULL,
  	"reflection_learned" varchar,
  	"reflection_practice" varchar,
  	"peer_discussion" varchar,
  	"education_item_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stability_products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "education_courses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "education_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cpd_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "clinical_resources_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "clinical_trials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "important_updates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "teams_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "catalogue_products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quick_links_id" integer;
  ALTER TABLE "stability_products_matrix" ADD CONSTRAINT "stability_products_matrix_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stability_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stability_products_rels" ADD CONSTRAINT "stability_products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stability_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stability_products_rels" ADD CONSTRAINT "stability_products_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stability_products_v_version_matrix" ADD CONSTRAINT "_stability_products_v_version_matrix_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stability_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stability_products_v" ADD CONSTRAINT "_stability_products_v_parent_id_stability_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stability_products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_stability_products_v_rels" ADD CONSTRAINT "_stability_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_stability_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stability_products_v_rels" ADD CONSTRAINT "_stability_products_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_education_courses_v" ADD CONSTRAINT "_education_courses_v_parent_id_education_courses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."education_courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "education_items" ADD CONSTRAINT "education_items_parent_id_education_courses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."education_courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "education_items_rels" ADD CONSTRAINT "education_items_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."education_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "education_items_rels" ADD CONSTRAINT "education_items_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_education_items_v" ADD CONSTRAINT "_education_items_v_parent_id_education_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."education_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_education_items_v" ADD CONSTRAINT "_education_items_v_version_parent_id_education_courses_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."education_courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_education_items_v_rels" ADD CONSTRAINT "_education_items_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_education_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_education_items_v_rels" ADD CONSTRAINT "_education_items_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cpd_entries" ADD CONSTRAINT "cpd_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cpd_entries" ADD CONSTRAINT "cpd_entries_education_item_id_education_items_id_fk" FOREIGN KEY ("education_item_id") REFERENCES "public"."education_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "clinical_resources" ADD CONSTRAINT "clinical_resources_parent_id_clinical_resources_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clinical_resources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "clinical_resources_rels" ADD CONSTRAINT "clinical_resources_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clinical_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clinical_resources_rels" ADD CONSTRAINT "clinical_resources_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clinical_resources_v" ADD CONSTRAINT "_clinical_resources_v_parent_id_clinical_resources_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clinical_resources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_clinical_resources_v" ADD CONSTRAINT "_clinical_resources_v_version_parent_id_clinical_resources_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."clinical_resources"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_clinical_resources_v_rels" ADD CONSTRAINT "_clinical_resources_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_clinical_resources_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clinical_resources_v_rels" ADD CONSTRAINT "_clinical_resources_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "important_updates_rels" ADD CONSTRAINT "important_updates_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."important_updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "important_updates_rels" ADD CONSTRAINT "important_updates_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_important_updates_v" ADD CONSTRAINT "_important_updates_v_parent_id_important_updates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."important_updates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_important_updates_v_rels" ADD CONSTRAINT "_important_updates_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_important_updates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_important_updates_v_rels" ADD CONSTRAINT "_important_updates_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "teams_members" ADD CONSTRAINT "teams_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "teams_members" ADD CONSTRAINT "teams_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_teams_v_version_members" ADD CONSTRAINT "_teams_v_version_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_teams_v_version_members" ADD CONSTRAINT "_teams_v_version_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_teams_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_teams_v" ADD CONSTRAINT "_teams_v_parent_id_teams_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "catalogue_products_rels" ADD CONSTRAINT "catalogue_products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "catalogue_products_rels" ADD CONSTRAINT "catalogue_products_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_products_v" ADD CONSTRAINT "_catalogue_products_v_parent_id_catalogue_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."catalogue_products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_catalogue_products_v" ADD CONSTRAINT "_catalogue_products_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_catalogue_products_v_rels" ADD CONSTRAINT "_catalogue_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_catalogue_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_catalogue_products_v_rels" ADD CONSTRAINT "_catalogue_products_v_rels_documents_fk" FOREIGN KEY ("documents_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quick_links_v" ADD CONSTRAINT "_quick_links_v_parent_id_quick_links_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."quick_links"("id") ON DELETE set null ON UPDATE no action;
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
  CREATE INDEX "education_courses_display_order_idx" ON "education_courses" USING btree ("display_order");
  CREATE UNIQUE INDEX "education_courses_slug_idx" ON "education_courses" USING btree ("slug");
  CREATE INDEX "education_courses_governance_governance_review_by_idx" ON "education_courses" USING btree ("governance_review_by");
  CREATE INDEX "education_courses_updated_at_idx" ON "education_courses" USING btree ("updated_at");
  CREATE INDEX "education_courses_created_at_idx" ON "education_courses" USING btree ("created_at");
  CREATE INDEX "education_courses__status_idx" ON "education_courses" USING btree ("_status");
  CREATE INDEX "_education_courses_v_parent_idx" ON "_education_courses_v" USING btree ("parent_id");
  CREATE INDEX "_education_courses_v_version_version_display_order_idx" ON "_education_courses_v" USING btree ("version_display_order");
  CREATE INDEX "_education_courses_v_version_version_slug_idx" ON "_education_courses_v" USING btree ("version_slug");
  CREATE INDEX "_education_courses_v_version_governance_version_governan_idx" ON "_education_courses_v" USING btree ("version_governance_review_by");
  CREATE INDEX "_education_courses_v_version_version_updated_at_idx" ON "_education_courses_v" USING btree ("version_updated_at");
  CREATE INDEX "_education_courses_v_version_version_created_at_idx" ON "_education_courses_v" USING btree ("version_created_at");
  CREATE INDEX "_education_courses_v_version_version__status_idx" ON "_education_courses_v" USING btree ("version__status");
  CREATE INDEX "_education_courses_v_created_at_idx" ON "_education_courses_v" USING btree ("created_at");
  CREATE INDEX "_education_courses_v_updated_at_idx" ON "_education_courses_v" USING btree ("updated_at");
  CREATE INDEX "_education_courses_v_latest_idx" ON "_education_courses_v" USING btree ("latest");
  CREATE INDEX "education_items_parent_idx" ON "education_items" USING btree ("parent_id");
  CREATE UNIQUE INDEX "education_items_slug_idx" ON "education_items" USING btree ("slug");
  CREATE INDEX "education_items_governance_governance_review_by_idx" ON "education_items" USING btree ("governance_review_by");
  CREATE INDEX "education_items_updated_at_idx" ON "education_items" USING btree ("updated_at");
  CREATE INDEX "education_items_created_at_idx" ON "education_items" USING btree ("created_at");
  CREATE INDEX "education_items__status_idx" ON "education_items" USING btree ("_status");
  CREATE INDEX "education_items_rels_order_idx" ON "education_items_rels" USING btree ("order");
  CREATE INDEX "education_items_rels_parent_idx" ON "education_items_rels" USING btree ("parent_id");
  CREATE INDEX "education_items_rels_path_idx" ON "education_items_rels" USING btree ("path");
  CREATE INDEX "education_items_rels_documents_id_idx" ON "education_items_rels" USING btree ("documents_id");
  CREATE INDEX "_education_items_v_parent_idx" ON "_education_items_v" USING btree ("parent_id");
  CREATE INDEX "_education_items_v_version_version_parent_idx" ON "_education_items_v" USING btree ("version_parent_id");
  CREATE INDEX "_education_items_v_version_version_slug_idx" ON "_education_items_v" USING btree ("version_slug");
  CREATE INDEX "_education_items_v_version_governance_version_governance_idx" ON "_education_items_v" USING btree ("version_governance_review_by");
  CREATE INDEX "_education_items_v_version_version_updated_at_idx" ON "_education_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_education_items_v_version_version_created_at_idx" ON "_education_items_v" USING btree ("version_created_at");
  CREATE INDEX "_education_items_v_version_version__status_idx" ON "_education_items_v" USING btree ("version__status");
  CREATE INDEX "_education_items_v_created_at_idx" ON "_education_items_v" USING btree ("created_at");
  CREATE INDEX "_education_items_v_updated_at_idx" ON "_education_items_v" USING btree ("updated_at");
  CREATE INDEX "_education_items_v_latest_idx" ON "_education_items_v" USING btree ("latest");
  CREATE INDEX "_education_items_v_rels_order_idx" ON "_education_items_v_rels" USING btree ("order");
  CREATE INDEX "_education_items_v_rels_parent_idx" ON "_education_items_v_rels" USING btree ("parent_id");
  CREATE INDEX "_education_items_v_rels_path_idx" ON "_education_items_v_rels" USING btree ("path");
  CREATE INDEX "_education_items_v_rels_documents_id_idx" ON "_education_items_v_rels" USING btree ("documents_id");
  CREATE INDEX "cpd_entries_owner_idx" ON "cpd_entries" USING btree ("owner_id");
  CREATE INDEX "cpd_entries_date_idx" ON "cpd_entries" USING btree ("date");
  CREATE INDEX "cpd_entries_education_item_idx" ON "cpd_entries" USING btree ("education_item_id");
  CREATE INDEX "cpd_entries_updated_at_idx" ON "cpd_entries" USING btree ("updated_at");
  CREATE INDEX "cpd_entries_created_at_idx" ON "cpd_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "owner_educationItem_idx" ON "cpd_entries" USING btree ("owner_id","education_item_id");
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stability_products_fk" FOREIGN KEY ("stability_products_id") REFERENCES "public"."stability_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_education_courses_fk" FOREIGN KEY ("education_courses_id") REFERENCES "public"."education_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_education_items_fk" FOREIGN KEY ("education_items_id") REFERENCES "public"."education_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cpd_entries_fk" FOREIGN KEY ("cpd_entries_id") REFERENCES "public"."cpd_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clinical_resources_fk" FOREIGN KEY ("clinical_resources_id") REFERENCES "public"."clinical_resources"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clinical_trials_fk" FOREIGN KEY ("clinical_trials_id") REFERENCES "public"."clinical_trials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_important_updates_fk" FOREIGN KEY ("important_updates_id") REFERENCES "public"."important_updates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_teams_fk" FOREIGN KEY ("teams_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_catalogue_products_fk" FOREIGN KEY ("catalogue_products_id") REFERENCES "public"."catalogue_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quick_links_fk" FOREIGN KEY ("quick_links_id") REFERENCES "public"."quick_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_stability_products_id_idx" ON "payload_locked_documents_rels" USING btree ("stability_products_id");
  CREATE INDEX "payload_locked_documents_rels_education_courses_id_idx" ON "payload_locked_documents_rels" USING btree ("education_courses_id");
  CREATE INDEX "payload_locked_documents_rels_education_items_id_idx" ON "payload_locked_documents_rels" USING btree ("education_items_id");
  CREATE INDEX "payload_locked_documents_rels_cpd_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("cpd_entries_id");
  CREATE INDEX "payload_locked_documents_rels_clinical_resources_id_idx" ON "payload_locked_documents_rels" USING btree ("clinical_resources_id");
  CREATE INDEX "payload_locked_documents_rels_clinical_trials_id_idx" ON "payload_locked_documents_rels" USING btree ("clinical_trials_id");
  CREATE INDEX "payload_locked_documents_rels_important_updates_id_idx" ON "payload_locked_documents_rels" USING btree ("important_updates_id");
  CREATE INDEX "payload_locked_documents_rels_teams_id_idx" ON "payload_locked_documents_rels" USING btree ("teams_id");
  CREATE INDEX "payload_locked_documents_rels_catalogue_products_id_idx" ON "payload_locked_documents_rels" USING btree ("catalogue_products_id");
  CREATE INDEX "payload_locked_documents_rels_quick_links_id_idx" ON "payload_locked_documents_rels" USING btree ("quick_links_id");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stability_products_matrix" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stability_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stability_products_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stability_products_v_version_matrix" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stability_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stability_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "education_courses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_education_courses_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "education_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "education_items_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_education_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_education_items_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cpd_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_resources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clinical_resources_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clinical_resources_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_clinical_resources_v_rels" DISABLE ROW LEVEL SECURITY;
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
  ALTER TABLE "important_updates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "important_updates_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_important_updates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_important_updates_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "teams_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "teams" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_teams_v_version_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_teams_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "catalogue_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "catalogue_products_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_catalogue_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_catalogue_products_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quick_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quick_links_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stability_products_matrix" CASCADE;
  DROP TABLE "stability_products" CASCADE;
  DROP TABLE "stability_products_rels" CASCADE;
  DROP TABLE "_stability_products_v_version_matrix" CASCADE;
  DROP TABLE "_stability_products_v" CASCADE;
  DROP TABLE "_stability_products_v_rels" CASCADE;
  DROP TABLE "education_courses" CASCADE;
  DROP TABLE "_education_courses_v" CASCADE;
  DROP TABLE "education_items" CASCADE;
  DROP TABLE "education_items_rels" CASCADE;
  DROP TABLE "_education_items_v" CASCADE;
  DROP TABLE "_education_items_v_rels" CASCADE;
  DROP TABLE "cpd_entries" CASCADE;
  DROP TABLE "clinical_resources" CASCADE;
  DROP TABLE "clinical_resources_rels" CASCADE;
  DROP TABLE "_clinical_resources_v" CASCADE;
  DROP TABLE "_clinical_resources_v_rels" CASCADE;
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
  DROP TABLE "important_updates" CASCADE;
  DROP TABLE "important_updates_rels" CASCADE;
  DROP TABLE "_important_updates_v" CASCADE;
  DROP TABLE "_important_updates_v_rels" CASCADE;
  DROP TABLE "teams_members" CASCADE;
  DROP TABLE "teams" CASCADE;
  DROP TABLE "_teams_v_version_members" CASCADE;
  DROP TABLE "_teams_v" CASCADE;
  DROP TABLE "catalogue_products" CASCADE;
  DROP TABLE "catalogue_products_rels" CASCADE;
  DROP TABLE "_catalogue_products_v" CASCADE;
  DROP TABLE "_catalogue_products_v_rels" CASCADE;
  DROP TABLE "quick_links" CASCADE;
  DROP TABLE "_quick_links_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stability_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_education_courses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_education_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cpd_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_clinical_resources_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_clinical_trials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_important_updates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_teams_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_catalogue_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quick_links_fk";
  
  DROP INDEX "payload_locked_documents_rels_stability_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_education_courses_id_idx";
  DROP INDEX "payload_locked_documents_rels_education_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_cpd_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_clinical_resources_id_idx";
  DROP INDEX "payload_locked_documents_rels_clinical_trials_id_idx";
  DROP INDEX "payload_locked_documents_rels_important_updates_id_idx";
  DROP INDEX "payload_locked_documents_rels_teams_id_idx";
  DROP INDEX "payload_locked_documents_rels_catalogue_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_quick_links_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stability_products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "education_courses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "education_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cpd_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "clinical_resources_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "clinical_trials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "important_updates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "teams_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "catalogue_products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quick_links_id";
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
  DROP TYPE "public"."enum_education_courses_kind";
  DROP TYPE "public"."enum_education_courses_status";
  DROP TYPE "public"."enum__education_courses_v_version_kind";
  DROP TYPE "public"."enum__education_courses_v_version_status";
  DROP TYPE "public"."enum_education_items_format";
  DROP TYPE "public"."enum_education_items_cpd_type";
  DROP TYPE "public"."enum_education_items_cpd_display";
  DROP TYPE "public"."enum_education_items_cpd_time_unit";
  DROP TYPE "public"."enum_education_items_status";
  DROP TYPE "public"."enum__education_items_v_version_format";
  DROP TYPE "public"."enum__education_items_v_version_cpd_type";
  DROP TYPE "public"."enum__education_items_v_version_cpd_display";
  DROP TYPE "public"."enum__education_items_v_version_cpd_time_unit";
  DROP TYPE "public"."enum__education_items_v_version_status";
  DROP TYPE "public"."enum_cpd_entries_cpd_type";
  DROP TYPE "public"."enum_cpd_entries_cpd_display";
  DROP TYPE "public"."enum_cpd_entries_cpd_time_unit";
  DROP TYPE "public"."enum_cpd_entries_planning";
  DROP TYPE "public"."enum_clinical_resources_kind";
  DROP TYPE "public"."enum_clinical_resources_status";
  DROP TYPE "public"."enum__clinical_resources_v_version_kind";
  DROP TYPE "public"."enum__clinical_resources_v_version_status";
  DROP TYPE "public"."enum_clinical_trials_sites_site_status";
  DROP TYPE "public"."enum_clinical_trials_phase";
  DROP TYPE "public"."enum_clinical_trials_recruitment_status";
  DROP TYPE "public"."enum_clinical_trials_therapeutic_area";
  DROP TYPE "public"."enum_clinical_trials_status";
  DROP TYPE "public"."enum__clinical_trials_v_version_sites_site_status";
  DROP TYPE "public"."enum__clinical_trials_v_version_phase";
  DROP TYPE "public"."enum__clinical_trials_v_version_recruitment_status";
  DROP TYPE "public"."enum__clinical_trials_v_version_therapeutic_area";
  DROP TYPE "public"."enum__clinical_trials_v_version_status";
  DROP TYPE "public"."enum_important_updates_category";
  DROP TYPE "public"."enum_important_updates_status";
  DROP TYPE "public"."enum__important_updates_v_version_category";
  DROP TYPE "public"."enum__important_updates_v_version_status";
  DROP TYPE "public"."enum_teams_status";
  DROP TYPE "public"."enum__teams_v_version_status";
  DROP TYPE "public"."enum_catalogue_products_therapeutic_area";
  DROP TYPE "public"."enum_catalogue_products_form";
  DROP TYPE "public"."enum_catalogue_products_legal_category";
  DROP TYPE "public"."enum_catalogue_products_status";
  DROP TYPE "public"."enum__catalogue_products_v_version_therapeutic_area";
  DROP TYPE "public"."enum__catalogue_products_v_version_form";
  DROP TYPE "public"."enum__catalogue_products_v_version_legal_category";
  DROP TYPE "public"."enum__catalogue_products_v_version_status";
  DROP TYPE "public"."enum_quick_links_status";
  DROP TYPE "public"."enum__quick_links_v_version_status";`);
}
