import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`read_model\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`generation\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `);
  // The one generation row every portal request reads (globals/ReadModel.ts); it exists from the start.
  await db.run(
    sql`INSERT INTO \`read_model\` (\`generation\`, \`updated_at\`, \`created_at\`) VALUES (0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));`,
  );
  await db.run(sql`ALTER TABLE \`stability_products\` ADD \`featured\` integer DEFAULT false;`);
  await db.run(sql`CREATE INDEX \`stability_products_featured_idx\` ON \`stability_products\` (\`featured\`);`);
  await db.run(sql`ALTER TABLE \`_stability_products_v\` ADD \`version_featured\` integer DEFAULT false;`);
  await db.run(
    sql`CREATE INDEX \`_stability_products_v_version_version_featured_idx\` ON \`_stability_products_v\` (\`version_featured\`);`,
  );
  await db.run(sql`ALTER TABLE \`education_courses\` ADD \`featured\` integer DEFAULT false;`);
  await db.run(sql`CREATE INDEX \`education_courses_featured_idx\` ON \`education_courses\` (\`featured\`);`);
  await db.run(sql`ALTER TABLE \`_education_courses_v\` ADD \`version_featured\` integer DEFAULT false;`);
  await db.run(
    sql`CREATE INDEX \`_education_courses_v_version_version_featured_idx\` ON \`_education_courses_v\` (\`version_featured\`);`,
  );
  await db.run(sql`ALTER TABLE \`clinical_resources\` ADD \`featured\` integer DEFAULT false;`);
  await db.run(sql`CREATE INDEX \`clinical_resources_featured_idx\` ON \`clinical_resources\` (\`featured\`);`);
  await db.run(sql`ALTER TABLE \`_clinical_resources_v\` ADD \`version_featured\` integer DEFAULT false;`);
  await db.run(
    sql`CREATE INDEX \`_clinical_resources_v_version_version_featured_idx\` ON \`_clinical_resources_v\` (\`version_featured\`);`,
  );
  await db.run(sql`ALTER TABLE \`clinical_trials\` ADD \`featured\` integer DEFAULT false;`);
  await db.run(sql`CREATE INDEX \`clinical_trials_featured_idx\` ON \`clinical_trials\` (\`featured\`);`);
  await db.run(sql`ALTER TABLE \`_clinical_trials_v\` ADD \`version_featured\` integer DEFAULT false;`);
  await db.run(
    sql`CREATE INDEX \`_clinical_trials_v_version_version_featured_idx\` ON \`_clinical_trials_v\` (\`version_featured\`);`,
  );
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`read_model\`;`);
  await db.run(sql`DROP INDEX \`stability_products_featured_idx\`;`);
  await db.run(sql`ALTER TABLE \`stability_products\` DROP COLUMN \`featured\`;`);
  await db.run(sql`DROP INDEX \`_stability_products_v_version_version_featured_idx\`;`);
  await db.run(sql`ALTER TABLE \`_stability_products_v\` DROP COLUMN \`version_featured\`;`);
  await db.run(sql`DROP INDEX \`education_courses_featured_idx\`;`);
  await db.run(sql`ALTER TABLE \`education_courses\` DROP COLUMN \`featured\`;`);
  await db.run(sql`DROP INDEX \`_education_courses_v_version_version_featured_idx\`;`);
  await db.run(sql`ALTER TABLE \`_education_courses_v\` DROP COLUMN \`version_featured\`;`);
  await db.run(sql`DROP INDEX \`clinical_resources_featured_idx\`;`);
  await db.run(sql`ALTER TABLE \`clinical_resources\` DROP COLUMN \`featured\`;`);
  await db.run(sql`DROP INDEX \`_clinical_resources_v_version_version_featured_idx\`;`);
  await db.run(sql`ALTER TABLE \`_clinical_resources_v\` DROP COLUMN \`version_featured\`;`);
  await db.run(sql`DROP INDEX \`clinical_trials_featured_idx\`;`);
  await db.run(sql`ALTER TABLE \`clinical_trials\` DROP COLUMN \`featured\`;`);
  await db.run(sql`DROP INDEX \`_clinical_trials_v_version_version_featured_idx\`;`);
  await db.run(sql`ALTER TABLE \`_clinical_trials_v\` DROP COLUMN \`version_featured\`;`);
}
