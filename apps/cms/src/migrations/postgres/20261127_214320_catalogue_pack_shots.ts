import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pack_shots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "catalogue_products" DROP CONSTRAINT "catalogue_products_image_id_media_id_fk";
  
  ALTER TABLE "_catalogue_products_v" DROP CONSTRAINT "_catalogue_products_v_version_image_id_media_id_fk";
  
  DROP INDEX "catalogue_products_image_idx";
  DROP INDEX "_catalogue_products_v_version_version_image_idx";
  ALTER TABLE "catalogue_products" ADD COLUMN "pack_shot_id" integer;
  ALTER TABLE "_catalogue_products_v" ADD COLUMN "version_pack_shot_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pack_shots_id" integer;
  CREATE INDEX "pack_shots_updated_at_idx" ON "pack_shots" USING btree ("updated_at");
  CREATE INDEX "pack_shots_created_at_idx" ON "pack_shots" USING btree ("created_at");
  CREATE UNIQUE INDEX "pack_shots_filename_idx" ON "pack_shots" USING btree ("filename");
  ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_pack_shot_id_pack_shots_id_fk" FOREIGN KEY ("pack_shot_id") REFERENCES "public"."pack_shots"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_catalogue_products_v" ADD CONSTRAINT "_catalogue_products_v_version_pack_shot_id_pack_shots_id_fk" FOREIGN KEY ("version_pack_shot_id") REFERENCES "public"."pack_shots"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pack_shots_fk" FOREIGN KEY ("pack_shots_id") REFERENCES "public"."pack_shots"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "catalogue_products_pack_shot_idx" ON "catalogue_products" USING btree ("pack_shot_id");
  CREATE INDEX "_catalogue_products_v_version_version_pack_shot_idx" ON "_catalogue_products_v" USING btree ("version_pack_shot_id");
  CREATE INDEX "payload_locked_documents_rels_pack_shots_id_idx" ON "payload_locked_documents_rels" USING btree ("pack_shots_id");
  ALTER TABLE "catalogue_products" DROP COLUMN "image_id";
  ALTER TABLE "_catalogue_products_v" DROP COLUMN "version_image_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pack_shots" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pack_shots" CASCADE;
  ALTER TABLE "catalogue_products" DROP CONSTRAINT "catalogue_products_pack_shot_id_pack_shots_id_fk";
  
  ALTER TABLE "_catalogue_products_v" DROP CONSTRAINT "_catalogue_products_v_version_pack_shot_id_pack_shots_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pack_shots_fk";
  
  DROP INDEX "catalogue_products_pack_shot_idx";
  DROP INDEX "_catalogue_products_v_version_version_pack_shot_idx";
  DROP INDEX "payload_locked_documents_rels_pack_shots_id_idx";
  ALTER TABLE "catalogue_products" ADD COLUMN "image_id" integer;
  ALTER TABLE "_catalogue_products_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_catalogue_products_v" ADD CONSTRAINT "_catalogue_products_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "catalogue_products_image_idx" ON "catalogue_products" USING btree ("image_id");
  CREATE INDEX "_catalogue_products_v_version_version_image_idx" ON "_catalogue_products_v" USING btree ("version_image_id");
  ALTER TABLE "catalogue_products" DROP COLUMN "pack_shot_id";
  ALTER TABLE "_catalogue_products_v" DROP COLUMN "version_pack_shot_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pack_shots_id";`)
}
