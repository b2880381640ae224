/** RFC 6266 filename parameters: an ASCII fallback and the exact name, so no header injection and no mangled names. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${extendedValue(filename)}`;
}

/**
 * RFC 5987's value-chars: every byte outside attr-char percent-encoded. encodeURIComponent leaves `'()*` as they are,
 * which attr-char does not allow (`'` ends the charset and language parts).
 */
function extendedValue(text: string): string {
  return encodeURIComponent(text).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
