// The start-up check (src/db/schema-check.ts): every table and column src/db/ names exists on a migrated database, and
// a missing one stops the start with its name and the likely cause.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { executeRaw } from '../../src/db/adapter';
import { COLUMNS, SQL_COLUMNS } from '../../src/db/schema';
import { env } from '../../src/env';
import { checkNamedSchema, missingFromSchema, NAMED_SCHEMA } from '../../src/db/schema-check';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  // Booting runs the migrations and then the check: a start that got here passed it.
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

describe('the start-up check of the tables and columns db/ names', () => {
  it('finds every named table and column on the migrated database', async () => {
    expect(await missingFromSchema(server.payload)).toEqual([]);
    await expect(checkNamedSchema(server.payload)).resolves.toBeUndefined();
  });

  it('names a field Payload’s schema lacks, and says a Payload upgrade or a missing migration is the likely cause', async () => {
    const expected = { ...NAMED_SCHEMA, drizzle: { ...COLUMNS, users: [...COLUMNS.users, 'analyticsConsent_chosen'] } };
    await expect(checkNamedSchema(server.payload, expected)).rejects.toThrow(
      /column users\.analyticsConsent_chosen \(in Payload's schema\)\..*Payload upgrade.*migration/,
    );
  });

  it('names a table or column the database lacks', async () => {
    const expected = {
      ...NAMED_SCHEMA,
      sql: { ...SQL_COLUMNS, payload_jobs: [...SQL_COLUMNS.payload_jobs, 'claimed_by'], portal_sessions: ['id'] },
    };
    expect(await missingFromSchema(server.payload, expected)).toEqual([
      'column payload_jobs.claimed_by',
      'table portal_sessions',
    ]);
  });

  it('looks for the names only the running adapter has (the search index: FTS5 on SQLite, a tsvector on PostgreSQL)', async () => {
    const expected = {
      ...NAMED_SCHEMA,
      sqlOfAdapter: {
        sqlite: { search_fts: ['title', 'rank'] },
        postgres: { search_documents: ['search_vector', 'rank'] },
      },
    };
    const kind = env.databaseKind;
    expect(await missingFromSchema(server.payload, expected)).toEqual([
      kind === 'sqlite' ? 'column search_fts.rank' : 'column search_documents.rank',
    ]);
  });

  // Last: the database is thrown away after this file.
  it('stops when a migration left a named column out', async () => {
    await executeRaw(server.payload, 'ALTER TABLE dashboards DROP COLUMN cpd_target_minutes');
    await executeRaw(server.payload, 'ALTER TABLE portal_write_probe DROP COLUMN checked_at');
    expect(await missingFromSchema(server.payload)).toEqual([
      'column dashboards.cpd_target_minutes',
      'column portal_write_probe.checked_at',
    ]);
    await expect(checkNamedSchema(server.payload)).rejects.toThrow(
      'The database lacks what the CMS reads and writes directly (apps/cms/src/db/schema.ts): column dashboards.cpd_target_minutes, column portal_write_probe.checked_at.',
    );
  });
});
