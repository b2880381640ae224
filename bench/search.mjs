// `npm run bench:search`: the global search index with 10,000 documents, timed where the server times it (the index
// calls GET api/v1/search makes: tokenise, search with counts per area, suggestions when nothing matched).
// Runs on a throw-away SQLite file, and on PostgreSQL when BENCH_DATABASE_URL names a scratch database it may wipe
// (its public schema is dropped). Each query runs RUNS times (default 200) after a warm-up; p50 and p95 in ms.
// Run through tsx (the root script does): it imports the CMS's TypeScript index and migrations.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

import { createClient } from '@libsql/client';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleSqlite } from 'drizzle-orm/libsql';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';

import { up as postgresUp } from '../apps/cms/src/migrations/postgres/20261122_050000_search_index.ts';
import { up as sqliteUp } from '../apps/cms/src/migrations/sqlite/20261122_050000_search_index.ts';
import { postgresSearchIndex } from '../apps/cms/src/search/postgres.ts';
import { tokenize } from '../apps/cms/src/search/query.ts';
import { sqliteSearchIndex } from '../apps/cms/src/search/sqlite.ts';

const DOCUMENTS = 10_000;
const RUNS = Number(process.env.RUNS ?? 200);
const WARM_UP = 20;
const AREAS = [
  'stability',
  'education',
  'clinical-resources',
  'clinical-trials',
  'important-updates',
  'product-catalogue',
  'teams',
  'quick-links',
  'clinical-requests',
];
const QUERIES = [
  'insulin',
  'insul',
  'vancomycin stability',
  'sodium chloride 0.9%',
  'cpd',
  'oncology trial',
  'glucose 5% pvc bag',
  'paediatric dosing guidance',
  'patient', // one of the commonest words: a broad query
  'vancomicyn', // a typo: no hit, so suggestions run
  'zzqx unknownword', // nothing at all
];

// A small deterministic generator, so every run indexes the same corpus.
let state = 20261122;
const random = () => {
  state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296;
  return state / 4_294_967_296;
};
const pick = (list) => list[Math.floor(random() * list.length)];

const DRUGS = [
  'vancomycin',
  'meropenem',
  'piperacillin',
  'tazobactam',
  'amphotericin',
  'ondansetron',
  'pantoprazole',
  'insulin',
  'esomeprazole',
  'paracetamol',
  'noradrenaline',
  'dexmedetomidine',
  'remifentanil',
  'heparin',
  'furosemide',
  'amiodarone',
  'levetiracetam',
  'fluconazole',
  'caspofungin',
  'micafungin',
  'aciclovir',
  'ganciclovir',
  'infliximab',
  'trastuzumab',
  'rituximab',
  'bortezomib',
  'oxaliplatin',
  'gemcitabine',
  'docetaxel',
  'zoledronic',
  'ceftriaxone',
  'gentamicin',
  'teicoplanin',
  'linezolid',
  'daptomycin',
  'tigecycline',
  'colistin',
  'cefuroxime',
  'metronidazole',
];
const WORDS = (
  'administration preparation reconstitution infusion injection dilution concentration container syringe bag vial ' +
  'refrigerated frozen temperature light protection shelf life hours days evidence reference study manufacturer data ' +
  'guidance protocol patient clinical pharmacist nurse doctor ward hospital trust regional team contact referral ' +
  'oncology haematology paediatric neonatal critical care renal hepatic cardiology infection antimicrobial stewardship ' +
  'dosing monitoring adverse reaction interaction compatibility stability supply shortage update safety notice recall ' +
  'module webinar article case study learning outcome reflection revalidation cpd points accredited self directed ' +
  'trial phase recruitment eligibility inclusion exclusion sponsor site investigator randomised placebo controlled ' +
  'catalogue product pack presentation storage legal category formulary order returns credit request form'
).split(' ');
const DILUENTS = ['Sodium chloride 0.9%', 'Glucose 5%', 'Water for injections', 'Compound sodium lactate'];
const CONTAINERS = ['PVC bag', 'Polyolefin bag', 'Polypropylene syringe', 'Elastomeric device', 'Glass vial'];

// Words follow a Zipf-like law, as in real text: a few are everywhere, most are rare.
const WEIGHTS = WORDS.map((_, rank) => 1 / (rank + 1));
const WEIGHT_TOTAL = WEIGHTS.reduce((sum, weight) => sum + weight, 0);
function word() {
  let target = random() * WEIGHT_TOTAL;
  for (const [rank, weight] of WEIGHTS.entries()) {
    target -= weight;
    if (target <= 0) return WORDS[rank];
  }
  return WORDS[WORDS.length - 1];
}

function sentence(length) {
  return Array.from({ length }, () => (random() < 0.015 ? pick(DRUGS) : word())).join(' ');
}

