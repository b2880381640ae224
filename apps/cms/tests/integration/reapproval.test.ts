import type { TypedUser } from 'payload';
import { APIError } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REAPPROVAL_NEEDED } from '../../src/hooks/requireReapproval';
import type { StabilityProduct } from '../../src/payload-types';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { contentAttention } from '../../src/utilities/editorAttention';
import { certifiedContext, startTestServer, type TestServer } from './harness';

let server: TestServer;
let editor: TypedUser;

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

/** The rows as an editor would type them again: the same preparations without their stored ids. */
function withoutIds(rows: StabilityProduct['matrix']): StabilityProduct['matrix'] {
  return rows.map((row) => {
    const copy: Partial<typeof row> = { ...row };
    delete copy.id;
    return copy as typeof row;
  });
}

const APPROVAL = { approvalCode: 'HCP-UK-9001', dateOfPreparation: '2026-10-01T00:00:00.000Z' };

/** A fresh approved, published product, copied from a seeded one so each test owns its item. */
async function approvedProduct(name: string): Promise<StabilityProduct> {
  const { docs } = await server.payload.find({
    collection: 'stability-products',
    where: { title: { equals: 'Vanclorin 500 mg' } },
    overrideAccess: true,
    depth: 0,
  });
  const source = docs[0];
  if (!source) throw new Error('no seeded Vanclorin 500 mg');
  return server.payload.create({
    collection: 'stability-products',
    data: {
      name,
      slug: name.toLowerCase(),
      strength: source.strength,
      inn: source.inn,
      synonyms: source.synonyms,
      form: source.form,
      summary: source.summary,
      notes: source.notes,
      matrix: withoutIds(source.matrix),
      governance: { ...source.governance, ...APPROVAL },
      _status: 'published',
    },
    draft: false,
    user: editor,
    overrideAccess: false,
    context: await certifiedContext(server.payload),
  });
}

function withShelfLife(product: StabilityProduct, days: number): StabilityProduct['matrix'] {
  return product.matrix.map((row, index) => (index === 0 ? { ...row, shelfLife: { value: days, unit: 'days' } } : row));
}

const update = async (id: number, data: Partial<StabilityProduct>, draft: boolean) =>
  server.payload.update({
    collection: 'stability-products',
    id,
    data: { ...data, _status: draft ? 'draft' : 'published' },
    draft,
    user: editor,
    overrideAccess: false,
    // Re-approval is what these tests are about; certification is certified-publishing.test.ts's.
    context: await certifiedContext(server.payload),
  });

const latest = (id: number) =>
  server.payload.findByID({ collection: 'stability-products', id, draft: true, overrideAccess: true, depth: 0 });

describe('re-approval after a clinical change', () => {
  it('clears the approval code and date when a draft changes the matrix of an approved product', async () => {
    const product = await approvedProduct('Reapprovix');
    await update(product.id, { matrix: withShelfLife(product, 3) }, true);
    const draft = await latest(product.id);
    expect(draft.governance.approvalCode).toBeNull();
    expect(draft.governance.dateOfPreparation).toBeNull();
    expect(draft.governance.reviewBy).toBe(product.governance.reviewBy);
    // The published version keeps the approval it was published with.
    const published = await server.payload.findByID({
      collection: 'stability-products',
      id: product.id,
      overrideAccess: true,
    });
    expect(published.governance.approvalCode).toBe(APPROVAL.approvalCode);
  });

  it('refuses to publish a changed matrix under the old approval, and says why', async () => {
    const product = await approvedProduct('Reapprovone');
    const attempt = update(product.id, { matrix: withShelfLife(product, 2) }, false);
    await expect(attempt).rejects.toBeInstanceOf(APIError);
    await expect(attempt).rejects.toThrow(REAPPROVAL_NEEDED);
    const stored = await latest(product.id);
    expect(stored.matrix[0]?.shelfLife.value).toBe(product.matrix[0]?.shelfLife.value);
    expect(stored.governance.approvalCode).toBe(APPROVAL.approvalCode);
  });

  it('treats the handling warnings as clinical: a new warning cannot be published under the old approval', async () => {
    const product = await approvedProduct('Reapprovwarn');
    const warnings = [{ kind: 'incompatibility' as const, text: 'Do not mix with heparin in the same line.' }];
    await expect(update(product.id, { warnings }, false)).rejects.toThrow(REAPPROVAL_NEEDED);
    expect((await latest(product.id)).warnings).toEqual([]);
    await update(product.id, { warnings }, true);
    const draft = await latest(product.id);
    expect(draft.warnings?.map(({ kind, text }) => ({ kind, text }))).toEqual(warnings);
    expect(draft.governance.approvalCode).toBeNull();
  });

  it('publishes a changed matrix with a new approval code and date entered in the same save', async () => {
    const product = await approvedProduct('Reapprovtwo');
    const governance = {
      ...product.governance,
      approvalCode: 'HCP-UK-9001 (v2)',
      dateOfPreparation: '2026-11-20T00:00:00.000Z',
    };
    const saved = await update(product.id, { matrix: withShelfLife(product, 2), governance }, false);
    expect(saved.governance.approvalCode).toBe('HCP-UK-9001 (v2)');
    expect(saved._status).toBe('published');
  });

  it('keeps a new approval code but clears an unchanged date, so both must be new', async () => {
    const product = await approvedProduct('Reapprovthree');
    const governance = { ...product.governance, approvalCode: 'HCP-UK-9001 (v2)' };
    await update(product.id, { matrix: withShelfLife(product, 4), governance }, true);
    const draft = await latest(product.id);
    expect(draft.governance.approvalCode).toBe('HCP-UK-9001 (v2)');
    expect(draft.governance.dateOfPreparation).toBeNull();
    await expect(update(product.id, {}, false)).rejects.toThrow(/date of preparation/i);
    const dated = { ...draft.governance, dateOfPreparation: '2026-11-21T00:00:00.000Z' };
    expect((await update(product.id, { governance: dated }, false))._status).toBe('published');
  });

  it('keeps the approval when only non-clinical fields change, or the matrix is sent again unchanged', async () => {
    const product = await approvedProduct('Reapprovfour');
    const rowsWithoutIds = withoutIds(product.matrix);
    const saved = await update(
      product.id,
      { summary: 'A new summary.', matrix: rowsWithoutIds, notes: product.notes },
      false,
    );
    expect(saved.governance.approvalCode).toBe(APPROVAL.approvalCode);
    expect(saved.summary).toBe('A new summary.');
  });

  it('counts a product whose approval was cleared as awaiting approval on the admin home', async () => {
    const before = await contentAttention(server.payload, editor);
    const stabilityBefore = before.find((row) => row.slug === 'stability-products');
    const product = await approvedProduct('Reapprovfive');
    await update(product.id, { matrix: withShelfLife(product, 5) }, true);
    const after = await contentAttention(server.payload, editor);
    const stabilityAfter = after.find((row) => row.slug === 'stability-products');
    expect(stabilityAfter?.counts.awaitingApproval).toBe((stabilityBefore?.counts.awaitingApproval ?? 0) + 1);
    expect(stabilityAfter?.counts.drafts).toBe((stabilityBefore?.counts.drafts ?? 0) + 1);
  });
});
