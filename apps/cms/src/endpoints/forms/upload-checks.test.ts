import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';

import {
  compoundFileBytes,
  csvBytes,
  executableBytes,
  htmlBytes,
  jpegBytes,
  mp4Bytes,
  mpegBytes,
  ooxmlBytes,
  pdfBytes,
  pngBytes,
  textBytes,
  zipBytes,
} from '../../../tests/fixtures/upload-files';
import {
  contentOfBytes,
  contentProblem,
  displayName,
  type FileContent,
  textProblem,
  typeProblem,
  withContentOf,
} from './upload-checks';

const sniff = async (bytes: Uint8Array) => {
  const type = await fileTypeFromBuffer(bytes);
  return type && { ext: type.ext, mime: type.mime };
};

describe('displayName', () => {
  it('keeps only the last path segment and drops control and direction characters', () => {
    expect(displayName('C:\\Users\\ana\\..\\scan.pdf')).toBe('scan.pdf');
    expect(displayName('../../etc/passwd')).toBe('passwd');
    expect(displayName('inv\u202eoice\u0000fdp.exe')).toBe('invoicefdp.exe');
    expect(displayName('...hidden.txt')).toBe('hidden.txt');
  });

  it('shortens a long name to 255 characters and keeps its extension', () => {
    const name = displayName(`${'a'.repeat(300)}.docx`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('a.docx')).toBe(true);
    const emoji = displayName(`${'😷'.repeat(200)}.pdf`);
    expect(emoji.length).toBeLessThanOrEqual(255);
    expect(emoji.endsWith('😷.pdf')).toBe(true);
    expect(() => encodeURIComponent(emoji)).not.toThrow();
  });

  it('replaces lone surrogates, which no header could carry', () => {
    const name = displayName('scan\uD800.pdf');
    expect(name).toBe('scan\uFFFD.pdf');
    expect(() => encodeURIComponent(name)).not.toThrow();
  });
});

describe('typeProblem', () => {
  it('refuses an extension that is not on the list, naming the file', () => {
    expect(typeProblem('setup.exe', 'application/x-msdownload')).toMatch(/^setup\.exe: files of this type/);
    expect(typeProblem('notes', 'text/plain')).toMatch(/^notes: files of this type/);
  });

  it('refuses a declared type that is not the one listed for the extension', () => {
    expect(typeProblem('scan.png', 'application/pdf')).toBe(
      "scan.png: the file's type (application/pdf) does not match a .png file.",
    );
  });

  it('accepts the listed types, whatever their case or parameters', () => {
    expect(typeProblem('Report.PDF', 'application/pdf')).toBeNull();
    expect(typeProblem('list.csv', 'application/vnd.ms-excel')).toBeNull();
    expect(typeProblem('list.csv', 'text/csv; charset=utf-8')).toBeNull();
  });
});

describe('contentProblem', () => {
  it('accepts genuine files of each kind file-type recognises', async () => {
    const genuine = [
      ['pdf', pdfBytes()],
      ['png', pngBytes()],
      ['jpg', jpegBytes()],
      ['jpeg', jpegBytes()],
      ['mp4', mp4Bytes()],
      ['mpeg', mpegBytes()],
      ['docx', ooxmlBytes('docx')],
      ['xlsx', ooxmlBytes('xlsx')],
      ['pptx', ooxmlBytes('pptx')],
      ['zip', zipBytes([{ name: 'notes.txt', content: 'hello' }])],
      ['doc', compoundFileBytes('WordDocument')],
      ['xls', compoundFileBytes('Workbook')],
      ['ppt', compoundFileBytes('PowerPoint Document')],
    ] as const;
    for (const [extension, bytes] of genuine) {
      expect(await contentProblem(extension, bytes, await sniff(bytes)), extension).toBeNull();
    }
  });

  it('refuses a PDF renamed .png, an executable renamed .pdf and a web page renamed .png', async () => {
    expect(await contentProblem('png', pdfBytes(), await sniff(pdfBytes()))).toBe(
      'it is not a real .png file: its content is a .pdf file',
    );
    expect(await contentProblem('pdf', executableBytes(), await sniff(executableBytes()))).toBe(
      'it is not a real .pdf file: its content is a .exe file',
    );
    expect(await contentProblem('png', htmlBytes(), await sniff(htmlBytes()))).toBe(
      'it is not a real .png file: its content is not recognisable as one',
    );
  });

  it('refuses images and videos that are damaged or cut short, which could not be stored', async () => {
    const cases = [
      ['jpg', jpegBytes().subarray(0, 20)],
      ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xd9, 0, 0, 0, 0])],
      ['mp4', mp4Bytes().subarray(0, mp4Bytes().length - 4)],
      ['mp4', mp4Bytes().subarray(0, 20)],
    ] as const;
    for (const [extension, bytes] of cases) {
      const sniffed = await sniff(bytes);
      expect(await contentProblem(extension, bytes, sniffed), `${extension} of ${String(bytes.length)} bytes`).toBe(
        `the .${extension} file is damaged or incomplete`,
      );
    }
    const headless = Buffer.from(pngBytes().toString('latin1').replace('IHDR', 'tEXt'), 'latin1');
    expect(await contentProblem('png', headless, await sniff(headless))).toBe(
      'it is not a real .png file: its content is not recognisable as one',
    );
  });

  it('tells the Office kinds apart: a .docx must be a Word file, a .doc a Word compound file', async () => {
    expect(await contentProblem('docx', ooxmlBytes('xlsx'), await sniff(ooxmlBytes('xlsx')))).toMatch(/\.xlsx file/);
    expect(await contentProblem('zip', ooxmlBytes('docx'), await sniff(ooxmlBytes('docx')))).toMatch(/\.docx file/);
    const installer = compoundFileBytes('MsiDigitalSignature');
    expect(await contentProblem('doc', installer, await sniff(installer))).toMatch(/another kind of compound file/);
    const workbook = compoundFileBytes('Workbook');
    expect(await contentProblem('ppt', workbook, await sniff(workbook))).toMatch(/another kind of compound file/);
  });

  it('accepts UTF-8 text as .txt and .csv, and refuses binaries, web pages and empty files', async () => {
    expect(await contentProblem('csv', csvBytes(), await sniff(csvBytes()))).toBeNull();
    expect(await contentProblem('txt', textBytes(), await sniff(textBytes()))).toBeNull();
    expect(await contentProblem('txt', pngBytes(), await sniff(pngBytes()))).toBe(
      'it should be text, but its content is a .png file',
    );
    expect(await contentProblem('txt', htmlBytes(), undefined)).toBe(
      'it contains a web page or markup, not plain text',
    );
    expect(await contentProblem('csv', new Uint8Array(0), undefined)).toBe('the file is empty');
  });
});

