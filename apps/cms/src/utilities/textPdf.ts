import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont } from 'pdf-lib';

/**
 * Text documents as PDF (A4): CPD log exports and the demo attachments. Drawn with pdf-lib and an embedded DejaVu Sans
 * (Latin Extended, Greek, Cyrillic), subset to the glyphs used and with a ToUnicode map, so "Łukasz Wiśniewski" and
 * "μg" print, and copy or search out of the PDF, as written.
 */

export type PdfLine = { text: string; size?: number; bold?: boolean; gap?: number };

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_HEIGHT = 1.4;

const require = createRequire(import.meta.url);
/** Read once per process (or thread): about 1.4 MB for both weights. */
let fontFiles: { regular: Buffer; bold: Buffer } | undefined;
function fonts() {
  fontFiles ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontFiles;
}

/** Control characters have no glyph and would stop the font's encoder; a tab or newline inside a line is a space. */
function printable(text: string): string {
  return text.replace(/\p{Cc}/gu, ' ');
}

/** Splits a line into lines that fit the page's width at the given size, measured with the font itself. */
function wrap(text: string, font: PDFFont, size: number): string[] {
  const width = PAGE_WIDTH - 2 * MARGIN;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
    // A single word wider than the page (a long reference) is broken where it reaches the edge.
    while (font.widthOfTextAtSize(current, size) > width && current.length > 1) {
      let fits = current.length - 1;
      while (fits > 1 && font.widthOfTextAtSize(current.slice(0, fits), size) > width) fits -= 1;
      lines.push(current.slice(0, fits));
      current = current.slice(fits);
    }
  }
  lines.push(current);
  return lines;
}

/** Lays the lines out over as many pages as they need and returns the PDF file. */
export async function renderPdf(title: string, lines: readonly PdfLine[], createdAt = new Date()): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const { regular: regularFile, bold: boldFile } = fonts();
  const [regular, bold] = await Promise.all([
    pdf.embedFont(regularFile, { subset: true }),
    pdf.embedFont(boldFile, { subset: true }),
  ]);
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setProducer('HCP Portal');
  pdf.setCreator('HCP Portal');
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);

  let page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 11;
    const font = line.bold ? bold : regular;
    y -= line.gap ?? 0;
    for (const part of wrap(printable(line.text), font, size)) {
      if (y - size * LINE_HEIGHT < MARGIN) {
        page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= size * LINE_HEIGHT;
      page.drawText(part, { x: MARGIN, y, size, font });
    }
  }
  return Buffer.from(await pdf.save());
}
