import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload';

type Concentration = { value?: unknown; upTo?: unknown; unit?: unknown } | null | undefined;
type PairData = {
  product?: unknown;
  drug?: unknown;
  productConcentration?: Concentration;
  drugConcentration?: Concentration;
  title?: unknown;
};

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number'
      ? (value as { id: number }).id
      : undefined;

const UNITS: Record<string, string> = {
  'mg-per-ml': 'mg/mL',
  'microgram-per-ml': 'micrograms/mL',
  'units-per-ml': 'units/mL',
};

function concentrationText(concentration: Concentration): string {
  if (!concentration || typeof concentration.value !== 'number') return '';
  const range =
    typeof concentration.upTo === 'number' ? `${concentration.value}–${concentration.upTo}` : `${concentration.value}`;
  return `${range} ${UNITS[String(concentration.unit)] ?? ''}`.trim();
}

async function nameOf(req: PayloadRequest, collection: 'stability-products' | 'y-site-drugs', id: number) {
  const { docs } = await req.payload.find({
    collection,
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    draft: true,
    overrideAccess: true,
    req,
  });
  const doc = docs[0] as { title?: string | null; name?: string } | undefined;
  return doc?.title ?? doc?.name;
}

/**
 * "Meropendra 1 g + furosemide (1–20 mg/mL + 10 mg/mL)": the record's title in the admin, and its slug's source, made
 * from the pair and the two concentrations, so two records of one pair differ. Set before any field hook runs (the
 * slug's hook reads it), from the stored record for what a partial update leaves out.
 */
export const titleFromPair: CollectionBeforeOperationHook = async ({ args, req }) => {
  // Only the create and update operations carry data; an update by id names the stored record.
  const { data, id } = args as { data?: PairData; id?: number | string };
  if (!data) return args;
  let stored: PairData = {};
  if (id !== undefined) {
    const { docs } = await req.payload.find({
      collection: 'y-site-records',
      where: { id: { equals: id } },
      depth: 0,
      limit: 1,
      draft: true,
      overrideAccess: true,
      req,
    });
    stored = (docs[0] as PairData | undefined) ?? {};
  }
  const productId = idOf(data.product ?? stored.product);
  const drugId = idOf(data.drug ?? stored.drug);
  if (productId === undefined || drugId === undefined) return args;
  const [product, drug] = await Promise.all([
    nameOf(req, 'stability-products', productId),
    nameOf(req, 'y-site-drugs', drugId),
  ]);
  if (!product || !drug) return args;
  const concentrations = [
    concentrationText(data.productConcentration ?? stored.productConcentration),
    concentrationText(data.drugConcentration ?? stored.drugConcentration),
  ];
  const detail = concentrations.every(Boolean) ? ` (${concentrations.join(' + ')})` : '';
  data.title = `${product} + ${drug}${detail}`;
  return args;
};
