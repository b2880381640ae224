import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stability_products_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`stability_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`stability_products_texts_order_parent\` ON \`stability_products_texts\` (\`order\`,\`parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_stability_products_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_stability_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_stability_products_v_texts_order_parent\` ON \`_stability_products_v_texts\` (\`order\`,\`parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`catalogue_products_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`catalogue_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`catalogue_products_texts_order_parent\` ON \`catalogue_products_texts\` (\`order\`,\`parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_catalogue_products_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_catalogue_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_texts_order_parent\` ON \`_catalogue_products_v_texts\` (\`order\`,\`parent_id\`);`,
  );
  await db.run(sql`ALTER TABLE \`stability_products\` ADD \`inn\` text;`);
  await db.run(sql`CREATE INDEX \`stability_products_inn_idx\` ON \`stability_products\` (\`inn\`);`);
  await db.run(sql`ALTER TABLE \`_stability_products_v\` ADD \`version_inn\` text;`);
  await db.run(
    sql`CREATE INDEX \`_stability_products_v_version_version_inn_idx\` ON \`_stability_products_v\` (\`version_inn\`);`,
  );
  await db.run(sql`ALTER TABLE \`catalogue_products\` ADD \`inn\` text;`);
  await db.run(sql`CREATE INDEX \`catalogue_products_inn_idx\` ON \`catalogue_products\` (\`inn\`);`);
  await db.run(sql`ALTER TABLE \`_catalogue_products_v\` ADD \`version_inn\` text;`);
  await db.run(
    sql`CREATE INDEX \`_catalogue_products_v_version_version_inn_idx\` ON \`_catalogue_products_v\` (\`version_inn\`);`,
  );
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stability_products_texts\`;`);
  await db.run(sql`DROP TABLE \`_stability_products_v_texts\`;`);
  await db.run(sql`DROP TABLE \`catalogue_products_texts\`;`);
  await db.run(sql`DROP TABLE \`_catalogue_products_v_texts\`;`);
  await db.run(sql`DROP INDEX \`stability_products_inn_idx\`;`);
  await db.run(sql`ALTER TABLE \`stability_products\` DROP COLUMN \`inn\`;`);
  await db.run(sql`DROP INDEX \`_stability_products_v_version_version_inn_idx\`;`);
  await db.run(sql`ALTER TABLE \`_stability_products_v\` DROP COLUMN \`version_inn\`;`);
  await db.run(sql`DROP INDEX \`catalogue_products_inn_idx\`;`);
  await db.run(sql`ALTER TABLE \`catalogue_products\` DROP COLUMN \`inn\`;`);
  await db.run(sql`DROP INDEX \`_catalogue_products_v_version_version_inn_idx\`;`);
  await db.run(sql`ALTER TABLE \`_catalogue_products_v\` DROP COLUMN \`version_inn\`;`);
}
