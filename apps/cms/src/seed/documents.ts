import type { Payload, PayloadRequest } from 'payload';

import type { Document } from '../payload-types';
import { type PdfLine, renderPdf } from '../utilities/textPdf';

/** Creates a demo attachment: a real one-or-more-page PDF with the given heading and paragraphs. */
export async function seedPdfDocument(
  payload: Payload,
  req: PayloadRequest,
  document: { title: string; area: Document['area']; filename: string; paragraphs: string[] },
): Promise<number> {
  const lines: PdfLine[] = [
    { text: document.title, size: 18, bold: true },
    ...document.paragraphs.map((text) => ({ text, gap: 8 })),
    { text: 'Demo material of the HCP Portal. Not for clinical use.', size: 9, gap: 24 },
  ];
  const data = await renderPdf(document.title, lines);
  const created = await payload.create({
    collection: 'documents',
    data: { title: document.title, area: document.area },
    file: { data, mimetype: 'application/pdf', name: document.filename, size: data.length },
    overrideAccess: true,
    req,
  });
  return created.id;
}
