// `node scripts/run-together.mjs a b c`: runs the npm scripts a, b and c at once (a CI machine's cores would
// otherwise wait on one single-threaded checker after another), prints each one's output whole when it ends, and
// fails when any of them fails.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Usage: node scripts/run-together.mjs <npm script> [<npm script> …]');
  process.exit(2);
}

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { env: { ...process.env, FORCE_COLOR: '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit ${String(code)}`})`;
      process.stdout.write(`\n── npm run ${name}: ${outcome} in ${String(seconds)} s ──\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(names.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
