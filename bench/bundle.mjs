// `node bench/bundle.mjs`: the portal build's file sizes, raw and gzipped (run `npm run build` first).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/portal/dist');

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const rows = files(dist)
  .filter((file) => /\.(js|css|html)$/.test(file))
  .map((file) => {
    const content = readFileSync(file);
    return {
      file: path.relative(dist, file),
      'raw kB': +(content.length / 1024).toFixed(1),
      'gzip kB': +(gzipSync(content, { level: 9 }).length / 1024).toFixed(1),
    };
  })
  .sort((a, b) => b['raw kB'] - a['raw kB']);
console.table(rows);
const total = rows.reduce((sum, row) => sum + row['gzip kB'], 0);
console.log(`Total gzip: ${total.toFixed(1)} kB`);
