/**
 * Every table and column of Payload's schema that `db/` reaches directly, named once. Payload owns these names (they
 * follow its collections' fields); a Payload upgrade that renames one, or a migration that is missing, would break a
 * direct read at its first request, so the server checks at start that each exists (`schema-check.ts`).
 *
 * `TABLES` and `COLUMNS` are Drizzle's names (the keys of Payload's Drizzle schema: `_parentID`,
 * `analyticsConsent_choice`), used by the reads built with Drizzle. `SQL_COLUMNS` are the database's own names, used by
 * the few statements written as SQL text.
 */
export const TABLES = {
  users: 'users',
  usersSessions: 'users_sessions',
  usersRels: 'users_rels',
  readModel: 'read_model',
  twoFactorCredentials: 'two_factor_credentials',
  dashboards: 'dashboards',
  cpdEntries: 'cpd_entries',
  clinicalRequestPins: 'clinical_request_pins',
  clinicalRequestPinsRels: 'clinical_request_pins_rels',
} as const;

export type TableName = (typeof TABLES)[keyof typeof TABLES];

/** The columns of each table in `TABLES` that `db/` reads or writes, by Drizzle's field name. */
export const COLUMNS = {
  users: [
    'id',
    'email',
    'firstName',
    'lastName',
    'profession',
    'organisation',
    'regulator',
    'registrationNumber',
    'status',
    'analyticsConsent_choice',
    'analyticsConsent_decidedAt',
  ],
  users_sessions: ['id', '_parentID', 'createdAt', 'expiresAt'],
  users_rels: ['parent', 'path', 'order', 'rolesID'],
  read_model: ['generation'],
  two_factor_credentials: ['accountCollection', 'accountId', 'enabledAt'],
  dashboards: ['id', 'owner', 'version', 'widgets', 'cpdTargetPoints', 'cpdTargetMinutes', 'updatedAt'],
  cpd_entries: ['id', 'owner', 'educationItem', 'date'],
  clinical_request_pins: ['id', 'owner'],
  clinical_request_pins_rels: ['parent', 'path', 'order', 'formsID'],
} as const satisfies Record<TableName, readonly string[]>;

export type ColumnName<T extends TableName> = (typeof COLUMNS)[T][number];

/** The tables and columns the statements written as SQL text name, by the database's own names. */
export const SQL_COLUMNS = {
  users: [
    'id',
    'updated_at',
    'password_reset_token_hash',
    'password_reset_expires_at',
    'email_verification_token_hash',
    'email_verification_expires_at',
    'pending_email_token_hash',
    'pending_email_expires_at',
  ],
  payload_jobs: [
    'id',
    'queue',
    'task_slug',
    'processing',
    'completed_at',
    'has_error',
    'error',
    'wait_until',
    'total_tried',
    'updated_at',
    'created_at',
  ],
  read_model: ['generation'],
  two_factor_challenges: ['id', 'token_hash', 'failed_attempts', 'account', 'expires_at'],
  two_factor_credentials: ['id', 'secret', 'last_used_step', 'enabled_at'],
  two_factor_credentials_recovery_codes: ['id', '_parent_id', 'code_hash'],
  search_documents: ['id', 'collection', 'area', 'item_id', 'title', 'body', 'path', 'review_by'],
  search_terms: ['area', 'term', 'documents'],
  sso_tickets: ['id', 'kind', 'key_hash', 'provider', 'data', 'expires_at', 'updated_at', 'created_at'],
  portal_write_probe: ['id', 'checked_at'],
  payload_migrations: ['name'],
} as const;

export type SqlTableName = keyof typeof SQL_COLUMNS;

/** What one adapter's statements name beyond `SQL_COLUMNS`: the search index differs (FTS5, or a tsvector column). */
export const SQL_COLUMNS_OF_ADAPTER = {
  sqlite: { search_fts: ['title', 'body'] },
  postgres: { search_documents: ['search_vector'] },
} as const;

/**
 * Tables the CMS creates itself, with `CREATE TABLE IF NOT EXISTS`, when it first needs them, outside the migrations:
 * the guess ledger (db/guess-ledger.ts), on PostgreSQL without Redis only. They are not in the start-up check, which
 * runs before they exist; the code that names them also makes them.
 */
export const OWN_TABLES = {
  guess_ledger: ['key', 'attempts', 'next_at', 'expires_at'],
} as const;
