// `node bench/upload-memory.mjs` (after `npm run build`): issue 27's memory check of multipart submissions. Starts the
// built server as one Node process on a throw-away SQLite database with the demo content, signs the demo pharmacist
// in once, and for each scenario sends UPLOAD_CONCURRENCY (20) submissions of UPLOAD_MB (45) MB at once, three PDF
// files each, to `report-an-issue`, all from 127.0.0.1. It samples the server's RSS (VmRSS in /proc/<pid>/status)
// every 100 ms from just before the scenario until UPLOAD_AFTER_SECONDS (20) after its last answer, and prints, per
// scenario, the RSS at idle before it, the peak during it, and the RSS at the end, each also as a difference to idle.
// UPLOAD_ROUNDS (1) runs them all that many times. Scenarios:
// - forged, JSON first: a forged bot check in the submission part, sent first as the portal does: refused on it;
// - forged, JSON last: the same with the files first, so every byte is read (to disk) before the refusal: the case
//   issue 27 measured;
// - accepted: a solved bot check each, so every file is read, hashed, checked and stored.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  assertBuilt,
  freePort,
  memoryOf,
  signIn,
  solveBotCheck,
  startNode,
  waitForOk,
} from '../tests/cluster/harness.mjs';

const MB = 1024 * 1024;
const concurrency = Number(process.env.UPLOAD_CONCURRENCY ?? 20);
const submissionMb = Number(process.env.UPLOAD_MB ?? 45);
const afterSeconds = Number(process.env.UPLOAD_AFTER_SECONDS ?? 20);
const FILES_PER_SUBMISSION = 3;
const SLUG = 'report-an-issue';
const REPORT = {
  issue_type: 'product-quality',
  product: 'Vancomycin Meridian 1 g, batch VM1182',
  description: 'Cracked vial found on receipt.',
  patient_harmed: 'no',
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (kb) => Math.round(kb / 1024);

/** One megabyte of noise the files repeat: content that compresses to nothing would flatter no one here. */
const NOISE = randomBytes(MB);

/**
 * Sends one multipart submission of `files` PDF files of `fileBytes` each, with the submission part first or last,
 * generating the bytes as it writes them and stopping once the server has answered. Resolves with the status.
 */
function submit(port, token, { botCheck, jsonFirst, files, fileBytes }) {
  const boundary = `bench-${randomBytes(8).toString('hex')}`;
  const json = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="submission"\r\n\r\n${JSON.stringify({ values: REPORT, botCheck })}\r\n`,
  );
  const fileHead = (index) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="scan-${String(index)}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
  const pieces = [];
  if (jsonFirst) pieces.push(json);
  for (let index = 0; index < files; index += 1) pieces.push(fileHead(index), fileBytes, Buffer.from('\r\n'));
  if (!jsonFirst) pieces.push(json);
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const length = pieces.reduce((sum, piece) => sum + (typeof piece === 'number' ? piece : piece.length), 0);

  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/json/api/v1/forms/${SLUG}/submissions`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
    });
    request.on('response', (response) => {
      answered = true;
      response.resume();
      response.on('end', () => {
        resolve(response.statusCode);
        request.destroy();
      });
    });
    // The server may close the connection under a client still sending once it has answered.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = (chunk) => {
      if (request.write(chunk)) return Promise.resolve();
      return new Promise((done) => {
        const go = () => {
          request.off('drain', go).off('close', go);
          done();
        };
        request.on('drain', go).on('close', go);
      });
    };
    void (async () => {
      for (const piece of pieces) {
        if (typeof piece !== 'number') {
          await write(piece);
          continue;
        }
        // A PDF's signature, then noise.
        let sent = 0;
        const head = Buffer.from('%PDF-1.7\n');
        await write(head);
        sent += head.length;
        while (sent < piece && !answered && !request.destroyed) {
          const size = Math.min(256 * 1024, piece - sent);
          await write(NOISE.subarray(sent % (MB - size), (sent % (MB - size)) + size));
          sent += size;
        }
        if (answered || request.destroyed) return;
      }
      request.end();
    })();
  });
}

