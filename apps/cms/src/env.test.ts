import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to SQLite in data/, port 3000 on 127.0.0.1, no demo seeding', () => {
    const env = parseEnv({ NODE_ENV: 'development' });
    expect(env).toMatchObject({
      databaseUrl: 'file:./data/portal.db',
      databaseKind: 'sqlite',
      port: 3000,
      host: '127.0.0.1',
      seedDemo: false,
    });
  });

  it('uses PostgreSQL for a postgres:// URL', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u@127.0.0.1/portal' }).databaseKind).toBe('postgres');
  });

  it('refuses to start in production without PAYLOAD_SECRET, saying what to do', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET is required when NODE_ENV=production/);
  });

  it('reads the secret from PAYLOAD_SECRET or PAYLOAD_SECRET_FILE', () => {
    const secret = 's'.repeat(40);
    expect(parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: secret }).payloadSecret).toBe(secret);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hcp-env-')), 'secret');
    writeFileSync(file, `${secret}\n`);
    expect(parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET_FILE: file }).payloadSecret).toBe(secret);
  });

  it('names every bad setting at once', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PAYLOAD_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*DATABASE_URL: must start with file: \(SQLite\) or postgres:\/\/[\s\S]*PAYLOAD_SECRET: must be at least 32/,
    );
  });

  it('turns SEED_DEMO=true on', () => {
    expect(parseEnv({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });
});
