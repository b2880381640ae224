import { createClient } from '@libsql/client';
import { ImportantUpdatePageSchema } from '@hcp/contracts/important-updates';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { isContentCollection } from '../../src/collections/contentCollection';
import { env } from '../../src/env';
import { feedsReadModel, PERSONAL_OR_OPERATIONAL_COLLECTIONS } from '../../src/read-model/invalidation';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { certifiedContext, signIn, signInDemoCallers, startTestServer, type TestServer } from './harness';

let server: TestServer;
let clinician: string;

const SLUG = 'meropenem-meridian-500-mg-supply-restored';

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['important-updates'] });
  ({ clinician } = await signInDemoCallers(server));
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const get = (path: string, token: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}/json/api/v1/${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });

async function titles(token = clinician): Promise<string[]> {
  const response = await get('important-updates?perPage=50', token);
  expect(response.status).toBe(200);
  return ImportantUpdatePageSchema.parse(await response.json()).items.map((item) => item.title);
}

/**
 * Another server process on the same database: its own connection, writing without this process's hooks. What it
 * changes reaches this process only through the database.
 */
async function asAnotherProcess(statements: string[]): Promise<void> {
  if (env.databaseKind === 'postgres') {
    const client = new pg.Client({ connectionString: env.databaseUrl });
    await client.connect();
    try {
      await client.query('BEGIN');
      for (const statement of statements) await client.query(statement);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
    return;
  }
  const client = createClient({ url: env.databaseUrl });
  try {
    await client.batch(statements, 'write');
  } finally {
    client.close();
  }
}

const BUMP = 'UPDATE read_model SET generation = generation + 1';

async function storedUpdate() {
  const { docs } = await server.payload.find({
    collection: 'important-updates',
    where: { slug: { equals: SLUG } },
    overrideAccess: true,
  });
  const doc = docs[0];
  if (!doc) throw new Error('The demo important update is missing.');
  return doc;
}

describe('the published read model', () => {
  it('shows an editor’s unpublish, republish and change on the very next read', async () => {
    const doc = await storedUpdate();
    expect(await titles()).toContain(doc.title);
    await server.payload.update({
      collection: 'important-updates',
      id: doc.id,
      data: { _status: 'draft' },
      overrideAccess: true,
    });
    expect(await titles()).not.toContain(doc.title);
    await server.payload.update({
      collection: 'important-updates',
      id: doc.id,
      data: { _status: 'published' },
      overrideAccess: true,
    });
    expect(await titles()).toContain(doc.title);
  });

  it('never serves an editor’s draft of a published item', async () => {
    const doc = await storedUpdate();
    await server.payload.update({
      collection: 'important-updates',
      id: doc.id,
      data: { title: 'A headline still in draft' },
      draft: true,
      overrideAccess: true,
    });
    expect(await titles()).not.toContain('A headline still in draft');
    expect(await titles()).toContain(doc.title);
    // The editor publishes the stored text again, leaving no draft behind for the next tests.
    await server.payload.update({
      collection: 'important-updates',
      id: doc.id,
      data: { title: doc.title, _status: 'published' },
      overrideAccess: true,
    });
    expect(await titles()).toContain(doc.title);
  });

  it('tags every answer, answers 304 to a caller holding it, and a new tag once it changes', async () => {
    const first = await get('important-updates?perPage=50', clinician);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await get('important-updates?perPage=50', clinician, { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await get('important-updates?perPage=50', clinician, { 'if-none-match': '"other"' })).status).toBe(200);

    const doc = await storedUpdate();
    await server.payload.update({
      collection: 'important-updates',
      id: doc.id,
      data: { summary: `${doc.summary} (updated)` },
      overrideAccess: true,
      context: await certifiedContext(server.payload),
    });
    const changed = await get('important-updates?perPage=50', clinician, { 'if-none-match': etag ?? '' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('learns of another process’s publish from the generation row, and only from it', async () => {
    const doc = await storedUpdate();
    expect(await titles()).toContain(doc.title);
    await asAnotherProcess([`UPDATE important_updates SET title = 'Renamed elsewhere' WHERE id = ${String(doc.id)}`]);
    // Without a new generation this process still serves its ready answer: the row is what carries the change.
    expect(await titles()).toContain(doc.title);
    await asAnotherProcess([BUMP]);
    expect(await titles()).toContain('Renamed elsewhere');
    await asAnotherProcess([
      `UPDATE important_updates SET title = ${quoted(doc.title)} WHERE id = ${String(doc.id)}`,
      BUMP,
    ]);
    expect(await titles()).toContain(doc.title);
  });

  it('refuses a session ended by another process on the very next request', async () => {
    const token = await signIn(server.baseUrl, 'pharmacist@example.com', DEMO_PASSWORD);
    expect((await get('account', token)).status).toBe(200);
    const { docs } = await server.payload.find({
      collection: 'users',
      where: { email: { equals: 'pharmacist@example.com' } },
      overrideAccess: true,
    });
    await asAnotherProcess([`DELETE FROM users_sessions WHERE _parent_id = ${String(docs[0]?.id)}`]);
    expect((await get('account', token)).status).toBe(403);
  });

  it('drops an item at the UTC midnight after its review-by date, with no change made', async () => {
    const doc = await storedUpdate();
    const today = new Date().toISOString().slice(0, 10);
    const reviewBy = env.databaseKind === 'postgres' ? `'${today}T00:00:00Z'` : `'${today}T00:00:00.000Z'`;
    await asAnotherProcess([
      `UPDATE important_updates SET governance_review_by = ${reviewBy} WHERE id = ${String(doc.id)}`,
      BUMP,
    ]);
    // Ten minutes before midnight, with a fresh session (its token lives 30 minutes), the item is still current.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date(`${today}T23:50:00.000Z`));
    const token = await signIn(server.baseUrl, 'clinician@example.com', DEMO_PASSWORD);
    expect(await titles(token)).toContain(doc.title);
    vi.setSystemTime(new Date(new Date(`${today}T00:05:00.000Z`).getTime() + 24 * 60 * 60 * 1000));
    expect(await titles(token)).not.toContain(doc.title);
  });
});

describe('what moves the generation', () => {
  async function generation(): Promise<number> {
    const { generation: value } = await server.payload.findGlobal({ slug: 'read-model', overrideAccess: true });
    return value;
  }

  it('names only real collections as personal, and lets every content collection feed the read model', () => {
    const slugs = server.payload.config.collections.map((collection) => collection.slug);
    for (const slug of PERSONAL_OR_OPERATIONAL_COLLECTIONS) expect(slugs).toContain(slug);
    for (const collection of server.payload.config.collections.filter(isContentCollection)) {
      expect(feedsReadModel(collection.slug), collection.slug).toBe(true);
    }
  });

  it('moves on a content change and stays put on an account’s own records', async () => {
    const before = await generation();
    const { docs } = await server.payload.find({
      collection: 'users',
      where: { email: { equals: 'clinician@example.com' } },
      overrideAccess: true,
    });
    await server.payload.update({
      collection: 'users',
      id: docs[0]?.id ?? 0,
      data: { organisation: 'St Elsewhere' },
      overrideAccess: true,
    });
    expect(await generation()).toBe(before);
    const doc = await storedUpdate();
    await server.payload.update({
      collection: 'important-updates',
      id: doc.id,
      data: { summary: doc.summary },
      overrideAccess: true,
    });
    expect(await generation()).toBeGreaterThan(before);
  });
});

function quoted(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
