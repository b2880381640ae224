// Runs before each integration test file imports anything: the configuration Payload reads at import time.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.PAYLOAD_SECRET = 'integration-tests-secret-that-is-long-enough';
process.env.LOG_LEVEL = 'fatal';
process.env.SEED_DEMO = 'false';

if (process.env.INTEGRATION_DATABASE === 'postgres') {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('INTEGRATION_DATABASE=postgres needs TEST_DATABASE_URL.');
  process.env.DATABASE_URL = url;
} else {
  process.env.DATABASE_URL = `file:${path.join(mkdtempSync(path.join(tmpdir(), 'hcp-it-')), 'portal.db')}`;
}
