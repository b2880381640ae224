import type { TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { type CollectionAttention, contentAttention } from '../../src/utilities/editorAttention';
import { certifiedContext, startTestServer, type TestServer } from './harness';

let server: TestServer;
let editor: TypedUser;

// A fixed "now", far from the seed's dates, so the window's edges are exact.
const NOW = new Date('2030-01-10T15:00:00Z');

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['stability'] });
  const { user } = await server.payload.login({
    collection: 'admins',
    data: { email: 'editor@example.com', password: DEMO_PASSWORD },
  });
  editor = { ...user, collection: 'admins' } as TypedUser;
});

afterAll(async () => {
  await server.close();
});

/** A published product reviewed by `reviewBy`, copied from a seeded one. */
async function productReviewedBy(name: string, reviewBy: string): Promise<void> {
  const { docs } = await server.payload.find({
    collection: 'stability-products',
    where: { title: { equals: 'Vanclorin 500 mg' } },
    overrideAccess: true,
    depth: 0,
  });
  const source = docs[0];
  if (!source) throw new Error('no seeded Vanclorin 500 mg');
  await server.payload.create({
    collection: 'stability-products',
    data: {
      name,
      slug: name.toLowerCase(),
      strength: source.strength,
      inn: source.inn,
      form: source.form,
      summary: source.summary,
      matrix: source.matrix.map((row) => ({ ...row, id: null })),
      governance: { approvalCode: 'HCP-UK-7001', dateOfPreparation: '2029-06-01T00:00:00.000Z', reviewBy },
      _status: 'published',
    },
    draft: false,
    overrideAccess: true,
    context: await certifiedContext(server.payload),
  });
}

const stabilityOf = (rows: CollectionAttention[]) => {
  const row = rows.find((candidate) => candidate.slug === 'stability-products');
  if (!row) throw new Error('stability products are not counted');
  return row.counts;
};

describe('the admin home’s counts', () => {
  it('counts every content collection, read as the signed-in editor', async () => {
    const rows = await contentAttention(server.payload, editor);
    expect(rows.map((row) => row.slug)).toEqual(
      expect.arrayContaining(['stability-products', 'clinical-trials', 'teams', 'quick-links']),
    );
    expect(rows.map((row) => row.slug)).not.toContain('form-submissions');
    // The seed's stability products: one draft-only, one past review, all approved.
    expect(stabilityOf(rows)).toMatchObject({ drafts: 1, expired: 1, awaitingApproval: 0 });
  });

  it('counts an item as expiring through its 30th day from today, and as expired from the day after its review-by date', async () => {
    const before = stabilityOf(await contentAttention(server.payload, editor, NOW));
    await productReviewedBy('Edgevane Yesterday', '2030-01-09T00:00:00.000Z');
    await productReviewedBy('Edgevane Today', '2030-01-10T00:00:00.000Z');
    await productReviewedBy('Edgevane Thirty', '2030-02-09T00:00:00.000Z');
    await productReviewedBy('Edgevane Thirtyone', '2030-02-10T00:00:00.000Z');
    const after = stabilityOf(await contentAttention(server.payload, editor, NOW));
    expect(after.expired - before.expired).toBe(1);
    expect(after.expiringSoon - before.expiringSoon).toBe(2);
  });
});
