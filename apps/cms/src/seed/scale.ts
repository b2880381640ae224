import { randomBytes } from 'node:crypto';

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';

import { slugify } from '../fields/slug';
import { bumpReadModel } from '../read-model/invalidation';
import { reindexAll } from '../search/sync';

/**
 * Generated content for the scale benchmark (`BENCH_SCALE=N node bench/api.mjs`): N published, current items per
 * portal area besides the demo content. Each item copies a published demo item of its collection as Payload stored
 * it (so every required, derived and governance field is as the hooks made it) under a new name, title and slug, and
 * is written with the adapter's `create`: no hooks, no versions row. The search index is then rebuilt once and the
 * read model moved on once, instead of once per item.
 */

/** The collections filled, in an order where an education item's course exists before the item. */
export const SCALE_COLLECTIONS = [
  'stability-products',
  'education-courses',
  'education-items',
  'clinical-resources',
  'clinical-trials',
  'important-updates',
  'teams',
  'catalogue-products',
  'quick-links',
] as const;

type ScaleCollection = (typeof SCALE_COLLECTIONS)[number];
type Stored = Record<string, unknown> & { id: number };

/** Where each collection's display name lives; the slug is made from it (stability: name and strength). */
const NAME_FIELD: Record<ScaleCollection, 'title' | 'name'> = {
  'stability-products': 'name',
  'education-courses': 'title',
  'education-items': 'title',
  'clinical-resources': 'title',
  'clinical-trials': 'title',
  'important-updates': 'title',
  teams: 'name',
  'catalogue-products': 'name',
  'quick-links': 'title',
};

// Invented name parts: 40 × 25 names, so a word such as "vanc" matches about one item in forty, as a real search would.
const PREFIXES =
  'Vanc Mero Cefra Amo Tazo Pipra Onda Panto Esom Parac Nora Dexa Remi Hepa Furo Amio Leve Fluco Caspo Mica Acic Ganci Tobra Genta Clinda Metro Lino Dapto Tige Colis Ampho Vori Posa Ertra Imi Azi Clari Doxy Mino Rifa'.split(
    ' ',
  );
const SUFFIXES =
  'lorin pavex dine zolan mycel trix pharin sorb vance lexa tavin quil mera stane vorin cilin fenal zepam tecan lumab rapid nexin dorol pyrin sulan'.split(
    ' ',
  );

/** The i-th generated name: distinct for the first 1,000, then numbered. */
function generatedName(i: number): string {
  const prefix = PREFIXES[i % PREFIXES.length] ?? '';
  const suffix = SUFFIXES[Math.floor(i / PREFIXES.length) % SUFFIXES.length] ?? '';
  const round = Math.floor(i / (PREFIXES.length * SUFFIXES.length));
  return `${prefix}${suffix}${round > 0 ? ` ${String(round + 1)}` : ''}`;
}

/**
 * A stored document as the adapter takes a new one: no id or timestamps, and fresh ids for its array rows (the hooks
 * the adapter skips would have made them: 24 hex digits, as Payload's own).
 */
function copyOf(value: unknown, arrayRow = false): unknown {
  if (Array.isArray(value)) return value.map((row) => copyOf(row, true));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === 'id' || key === 'createdAt' || key === 'updatedAt') continue;
    copy[key] = copyOf(field);
  }
  if (arrayRow && 'id' in value) copy.id = randomBytes(12).toString('hex');
  return copy;
}

/** The published, current demo items of a collection, as stored (relationships as ids, virtual fields left out). */
async function templatesOf(payload: Payload, collection: ScaleCollection): Promise<Stored[]> {
  const { docs } = await payload.find({
    collection,
    // Current ones only: the demo holds an expired item or two, to show they are hidden.
    where: {
      and: [
        { _status: { equals: 'published' } },
        { 'governance.reviewBy': { greater_than: new Date().toISOString() } },
      ],
    },
    depth: 0,
    limit: 200,
    sort: 'id',
    draft: false,
    overrideAccess: true,
  });
  const templates = (docs as unknown as Stored[]).filter(
    // Clinical resources: copy the ones inside a category, so the generated items never become top-level categories.
    (doc) => collection !== 'clinical-resources' || doc.parent !== null,
  );
  if (templates.length === 0) throw new Error(`The demo content has no published ${collection} to copy.`);
  return templates;
}

/** The generated item `i` of a collection, copied from one of its demo items. */
function generatedItem(
  collection: ScaleCollection,
  template: Stored,
  i: number,
  { createdAt, course }: { createdAt: string; course?: number },
): Record<string, unknown> {
  const data = copyOf(template) as Record<string, unknown>;
  // Computed when read, never stored.
  delete data.reviewStatus;
  delete data.studiedWith;
  const name = generatedName(i);
  const field = NAME_FIELD[collection];
  if (collection === 'stability-products') {
    data.name = name;
    data.title = `${name} ${String(data.strength)}`;
  } else if (collection === 'catalogue-products') {
    data.name = name;
  } else {
    data[field] = `${name} ${String(data[field])}`.slice(0, 120);
  }
  // A suffix no demo slug carries keeps every slug unique.
  data.slug = `${slugify(String(data[collection === 'stability-products' ? 'title' : field])).slice(0, 100)}-g${String(i)}`;
  if (collection === 'clinical-trials') data.registryId = `SCALE${String(i).padStart(8, '0')}`;
  if (collection === 'education-items' && course !== undefined) data.parent = course;
  // One item in 200 is featured: more than a submenu lists, so its cap of 25 is exercised.
  if ('featured' in data) data.featured = i % 200 === 0;
  data._status = 'published';
  data.createdAt = createdAt;
  data.updatedAt = createdAt;
  return data;
}

/**
 * Adds `count` generated items to every area of a database holding the demo content, in one transaction, then
 * rebuilds the search index and moves the read model on once. `onProgress` hears each collection as it is done.
 */
export async function seedScale(
  payload: Payload,
  count: number,
  onProgress: (collection: string, milliseconds: number) => void = () => undefined,
): Promise<void> {
  const templates = new Map<ScaleCollection, Stored[]>();
  for (const collection of SCALE_COLLECTIONS) templates.set(collection, await templatesOf(payload, collection));

  const req = await createLocalReq({}, payload);
  await initTransaction(req);
  try {
    // Older than the demo content, one minute apart, so "the latest" is well defined.
    const start = Date.now() - (count + 60) * 60_000;
    const courses: number[] = [];
    for (const collection of SCALE_COLLECTIONS) {
      const began = performance.now();
      const list = templates.get(collection) ?? [];
      for (let i = 0; i < count; i += 1) {
        const template = list[i % list.length];
        if (!template) break;
        const data = generatedItem(collection, template, i, {
          createdAt: new Date(start + i * 60_000).toISOString(),
          // Each generated course has about one generated item.
          course: collection === 'education-items' ? courses[i % courses.length] : undefined,
        });
        const created: unknown = await payload.db.create({
          collection,
          data,
          req,
          returning: collection === 'education-courses',
        });
        if (collection === 'education-courses') courses.push((created as Stored).id);
      }
      onProgress(collection, performance.now() - began);
    }
    await commitTransaction(req);
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
  const began = performance.now();
  await reindexAll(payload);
  onProgress('search index', performance.now() - began);
  await bumpReadModel({ payload, transactionID: undefined });
}
