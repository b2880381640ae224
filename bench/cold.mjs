// `node bench/cold.mjs`: how long each hot read takes to build, on the demo content and with BENCH_SCALE generated
// items per area (default 10,000). For each call, RUNS times (default 3): move the read model to its next generation
// from outside (as an editor's change does, so every ready answer is dropped), then time the call's first request and
// a second one, at one connection. A build's time is time the server's event loop may spend on it while others wait.
// Run `npm run build` first; SQLite unless BENCH_DATABASE_URL names a PostgreSQL database it may fill (demo only then).
import { hotReads, readModelBumper } from './hot-reads.mjs';
import { startServer } from './start-server.mjs';

const runs = Number(process.env.RUNS ?? 3);
const scale = Number(process.env.BENCH_SCALE ?? 10_000);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Time of one request in ms, its body read; an answer other than 200 is an error. */
async function timed(url, headers) {
  const began = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${String(response.status)}`);
  return performance.now() - began;
}

/** Each hot read's first request after a change and its next one, in ms (medians of `runs`). */
async function measure(size) {
  const server = await startServer({ databaseUrl: process.env.BENCH_DATABASE_URL, scale: size });
  const bumper = await readModelBumper(server.database);
  try {
    const scenarios = (await hotReads(server.baseUrl)).filter((scenario) => scenario.headers && !scenario.method);
    const results = new Map();
    for (const { name, path, headers } of scenarios) {
      const cold = [];
      const warm = [];
      for (let run = 0; run < runs; run += 1) {
        await bumper.bump();
        cold.push(await timed(`${server.baseUrl}${path}`, headers));
        warm.push(await timed(`${server.baseUrl}${path}`, headers));
      }
      results.set(name, { cold: median(cold), coldMax: Math.max(...cold), warm: median(warm) });
    }
    return results;
  } finally {
    await bumper.close();
    server.stop();
  }
}

const demo = await measure(0);
const scaled = await measure(scale);
const ms = (value) => Number(value.toFixed(1));
const rows = [...demo].map(([call, small]) => {
  const large = scaled.get(call);
  return {
    call,
    'demo: first ms': ms(small.cold),
    'demo: next ms': ms(small.warm),
    [`${String(scale)}/area: first ms`]: ms(large.cold),
    [`${String(scale)}/area: worst first ms`]: ms(large.coldMax),
    [`${String(scale)}/area: next ms`]: ms(large.warm),
  };
});
console.log(
  `first request after a read-model change, and the next one, 1 connection, median of ${String(runs)}, ` +
    `demo content vs ${String(scale)} generated items per area, ${new Date().toISOString()}`,
);
console.table(rows);
