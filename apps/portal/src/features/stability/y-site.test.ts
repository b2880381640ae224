import { ySiteCheckPath } from '@hcp/contracts/y-site';
import { describe, expect, it } from 'vitest';

import { paths } from '../../config/paths';
import { MEROPENDRA_Y_SITE } from '../../testing/y-site-data';
import { checkFromCopy, concentrationCovers, drugDisplayName, normaliseDrugName, parseDrugList } from './y-site';
import { concentrationOf, requestOf, searchOf } from './y-site-request';

const meropendra = MEROPENDRA_Y_SITE;

describe('drug names', () => {
  it('capitalises the vocabulary’s lower-case name for display, and compares names whatever their case and spaces', () => {
    expect(drugDisplayName('heparin sodium')).toBe('Heparin sodium');
    expect(drugDisplayName(' furosemide ')).toBe('Furosemide');
    expect(normaliseDrugName('  Heparin   SODIUM ')).toBe('heparin sodium');
  });

  it('reads ?drugs= as trimmed names, each once, blanks dropped, at most six, in the order given', () => {
    expect(parseDrugList(' furosemide, ,Ondansetron ,FUROSEMIDE,paracetamol')).toEqual([
      'furosemide',
      'Ondansetron',
      'paracetamol',
    ]);
    expect(parseDrugList('a,b,c,d,e,f,g,h')).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(parseDrugList(null)).toEqual([]);
  });
});

describe('concentrationCovers', () => {
  const range = { value: 1, upTo: 20, unit: 'mg-per-ml' } as const;

  it('includes both ends of a range and nothing outside it', () => {
    expect(concentrationCovers(range, { value: 1, unit: 'mg-per-ml' })).toBe(true);
    expect(concentrationCovers(range, { value: 20, unit: 'mg-per-ml' })).toBe(true);
    expect(concentrationCovers(range, { value: 20.5, unit: 'mg-per-ml' })).toBe(false);
    expect(concentrationCovers(range, { value: 0.5, unit: 'mg-per-ml' })).toBe(false);
    expect(concentrationCovers({ value: 50, upTo: null, unit: 'mg-per-ml' }, { value: 50, unit: 'mg-per-ml' })).toBe(
      true,
    );
  });

  it('compares micrograms with milligrams, and units with units only', () => {
    expect(concentrationCovers(range, { value: 5000, unit: 'microgram-per-ml' })).toBe(true);
    expect(concentrationCovers(range, { value: 500, unit: 'microgram-per-ml' })).toBe(false);
    expect(concentrationCovers(range, { value: 5, unit: 'units-per-ml' })).toBe(false);
    expect(concentrationCovers({ value: 1, upTo: 10, unit: 'units-per-ml' }, { value: 5, unit: 'units-per-ml' })).toBe(
      true,
    );
  });
});

describe('checkFromCopy (the check offline)', () => {
  it('answers one pair per drug in the order asked, with the server’s statuses', () => {
    const check = checkFromCopy(meropendra, ['Furosemide', 'ondansetron', 'paracetamol']);
    expect(check.product.slug).toBe('meropendra-1-g');
    expect(check.pairs.map((pair) => [pair.asked, pair.drug, pair.status])).toEqual([
      ['Furosemide', 'furosemide', 'tested'],
      ['ondansetron', 'ondansetron', 'tested'],
      ['paracetamol', null, 'no-data'],
    ]);
    // Every record of a tested pair, compatible first as kept.
    expect(check.pairs[0]?.records.map((kept) => kept.result)).toEqual(['compatible', 'conflicting']);
    expect(check.pairs[1]?.records.map((kept) => kept.result)).toEqual(['incompatible']);
    expect(check.pairs[2]?.records).toEqual([]);
  });

  it('keeps only the records at the concentration asked for, or says they are all at other concentrations', () => {
    const check = checkFromCopy(meropendra, ['furosemide', 'dopamine', 'heparin sodium'], {
      value: 10,
      unit: 'mg-per-ml',
    });
    expect(check.pairs.map((pair) => pair.status)).toEqual(['tested', 'other-concentrations', 'tested']);
    expect(check.pairs[0]?.records.map((kept) => kept.id)).toEqual([2]);
    // Tested only at 50 mg/mL: the records are still shown, so the screen can name that concentration.
    expect(check.pairs[1]?.records.map((kept) => kept.id)).toEqual([1]);

    const at50 = checkFromCopy(meropendra, ['furosemide'], { value: 50, unit: 'mg-per-ml' });
    expect(at50.pairs[0]?.records.map((kept) => kept.result)).toEqual(['conflicting']);
  });

  it('knows no synonyms offline: a synonym or a misspelt name is no data, never compatible', () => {
    const check = checkFromCopy(meropendra, ['frusemide', 'heparin', 'furosemid']);
    expect(check.pairs.map((pair) => pair.status)).toEqual(['no-data', 'no-data', 'no-data']);
    expect(check.pairs.every((pair) => pair.records.length === 0)).toBe(true);
  });
});

describe('the check screen’s address', () => {
  it('reads what a search result links to (ySiteCheckPath) as the check of that pair', () => {
    const link = ySiteCheckPath('meropendra-1-g', ['furosemide']);
    const url = new URL(link, 'http://portal.test');
    expect(url.pathname).toBe(paths.ySiteCheck);
    expect(requestOf(url.searchParams)).toEqual({
      product: 'meropendra-1-g',
      drugs: ['furosemide'],
      concentration: undefined,
    });
  });

  it('writes a check back as the same address, and keeps a concentration only with a known unit above 0', () => {
    const request = {
      product: 'meropendra-1-g',
      drugs: ['furosemide', 'heparin sodium'],
      concentration: { value: 10, unit: 'mg-per-ml' as const },
    };
    expect(requestOf(searchOf(request))).toEqual(request);
    expect(searchOf({ product: 'meropendra-1-g', drugs: ['furosemide'] }).toString()).toBe(
      new URL(ySiteCheckPath('meropendra-1-g', ['furosemide']), 'http://portal.test').searchParams.toString(),
    );
    const params = (query: string) => new URLSearchParams(query);
    expect(concentrationOf(params('concentration=10&unit=grams'))).toBeUndefined();
    expect(concentrationOf(params('concentration=0&unit=mg-per-ml'))).toBeUndefined();
    expect(concentrationOf(params('concentration=&unit=mg-per-ml'))).toBeUndefined();
    expect(concentrationOf(params('concentration=50&unit=microgram-per-ml'))).toEqual({
      value: 50,
      unit: 'microgram-per-ml',
    });
    // No product or no drug: nothing to check yet.
    expect(requestOf(params('product=meropendra-1-g'))).toBeNull();
    expect(requestOf(params('drugs=furosemide'))).toBeNull();
  });
});
