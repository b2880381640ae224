import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`answering_team_id\` integer REFERENCES teams(id);`)
  await db.run(sql`CREATE INDEX \`form_submissions_answering_team_idx\` ON \`form_submissions\` (\`answering_team_id\`);`)
  await db.run(sql`ALTER TABLE \`medical_information\` ADD \`team_name\` text DEFAULT 'Medical Information';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text,
  	\`owner_id\` integer,
  	\`deadline\` text,
  	\`status_changed_at\` text,
  	\`urgent\` integer DEFAULT false,
  	\`answer_message\` text,
  	\`answered_at\` text,
  	\`reference\` text,
  	\`form_id\` integer NOT NULL,
  	\`account_id\` integer,
  	\`integration_client_id\` integer,
  	\`submitter_email\` text,
  	\`values\` text NOT NULL,
  	\`patient_harm\` integer DEFAULT false,
  	\`mail_status\` text DEFAULT 'queued' NOT NULL,
  	\`mails_sent\` text,
  	\`caller_key\` text NOT NULL,
  	\`idempotency_key\` text,
  	\`request_hash\` text,
  	\`answer\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`integration_client_id\`) REFERENCES \`integration_clients\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_form_submissions\`("id", "status", "owner_id", "deadline", "status_changed_at", "urgent", "answer_message", "answered_at", "reference", "form_id", "account_id", "integration_client_id", "submitter_email", "values", "patient_harm", "mail_status", "mails_sent", "caller_key", "idempotency_key", "request_hash", "answer", "updated_at", "created_at") SELECT "id", "status", "owner_id", "deadline", "status_changed_at", "urgent", "answer_message", "answered_at", "reference", "form_id", "account_id", "integration_client_id", "submitter_email", "values", "patient_harm", "mail_status", "mails_sent", "caller_key", "idempotency_key", "request_hash", "answer", "updated_at", "created_at" FROM \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_form_submissions\` RENAME TO \`form_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`form_submissions_status_idx\` ON \`form_submissions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_owner_idx\` ON \`form_submissions\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_deadline_idx\` ON \`form_submissions\` (\`deadline\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_urgent_idx\` ON \`form_submissions\` (\`urgent\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_reference_idx\` ON \`form_submissions\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_account_idx\` ON \`form_submissions\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_integration_client_idx\` ON \`form_submissions\` (\`integration_client_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_patient_harm_idx\` ON \`form_submissions\` (\`patient_harm\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`callerKey_idempotencyKey_idx\` ON \`form_submissions\` (\`caller_key\`,\`idempotency_key\`);`)
  await db.run(sql`ALTER TABLE \`medical_information\` DROP COLUMN \`team_name\`;`)
}
