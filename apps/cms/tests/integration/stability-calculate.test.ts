// The preparation calculator answered by the server: POST api/v1/stability/{id}/calculate gives what the portal's
// own copy of the calculation gives on the same product, refuses what the safety rules refuse, and names what is wrong.
import { ApiErrorSchema, ERROR_CODES } from '@hcp/contracts/errors';
import { type PreparationInput, PreparationResultSchema } from '@hcp/contracts/preparation';
import { calculatePreparation } from '@hcp/contracts/preparation-calculator';
import { meropendraInput } from '@hcp/contracts/testing/preparation-fixtures';
import { StabilityProductSchema } from '@hcp/contracts/stability';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemo } from '../../src/seed/demo';
import { certifiedContext, signInDemoCallers, startTestServer, type TestServer } from './harness';

const PRODUCT = 'meropendra-1-g';

let server: TestServer;
let clinician: string;
let noroles: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['stability'] });
  ({ clinician, noroles } = await signInDemoCallers(server));
});

afterAll(async () => {
  await server.close();
});

const calculate = (slug: string, body: unknown, token: string | null = clinician) =>
  fetch(`${server.baseUrl}/json/api/v1/stability/${slug}/calculate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function product(slug = PRODUCT) {
  const response = await fetch(`${server.baseUrl}/json/api/v1/stability/${slug}`, {
    headers: { authorization: `Bearer ${clinician}` },
  });
  expect(response.status).toBe(200);
  return StabilityProductSchema.parse(await response.json());
}

/** A dose of one vial's content, made up to 100 mL and run over 30 minutes, from the row given. */
const input = (rowId: string, overrides: Partial<PreparationInput> = {}): PreparationInput =>
  meropendraInput({ ...overrides, rowId });

describe('POST api/v1/stability/{id}/calculate', () => {
  it('answers every row with what the portal’s own calculation gives on the product it read', async () => {
    const meropendra = await product();
    expect(meropendra.reconstitution).not.toBeNull();
    const outcomes = new Set<string>();
    for (const row of meropendra.matrix) {
      const body = input(row.id);
      const response = await calculate(PRODUCT, body);
      expect(response.status, row.id).toBe(200);
      const answer = PreparationResultSchema.parse(await response.json());
      expect(answer).toEqual(calculatePreparation(meropendra, row, body));
      outcomes.add(answer.outcome);
    }
    // The demo's rows give at least one whole preparation: the comparison is not only of refusals.
    expect(outcomes.has('ok')).toBe(true);
  });

  it('works out the vials, the volumes and the rate for a dose that fits, each figure with its working', async () => {
    const meropendra = await product();
    const row = meropendra.matrix.find(
      (candidate) => calculatePreparation(meropendra, candidate, input(candidate.id)).outcome === 'ok',
    );
    if (!row) throw new Error('no Meropendra row takes 1 g in 100 mL');
    const answer = PreparationResultSchema.parse(await (await calculate(PRODUCT, input(row.id))).json());
    if (answer.outcome !== 'ok') throw new Error(`refused: ${JSON.stringify(answer.reasons)}`);
    expect(answer.figures.vials.value).toBe(1);
    expect(answer.figures.finalVolume.value).toBe(100);
    expect(answer.figures.rate.value).toBe(200);
    expect(answer.figures.rate.working).toContain('30');
  });

  it('refuses a final concentration outside the row’s range with the range named, never clamping it', async () => {
    const meropendra = await product();
    const row = meropendra.matrix[0];
    if (!row) throw new Error('Meropendra has no rows');
    const tooConcentrated = input(row.id, { final: { kind: 'volume', volumeMl: 1 } });
    const response = await calculate(PRODUCT, tooConcentrated);
    expect(response.status).toBe(200);
    const answer = PreparationResultSchema.parse(await response.json());
    expect(answer.outcome).toBe('refused');
    if (answer.outcome !== 'refused') return;
    const codes = answer.reasons.map((reason) => reason.code);
    expect(codes).toContain('concentration-out-of-range');
    expect(answer).not.toHaveProperty('figures');
  });

  it('refuses a product whose reconstitution the editors have not given', async () => {
    const { docs } = await server.payload.find({
      collection: 'stability-products',
      where: { slug: { equals: 'cefravex-1-g' } },
      limit: 1,
      overrideAccess: true,
    });
    const doc = docs[0];
    if (!doc) throw new Error('no Cefravex 1 g');
    const given = doc.reconstitution;
    await server.payload.update({
      collection: 'stability-products',
      id: doc.id,
      data: {
        reconstitution: {
          vialContent: { value: null },
          diluent: null,
          volumeAddedMl: null,
          displacementMl: null,
          concentration: { value: null },
          maxDose: { value: null },
          pumpLimitMlPerHour: null,
        },
        // A clinical change: published only under a new approval (hooks/requireReapproval.ts).
        governance: { ...doc.governance, approvalCode: 'HCP-UK-TEST-1', dateOfPreparation: '2025-01-02' },
      },
      overrideAccess: true,
      context: await certifiedContext(server.payload),
    });
    try {
      const cefravex = await product('cefravex-1-g');
      expect(cefravex.reconstitution).toBeNull();
      const row = cefravex.matrix[0];
      if (!row) throw new Error('Cefravex has no rows');
      const answer = PreparationResultSchema.parse(await (await calculate('cefravex-1-g', input(row.id))).json());
      expect(answer.outcome).toBe('refused');
      if (answer.outcome === 'refused')
        expect(answer.reasons.map((reason) => reason.code)).toContain('no-reconstitution');
    } finally {
      await server.payload.update({
        collection: 'stability-products',
        id: doc.id,
        data: { reconstitution: given, governance: doc.governance },
        overrideAccess: true,
        context: await certifiedContext(server.payload),
      });
    }
  });

  it('answers 404 for a row the product does not have, or an unknown product, and 410 for a withdrawn one', async () => {
    const meropendra = await product();
    const row = meropendra.matrix[0];
    if (!row) throw new Error('Meropendra has no rows');
    const otherRow = await calculate(PRODUCT, input('not-a-row-of-meropendra'));
    expect(otherRow.status).toBe(404);
    const missing = ApiErrorSchema.parse(await otherRow.json());
    expect(missing.code).toBe(ERROR_CODES.notFound);
    expect(missing.message).toContain('Meropendra');
    expect(missing.data.params).toHaveProperty('rowId');

    const unknown = await calculate('no-such-product', input(row.id));
    expect(unknown.status).toBe(404);
    expect(ApiErrorSchema.parse(await unknown.json()).code).toBe(ERROR_CODES.notFound);

    const withdrawn = await calculate('colistavane-1-million-units', input(row.id));
    expect(withdrawn.status).toBe(410);
    expect(ApiErrorSchema.parse(await withdrawn.json()).code).toBe(ERROR_CODES.withdrawn);
  });

  it('answers 400 naming each bad field of a malformed body, and stores nothing', async () => {
    const response = await calculate(PRODUCT, { rowId: '', dose: { value: 'two', unit: 'spoonfuls' } });
    expect(response.status).toBe(400);
    const error = ApiErrorSchema.parse(await response.json());
    expect(Object.keys(error.data.params ?? {})).toEqual(
      expect.arrayContaining(['rowId', 'dose.value', 'dose.unit', 'basis', 'final', 'administration', 'preparedAt']),
    );
  });

  it('needs a signed-in account holding the stability capability', async () => {
    const meropendra = await product();
    const row = meropendra.matrix[0];
    if (!row) throw new Error('Meropendra has no rows');
    expect((await calculate(PRODUCT, input(row.id), null)).status).toBe(401);
    expect((await calculate(PRODUCT, input(row.id), noroles)).status).toBe(403);
  });
});
