import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stability_products_warnings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`stability_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`stability_products_warnings_order_idx\` ON \`stability_products_warnings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`stability_products_warnings_parent_id_idx\` ON \`stability_products_warnings\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_stability_products_v_version_warnings\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_stability_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_stability_products_v_version_warnings_order_idx\` ON \`_stability_products_v_version_warnings\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_stability_products_v_version_warnings_parent_id_idx\` ON \`_stability_products_v_version_warnings\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stability_products_warnings\`;`)
  await db.run(sql`DROP TABLE \`_stability_products_v_version_warnings\`;`)
}
