import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite';

// Global search's own tables, outside Payload's schema (so its diff never sees or drops them): the indexed
// documents, their FTS5 index (an external-content table kept in step by triggers) and the vocabulary for suggestions.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`collection\` text NOT NULL,
  	\`area\` text NOT NULL,
  	\`item_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`path\` text NOT NULL,
  	\`review_by\` text NOT NULL
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`search_documents_collection_item_idx\` ON \`search_documents\` (\`collection\`, \`item_id\`);`,
  );
  await db.run(sql`CREATE VIRTUAL TABLE \`search_fts\` USING fts5(
  	title, body, content='search_documents', content_rowid='id',
  	tokenize='unicode61 remove_diacritics 0', prefix='2 3'
  );`);
  await db.run(sql`CREATE TRIGGER \`search_documents_ai\` AFTER INSERT ON \`search_documents\` BEGIN
  	INSERT INTO search_fts (rowid, title, body) VALUES (new.id, new.title, new.body);
  END;`);
  await db.run(sql`CREATE TRIGGER \`search_documents_ad\` AFTER DELETE ON \`search_documents\` BEGIN
  	INSERT INTO search_fts (search_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
  END;`);
  await db.run(sql`CREATE TRIGGER \`search_documents_au\` AFTER UPDATE ON \`search_documents\` BEGIN
  	INSERT INTO search_fts (search_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
  	INSERT INTO search_fts (rowid, title, body) VALUES (new.id, new.title, new.body);
  END;`);
  await db.run(sql`CREATE TABLE \`search_terms\` (
  	\`area\` text NOT NULL,
  	\`term\` text NOT NULL,
  	\`documents\` integer NOT NULL,
  	PRIMARY KEY(\`area\`, \`term\`)
  );
  `);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_documents_au\`;`);
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_documents_ad\`;`);
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_documents_ai\`;`);
  await db.run(sql`DROP TABLE IF EXISTS \`search_fts\`;`);
  await db.run(sql`DROP TABLE IF EXISTS \`search_documents\`;`);
  await db.run(sql`DROP TABLE IF EXISTS \`search_terms\`;`);
}
