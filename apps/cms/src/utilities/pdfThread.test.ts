import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { renderPdfOffThread } from './pdfThread';

describe('renderPdfOffThread', () => {
  it('renders on the worker thread, each caller getting its own document', { timeout: 60_000 }, async () => {
    const documents = Array.from({ length: 12 }, (_, index) => ({
      title: `CPD log ${String(index)} — Łukasz`,
      lines: Array.from({ length: index * 20 + 1 }, (__, line) => ({
        text: `Entry ${String(line)} of log ${String(index)}`,
      })),
    }));
    const rendered = await Promise.all(documents.map(({ title, lines }) => renderPdfOffThread(title, lines)));
    const loaded = await Promise.all(rendered.map((pdf) => PDFDocument.load(pdf)));
    loaded.forEach((document, index) => {
      expect(document.getTitle()).toBe(documents[index]?.title);
      // 61 lines of 11 pt fit a page: the longer logs take more pages, each its own.
      expect(document.getPageCount()).toBe(Math.ceil((index * 20 + 1) / 47));
    });
  });
});
