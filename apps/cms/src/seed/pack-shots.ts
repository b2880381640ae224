import type { TherapeuticArea } from '@hcp/contracts/product-catalogue';
import sharp from 'sharp';

import type { CatalogueProduct } from '../payload-types';

/** The carton colour of each therapeutic area, so the demo's packs tell areas apart as real ranges do. */
const AREA_COLOURS: Record<TherapeuticArea, string> = {
  'anaesthesia-critical-care': '#1d4ed8',
  'anti-infectives': '#0b6e4f',
  cardiovascular: '#b42318',
  gastroenterology: '#0e7490',
  haematology: '#9f1239',
  oncology: '#7a1f5c',
  'pain-management': '#b45309',
  'renal-fluids-electrolytes': '#5b21b6',
};

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);

/** The brand name on the carton: the product's name up to its strength ("Vancomycin Meridian"). */
function cartonName(name: string, strength: string): string {
  const cut = name.indexOf(strength);
  return (cut > 0 ? name.slice(0, cut) : name).trim();
}

/** Splits a name into lines of at most `width` characters, for the carton's face. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

/**
 * A demo pack shot, drawn in code: a carton in the area's colour beside a vial, with the product's name, strength and
 * presentation on the face, 960 × 720 px. Nothing is downloaded; the seed rasterises it (sharp) and uploads it.
 */
export function packShotSvg(
  product: Pick<CatalogueProduct, 'name' | 'strength' | 'presentation' | 'therapeuticArea' | 'legalCategory'>,
): string {
  const colour = AREA_COLOURS[product.therapeuticArea];
  const nameLines = lines(cartonName(product.name, product.strength), 16);
  const name = nameLines
    .map(
      (line, index) =>
        `<text x="150" y="${String(300 + index * 46)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" font-weight="bold" fill="#1f2933">${escapeXml(line)}</text>`,
    )
    .join('');
  const strengthY = 300 + nameLines.length * 46 + 20;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
  <defs>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f5f7fa"/><stop offset="1" stop-color="#e4e7eb"/>
    </linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#dbe4ee"/><stop offset="0.45" stop-color="#ffffff"/><stop offset="1" stop-color="#c7d2de"/>
    </linearGradient>
  </defs>
  <rect width="960" height="720" fill="url(#floor)"/>
  <ellipse cx="430" cy="640" rx="360" ry="26" fill="#000" opacity="0.08"/>
  <polygon points="620,150 700,110 700,560 620,620" fill="${colour}" opacity="0.82"/>
  <polygon points="110,150 620,150 700,110 190,110" fill="#ffffff" stroke="#cbd2d9" stroke-width="2"/>
  <rect x="110" y="150" width="510" height="470" fill="#ffffff" stroke="#cbd2d9" stroke-width="2"/>
  <rect x="110" y="150" width="510" height="96" fill="${colour}"/>
  <text x="150" y="212" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="bold" fill="#ffffff">MERIDIAN HOSPITAL</text>
  ${name}
  <text x="150" y="${String(strengthY)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="bold" fill="${colour}">${escapeXml(product.strength)}</text>
  <text x="150" y="${String(strengthY + 50)}" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#52606d">${escapeXml(product.presentation)}</text>
  <rect x="110" y="560" width="510" height="60" fill="#f0f4f8"/>
  <text x="150" y="600" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="bold" fill="#1f2933">${escapeXml(product.legalCategory)}</text>
  <rect x="500" y="572" width="92" height="36" fill="none" stroke="#1f2933" stroke-width="2"/>
  <path d="M510 580 v20 M518 580 v20 M524 580 v20 M534 580 v20 M540 580 v20 M550 580 v20 M556 580 v20 M566 580 v20 M574 580 v20 M582 580 v20" stroke="#1f2933" stroke-width="3"/>
  <rect x="748" y="330" width="120" height="290" rx="18" fill="url(#glass)" stroke="#9aa5b1" stroke-width="2"/>
  <rect x="770" y="282" width="76" height="56" rx="6" fill="${colour}"/>
  <rect x="748" y="420" width="120" height="120" fill="#ffffff" stroke="#cbd2d9"/>
  <rect x="748" y="420" width="120" height="22" fill="${colour}"/>
  <text x="808" y="490" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="24" font-weight="bold" fill="#1f2933">${escapeXml(product.strength)}</text>
</svg>`;
}

/** The pack shot as the PNG the seed uploads. */
export function drawPackShot(product: Parameters<typeof packShotSvg>[0]): Promise<Buffer> {
  return sharp(Buffer.from(packShotSvg(product)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
