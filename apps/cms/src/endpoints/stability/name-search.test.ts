import { describe, expect, it } from 'vitest';

import { pageOfList } from '../shared/published';
import { exactNameMatch, matchesName, nameCandidates } from './name-search';

describe('the stability name search', () => {
  it('narrows in the database by the plain fragments only', () => {
    const like = (text: string) => ({
      or: [{ name: { like: text } }, { inn: { like: text } }, { synonyms: { like: text } }],
    });
    expect(nameCandidates('cef')).toEqual(like('cef'));
    expect(nameCandidates('50%_off\\x y')).toEqual(like('50 off x y'));
    expect(nameCandidates('%_')).toBeUndefined();
  });

  it('leaves the matching to the database only when its match is the search itself', () => {
    const contains = (text: string) => ({
      or: [{ name: { contains: text } }, { inn: { contains: text } }, { synonyms: { contains: text } }],
    });
    expect(exactNameMatch('vanc')).toEqual(contains('vanc'));
    // A phrase stays a phrase: LIKE's own matching would take each word anywhere.
    expect(exactNameMatch('sodium chloride')).toEqual(contains('sodium chloride'));
    expect(exactNameMatch("o'brien")).toEqual(contains("o'brien"));
    expect(exactNameMatch('20%')).toBeUndefined();
    expect(exactNameMatch('a_b')).toBeUndefined();
    expect(exactNameMatch('a\\b')).toBeUndefined();
  });

  it('matches plain text anywhere in the name, ignoring case, wildcards included literally', () => {
    const named = (name: string) => ({ name });
    expect(matchesName(named('Cefravex'), 'RAV')).toBe(true);
    expect(matchesName(named('Cefravex'), 'c%x')).toBe(false);
    expect(matchesName(named('Lipidra 20% emulsion'), '20%')).toBe(true);
    expect(matchesName(named('Cefravex'), '_')).toBe(false);
    expect(matchesName(named("O'Brien's"), "o'b")).toBe(true);
  });

  it('matches the generic name (INN) and the synonyms as well as the brand', () => {
    const vanclorin = { name: 'Vanclorin', inn: 'vancomycin', synonyms: ['vancomycin hydrochloride', 'vanc'] };
    expect(matchesName(vanclorin, 'Vancomycin')).toBe(true);
    expect(matchesName(vanclorin, 'hydrochloride')).toBe(true);
    expect(matchesName(vanclorin, 'heparin')).toBe(false);
    expect(matchesName({ name: 'Heparexin', inn: null, synonyms: null }, 'heparin')).toBe(false);
  });

  it('pages a list', () => {
    const letters = ['a', 'b', 'c', 'd', 'e'];
    expect(pageOfList(letters, 2, 2)).toEqual({ items: ['c', 'd'], page: 2, perPage: 2, totalItems: 5, totalPages: 3 });
    expect(pageOfList(letters, 4, 2).items).toEqual([]);
    expect(pageOfList([], 1, 20)).toEqual({ items: [], page: 1, perPage: 20, totalItems: 0, totalPages: 0 });
  });
});
