import { lexicalToRichText } from './lexicalToRichText';

function isLexical(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'root' in value;
}

/**
 * A value as its clinical meaning: rich text as the portal's words (the editor re-serialises unchanged text), no
 * row ids (a row deleted and typed again is the same row), no empty keys (null, undefined and '' all mean unset).
 */
export function meaningOf(value: unknown): unknown {
  if (isLexical(value)) return lexicalToRichText(value);
  if (Array.isArray(value)) return value.map(meaningOf);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([key, inner]) => key !== 'id' && inner !== null && inner !== undefined && inner !== '')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => [key, meaningOf(inner)]);
    return Object.fromEntries(entries);
  }
  if (value === '' || value === undefined) return null;
  return value;
}