describe('textProblem', () => {
  it('refuses NUL bytes and text that is not UTF-8', async () => {
    expect(await textProblem(Buffer.from('a\0b'))).toBe('it contains binary data, not text');
    expect(await textProblem(Buffer.from([0x4d, 0xe9, 0x72, 0x6f]))).toBe('it is not UTF-8 text (save it as UTF-8)');
    expect(await textProblem(Buffer.from('\ufeffname,dose\n', 'utf8'))).toBeNull();
  });
});

/** The bytes as a reader that hands them out `size` bytes at a time, so every boundary falls somewhere new. */
function inPiecesOf(bytes: Uint8Array, size: number): FileContent {
  const whole = contentOfBytes(bytes);
  return {
    ...whole,
    chunks: async function* () {
      for (let position = 0; position < bytes.byteLength; position += size)
        yield await whole.read(position, Math.min(size, bytes.byteLength - position));
    },
  };
}

describe('reading the content in pieces', () => {
  it('gives the same verdicts when a character, a stream name or the markup falls across two pieces', async () => {
    const text = Buffer.from(`${'dose '.repeat(20)}€ 5 mg\n`, 'utf8');
    const page = Buffer.from(`  ${htmlBytes().toString('utf8')}`, 'utf8');
    for (const size of [1, 2, 3, 7, 64]) {
      expect(await textProblem(inPiecesOf(text, size)), `text in pieces of ${String(size)}`).toBeNull();
      expect(await textProblem(inPiecesOf(page, size))).toBe('it contains a web page or markup, not plain text');
      const document = compoundFileBytes('WordDocument');
      expect(await contentProblem('doc', inPiecesOf(document, size), await sniff(document))).toBeNull();
      const installer = compoundFileBytes('MsiDigitalSignature');
      expect(await contentProblem('doc', inPiecesOf(installer, size), await sniff(installer))).toMatch(
        /another kind of compound file/,
      );
    }
  });

  it('reads a file on disk past its first 64 KB: a bad byte or a NUL far in is still found', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'hcp-content-test-'));
    const write = (name: string, bytes: Uint8Array) => {
      const filePath = path.join(folder, name);
      writeFileSync(filePath, bytes);
      return filePath;
    };
    const long = Buffer.from(`${'a'.repeat(64 * 1024 - 1)}€${'b'.repeat(100 * 1024)}`, 'utf8');
    const latin1 = Buffer.concat([long, Buffer.from([0xe9]), Buffer.from('nd')]);
    const nul = Buffer.concat([long, Buffer.from([0])]);
    expect(await withContentOf(write('long.txt', long), (content) => textProblem(content))).toBeNull();
    expect(await withContentOf(write('latin1.txt', latin1), (content) => textProblem(content))).toBe(
      'it is not UTF-8 text (save it as UTF-8)',
    );
    expect(await withContentOf(write('nul.txt', nul), (content) => textProblem(content))).toBe(
      'it contains binary data, not text',
    );
    const video = mp4Bytes();
    expect(
      await withContentOf(write('clip.mp4', video), (content) =>
        contentProblem('mp4', content, { ext: 'mp4', mime: 'video/mp4' }),
      ),
    ).toBeNull();
    const cut = video.subarray(0, video.length - 4);
    expect(
      await withContentOf(write('cut.mp4', cut), (content) =>
        contentProblem('mp4', content, { ext: 'mp4', mime: 'video/mp4' }),
      ),
    ).toBe('the .mp4 file is damaged or incomplete');
  });
});