function documentAt(index) {
  const area = AREAS[index % AREAS.length];
  const drug = pick(DRUGS);
  const title = `${drug[0].toUpperCase()}${drug.slice(1)} ${sentence(3)}`;
  const body = [
    sentence(25 + Math.floor(random() * 40)),
    // Stability products list the diluents and containers of their matrix.
    area === 'stability' ? `Studied in ${pick(DILUENTS)} and ${pick(DILUENTS)}, in a ${pick(CONTAINERS)}.` : '',
    sentence(20 + Math.floor(random() * 60)),
  ].join('\n');
  return {
    collection: area,
    area,
    itemId: index + 1,
    title,
    body,
    path: `/${area}/item-${String(index + 1)}`,
    // A tenth are expired, as in a real catalogue of reviewed content.
    reviewBy: index % 10 === 0 ? '2020-01-01' : '2099-12-31',
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Times each query. `inProcess` (SQLite, which runs on this thread) also reports the CPU time used, which does not
 * grow when other processes compete for the cores; PostgreSQL works in its own process, so only wall time is shown.
 */
async function measure(index, { inProcess }) {
  const today = new Date().toISOString().slice(0, 10);
  const rows = [];
  for (const q of QUERIES) {
    const times = [];
    const cpuTimes = [];
    let hits = 0;
    for (let run = 0; run < WARM_UP + RUNS; run += 1) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const tokens = tokenize(q);
      const result = await index.search({ tokens, areas: AREAS, today, page: 1, perPage: 20 });
      if (result.groups.every((group) => group.count === 0)) await index.suggest(tokens, AREAS);
      if (run >= WARM_UP) {
        times.push(performance.now() - started);
        const cpu = process.cpuUsage(cpuStarted);
        cpuTimes.push((cpu.user + cpu.system) / 1000);
      }
      hits = result.total;
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    rows.push({
      query: q,
      hits,
      'p50 ms': Number(percentile(times, 50).toFixed(2)),
      'p95 ms': Number(percentile(times, 95).toFixed(2)),
      ...(inProcess && {
        'CPU p50 ms': Number(percentile(cpuTimes, 50).toFixed(2)),
        'CPU p95 ms': Number(percentile(cpuTimes, 95).toFixed(2)),
      }),
    });
  }
  return rows;
}

async function seed(index, begin, commit) {
  const started = performance.now();
  await begin();
  for (let i = 0; i < DOCUMENTS; i += 1) await index.upsert(documentAt(i));
  await commit();
  return (performance.now() - started) / 1000;
}

async function benchSqlite() {
  const directory = mkdtempSync(path.join(tmpdir(), 'hcp-search-bench-'));
  const client = createClient({ url: `file:${path.join(directory, 'bench.db')}` });
  try {
    const db = drizzleSqlite(client);
    await sqliteUp({ db });
    const index = sqliteSearchIndex(db);
    state = 20261122;
    const seconds = await seed(
      index,
      () => db.run(sql`BEGIN`),
      () => db.run(sql`COMMIT`),
    );
    await index.optimize();
    console.log(`SQLite (FTS5): ${String(await index.count())} documents indexed in ${seconds.toFixed(1)} s`);
    console.table(await measure(index, { inProcess: true }));
  } finally {
    client.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

async function benchPostgres(url) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const db = drizzlePostgres(pool);
    await db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
    await db.execute(sql`CREATE SCHEMA public`);
    await postgresUp({ db });
    const index = postgresSearchIndex(db);
    state = 20261122;
    const seconds = await seed(
      index,
      () => db.execute(sql`BEGIN`),
      () => db.execute(sql`COMMIT`),
    );
    await index.optimize();
    // What autovacuum does on a live server: clear the row versions the seeding's vocabulary updates left behind.
    await db.execute(sql`VACUUM ANALYZE search_documents`);
    await db.execute(sql`VACUUM ANALYZE search_terms`);
    console.log(
      `PostgreSQL (tsvector + GIN): ${String(await index.count())} documents indexed in ${seconds.toFixed(1)} s`,
    );
    console.table(await measure(index, { inProcess: false }));
  } finally {
    await pool.end();
  }
}

console.log(
  `Search benchmark, ${String(DOCUMENTS)} documents, ${String(RUNS)} runs per query, ${new Date().toISOString()}`,
);
console.log(
  `Load average (1, 5, 15 min): ${loadavg()
    .map((load) => load.toFixed(2))
    .join(', ')}`,
);
await benchSqlite();
if (process.env.BENCH_DATABASE_URL) await benchPostgres(process.env.BENCH_DATABASE_URL);
else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL to a scratch database (its public schema is dropped).');