/** Samples the process's RSS every 100 ms until stopped; answers the samples in kB. */
function sampleRss(pid) {
  const samples = [];
  const timer = setInterval(() => samples.push(memoryOf(pid).rssKb), 100);
  return {
    stop: () => {
      clearInterval(timer);
      return samples.filter(Number.isFinite);
    },
  };
}

assertBuilt();
const dataDir = mkdtempSync(path.join(tmpdir(), 'hcp-bench-uploads-'));
const port = await freePort();
const node = startNode({
  name: 'server',
  port,
  logFile: path.join(dataDir, 'server.log'),
  env: {
    DATABASE_URL: `file:${path.join(dataDir, 'portal.db')}`,
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    UPLOAD_TEMP_DIR: path.join(dataDir, 'waiting'),
    OUTBOX_DIR: path.join(dataDir, 'outbox'),
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Every submission comes from this one address; the per-address limits measure nothing here.
    FORM_RATE_LIMIT_PER_HOUR: '100000',
    BOT_CHECK_RATE_LIMIT_PER_MINUTE: '100000',
    // The bench solves the challenges itself: the least work, as in bench/load.mjs.
    BOT_CHECK_MAX_NUMBER: '1000',
  },
});
try {
  await waitForOk(`${node.baseUrl}/json/health`, 180_000, node.state);
  const token = await signIn(node.baseUrl, 'pharmacist@example.com');
  const fileBytes = Math.floor((submissionMb * MB) / FILES_PER_SUBMISSION) - 64;
  const scenarios = [
    { name: 'forged bot check, JSON first', jsonFirst: true, solved: false },
    { name: 'forged bot check, JSON last', jsonFirst: false, solved: false },
    { name: 'accepted, JSON first', jsonFirst: true, solved: true },
  ];
  const rows = [];
  // UPLOAD_ROUNDS runs the scenarios again in the same process: memory a round keeps shows as a higher idle next round.
  const rounds = Number(process.env.UPLOAD_ROUNDS ?? 1);
  for (const scenario of Array.from({ length: rounds }, () => scenarios).flat()) {
    const botChecks = [];
    for (let index = 0; index < concurrency; index += 1)
      botChecks.push(scenario.solved ? await solveBotCheck(node.baseUrl) : 'forged');
    // Idle: two seconds after the last request of anything before.
    await sleep(2000);
    const idle = memoryOf(node.pid).rssKb;
    const sampler = sampleRss(node.pid);
    const began = performance.now();
    const statuses = await Promise.all(
      botChecks.map((botCheck) =>
        submit(port, token, { botCheck, jsonFirst: scenario.jsonFirst, files: FILES_PER_SUBMISSION, fileBytes }),
      ),
    );
    const seconds = (performance.now() - began) / 1000;
    const during = sampler.stop();
    const after = sampleRss(node.pid);
    await sleep(afterSeconds * 1000);
    const afterSamples = after.stop();
    const peak = Math.max(...during, ...afterSamples);
    const end = afterSamples.at(-1) ?? NaN;
    const counts = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    rows.push({
      scenario: scenario.name,
      answers: Object.entries(counts)
        .map(([status, count]) => `${String(count)}× ${status}`)
        .join(', '),
      seconds: Number(seconds.toFixed(1)),
      'idle MiB': mib(idle),
      'peak MiB': mib(peak),
      'peak − idle': mib(peak - idle),
      [`after ${String(afterSeconds)} s MiB`]: mib(end),
      'after − idle': mib(end - idle),
      target: mib(peak) < 600 ? 'met' : 'MISSED',
    });
  }
  console.log(
    `${String(concurrency)} concurrent submissions of ${String(submissionMb)} MB (${String(FILES_PER_SUBMISSION)} PDF files each) ` +
      `from one signed-in account, server on SQLite, RSS sampled every 100 ms, ${new Date().toISOString()}; target: peak under 600 MiB`,
  );
  console.table(rows);
} finally {
  await node.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
