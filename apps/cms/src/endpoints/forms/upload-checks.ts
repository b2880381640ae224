import { open } from 'node:fs/promises';

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

/** A file's bytes as the content checks read them: its size, a range of it, or all of it in chunks. */
export type FileContent = {
  size: number;
  /** Up to `length` bytes from `position`: fewer at the end of the file. */
  read: (position: number, length: number) => Promise<Buffer>;
  chunks: () => AsyncIterable<Buffer>;
};

/** Bytes in memory as a FileContent. */
export function contentOfBytes(bytes: Uint8Array): FileContent {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    size: buffer.length,
    read: (position, length) => Promise.resolve(buffer.subarray(position, position + length)),
    chunks: async function* () {
      yield await Promise.resolve(buffer);
    },
  };
}

const WINDOW_BYTES = 64 * 1024;

/**
 * Runs `use` on the content of the file at `filePath`, never holding more than 64 KB of it: ranges are read through
 * a 64 KB window, so walking a file's small segments costs one read per window, not one per segment.
 */
export async function withContentOf<T>(filePath: string, use: (content: FileContent) => Promise<T>): Promise<T> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    let windowStart = 0;
    let window = Buffer.alloc(0);
    const read = async (position: number, length: number) => {
      if (position < windowStart || position + length > windowStart + window.length) {
        const buffer = Buffer.alloc(Math.max(WINDOW_BYTES, length));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        windowStart = position;
        window = buffer.subarray(0, bytesRead);
      }
      return window.subarray(position - windowStart, position - windowStart + length);
    };
    const chunks = async function* () {
      for (let position = 0; position < size; position += WINDOW_BYTES) {
        const buffer = Buffer.alloc(WINDOW_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, WINDOW_BYTES, position);
        if (bytesRead === 0) return;
        yield buffer.subarray(0, bytesRead);
      }
    };
    return await use({ size, read, chunks });
  } finally {
    await handle.close();
  }
}

const contentOf = (source: FileContent | Uint8Array): FileContent =>
  source instanceof Uint8Array ? contentOfBytes(source) : source;

/** Whether any of the names appears in the content as UTF-16LE, also across two chunks. */
async function containsUtf16Name(content: FileContent, names: readonly string[]): Promise<boolean> {
  const needles = names.map((name) => Buffer.from(name, 'utf16le'));
  const overlap = Math.max(...needles.map((needle) => needle.length)) - 1;
  let tail = Buffer.alloc(0);
  for await (const chunk of content.chunks()) {
    const window = Buffer.concat([tail, chunk]);
    if (needles.some((needle) => window.includes(needle))) return true;
    tail = window.subarray(Math.max(0, window.length - overlap));
  }
  return false;
}

/** Markup a browser would render if it ever opened the file as a page: refused in a text file. */
const MARKUP_START = /^\s*<(?:!doctype\s+html|html|head|body|script|svg|iframe|object|embed|\?xml)\b/i;

const MARKUP_PREFIX_CHARACTERS = 1024;

/** Why content that should be text is not plain UTF-8 text, or null when it is; read in chunks. */
export async function textProblem(source: FileContent | Uint8Array): Promise<string | null> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let utf8 = true;
  let start = '';
  for await (const chunk of contentOf(source).chunks()) {
    // Binary data is the first reason given, wherever in the file it is.
    if (chunk.includes(0)) return 'it contains binary data, not text';
    if (!utf8) continue;
    try {
      const text = decoder.decode(chunk, { stream: true });
      if (start.length < MARKUP_PREFIX_CHARACTERS) start += text.slice(0, MARKUP_PREFIX_CHARACTERS);
    } catch {
      utf8 = false;
    }
  }
  if (utf8) {
    try {
      start += decoder.decode();
    } catch {
      utf8 = false;
    }
  }
  if (!utf8) return 'it is not UTF-8 text (save it as UTF-8)';
  if (MARKUP_START.test(start.slice(0, MARKUP_PREFIX_CHARACTERS)))
    return 'it contains a web page or markup, not plain text';
  return null;
}

/** A JPEG must reach a start-of-frame segment (which holds the image's size) through well-formed segments. */
async function jpegIsWhole({ size, read }: FileContent): Promise<boolean> {
  let position = 2;
  while (position + 4 <= size) {
    const head = await read(position, 4);
    if (head[0] !== 0xff) return false;
    const marker = head[1] ?? 0;
    if (marker === 0xff) {
      position += 1; // fill byte
      continue;
    }
    // SOF0 to SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return position + 9 <= size;
    }
    if (marker === 0xd9 || marker === 0xda) return false; // end of image or start of scan before any frame
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      position += 2; // markers without a length
      continue;
    }
    position += 2 + head.readUInt16BE(2);
  }
  return false;
}

/** An MP4 is a sequence of boxes that starts with `ftyp` and fills the file exactly. */
async function isoMediaIsWhole({ size: length, read }: FileContent): Promise<boolean> {
  let position = 0;
  let boxes = 0;
  while (position < length) {
    if (++boxes > 10_000 || length - position < 8) return false;
    const head = await read(position, 16);
    const size32 = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    let size = size32;
    let header = 8;
    if (size32 === 0) size = length - position;
    else if (size32 === 1) {
      if (length - position < 16) return false;
      const size64 = head.readBigUInt64BE(8);
      if (size64 > BigInt(Number.MAX_SAFE_INTEGER)) return false;
      size = Number(size64);
      header = 16;
    }
    if (size < header || size > length - position) return false;
    if (position === 0) {
      const brands = size - header;
      if (type !== 'ftyp' || size32 === 0 || brands < 8 || (brands - 8) % 4 !== 0 || size === length) return false;
    }
    position += size;
  }
  return position === length;
}

/**
 * Kinds whose structure Payload reads when storing them (an image's size, a video's boxes), so they must be whole to
 * be stored. file-type already requires a PNG's size header (IHDR) before it says `png`.
 */
const WHOLENESS: Partial<Record<UploadExtension, (content: FileContent) => Promise<boolean>>> = {
  jpg: jpegIsWhole,
  jpeg: jpegIsWhole,
  mp4: isoMediaIsWhole,
};

function describe(sniffed: SniffedType): string {
  return sniffed ? `its content is a .${sniffed.ext} file` : 'its content is not recognisable as one';
}

/**
 * 422: why the content disagrees with the extension (and so with the declared type, which matched it), or null.
 * `sniffed` is file-type's verdict on the bytes. Reads only as much of the content as the kind's check needs.
 */
export async function contentProblem(
  extension: UploadExtension,
  source: FileContent | Uint8Array,
  sniffed: SniffedType,
): Promise<string | null> {
  const content = contentOf(source);
  if (content.size === 0) return 'the file is empty';
  if (extension === 'txt' || extension === 'csv') {
    if (sniffed) return `it should be text, but ${describe(sniffed)}`;
    return textProblem(content);
  }
  const expected = SNIFFED_EXTENSIONS[extension] ?? [];
  if (!sniffed || !expected.includes(sniffed.ext)) return `it is not a real .${extension} file: ${describe(sniffed)}`;
  const isWhole = WHOLENESS[extension];
  if (isWhole && !(await isWhole(content))) return `the .${extension} file is damaged or incomplete`;
  const streams = COMPOUND_FILE_STREAMS[extension];
  if (streams && !(await containsUtf16Name(content, streams)))
    return `it is not a real .${extension} file: its content is another kind of compound file`;
  return null;
}
