import { describe, expect, it } from 'vitest';

import {
  closestTerms,
  editDistance,
  fts5Expression,
  indexableText,
  MARK_END,
  MARK_START,
  MAX_QUERY_TOKENS,
  MAX_TOKEN_LENGTH,
  segmentsOf,
  tokenize,
  tsQueryText,
  unshield,
  withoutMarkers,
} from './query';

describe('tokenize', () => {
  it('keeps the words of a query, lower-cased and distinct, and drops every other character', () => {
    expect(tokenize('Sodium Chloride 0.9%')).toEqual(['sodium', 'chloride', '0', '9']);
    expect(tokenize('"insulin" OR \'glargine\' -- NEAR(a b) :* %x% \\ <script>')).toEqual([
      'insulin',
      'or',
      'glargine',
      'near',
      'a',
      'b',
      'x',
      'script',
    ]);
    expect(tokenize('Insulin insulin INSULIN')).toEqual(['insulin']);
  });

  it('answers no tokens for a query of punctuation or emoji only', () => {
    expect(tokenize('"\'--%*:()\\ 💉🧪')).toEqual([]);
  });

  it('keeps letters of any script, normalised', () => {
    expect(tokenize('Crème brûlée – Ｉｎｓｕｌｉｎ 胰岛素')).toEqual(['crème', 'brûlée', 'insulin', '胰岛素']);
  });

  it('cuts long words and long queries', () => {
    const [long] = tokenize('x'.repeat(500));
    expect(long).toHaveLength(MAX_TOKEN_LENGTH);
    const many = Array.from({ length: 30 }, (_, index) => `word${String(index)}`).join(' ');
    expect(tokenize(many)).toHaveLength(MAX_QUERY_TOKENS);
  });
});

describe('query expressions', () => {
  it('quotes every token as a prefix for FTS5 and PostgreSQL', () => {
    expect(fts5Expression(['insul', 'glar'])).toBe('"insul"* "glar"*');
    expect(tsQueryText(['insul', 'glar'])).toBe("'insul':* & 'glar':*");
  });

  it('would escape quote characters even if a token held one', () => {
    expect(fts5Expression(['a"b'])).toBe('"a""b"*');
    expect(tsQueryText(["a'b\\"])).toBe("'a''b\\\\':*");
  });

  it('indexes text as the tokeniser splits it', () => {
    expect(indexableText('Sodium chloride 0.9% — nurse@example.org')).toBe('sodium chloride 0 9 nurse example org');
  });
});

describe('segmentsOf', () => {
  it('splits a marked snippet into plain-text segments', () => {
    expect(segmentsOf(`Dilute ${MARK_START}insulin${MARK_END} in ${MARK_START}glucose${MARK_END} 5%…`)).toEqual([
      { text: 'Dilute ', match: false },
      { text: 'insulin', match: true },
      { text: ' in ', match: false },
      { text: 'glucose', match: true },
      { text: ' 5%…', match: false },
    ]);
  });

  it('keeps HTML as text and survives unbalanced markers', () => {
    expect(segmentsOf(`<b>${MARK_START}bold${MARK_END}</b>`)).toEqual([
      { text: '<b>', match: false },
      { text: 'bold', match: true },
      { text: '</b>', match: false },
    ]);
    expect(segmentsOf(`a${MARK_END}b${MARK_START}c`)).toEqual([
      { text: 'ab', match: false },
      { text: 'c', match: true },
    ]);
    expect(segmentsOf('')).toEqual([]);
  });

  it('removes markers from content before it is stored', () => {
    expect(withoutMarkers(`fake ${MARK_START}hit${MARK_END}`)).toBe('fake hit');
  });
});

describe('suggestions', () => {
  it('measures edits, counting a swap of neighbours as one', () => {
    expect(editDistance('insulin', 'insulin')).toBe(0);
    expect(editDistance('insluin', 'insulin')).toBe(1);
    expect(editDistance('vancomycn', 'vancomycin')).toBe(1);
    expect(editDistance('cat', 'dog')).toBe(3);
  });

  it('offers the closest, most common terms and never the word itself', () => {
    const candidates = [
      { term: 'insulin', documents: 4 },
      { term: 'insular', documents: 9 },
      { term: 'inulin', documents: 1 },
      { term: 'zinc', documents: 50 },
    ];
    expect(closestTerms(['insluin'], candidates)).toEqual(['insulin', 'inulin']);
    expect(closestTerms(['zinc'], candidates)).toEqual([]);
  });
});

describe('the headline shield', () => {
  it('puts back what stood in for <, > and &, and is stripped from stored content', () => {
    expect(unshield('\uE002b\uE003 \uE004amp;')).toBe('<b> &amp;');
    expect(withoutMarkers('a\uE002b\uE004')).toBe('ab');
  });
});
