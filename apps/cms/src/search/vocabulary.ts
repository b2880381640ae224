import type { SearchArea } from '@hcp/contracts/search';

import { codePoints, wordsOf } from './query';

/** Words kept for suggestions: 3 to 64 characters, not only digits (a number is never worth correcting). */
export function vocabularyOf(title: string, body: string): string[] {
  const terms = new Set<string>();
  for (const word of wordsOf(`${title} ${body}`)) {
    const length = codePoints(word).length;
    if (length >= 3 && length <= 64 && !/^\p{N}+$/u.test(word)) terms.add(word);
  }
  return [...terms];
}

/** The candidate range for a token's suggestions: terms sharing its first character, of a similar length. */
export function candidateRangeOf(token: string): { first: string; next: string; minLength: number; maxLength: number } {
  const first = codePoints(token)[0] ?? '';
  const codePoint = first.codePointAt(0) ?? 0;
  const length = codePoints(token).length;
  return {
    first,
    next: String.fromCodePoint(Math.min(codePoint + 1, 0x10ffff)),
    minLength: Math.max(1, length - 2),
    maxLength: length + 2,
  };
}

/**
 * What replacing a document does to the vocabulary: the old words it no longer holds are dropped (from the old
 * area), the new ones added. In the same area, words kept are left alone.
 */
export function vocabularyChange(
  old: { area: SearchArea; terms: readonly string[] } | undefined,
  area: SearchArea,
  terms: readonly string[],
): { dropArea: SearchArea; dropped: string[]; added: string[] } {
  if (!old) return { dropArea: area, dropped: [], added: [...terms] };
  if (old.area !== area) return { dropArea: old.area, dropped: [...old.terms], added: [...terms] };
  const before = new Set(old.terms);
  const after = new Set(terms);
  return {
    dropArea: area,
    dropped: old.terms.filter((term) => !after.has(term)),
    added: terms.filter((term) => !before.has(term)),
  };
}
