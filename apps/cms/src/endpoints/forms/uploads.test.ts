import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  csvBytes,
  executableBytes,
  spooledFile,
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
      spooledFile('attachments', pdfBytes(), 'letter.pdf', 'application/pdf'),
      spooledFile('attachments', pngBytes(), 'C:\\fakepath\\photo.PNG', 'image/png'),
      spooledFile('report', ooxmlBytes('docx'), 'report.docx', DOCX),
      spooledFile('list', csvBytes(), 'orders.csv', 'application/vnd.ms-excel'),
      spooledFile('notes', textBytes(), 'notes.txt', 'text/plain'),
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
    expect(readFileSync(result.files[0]?.path ?? '').equals(pdfBytes())).toBe(true);
  });

  it('answers 415 for an extension not on the list or a declared type that does not match it', async () => {
    const result = await inspectUploads([
      spooledFile('evidence', executableBytes(), 'tool.exe', 'application/x-msdownload'),
      spooledFile('photo', pdfBytes(), 'scan.png', 'application/pdf'),
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
      spooledFile('ok', pdfBytes(), 'fine.pdf', 'application/pdf'),
      spooledFile('photo', pdfBytes(), 'photo.png', 'image/png'),
      spooledFile('letter', executableBytes(), 'letter.pdf', 'application/pdf'),
      spooledFile('page', htmlBytes(), 'page.png', 'image/png'),
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
    const result = await inspectUploads([spooledFile('scan', 20 * MB + 1, 'scan.pdf', 'application/pdf')]);
    if (result.ok) throw new Error('accepted');
    expect(result.rejection).toEqual({
      status: 413,
      message: 'A file is too large. scan.pdf: the file is larger than 20 MB.',
      params: { scan: 'scan.pdf: the file is larger than 20 MB.' },
    });
  });

  it('answers 413 when the files together pass 50 MB, naming the file that tips it over', async () => {
    const result = await inspectUploads(
      ['a', 'b', 'c'].map((name) => spooledFile(name, 18 * MB, `${name}.pdf`, 'application/pdf')),
    );
    if (result.ok) throw new Error('accepted');
    expect(result.rejection.status).toBe(413);
    expect(result.rejection.params).toEqual({
      c: 'c.pdf: together with the other files, the submission is larger than 50 MB.',
    });
  });

  it('checks types before sizes: a large executable is a 415', async () => {
    const result = await inspectUploads([spooledFile('x', 21 * MB, 'x.exe', 'application/octet-stream')]);
    expect(result.ok ? null : result.rejection.status).toBe(415);
  });
});
