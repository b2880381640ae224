import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';

// Global search's own tables, outside Payload's schema (so its diff never sees or drops them): the indexed
// documents with a weighted tsvector (title A, body B) under a GIN index, and the vocabulary for suggestions.
// fastupdate is off: items change a few at a time, and a pending list would slow every search until a vacuum.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "search_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection" varchar NOT NULL,
  	"area" varchar NOT NULL,
  	"item_id" integer NOT NULL,
  	"title" text NOT NULL,
  	"body" text NOT NULL,
  	"path" text NOT NULL,
  	"review_by" date NOT NULL,
  	"search_vector" tsvector NOT NULL
  );

  CREATE TABLE "search_terms" (
  	"area" varchar NOT NULL,
  	"term" text NOT NULL,
  	"documents" integer NOT NULL,
  	CONSTRAINT "search_terms_pkey" PRIMARY KEY("area","term")
  );

  CREATE UNIQUE INDEX "search_documents_collection_item_idx" ON "search_documents" USING btree ("collection","item_id");
  CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector") WITH (fastupdate = off);`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "search_documents" CASCADE;
  DROP TABLE IF EXISTS "search_terms" CASCADE;`);
}
