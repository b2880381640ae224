/**
 * The file types a form accepts (spec section 3), each with the MIME types a browser may declare for it. The first is
 * the canonical type; the others are what common browsers and systems send for the same files (Windows declares CSV
 * as Excel, older browsers declare ZIP as x-zip-compressed).
 */
export const ALLOWED_UPLOADS = {
  csv: ['text/csv', 'application/vnd.ms-excel'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  jpeg: ['image/jpeg'],
  jpg: ['image/jpeg'],
  mp4: ['video/mp4'],
  mpeg: ['video/mpeg'],
  png: ['image/png'],
  pdf: ['application/pdf'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  txt: ['text/plain'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  zip: ['application/zip', 'application/x-zip-compressed'],
} as const satisfies Record<string, readonly string[]>;

export type UploadExtension = keyof typeof ALLOWED_UPLOADS;

export const UPLOAD_EXTENSIONS = Object.keys(ALLOWED_UPLOADS) as UploadExtension[];

/** The lower-cased extension of a file name, or null when it has none. */
export function extensionOf(filename: string): string | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(filename);
  return match?.[1] ? match[1].toLowerCase() : null;
}

export function isAllowedExtension(extension: string | null): extension is UploadExtension {
  return extension !== null && Object.hasOwn(ALLOWED_UPLOADS, extension);
}

/**
 * Whether a file's name and declared type agree with the allowed list: the check a browser can make before sending.
 * The server makes it again and also sniffs the content.
 */
export function declaredTypeProblem(file: { name: string; type: string }): string | null {
  const extension = extensionOf(file.name);
  if (!isAllowedExtension(extension))
    return `${file.name}: files of this type are not accepted. Use ${UPLOAD_EXTENSIONS.join(', ')}.`;
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(ALLOWED_UPLOADS[extension] as readonly string[]).includes(declared))
    return `${file.name}: the file's type (${declared || 'unknown'}) does not match a .${extension} file.`;
  return null;
}

/** The value of an `<input type=file accept>` for the allowed types. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');
