import {
  ALLOWED_UPLOADS,
  declaredTypeProblem,
  extensionOf,
  isAllowedExtension,
  type UploadExtension,
} from '@hcp/contracts/uploads';

/** What `file-type` says a file's bytes are, or undefined when it recognises nothing. */
export type SniffedType = { ext: string; mime: string } | undefined;

/** The longest original file name kept for display. */
const MAX_NAME_LENGTH = 255;

/**
 * The sender's file name made safe to show and to put in a header: no folders, no control characters, at most 255
 * characters with its extension kept. It is never used as a path; stored files get random names.
 */
export function displayName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '')
    // A lone surrogate could not be put in a header (encodeURIComponent throws on it).
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const extension = extensionOf(cleaned);
  const suffix = extension ? `.${extension}` : '';
  // Cut whole characters, never half of a surrogate pair.
  let stem = '';
  for (const character of cleaned) {
    if (stem.length + character.length > MAX_NAME_LENGTH - suffix.length) break;
    stem += character;
  }
  return `${stem}${suffix}`;
}

/** 415: the extension is not accepted, or the declared type is not one listed for it. */
export function typeProblem(name: string, declaredType: string): string | null {
  return declaredTypeProblem({ name, type: declaredType });
}

/** The extension of an accepted file name (typeProblem has passed). */
export function acceptedExtension(name: string): UploadExtension {
  const extension = extensionOf(name);
  if (!isAllowedExtension(extension)) throw new Error(`${name} has no accepted extension.`);
  return extension;
}

/** The type the server stores and answers for an extension: the first listed for it. */
export function canonicalType(extension: UploadExtension): string {
  return ALLOWED_UPLOADS[extension][0];
}

export function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

/** What `file-type` must report for each extension it can recognise. */
const SNIFFED_EXTENSIONS: Partial<Record<UploadExtension, readonly string[]>> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  mp4: ['mp4', 'm4v'],
  mpeg: ['mpg'],
  zip: ['zip'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  // Word, Excel and PowerPoint 97-2003 files are OLE compound files; file-type reports all of them as `cfb`.
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
};

/** The stream each legacy Office kind keeps its content in, as its compound file directory names it (UTF-16LE). */
const COMPOUND_FILE_STREAMS: Partial<Record<UploadExtension, readonly string[]>> = {
  doc: ['WordDocument'],
  xls: ['Workbook', 'Book'],
  ppt: ['PowerPoint Document'],
};

function containsUtf16Name(bytes: Uint8Array, name: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(name, 'utf16le'));
}

/** Markup a browser would render if it ever opened the file as a page: refused in a text file. */
const MARKUP_START = /^\s*<(?:!doctype\s+html|html|head|body|script|svg|iframe|object|embed|\?xml)\b/i;

/** Why bytes that should be text are not plain UTF-8 text, or null when they are. */
export function textProblem(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return 'it contains binary data, not text';
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'it is not UTF-8 text (save it as UTF-8)';
  }
  if (MARKUP_START.test(text.slice(0, 1024))) return 'it contains a web page or markup, not plain text';
  return null;
}

/** A JPEG must reach a start-of-frame segment (which holds the image's size) through well-formed segments. */
function jpegIsWhole(bytes: Buffer): boolean {
  let position = 2;
  while (position + 4 <= bytes.length) {
    if (bytes[position] !== 0xff) return false;
    const marker = bytes[position + 1] ?? 0;
    if (marker === 0xff) {
      position += 1; // fill byte
      continue;
    }
    // SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return position + 9 <= bytes.length;
    }
    if (marker === 0xd9 || marker === 0xda) return false; // end of image or start of scan before any frame
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      position += 2; // markers without a length
      continue;
    }
    position += 2 + bytes.readUInt16BE(position + 2);
  }
  return false;
}

/** An MP4 is a sequence of boxes that starts with `ftyp` and fills the file exactly. */
function isoMediaIsWhole(bytes: Buffer): boolean {
  let position = 0;
  let boxes = 0;
  while (position < bytes.length) {
    if (++boxes > 10_000 || bytes.length - position < 8) return false;
    const size32 = bytes.readUInt32BE(position);
    const type = bytes.toString('latin1', position + 4, position + 8);
    let size = size32;
    let header = 8;
    if (size32 === 0) size = bytes.length - position;
    else if (size32 === 1) {
      if (bytes.length - position < 16) return false;
      const size64 = bytes.readBigUInt64BE(position + 8);
      if (size64 > BigInt(Number.MAX_SAFE_INTEGER)) return false;
      size = Number(size64);
      header = 16;
    }
    if (size < header || size > bytes.length - position) return false;
    if (position === 0) {
      const brands = size - header;
      if (type !== 'ftyp' || size32 === 0 || brands < 8 || (brands - 8) % 4 !== 0 || size === bytes.length)
        return false;
    }
    position += size;
  }
  return position === bytes.length;
}

/**
 * Kinds whose structure Payload reads when storing them (an image's size, a video's boxes), so they must be whole to
 * be stored. file-type already requires a PNG's size header (IHDR) before it says `png`.
 */
const WHOLENESS: Partial<Record<UploadExtension, (bytes: Buffer) => boolean>> = {
  jpg: jpegIsWhole,
  jpeg: jpegIsWhole,
  mp4: isoMediaIsWhole,
};

function describe(sniffed: SniffedType): string {
  return sniffed ? `its content is a .${sniffed.ext} file` : 'its content is not recognisable as one';
}

/**
 * 422: why the content disagrees with the extension (and so with the declared type, which matched it), or null.
 * `sniffed` is file-type's verdict on the bytes.
 */
export function contentProblem(extension: UploadExtension, bytes: Uint8Array, sniffed: SniffedType): string | null {
  if (bytes.byteLength === 0) return 'the file is empty';
  if (extension === 'txt' || extension === 'csv') {
    if (sniffed) return `it should be text, but ${describe(sniffed)}`;
    return textProblem(bytes);
  }
  const expected = SNIFFED_EXTENSIONS[extension] ?? [];
  if (!sniffed || !expected.includes(sniffed.ext)) return `it is not a real .${extension} file: ${describe(sniffed)}`;
  const isWhole = WHOLENESS[extension];
  if (isWhole && !isWhole(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)))
    return `the .${extension} file is damaged or incomplete`;
  const streams = COMPOUND_FILE_STREAMS[extension];
  if (streams && !streams.some((stream) => containsUtf16Name(bytes, stream)))
    return `it is not a real .${extension} file: its content is another kind of compound file`;
  return null;
}
