import { describe, expect, it } from 'vitest';

import { pageOfList } from '../content/published';
import { matchesName, nameCandidates } from './name-search';

describe('the stability name search', () => {
  it('narrows in the database by the plain fragments only', () => {
    expect(nameCandidates('cef')).toEqual({ name: { like: 'cef' } });
    expect(nameCandidates('50%_off\\x y')).toEqual({ name: { like: '50 off x y' } });
    expect(nameCandidates('%_')).toBeUndefined();
  });

  it('matches plain text anywhere in the name, ignoring case, wildcards included literally', () => {
    expect(matchesName('Cefravex', 'RAV')).toBe(true);
    expect(matchesName('Cefravex', 'c%x')).toBe(false);
    expect(matchesName('Lipidra 20% emulsion', '20%')).toBe(true);
    expect(matchesName('Cefravex', '_')).toBe(false);
    expect(matchesName("O'Brien's", "o'b")).toBe(true);
  });

  it('pages a list', () => {
    const letters = ['a', 'b', 'c', 'd', 'e'];
    expect(pageOfList(letters, 2, 2)).toEqual({ items: ['c', 'd'], page: 2, perPage: 2, totalItems: 5, totalPages: 3 });
    expect(pageOfList(letters, 4, 2).items).toEqual([]);
    expect(pageOfList([], 1, 20)).toEqual({ items: [], page: 1, perPage: 20, totalItems: 0, totalPages: 0 });
  });
});
