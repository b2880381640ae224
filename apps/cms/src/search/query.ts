import type { SnippetSegment } from '@hcp/contracts/search';

/** Marks the start of a highlighted match in a snippet the database returns; private use, so never in real text. */
export const MARK_START = '\uE000';
/** Marks the end of a highlighted match. */
export const MARK_END = '\uE001';

/** At most this many words of a query count; the rest are ignored. */
export const MAX_QUERY_TOKENS = 12;
/** A longer word is cut to this many characters (and still prefix-matches). */
export const MAX_TOKEN_LENGTH = 64;

const WORD = /[\p{L}\p{N}]+/gu;

/** A word's code points, so lengths and cuts never split a character in two. */
export const codePoints = (text: string): string[] => Array.from(text);
/** PostgreSQL's ts_headline drops what its parser takes for HTML tags and entities; these stand in for `<`, `>`, `&`. */
export const HEADLINE_SHIELD = { from: '<>&', to: '\uE002\uE003\uE004' } as const;
const MARKERS = /[\uE000-\uE004]/g;

/**
 * The words of a text as the index sees them: NFKC-normalised, lower-cased runs of Unicode letters and digits. Every
 * other character (quotes, operators, `%`, `-`, `*`, emoji, HTML) only separates words.
 */
export function wordsOf(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
}

/**
 * The tokens of a plain-text query: its distinct words, in order, at most `MAX_QUERY_TOKENS`, each at most
 * `MAX_TOKEN_LENGTH` characters. Each token is matched as a prefix, and a hit must hold every token.
 */
export function tokenize(query: string): string[] {
  const tokens: string[] = [];
  for (const word of wordsOf(query)) {
    const token = codePoints(word).slice(0, MAX_TOKEN_LENGTH).join('');
    if (!tokens.includes(token)) tokens.push(token);
    if (tokens.length === MAX_QUERY_TOKENS) break;
  }
  return tokens;
}

/**
 * Text as it is indexed: the words joined by single spaces, so both databases split it exactly as `tokenize` splits
 * a query (PostgreSQL's parser would otherwise keep `0.9` or an email address as one lexeme).
 */
export function indexableText(text: string): string {
  return wordsOf(text).join(' ');
}

/** Content with the private-use markers removed, so stored text can never fake a highlight. */
export function withoutMarkers(text: string): string {
  return text.replace(MARKERS, '');
}

/** Puts back the characters `HEADLINE_SHIELD` stood in for. */
export function unshield(text: string): string {
  return text.replaceAll('\uE002', '<').replaceAll('\uE003', '>').replaceAll('\uE004', '&');
}

/** An FTS5 MATCH expression: every token a quoted prefix query, all required (implicit AND). */
export function fts5Expression(tokens: readonly string[]): string {
  return tokens.map((token) => `"${token.replaceAll('"', '""')}"*`).join(' ');
}

/** A PostgreSQL `to_tsquery('simple', …)` text: every token a quoted prefix lexeme, joined with `&`. */
export function tsQueryText(tokens: readonly string[]): string {
  return tokens.map((token) => `'${token.replaceAll("'", "''").replaceAll('\\', '\\\\')}':*`).join(' & ');
}

/**
 * A database snippet with highlight markers as plain-text segments: marked runs become `match: true`. Stray or
 * unbalanced markers are dropped; empty segments are left out and neighbours of the same kind merged.
 */
export function segmentsOf(marked: string): SnippetSegment[] {
  const segments: SnippetSegment[] = [];
  const push = (text: string, match: boolean) => {
    if (text === '') return;
    const last = segments.at(-1);
    if (last?.match === match) last.text += text;
    else segments.push({ text, match });
  };
  let match = false;
  let current = '';
  for (const char of marked) {
    if (char === MARK_START || char === MARK_END) {
      push(current, match);
      current = '';
      match = char === MARK_START;
    } else {
      current += char;
    }
  }
  push(current, match);
  return segments;
}

/** The Damerau–Levenshtein (optimal string alignment) distance between two words, by code point. */
export function editDistance(a: string, b: string): number {
  const left = codePoints(a);
  const right = codePoints(b);
  const rows = left.length + 1;
  const cols = right.length + 1;
  const d: number[] = Array.from({ length: rows * cols }, (_, index) =>
    index < cols ? index : index % cols === 0 ? index / cols : 0,
  );
  const at = (i: number, j: number) => d[i * cols + j] ?? 0;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return at(rows - 1, cols - 1);
}

/** How far a suggestion may be from a query word: one edit for short words, two from seven letters. */
export function allowedDistance(token: string): number {
  return codePoints(token).length >= 7 ? 2 : 1;
}

/** A vocabulary term and how many indexed documents hold it. */
export type VocabularyTerm = { term: string; documents: number };

/** At most this many suggestions answer a query that found nothing. */
export const MAX_SUGGESTIONS = 5;

/**
 * Suggestions for tokens that found nothing: the candidate terms within `allowedDistance` of a token, closest first,
 * then the most common; never a token itself.
 */
export function closestTerms(tokens: readonly string[], candidates: readonly VocabularyTerm[]): string[] {
  const scored: { term: string; distance: number; documents: number }[] = [];
  for (const { term, documents } of candidates) {
    if (tokens.includes(term)) continue;
    let distance = Number.POSITIVE_INFINITY;
    for (const token of tokens) {
      const d = editDistance(token, term);
      if (d <= allowedDistance(token)) distance = Math.min(distance, d);
    }
    if (Number.isFinite(distance)) scored.push({ term, distance, documents });
  }
  scored.sort((a, b) => a.distance - b.distance || b.documents - a.documents || a.term.localeCompare(b.term));
  return [...new Set(scored.map((entry) => entry.term))].slice(0, MAX_SUGGESTIONS);
}

/** The tokens worth suggesting for: at least three characters (shorter ones are too ambiguous to correct). */
export function suggestibleTokens(tokens: readonly string[]): string[] {
  return tokens.filter((token) => codePoints(token).length >= 3);
}
