import { describe, expect, it } from 'vitest';

import {
  csvBytes,
  executableBytes,
  fileOf,
  htmlBytes,
  ooxmlBytes,
  pdfBytes,
  pngBytes,
  textBytes,
} from '../../../tests/fixtures/upload-files';
import { inspectUploads } from './uploads';

const MB = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('inspectUploads (default limits: 20 MB a file, 50 MB a submission)', () => {
  it('passes genuine files with their cleaned names, extensions, stored types and bytes', async () => {
    const result = await inspectUploads([
      { field: 'attachments', file: fileOf(pdfBytes(), 'letter.pdf', 'application/pdf') },
      { field: 'attachments', file: fileOf(pngBytes(), 'C:\\fakepath\\photo.PNG', 'image/png') },
      { field: 'report', file: fileOf(ooxmlBytes('docx'), 'report.docx', DOCX) },
      { field: 'list', file: fileOf(csvBytes(), 'orders.csv', 'application/vnd.ms-excel') },
      { field: 'notes', file: fileOf(textBytes(), 'notes.txt', 'text/plain') },
    ]);
    if (!result.ok) throw new Error(result.rejection.message);
    expect(
      result.files.map(({ field, filename, extension, mimeType }) => [field, filename, extension, mimeType]),
    ).toEqual([
      ['attachments', 'letter.pdf', 'pdf', 'application/pdf'],
      ['attachments', 'photo.PNG', 'png', 'image/png'],
      ['report', 'report.docx', 'docx', DOCX],
      ['list', 'orders.csv', 'csv', 'text/csv'],
      ['notes', 'notes.txt', 'txt', 'text/plain'],
    ]);
    expect(Buffer.from(result.files[0]?.bytes ?? []).equals(pdfBytes())).toBe(true);
  });

  it('answers 415 for an extension not on the list or a declared type that does not match it', async () => {
    const result = await inspectUploads([
      { field: 'evidence', file: fileOf(executableBytes(), 'tool.exe', 'application/x-msdownload') },
      { field: 'photo', file: fileOf(pdfBytes(), 'scan.png', 'application/pdf') },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.rejection.status).toBe(415);
    expect(result.rejection.params).toEqual({
      evidence: expect.stringMatching(/^tool\.exe: files of this type are not accepted/) as unknown,
      photo: "scan.png: the file's type (application/pdf) does not match a .png file.",
    });
    expect(result.rejection.message).toMatch(/tool\.exe.*\(and 1 more\)/);
  });

  it('answers 422 for content that is not what the name and type say', async () => {
    const result = await inspectUploads([
      { field: 'ok', file: fileOf(pdfBytes(), 'fine.pdf', 'application/pdf') },
      { field: 'photo', file: fileOf(pdfBytes(), 'photo.png', 'image/png') },
      { field: 'letter', file: fileOf(executableBytes(), 'letter.pdf', 'application/pdf') },
      { field: 'page', file: fileOf(htmlBytes(), 'page.png', 'image/png') },
    ]);
    if (result.ok) throw new Error('accepted');
    expect(result.rejection.status).toBe(422);
    expect(result.rejection.params).toEqual({
      photo: 'photo.png: it is not a real .png file: its content is a .pdf file.',
      letter: 'letter.pdf: it is not a real .pdf file: its content is a .exe file.',
      page: 'page.png: it is not a real .png file: its content is not recognisable as one.',
    });
  });

  it('answers 413 for a file over 20 MB, before reading any content', async () => {
    const big = new Uint8Array(20 * MB + 1);
    const result = await inspectUploads([{ field: 'scan', file: fileOf(big, 'scan.pdf', 'application/pdf') }]);
    if (result.ok) throw new Error('accepted');
    expect(result.rejection).toEqual({
      status: 413,
      message: 'A file is too large. scan.pdf: the file is larger than 20 MB.',
      params: { scan: 'scan.pdf: the file is larger than 20 MB.' },
    });
  });

  it('answers 413 when the files together pass 50 MB, naming the file that tips it over', async () => {
    const part = new Uint8Array(18 * MB);
    const result = await inspectUploads(
      ['a', 'b', 'c'].map((name) => ({ field: name, file: fileOf(part, `${name}.pdf`, 'application/pdf') })),
    );
    if (result.ok) throw new Error('accepted');
    expect(result.rejection.status).toBe(413);
    expect(result.rejection.params).toEqual({
      c: 'c.pdf: together with the other files, the submission is larger than 50 MB.',
    });
  });

  it('checks types before sizes: a large executable is a 415', async () => {
    const result = await inspectUploads([
      { field: 'x', file: fileOf(new Uint8Array(21 * MB), 'x.exe', 'application/octet-stream') },
    ]);
    expect(result.ok ? null : result.rejection.status).toBe(415);
  });
});
