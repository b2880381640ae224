// Draws the installable portal's icons (docs/offline.md) from the product's mark, public/favicon.svg: a white cross on
// the portal's blue. Run by hand when the mark changes (`node apps/portal/scripts/generate-icons.mjs`); the PNGs are
// committed, so a build needs no image library. Sharp comes with Next (the CMS's dependency).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const colour = /fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1] ?? '#005a8c';

// A maskable icon fills its square and keeps the mark inside the central 80 % circle that every mask leaves whole.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${colour}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)"><path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff"/></g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: mark, size: 192 },
  { file: 'icon-512.png', svg: mark, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  // iOS draws its own rounded corners on a square icon.
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];

for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', file));
  console.log(`public/icons/${file}: ${size}×${size}`);
}
