import { describe, expect, it } from 'vitest';

import { renderPdf } from './simplePdf';

describe('renderPdf', () => {
  it('writes a PDF whose cross-reference table points at each object', () => {
    const pdf = renderPdf('CPD log', [
      { text: 'CPD log', size: 18, bold: true },
      { text: 'Line (with) brackets \\ and ü' },
    ]);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${String(index + 1)} 0 obj`)).toBe(true));
    expect(text).toContain('(Line \\(with\\) brackets \\\\ and \xfc)');
  });

  it('flows long content onto further pages', () => {
    const lines = Array.from({ length: 120 }, (_, index) => ({ text: `Entry ${String(index)}` }));
    const text = renderPdf('Long', lines).toString('latin1');
    expect(Number(/\/Count (\d+)/.exec(text)?.[1])).toBeGreaterThan(1);
    expect(text).toContain('(Entry 119)');
  });
});
