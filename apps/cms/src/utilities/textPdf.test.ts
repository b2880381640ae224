import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { pdfText as textOf } from '../../tests/fixtures/pdf-text';
import { renderPdf } from './textPdf';

describe('renderPdf', () => {
  it('prints names and units outside Latin-1 as written, in regular and bold', async () => {
    const pdf = await renderPdf('CPD log: Łukasz Wiśniewski', [
      { text: 'CPD log: Łukasz Wiśniewski', size: 18, bold: true },
      { text: 'Ærøskøbing, μg, “quoted” – (brackets) \\ and ü' },
    ]);
    const [page] = textOf(pdf);
    expect(page).toContain('CPD log: Łukasz Wiśniewski');
    expect(page).toContain('Ærøskøbing, μg, “quoted” – (brackets) \\ and ü');
    const document = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(document.getTitle()).toBe('CPD log: Łukasz Wiśniewski');
    expect(document.getPageCount()).toBe(1);
  });

  it('flows long content onto further pages, wrapping within the margins and breaking words wider than a page', async () => {
    const long = 'doi:10.1000/'.padEnd(220, 'x');
    const lines = [
      ...Array.from({ length: 120 }, (_, index) => ({ text: `Entry ${String(index)}` })),
      { text: `Reference ${long}` },
    ];
    const pdf = await renderPdf('Long', lines);
    const pages = textOf(pdf);
    expect((await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount()).toBeGreaterThan(1);
    const all = pages.join('\n');
    expect(all).toContain('Entry 0');
    expect(all).toContain('Entry 119');
    // Nothing lost to the page's edge: every character of the long reference is there, over several lines.
    expect(all.replace(/\s+/g, '')).toContain(`Reference${long}`);
  });

  it('prints a tab or a control character as a space instead of failing', async () => {
    const [page] = textOf(await renderPdf('Tabs', [{ text: 'Dose\t5 mg\u0007' }]));
    expect(page).toMatch(/Dose\s+5 mg/);
  });

  it('records the title and the time it was made', async () => {
    const at = new Date('2026-11-27T09:30:00Z');
    const document = await PDFDocument.load(await renderPdf('CPD log', [{ text: 'x' }], at), { updateMetadata: false });
    expect(document.getCreationDate()?.toISOString()).toBe(at.toISOString());
    expect(document.getProducer()).toBe('HCP Portal');
  });
});
