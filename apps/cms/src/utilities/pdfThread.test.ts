import { describe, expect, it } from 'vitest';

import { renderPdfOffThread } from './pdfThread';
import { renderPdf } from './simplePdf';

describe('renderPdfOffThread', () => {
  it('renders on the worker thread exactly what renderPdf renders, each caller getting its own document', async () => {
    const documents = Array.from({ length: 12 }, (_, index) => ({
      title: `CPD log ${String(index)}`,
      lines: Array.from({ length: index * 20 + 1 }, (__, line) => ({
        text: `Entry ${String(line)} of log ${String(index)}`,
      })),
    }));
    const rendered = await Promise.all(documents.map(({ title, lines }) => renderPdfOffThread(title, lines)));
    rendered.forEach((pdf, index) => {
      const { title, lines } = documents[index] ?? { title: '', lines: [] };
      expect(pdf.equals(renderPdf(title, lines))).toBe(true);
    });
  });
});
