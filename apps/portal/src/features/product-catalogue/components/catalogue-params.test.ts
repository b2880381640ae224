import { describe, expect, it } from 'vitest';

import { catalogueQueryOf, withParams } from './catalogue-params';

describe('catalogueQueryOf', () => {
  it('reads the search and the known filter values from the URL', () => {
    const params = new URLSearchParams(
      'q=%20vanco%20&therapeuticArea=anti-infectives&form=tablet&presentation=28+tablets',
    );
    expect(catalogueQueryOf(params)).toEqual({
      q: 'vanco',
      therapeuticArea: 'anti-infectives',
      form: 'tablet',
      presentation: '28 tablets',
    });
  });

  it('drops empty text and values the API would refuse', () => {
    const params = new URLSearchParams(`q=%20&therapeuticArea=dermatology&form=cream&presentation=${'x'.repeat(130)}`);
    expect(catalogueQueryOf(params)).toEqual({
      q: undefined,
      therapeuticArea: undefined,
      form: undefined,
      presentation: 'x'.repeat(120),
    });
  });
});

describe('withParams', () => {
  it('sets and removes parameters and goes back to the first page', () => {
    const params = new URLSearchParams('q=vanco&page=3&form=tablet');
    expect(withParams(params, { form: '', therapeuticArea: 'oncology' })).toBe('?q=vanco&therapeuticArea=oncology');
    expect(withParams(params, { q: undefined, form: undefined })).toBe('');
  });

  it('keeps the filters and the page when a product opens and closes', () => {
    const params = new URLSearchParams('q=50%25&page=2');
    const opened = withParams(params, { product: 'glucose-50' }, { keepPage: true });
    expect(opened).toBe('?q=50%25&page=2&product=glucose-50');
    expect(withParams(new URLSearchParams(opened), { product: undefined }, { keepPage: true })).toBe('?q=50%25&page=2');
  });
});
