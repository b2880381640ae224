import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_events_action" AS ENUM('sign-in.succeeded', 'sign-in.failed', 'mfa.enrolled', 'mfa.disabled', 'mfa.recovery-code-used', 'password.changed', 'password.reset', 'email.changed', 'roles.changed', 'approval.changed', 'account.suspended', 'content.published', 'content.unpublished', 'content.deleted', 'submissions.exported', 'personal-data.exported', 'personal-data.erased');
  CREATE TYPE "public"."enum_audit_events_actor_kind" AS ENUM('portal-account', 'cms-account', 'system', 'anonymous');
  CREATE TABLE "audit_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"action" "enum_audit_events_action" NOT NULL,
  	"actor_kind" "enum_audit_events_actor_kind" NOT NULL,
  	"actor_id" varchar,
  	"actor_email" varchar,
  	"target_collection" varchar,
  	"target_id" varchar,
  	"target_label" varchar,
  	"target_version" varchar,
  	"client_address" varchar,
  	"request_id" varchar,
  	"details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_events_id" integer;
  CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");
  CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action");
  CREATE INDEX "audit_events_actor_id_idx" ON "audit_events" USING btree ("actor_id");
  CREATE INDEX "audit_events_actor_email_idx" ON "audit_events" USING btree ("actor_email");
  CREATE INDEX "audit_events_target_collection_idx" ON "audit_events" USING btree ("target_collection");
  CREATE INDEX "audit_events_updated_at_idx" ON "audit_events" USING btree ("updated_at");
  CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_events_fk" FOREIGN KEY ("audit_events_id") REFERENCES "public"."audit_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_events_id");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_audit_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_events_id";
  DROP TYPE "public"."enum_audit_events_action";
  DROP TYPE "public"."enum_audit_events_actor_kind";`);
}
