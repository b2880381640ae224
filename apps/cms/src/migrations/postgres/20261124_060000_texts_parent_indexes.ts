import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';

// Indexes outside Payload's schema (so its diff never sees or drops them): Payload indexes a hasMany text field's
// table (the synonyms) on (order, parent_id) only, so every read of a product's synonyms, and every search joining
// them, scanned the whole table once per product: 16 s for a stability search with 10,000 products on SQLite.
const TABLES = [
  'stability_products_texts',
  '_stability_products_v_texts',
  'catalogue_products_texts',
  '_catalogue_products_v_texts',
] as const;

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(sql.raw(`CREATE INDEX "${table}_parent_idx" ON "${table}" USING btree ("parent_id");`));
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) await db.execute(sql.raw(`DROP INDEX "${table}_parent_idx";`));
}
