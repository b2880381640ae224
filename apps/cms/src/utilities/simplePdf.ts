/**
 * A small, dependency-free PDF writer for text documents (A4, Helvetica): CPD log exports and the demo attachments.
 * Text outside Latin-1 is replaced, since the standard fonts carry no other glyphs.
 */

export type PdfLine = { text: string; size?: number; bold?: boolean; gap?: number };

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

function pdfString(text: string): string {
  const latin1 = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-');
  return `(${latin1.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

/** Splits a line into lines that fit the page at the given size (Helvetica averages about half an em per glyph). */
function wrap(text: string, size: number): string[] {
  const maxChars = Math.max(20, Math.floor((PAGE_WIDTH - 2 * MARGIN) / (size * 0.5)));
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && current.length + 1 + word.length > maxChars) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  lines.push(current);
  return lines;
}

/** Lays the lines out over as many pages as they need and returns the PDF file. */
export function renderPdf(title: string, lines: PdfLine[]): Buffer {
  const pages: string[] = [];
  let content = '';
  let y = PAGE_HEIGHT - MARGIN;
  const newPage = () => {
    pages.push(content);
    content = '';
    y = PAGE_HEIGHT - MARGIN;
  };
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= line.gap ?? 0;
    for (const part of wrap(line.text, size)) {
      if (y - size * 1.4 < MARGIN) newPage();
      y -= size * 1.4;
      content += `BT /${line.bold ? 'F2' : 'F1'} ${String(size)} Tf ${String(MARGIN)} ${y.toFixed(1)} Td ${pdfString(part)} Tj ET\n`;
    }
  }
  pages.push(content);

  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1;
  const catalog = add('');
  const pageTree = add('');
  const regular = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title ${pdfString(title)} /Producer (HCP Portal) >>`);
  const pageIds = pages.map((stream) => {
    const contentId = add(`<< /Length ${String(Buffer.byteLength(stream, 'latin1'))} >>\nstream\n${stream}endstream`);
    return add(
      `<< /Type /Page /Parent ${String(pageTree)} 0 R /MediaBox [0 0 ${String(PAGE_WIDTH)} ${String(PAGE_HEIGHT)}] /Resources << /Font << /F1 ${String(regular)} 0 R /F2 ${String(bold)} 0 R >> >> /Contents ${String(contentId)} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${String(pageTree)} 0 R >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${String(id)} 0 R`).join(' ')}] /Count ${String(pageIds.length)} >>`;

  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(file, 'latin1'));
    file += `${String(index + 1)} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(file, 'latin1');
  file += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${String(objects.length + 1)} /Root ${String(catalog)} 0 R /Info ${String(info)} 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return Buffer.from(file, 'latin1');
}
